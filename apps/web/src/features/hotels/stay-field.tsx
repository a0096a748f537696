import { localIsoDate, nightsBetween, type CurrencyCode } from '@storefront/contracts';
import { Popover } from 'radix-ui';
import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { cn } from '../../lib/cn';
import { formatStayDay } from '../../lib/date-format';
import { CalendarIcon } from './hotel-icons';
import type { StayDates } from './stay';

/** The calendar (react-day-picker and its locales) loads when first opened. */
const StayCalendar = lazy(() => import('./stay-calendar'));

export const fieldButton =
  'flex h-14 w-full min-w-0 items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 text-left hover:border-first data-[state=open]:border-first data-[state=open]:ring-2 data-[state=open]:ring-first/30';

type Props = {
  date: StayDates;
  onChange: (date: StayDates) => void;
  /** On a hotel's page the calendar shows that hotel's nightly prices. */
  hotelId?: string;
  currency?: CurrencyCode;
  className?: string;
};

/** Check-in and check-out as one field; the stay calendar opens in a popover. */
export function StayField({ date, onChange, hotelId, currency, className }: Props) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [open, setOpen] = useState(false);
  const [checkIn, checkOut] = date;
  const nights = nightsBetween(checkIn, checkOut);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={cn(fieldButton, className)} data-testid="stay-field">
        <CalendarIcon className="size-5 shrink-0 text-first" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-slate-600">{t('hotels.stay.label')}</span>
          <span className="block truncate text-sm font-semibold text-slate-900" data-testid="stay-summary">
            {formatStayDay(checkIn, language)} – {formatStayDay(checkOut, language)}
          </span>
        </span>
        <span className="shrink-0 rounded-full bg-seven px-2 py-0.5 text-xs text-slate-700" data-testid="stay-nights">
          {t('hotels.stay.nights', { count: nights })}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('hotels.stay.dialog')}
          className="z-[60] max-h-[min(40rem,var(--radix-popover-content-available-height))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
          data-testid="stay-popover"
        >
          <Suspense fallback={<div className="h-80 w-[19.25rem] animate-pulse rounded-xl bg-slate-100" />}>
            <StayCalendar
              checkIn={checkIn}
              checkOut={checkOut}
              today={localIsoDate()}
              language={language}
              hotelId={hotelId}
              currency={currency}
              onPick={(nextIn, nextOut) => {
                onChange([nextIn, nextOut]);
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
