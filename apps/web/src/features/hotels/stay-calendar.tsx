import {
  currencyInfo,
  HOTEL_LIMITS,
  localIsoDate,
  parseIsoDate,
  type CurrencyCode,
  type SiteLanguage,
} from '@storefront/contracts';
import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { enAU, ko, zhCN, zhTW } from 'react-day-picker/locale';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { formatLongDay } from '../../lib/date-format';
import { formatMoney, formatMoneyAmount } from '../../lib/price';
import { formatCompactAmount } from './hotel-format';
import { hotelQueries } from './hotel-queries';
import { hotelMaxDate, monthsBetween, stayRangeProblem, type StayRangeProblem } from './stay';

const LOCALES = { 'en-AU': enAU, 'zh-CN': zhCN, 'zh-TW': zhTW, 'ko-KR': ko } as const;

const WIDE = '(min-width: 640px)';
const subscribeWide = (change: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
/** Two months side by side from 640 px, one on phones. */
const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

type Prices = { byDate: ReadonlyMap<string, number>; currency: CurrencyCode; language: SiteLanguage };
const PricesContext = createContext<Prices | null>(null);

/** A cell's price without the symbol; big amounts (won, rupiah) compact, so they fit under the date. */
function cellAmount(minor: number, prices: Prices): string {
  const whole = minor / 10 ** currencyInfo(prices.currency).minorDigits;
  return whole < 10_000 ? formatMoneyAmount(minor, prices.currency) : formatCompactAmount(whole, prices.language);
}

function PriceDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const prices = useContext(PricesContext);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const iso = localIsoDate(day.date);
  const price = prices && !modifiers.outside && !modifiers.disabled ? prices.byDate.get(iso) : undefined;
  return (
    <button ref={ref} {...buttonProps} data-date={iso}>
      <span className="text-sm leading-5">{children}</span>
      {prices && (
        <span className="block h-3.5 text-[10px] leading-3.5 tabular-nums opacity-90" aria-hidden="true">
          {price !== undefined ? cellAmount(price, prices) : ''}
        </span>
      )}
    </button>
  );
}

type Props = {
  checkIn: string;
  checkOut: string;
  today: string;
  language: SiteLanguage;
  onPick: (checkIn: string, checkOut: string) => void;
  /** With a hotel, each day shows that hotel's lowest price of one room that night. */
  hotelId?: string;
  currency?: CurrencyCode;
};

/**
 * The hotel stay picker (spec §5): pick check-in, then check-out. Dates before today and after the
 * end of the month 11 months ahead are disabled; a range across two months, or longer than the
 * server takes, is refused with its reason and check-in stays picked.
 */
