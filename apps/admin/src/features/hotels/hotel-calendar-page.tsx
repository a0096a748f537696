import { localIsoDate, type AdminHotelCalendarMonth, type PriceType } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { hotelQueries, useHotelCalendarChange } from '../../api/hotel-queries';
import { buttonClass } from '../../components/ui/button';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { T } from '../catalog/catalog-text';
import { MonthGrid } from '../catalog/month-grid';
import { isMonth, lastDateOf, monthName, monthOf, shiftMonth } from '../catalog/month-dates';
import { RangeEditor } from '../catalog/range-editor';
import { emptyRangeForm, type CalendarRangeRequest, type RangeForm } from '../catalog/range-request';
import { hotelName } from './hotel-editor-page';

const NIGHT: readonly PriceType[] = ['unit'];

/** `/hotels/:hotelId/rate-plans/:ratePlanId/calendar?month=YYYY-MM`: a rate plan's nights, with the package calendar's editor. */
export function HotelCalendarPage() {
  const params = useParams();
  const hotelId = Number(params.hotelId);
  const ratePlanId = Number(params.ratePlanId);
  const [search, setSearch] = useSearchParams();
  const month = isMonth(search.get('month')) ? (search.get('month') as string) : monthOf(localIsoDate());
  const calendar = useQuery(hotelQueries.month(hotelId, ratePlanId, month));
  const hotel = useQuery(hotelQueries.detail(hotelId));
  const goTo = (next: string) => {
    const nextSearch = new URLSearchParams(search);
    nextSearch.set('month', next);
    setSearch(nextSearch);
  };
  const title = hotel.data ? `Rates · ${hotelName(hotel.data)}` : 'Rates and allotments';

  return (
    <Page
      title={title}
      actions={
        <Link to={`/hotels/${hotelId}`} className={buttonClass('secondary')}>
          Back to the hotel
        </Link>
      }
    >
      <MonthBar month={month} onMonth={goTo} currency={calendar.data?.currency} />
      {calendar.isPending ? <Loading /> : null}
      {calendar.isError ? <LoadError error={calendar.error} /> : null}
      {calendar.data ? <NightsDesk key={`${ratePlanId}:${calendar.data.month}`} data={calendar.data} /> : null}
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

/** The month grid (price of one room a night; rooms sold / on sale) beside the range editor. */
function NightsDesk({ data }: { data: AdminHotelCalendarMonth }) {
  const [form, setForm] = useState<RangeForm>(() => emptyRangeForm(`${data.month}-01`, lastDateOf(data.month)));
  const [anchor, setAnchor] = useState<string | null>(null);
  const change = useHotelCalendarChange(data.hotelId, data.ratePlanId);
  const pick = (date: string) => {
    if (anchor && date >= anchor) {
      setForm({ ...form, from: anchor, to: date });
      setAnchor(null);
    } else {
      setForm({ ...form, from: date, to: date });
      setAnchor(date);
    }
  };
  // The package editor's request in the hotel calendar's words: one price a night, rooms as its stock.
  const apply = (request: CalendarRangeRequest) =>
    change.mutateAsync({
      from: request.from,
      to: request.to,
      ...(request.weekdays ? { weekdays: request.weekdays } : {}),
      ...(request.prices?.unit === undefined ? {} : { price: request.prices.unit }),
      ...(request.stock === undefined ? {} : { allotment: request.stock }),
      ...(request.closed === undefined ? {} : { closed: request.closed }),
    });

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Section title={monthName(data.month)}>
        <MonthGrid
          month={data.month}
          currency={data.currency}
          priceTypes={NIGHT}
          days={data.days}
          selected={(date) => form.from !== '' && date >= form.from && date <= form.to}
          onPick={pick}
          unit="rooms"
        />
        <p className="mt-3 text-xs text-slate-700">
          Each night: the price of one room, then rooms sold / on sale. Rooms are the room type&apos;s, shared by its
          rate plans.
        </p>
      </Section>
      <Section title="Change a range of nights">
        <RangeEditor
          gcode=""
          currency={data.currency}
          priceTypes={NIGHT}
          packagePrices={{}}
          form={form}
          onChange={setForm}
          apply={apply}
          labels={{ price: () => `Price per night (${data.currency})`, stock: 'Rooms on sale per night' }}
        />
      </Section>
    </div>
  );
}
