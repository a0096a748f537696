import type { AdminCalendarDay, PriceType } from '@storefront/contracts';
import { dayPriceText } from './money-entry';
import { PRICE_TYPE_NAMES, T, WEEK_ORDER, WEEKDAY_NAMES, WEEKDAY_SHORT } from './catalog-text';
import { monthDates } from './month-dates';

type Props = {
  month: string;
  currency: string;
  priceTypes: readonly PriceType[];
  days: readonly AdminCalendarDay[];
  /** The days the range editor covers now (highlighted). */
  selected: (date: string) => boolean;
  onPick: (date: string) => void;
  /** What the stock counts, in a screen reader's words ("places", "rooms"). */
  unit?: string;
};

const TONE: Record<AdminCalendarDay['state'], string> = {
  open: 'border-emerald-300 bg-emerald-50',
  closed: 'border-slate-300 bg-slate-200',
  none: 'border-slate-200 bg-white',
};

/** What a screen reader hears for a day: every figure the cell shows, in words. */
function dayLabel(
  day: AdminCalendarDay | undefined,
  date: string,
  currency: string,
  types: readonly PriceType[],
  unit: string,
) {
  const weekday = WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()];
  const head = `${weekday} ${Number(date.slice(8))}`;
  if (!day || day.state === 'none') return `${head}: ${T.notOnSale}`;
  const prices = types
    .filter((type) => day.prices[type] !== undefined)
    .map((type) => `${PRICE_TYPE_NAMES[type]} ${currency} ${dayPriceText(day.prices[type] ?? 0, currency)}`)
    .join(', ');
  const state = day.state === 'closed' ? `${T.closedDay}. ` : '';
  return `${head}: ${state}${prices}. ${day.stock} ${unit}, ${day.sold} ${T.sold}, ${day.left} ${T.left}`;
}

/**
 * A month of a package: a week per row from Monday, each day with its first price type's price
 * and its places (sold / on sale). Pressing a day puts it into the range editor.
 */
export function MonthGrid({ month, currency, priceTypes, days, selected, onPick, unit = 'places' }: Props) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weeks = monthDates(month);
  const mainType = priceTypes[0];
  return (
    <table
      className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
      data-testid="month-grid"
    >
      <caption className="sr-only">
        {`${month}: ${mainType ? `${PRICE_TYPE_NAMES[mainType]} price in ${currency}, ` : ''}${unit} sold of those on sale`}
      </caption>
      <thead>
        <tr>
          {WEEK_ORDER.map((weekday) => (
            <th key={weekday} scope="col" className="py-1 text-xs font-semibold text-slate-700">
              <abbr title={WEEKDAY_NAMES[weekday]} className="no-underline">
                {WEEKDAY_SHORT[weekday]}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((date, index) =>
              date ? (
                <td key={date} className="p-0 align-top">
                  <DayCell
                    date={date}
                    day={byDate.get(date)}
                    currency={currency}
                    mainType={mainType}
                    label={dayLabel(byDate.get(date), date, currency, priceTypes, unit)}
                    selected={selected(date)}
                    onPick={onPick}
                  />
                </td>
              ) : (
                <td key={`blank-${index}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({
  date,
  day,
  currency,
  mainType,
  label,
  selected,
  onPick,
}: {
  date: string;
  day: AdminCalendarDay | undefined;
  currency: string;
  mainType: PriceType | undefined;
  label: string;
  selected: boolean;
  onPick: (date: string) => void;
}) {
  const state = day?.state ?? 'none';
  const price = mainType && day && state !== 'none' ? day.prices[mainType] : undefined;
  return (
    <button
      type="button"
      data-date={date}
      data-state={state}
      aria-label={label}
      aria-pressed={selected}
      onClick={() => onPick(date)}
      className={`flex min-h-16 w-full flex-col items-stretch rounded border p-0.5 text-left leading-tight sm:min-h-20 sm:p-1.5 ${TONE[state]} ${
        selected ? 'outline-2 outline-offset-1 outline-brand' : ''
      }`}
    >
      <span className="text-xs font-semibold text-slate-900">{Number(date.slice(8))}</span>
      {state === 'none' ? null : (
        <>
          <span className="truncate text-[11px] font-medium text-slate-900 sm:text-sm">
            {price === undefined ? '' : dayPriceText(price, currency)}
          </span>
          <span className="truncate text-[10px] text-slate-700 sm:text-xs">
            {state === 'closed' ? T.closedDay : `${day?.sold ?? 0}/${day?.stock ?? 0}`}
          </span>
        </>
      )}
    </button>
  );
}
