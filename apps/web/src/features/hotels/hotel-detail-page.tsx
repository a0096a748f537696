import {
  ERROR_CODES,
  HOTEL_LIMITS,
  localIsoDate,
  parseCurrencyCode,
  type CurrencyCode,
  type HotelDetail,
} from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useMerchant } from '../../api/merchant-queries';
import { useLocale } from '../../app/use-locale';
import { MapPinIcon } from '../../components/ui/icons';
import { buildLink } from '../../lib/links';
import { formatMoney } from '../../lib/price';
import { ApiProblem } from './api-problem';
import { GuestsField } from './guests-field';
import { HotelFavouriteButton } from './hotel-favourite-button';
import { HotelGallery } from './hotel-gallery';
import { ClockIcon } from './hotel-icons';
import { hotelQueries } from './hotel-queries';
import { toRoomsRequest } from './hotel-request';
import { currentHotelSearch, useHotelSearchRestored, useHotelSearchStore } from './hotel-search-store';
import { RoomList } from './room-list';
import { Stars } from './stars';
import { stayRangeProblem } from './stay';
import { StayField } from './stay-field';

/** A hotel that does not exist or is not this shop's (3004), or a malformed id (2005). */
const isNotFound = (error: unknown) =>
  isApiError(error) &&
  (error.code === ERROR_CODES.notFound.code || error.code === ERROR_CODES.malformedId.code || error.status === 404);

function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6" aria-busy="true" data-testid="hotel-loading">
      <div className="h-4 w-48 animate-pulse rounded bg-slate-100" />
      <div className="mt-4 h-8 w-3/4 animate-pulse rounded bg-slate-100" />
      <div className="mt-6 aspect-[75/56] max-w-3xl animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}

