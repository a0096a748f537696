import { localIsoDate, PRICE_TYPES, type AdminCalendarMonth } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { calendarQueries, productQueries } from '../../api/catalog-queries';
import { buttonClass } from '../../components/ui/button';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { T } from './catalog-text';
import { CopyMonth } from './copy-month';
import { MonthGrid } from './month-grid';
import { isMonth, lastDateOf, monthName, monthOf, shiftMonth } from './month-dates';
import { RangeEditor } from './range-editor';
import { emptyRangeForm, type RangeForm } from './range-request';

/** `/packages/:gcode/calendar?month=YYYY-MM&product=…`: the month and the product to go back to live in the URL. */
export function CalendarPage() {
  const { gcode = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const month = isMonth(params.get('month')) ? (params.get('month') as string) : monthOf(localIsoDate());
  const product = params.get('product');
  const calendar = useQuery(calendarQueries.month(gcode, month));
  // The package's name, when the page was opened from its product.
  const packages = useQuery({ ...productQueries.packages(product ?? ''), enabled: !!product });
  const pack = packages.data?.packages.find((p) => p.gcode === gcode);
  const name = pack ? (pack.titles['en-AU'] ?? Object.values(pack.titles)[0] ?? gcode) : gcode;
  const goTo = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('month', next);
    setParams(search);
  };

  return (
    <Page
      title={`${T.calendar} · ${name}`}
      actions={
        product ? (
          <Link to={`/products/${encodeURIComponent(product)}`} className={buttonClass('secondary')}>
            Back to the product
          </Link>
        ) : null
      }
    >
      <MonthBar month={month} onMonth={goTo} currency={calendar.data?.currency} />
      {calendar.isPending ? <Loading /> : null}
      {calendar.isError ? <LoadError error={calendar.error} /> : null}
      {calendar.data ? (
        <CalendarDesk
          key={`${calendar.data.gcode}:${calendar.data.month}`}
          data={calendar.data}
          month={calendar.data.month}
        />
      ) : null}
    </Page>
  );
}

function MonthBar({
  month,
  onMonth,
  currency,
}: {
  month: string;
  onMonth: (month: string) => void;
  currency?: string;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <button type="button" className={buttonClass('secondary')} onClick={() => onMonth(shiftMonth(month, -1))}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only sm:not-sr-only">{T.previousMonth}</span>
      </button>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {T.month}
        <input
          type="month"
          value={month}
          onChange={(e) => isMonth(e.target.value) && onMonth(e.target.value)}
          className="rounded-md border border-slate-400 px-2 py-1.5 text-sm"
        />
      </label>
      <button type="button" className={buttonClass('secondary')} onClick={() => onMonth(shiftMonth(month, 1))}>
        <span className="sr-only sm:not-sr-only">{T.nextMonth}</span>
        <span aria-hidden="true">›</span>
      </button>
      {currency ? <p className="ml-auto text-sm text-slate-700">Prices in {currency}</p> : null}
    </div>
  );
}

/** The month grid beside the range editor (stacked under it on a phone), and the month copy. */
function CalendarDesk({ data, month }: { data: AdminCalendarMonth; month: string }) {
  const priceTypes = PRICE_TYPES.filter((type) => data.packagePrices[type] !== undefined);
  const [form, setForm] = useState<RangeForm>(() => emptyRangeForm(`${month}-01`, lastDateOf(month)));
  // A pressed day starts a new range, or ends the one just started when it comes later.
  const [anchor, setAnchor] = useState<string | null>(null);
  const pick = (date: string) => {
    if (anchor && date >= anchor) {
      setForm({ ...form, from: anchor, to: date });
      setAnchor(null);
    } else {
      setForm({ ...form, from: date, to: date });
      setAnchor(date);
    }
  };
  const inRange = (date: string) => form.from !== '' && date >= form.from && date <= form.to;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Section title={monthName(month)}>
        <MonthGrid
          month={month}
          currency={data.currency}
          priceTypes={priceTypes}
          days={data.days}
          selected={inRange}
          onPick={pick}
        />
        <Legend />
      </Section>
      <div className="flex flex-col gap-4">
        <Section title={T.rangeEditor}>
          <RangeEditor
            gcode={data.gcode}
            currency={data.currency}
            priceTypes={priceTypes}
            packagePrices={data.packagePrices}
            form={form}
            onChange={setForm}
          />
        </Section>
        <Section title={T.copyMonth}>
          <CopyMonth gcode={data.gcode} month={month} days={data.days} />
        </Section>
      </div>
    </div>
  );
}

function Legend() {
  const items: [string, string][] = [
    ['border-emerald-300 bg-emerald-50', 'On sale: price, then places sold / on sale'],
    ['border-slate-300 bg-slate-200', T.closedDay],
    ['border-slate-200 bg-white', T.notOnSale],
  ];
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      {items.map(([tone, label]) => (
        <li key={label} className="flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded border ${tone}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
