import type { AdminHotelSummary } from '@storefront/contracts';
import { locations } from '@storefront/reference-data';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hotelQueries } from '../../api/hotel-queries';
import { buttonClass } from '../../components/ui/button';
import { LoadError, Loading, Page } from '../../components/ui/page';
import { LANGUAGE_NAMES, T } from '../catalog/catalog-text';
import { StatusBadge } from '../catalog/status-badge';

/** City id → "Auckland City, New Zealand" (the reference data's English titles). */
const CITY_NAMES = new Map(
  locations('en-AU').flatMap((country) =>
    (country.collection ?? []).flatMap((state) =>
      (state.collection ?? []).map((city) => [city.id, `${city.title}, ${country.title}`] as const),
    ),
  ),
);

/** `/hotels`: the shop's hotels, each a link to its editor. */
export function HotelsPage() {
  const list = useQuery(hotelQueries.list());
  return (
    <Page
      title="Hotels"
      actions={
        <Link to="/hotels/new" className={buttonClass('primary')}>
          New hotel
        </Link>
      }
    >
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} /> : null}
      {list.data?.items.length === 0 ? <p className="text-sm text-slate-700">This shop sells no hotel yet.</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Hotels">
          {list.data.items.map((hotel) => (
            <HotelRow key={hotel.id} hotel={hotel} />
          ))}
        </ul>
      ) : null}
    </Page>
  );
}

function HotelRow({ hotel }: { hotel: AdminHotelSummary }) {
  const missing = hotel.missingTranslations.map((m) => LANGUAGE_NAMES[m.language]);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3">
      <Link to={`/hotels/${hotel.id}`} className="min-w-0 font-semibold break-words text-brand underline">
        {hotel.name}
      </Link>
      <span className="text-sm text-slate-700">
        {'★'.repeat(hotel.stars)}
        <span className="sr-only">{hotel.stars} stars</span>
      </span>
      <span className="text-sm text-slate-700">{CITY_NAMES.get(hotel.location) ?? hotel.location}</span>
      <span className="text-sm text-slate-700">
        {hotel.roomTypes} room types · {hotel.currency}
      </span>
      <StatusBadge status={hotel.status} />
      {missing.length > 0 ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {T.missingTranslation}: {missing.join(', ')}
        </span>
      ) : null}
    </li>
  );
}
