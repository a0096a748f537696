import {
  localIsoDate,
  maxBookableDate,
  parseIsoDate,
  type CalendarDay,
  type CurrencyCode,
  type SiteLanguage,
} from '@storefront/contracts';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { enAU, ko, zhCN, zhTW } from 'react-day-picker/locale';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { formatMoney, formatMoneyAmount } from '../../lib/price';
import { dateTimeFormat } from '../../lib/intl-format';

const LOCALES = { 'en-AU': enAU, 'zh-CN': zhCN, 'zh-TW': zhTW, 'ko-KR': ko } as const;

const DaysContext = createContext<{ byDate: Map<string, CalendarDay>; currency: CurrencyCode }>({
  byDate: new Map(),
  currency: 'AUD',
});

/** A day of the grid: the date, and under it the day's price (without the symbol, to fit). */
function PriceDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const { byDate, currency } = useContext(DaysContext);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const entry = modifiers.outside ? undefined : byDate.get(localIsoDate(day.date));
  return (
    <button ref={ref} {...buttonProps} data-date={localIsoDate(day.date)}>
      <span className="text-sm leading-5">{children}</span>
      <span
        className={cn('block h-4 text-[10px] leading-4 tabular-nums', modifiers.selected ? 'text-white' : 'text-first')}
        aria-hidden="true"
      >
        {entry ? formatMoneyAmount(entry.price, currency) : ''}
      </span>
    </button>
  );
}

type Props = {
  days: readonly CalendarDay[];
  currency: CurrencyCode;
  language: SiteLanguage;
  selected: string | undefined;
  onSelect: (date: string) => void;
  /** Today where the visitor is; the server already answers only days from today where the product is. */
  today?: Date;
};

/**
 * The price calendar (spec §5): a month grid from today up to 24 months ahead, each sellable day
 * with its price under the date, every other day disabled.
 */
export default function PriceCalendar({ days, currency, language, selected, onSelect, today = new Date() }: Props) {
  const { t } = useTranslation();
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const end = parseIsoDate(maxBookableDate(localIsoDate(start))) ?? start;
  const first = parseIsoDate(days[0]?.date) ?? start;
  const selectedDate = parseIsoDate(selected);
  const longDate = dateTimeFormat(language, { dateStyle: 'full' });

  return (
    <DaysContext.Provider value={{ byDate, currency }}>
      <DayPicker
        mode="single"
        required
        locale={LOCALES[language]}
        selected={selectedDate}
        onSelect={(date: Date | undefined) => date && onSelect(localIsoDate(date))}
        defaultMonth={selectedDate ?? first}
        startMonth={start}
        endMonth={end}
        disabled={[{ before: start }, { after: end }, (date: Date) => !byDate.has(localIsoDate(date))]}
        showOutsideDays={false}
        labels={{
          labelDayButton: (date, modifiers) => {
            const entry = byDate.get(localIsoDate(date));
            const price = entry ? formatMoney(entry.price, currency) : t('product.calendar.unavailable');
            return `${longDate.format(date)}, ${price}${modifiers.selected ? `, ${t('product.calendar.selected')}` : ''}`;
          },
          labelPrevious: () => t('product.calendar.previousMonth'),
          labelNext: () => t('product.calendar.nextMonth'),
        }}
        components={{ DayButton: PriceDayButton }}
        classNames={{
          root: 'relative w-full',
          months: 'w-full',
          month: 'w-full',
          month_caption: 'flex h-10 items-center px-1 text-base font-semibold text-slate-900',
          caption_label: '',
          nav: 'absolute right-0 top-0 flex gap-1',
          button_previous:
            'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-seven disabled:opacity-30',
          button_next:
            'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-seven disabled:opacity-30',
          chevron: 'size-4 fill-current',
          month_grid: 'mt-2 w-full table-fixed border-collapse',
          weekdays: '',
          weekday: 'pb-1 text-center text-xs font-medium text-slate-600',
          week: '',
          day: 'p-0.5 text-center align-top',
          day_button:
            'mx-auto flex h-12 w-full max-w-14 flex-col items-center justify-center rounded-lg text-slate-900 enabled:hover:bg-third disabled:cursor-not-allowed disabled:text-slate-400',
          selected: '[&>button]:bg-first [&>button]:text-white [&>button]:enabled:hover:bg-first',
          today: '[&>button]:ring-1 [&>button]:ring-slate-300',
          disabled: '',
          outside: '',
          hidden: 'invisible',
        }}
      />
    </DaysContext.Provider>
  );
}