/** Description, facilities, policies and check-in/out times. */
function HotelAbout({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hotel-about" className="space-y-6" data-testid="hotel-about">
      <div>
        <h2 id="hotel-about" className="text-xl font-semibold text-slate-900">
          {t('hotels.about')}
        </h2>
        <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-800">{hotel.description}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="hotel-times">
        <div className="rounded-xl bg-seven px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs text-slate-600">
            <ClockIcon className="size-4 text-first" />
            {t('hotels.checkInTime')}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{t('hotels.fromTime', { time: hotel.checkInTime })}</dd>
        </div>
        <div className="rounded-xl bg-seven px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs text-slate-600">
            <ClockIcon className="size-4 text-first" />
            {t('hotels.checkOutTime')}
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{t('hotels.untilTime', { time: hotel.checkOutTime })}</dd>
        </div>
      </dl>
      {hotel.facilities.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('hotels.facilities')}</h3>
          <ul className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm text-slate-800 sm:grid-cols-2 lg:grid-cols-3">
            {hotel.facilities.map((facility) => (
              <li key={facility} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-first" />
                {facility}
              </li>
            ))}
          </ul>
        </div>
      )}
      {hotel.policies.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{t('hotels.policies')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {hotel.policies.map((policy) => (
              <li key={policy}>{policy}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Hotel detail (spec §2 `hoteldetail/{hotelId}`): photos, texts, the stay picker and the rooms for that stay. */
export default function HotelDetailPage() {
  const { t } = useTranslation();
  const { hotelId = '' } = useParams();
  const navigate = useNavigate();
  const locale = useLocale();
  const merchant = useMerchant();
  const search = useHotelSearchStore((s) => s.search);
  const setSearch = useHotelSearchStore((s) => s.setSearch);
  // The stay follows this browser's date and saved search: on a server-rendered page the stay bar
  // and the rooms render once the saved search is restored after hydration (the server renders
  // the hotel, its photos and texts).
  const restored = useHotelSearchRestored();
  const detail = useQuery(hotelQueries.detail(hotelId, locale));
  const stayProblem = restored ? stayRangeProblem(search.date[0], search.date[1], localIsoDate()) : null;
  const rooms = useQuery({
    ...hotelQueries.rooms(hotelId, toRoomsRequest(search), locale),
    enabled: restored && detail.isSuccess && stayProblem === null,
  });
  const hotel = detail.data;
  const missing = isNotFound(detail.error);

  useEffect(() => {
    if (restored) void currentHotelSearch();
  }, [restored]);
  useEffect(() => {
    if (missing) void navigate('/error', { replace: true });
  }, [missing, navigate]);
  useEffect(() => {
    if (hotel) document.title = [hotel.name, merchant?.common.title].filter(Boolean).join(' · ');
  }, [hotel, merchant?.common.title]);

  if (!hotel) {
    if (missing) return null;
    if (detail.isError)
      return (
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          <h1 className="text-2xl font-bold text-fourth">{t('routes.hotelDetail')}</h1>
          <div className="mt-4">
            <ApiProblem
              title={t('hotels.errors.detailFailed')}
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          </div>
        </div>
      );
    return <DetailSkeleton />;
  }

  const currency = parseCurrencyCode(locale.currency) ?? 'AUD';

  return (
    <article className="mx-auto max-w-6xl px-4 pb-16 pt-4 sm:px-6" data-testid="hotel-detail" data-hotel-id={hotel.id}>
      <nav aria-label={t('hotels.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={buildLink('/hotel')} className="hover:text-first hover:underline">
              {t('routes.hotel')}
            </Link>
          </li>
          {hotel.city.title && (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <span>{hotel.city.title}</span>
            </li>
          )}
        </ol>
      </nav>

      <header className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{hotel.name}</h1>
          <div className="mt-2">
            <Stars count={hotel.stars} />
          </div>
          <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700" data-testid="hotel-location">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-first" />
            <span>{hotel.address}</span>
          </p>
        </div>
        <HotelFavouriteButton hotelId={String(hotel.id)} />
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <HotelGallery images={hotel.images} name={hotel.name} />
        <div className="min-w-0">
          <HotelAboutSummary hotel={hotel} lowest={rooms.data?.cheapest?.total ?? null} currency={currency} />
        </div>
      </div>

      <section aria-labelledby="hotel-rooms" className="mt-10 scroll-mt-20" data-testid="hotel-rooms">
        <h2 id="hotel-rooms" className="text-xl font-semibold text-slate-900">
          {t('hotels.rooms.title')}
        </h2>
        <div
          className="mt-3 grid gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
          data-testid="stay-bar"
        >
          {restored ? (
            <>
              <StayField
                date={search.date}
                onChange={(date) => setSearch({ date })}
                hotelId={String(hotel.id)}
                currency={currency}
              />
              <GuestsField rooms={search.rooms} onChange={(party) => setSearch({ rooms: party })} />
            </>
          ) : (
            <>
              <div className="h-14 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
              <div className="h-14 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />
            </>
          )}
        </div>
        <div
          className={rooms.isPlaceholderData ? 'mt-4 opacity-60 transition-opacity' : 'mt-4'}
          aria-busy={rooms.isFetching}
        >
          {stayProblem ? (
            <ApiProblem
              title={t('hotels.errors.roomsFailed')}
              error={null}
              reason={t(`hotels.stay.problems.${stayProblem}`, { nights: HOTEL_LIMITS.maxNights })}
            />
          ) : rooms.isError ? (
            <ApiProblem
              title={t('hotels.errors.roomsFailed')}
              error={rooms.error}
              onRetry={() => void rooms.refetch()}
            />
          ) : rooms.data ? (
            <RoomList rooms={rooms.data} party={search.rooms} />
          ) : (
            <div className="h-64 animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" />
          )}
        </div>
      </section>

      <div className="mt-12">
        <HotelAbout hotel={hotel} />
      </div>
    </article>
  );
}

/** Beside the photos: the highlights and a jump to the rooms. */
function HotelAboutSummary({
  hotel,
  lowest,
  currency,
}: {
  hotel: HotelDetail;
  lowest: number | null;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-slate-200 p-4">
      {lowest !== null && (
        <p className="mb-3">
          <span className="block text-xs text-slate-600">{t('hotels.lowestForStay')}</span>
          <span className="text-2xl font-bold text-slate-900" data-testid="hotel-lowest">
            {formatMoney(lowest, currency)}
          </span>
        </p>
      )}
      <ul className="flex flex-wrap gap-1.5" aria-label={t('hotels.facilities')}>
        {hotel.facilities.slice(0, 6).map((facility) => (
          <li key={facility} className="rounded-full bg-seven px-2.5 py-0.5 text-xs text-slate-700">
            {facility}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        {t('hotels.checkInOut', { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}
      </p>
      <a
        href="#hotel-rooms"
        className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-full bg-first px-6 text-sm font-semibold text-white hover:opacity-90"
      >
        {t('hotels.chooseRoom')}
      </a>
    </div>
  );
}
