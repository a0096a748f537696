import { localIsoDate } from '@storefront/contracts';
import { Popover } from 'radix-ui';
import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { cn } from '../../lib/cn';
import { formatTravelDates } from '../../lib/date-format';
import type { RangeChoice } from '../../lib/date-range';
import { CalendarIcon } from '../ui/member-icons';

/** The calendar (react-day-picker and its locales) loads when first opened. */
const DateRangeCalendar = lazy(() => import('./date-range-calendar'));

type Props = {
  /** What the range filters, said above the chosen dates ("Date booked"). */
  label: string;
  choice: RangeChoice;
  onChange: (choice: RangeChoice) => void;
  className?: string;
};

/** A past-dates range filter as one field: the choice in words, the picker in a popover. */
export function DateRangeField({ label, choice, onChange, className }: Props) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [open, setOpen] = useState(false);
  const summary =
    choice.kind === 'shortcut'
      ? t('dateRange.last', { days: choice.days })
      : choice.kind === 'range'
        ? formatTravelDates(choice.from, choice.from === choice.to ? null : choice.to, language)
        : t('dateRange.any');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={cn(
          'flex h-12 w-full min-w-0 items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 text-left hover:border-first data-[state=open]:border-first data-[state=open]:ring-2 data-[state=open]:ring-first/30 sm:w-72',
          className,
        )}
        data-testid="date-range-field"
      >
        <CalendarIcon className="size-5 shrink-0 text-first" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-slate-600">{label}</span>
          <span className="block truncate text-sm font-semibold text-slate-900" data-testid="date-range-summary">
            {summary}
          </span>
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className="z-[60] max-h-[min(40rem,var(--radix-popover-content-available-height))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
          data-testid="date-range-popover"
        >
          <Suspense fallback={<div className="h-96 w-[19.25rem] animate-pulse rounded-xl bg-slate-100" />}>
            <DateRangeCalendar
              choice={choice}
              today={localIsoDate()}
              language={language}
              onChoose={(next) => {
                onChange(next);
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