export default function StayCalendar({ checkIn, checkOut, today, language, onPick, hotelId, currency }: Props) {
  const { t } = useTranslation();
  const wide = useWide();
  const months = wide ? 2 : 1;
  const first = parseIsoDate(today) ?? new Date();
  const last = parseIsoDate(hotelMaxDate(today)) ?? first;
  const [start, setStart] = useState<string | null>(null);
  const [problem, setProblem] = useState<StayRangeProblem | null>(null);
  const [month, setMonth] = useState(() => parseIsoDate(`${checkIn.slice(0, 7)}-01`) ?? first);

  const shownMonths = useMemo(() => {
    const from = localIsoDate(month);
    const to = localIsoDate(new Date(month.getFullYear(), month.getMonth() + months - 1, 1));
    const allowed = new Set(monthsBetween(today, hotelMaxDate(today)));
    return monthsBetween(from, to).filter((m) => allowed.has(m));
  }, [month, months, today]);
  const calendars = useQueries({
    queries: shownMonths.map((m) => ({
      ...hotelQueries.calendar(hotelId ?? '', m, { language, currency: currency ?? 'AUD' }),
      enabled: hotelId !== undefined && currency !== undefined,
    })),
  });
  const byDate = useMemo(() => {
    const map = new Map<string, number>();
    for (const calendar of calendars) for (const day of calendar.data ?? []) map.set(day.date, day.price);
    return map;
  }, [calendars]);
  const prices: Prices | null = hotelId && currency ? { byDate, currency, language } : null;

  const selected = start
    ? { from: parseIsoDate(start), to: undefined }
    : { from: parseIsoDate(checkIn), to: parseIsoDate(checkOut) };

  const choose = (date: Date) => {
    const day = localIsoDate(date);
    if (start === null || day <= start) {
      setStart(day);
      setProblem(null);
      return;
    }
    const refused = stayRangeProblem(start, day, today);
    if (refused) {
      setProblem(refused);
      return;
    }
    setStart(null);
    setProblem(null);
    onPick(start, day);
  };

  const labelOf = (date: Date) => {
    const iso = localIsoDate(date);
    const parts = [formatLongDay(iso, language)];
    const price = prices?.byDate.get(iso);
    if (prices && price !== undefined)
      parts.push(t('hotels.stay.nightFrom', { price: formatMoney(price, prices.currency) }));
    const from = start ?? checkIn;
    if (iso === from) parts.push(t('hotels.stay.checkIn'));
    else if (!start && iso === checkOut) parts.push(t('hotels.stay.checkOut'));
    return parts.join(', ');
  };

  const message = problem
    ? t(`hotels.stay.problems.${problem}`, { nights: HOTEL_LIMITS.maxNights })
    : start
      ? t('hotels.stay.pickCheckOut')
      : t('hotels.stay.pickCheckIn');

  return (
    <PricesContext.Provider value={prices}>
      <DayPicker
        mode="range"
        locale={LOCALES[language]}
        numberOfMonths={months}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        endMonth={last}
        selected={selected}
        onSelect={(_range, triggerDate) => choose(triggerDate)}
        disabled={[{ before: first }, { after: last }]}
        showOutsideDays={false}
        labels={{
          labelDayButton: (date) => labelOf(date),
          labelPrevious: () => t('hotels.stay.previousMonth'),
          labelNext: () => t('hotels.stay.nextMonth'),
        }}
        components={{ DayButton: PriceDayButton }}
        classNames={{
          root: 'relative',
          months: 'flex flex-col gap-6 sm:flex-row',
          month: 'w-[19.25rem] max-w-full',
          month_caption: 'flex h-10 items-center justify-center text-base font-semibold text-slate-900',
          caption_label: '',
          nav: 'absolute inset-x-0 top-0 flex justify-between',
          button_previous:
            'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-seven disabled:opacity-30',
          button_next:
            'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-seven disabled:opacity-30',
          chevron: 'size-4 fill-current',
          month_grid: 'mt-2 w-full table-fixed border-collapse',
          weekdays: '',
          weekday: 'pb-1 text-center text-xs font-medium text-slate-600',
          week: '',
          day: 'p-0 text-center align-top',
          day_button: cn(
            'mx-auto flex w-full flex-col items-center justify-center rounded-lg text-slate-900 enabled:hover:bg-third disabled:cursor-not-allowed disabled:text-slate-400',
            prices ? 'h-12' : 'h-10',
          ),
          selected: '[&>button]:bg-third [&>button]:text-fourth',
          range_start: '[&>button]:!bg-first [&>button]:!text-white',
          range_end: '[&>button]:!bg-first [&>button]:!text-white',
          range_middle: '[&>button]:rounded-none',
          today: '[&>button]:ring-1 [&>button]:ring-slate-300',
          disabled: '',
          outside: '',
          hidden: 'invisible',
        }}
      />
      <p
        role={problem ? 'alert' : 'status'}
        className={cn(
          'mt-3 min-h-10 max-w-[19.25rem] text-sm sm:max-w-none',
          problem ? 'font-medium text-sixth' : 'text-slate-700',
        )}
        data-testid="stay-message"
      >
        {message}
      </p>
      <p className="mt-1 max-w-[19.25rem] text-xs text-slate-600 sm:max-w-none">
        {t('hotels.stay.rule', { nights: HOTEL_LIMITS.maxNights })}
        {prices && ` ${t('hotels.stay.pricesNote', { currency: prices.currency })}`}
      </p>
    </PricesContext.Provider>
  );
}
