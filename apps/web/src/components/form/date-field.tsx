import { addDays, localIsoDate, parseIsoDate } from '@storefront/contracts';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { CalendarIcon } from '../ui/member-icons';
import type { FormFieldProps } from './form-item';

/** The calendar (react-day-picker, date-fns and their styles) loads when first opened. */
const DateCalendar = lazy(() => import('./date-calendar'));

/** `YYYY-MM-DD` of the local date `years` before (negative: after) today. */
export function isoYearsFromToday(years: number, today = new Date()): string {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() - years);
  return localIsoDate(date);
}

/** `YYYY-MM-DD` of the local date `days` after today. */
export function isoDaysFromToday(days: number, today = new Date()): string {
  return addDays(localIsoDate(today), days);
}

export type DateFieldProps = Omit<FormFieldProps, 'value'> & {
  value: string | undefined;
  /** Earliest and latest selectable dates, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** The month the calendar opens on while empty (spec §5: birth dates near 23 years ago). */
  openAt?: string;
};

/**
 * A date typed as `YYYY-MM-DD` or picked from a calendar (month and year dropdowns, so a birth
 * year is two taps away). Dates outside min/max are disabled in the calendar; the form item's
 * rules check typed ones.
 */
export function DateField({ value, onChange, onBlur, min, max, openAt, className, ...input }: DateFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selected = parseIsoDate(value);
  const first = parseIsoDate(min) ?? new Date(1900, 0, 1);
  const last = parseIsoDate(max) ?? new Date(new Date().getFullYear() + 20, 11, 31);

  return (
    <div className="flex gap-2">
      <input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('form.datePlaceholder')}
        value={value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
        className={cn(className, 'h-10 min-w-0 flex-1')}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          aria-label={t('form.chooseDate')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded border border-slate-300 text-slate-700 hover:bg-seven data-[state=open]:border-first"
        >
          <CalendarIcon />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-[60] rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
          >
            <Suspense fallback={<div className="size-72" aria-hidden="true" />}>
              <DateCalendar
                selected={selected}
                openAt={selected ?? parseIsoDate(openAt) ?? parseIsoDate(max)}
                first={first}
                last={last}
                onSelect={(date) => {
                  onChange(localIsoDate(date));
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
