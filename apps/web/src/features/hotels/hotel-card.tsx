import { parseCurrencyCode, type HotelCard as Card } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { MapPinIcon } from '../../components/ui/icons';
import { Picture } from '../../components/ui/picture';
import { hotelLink } from '../../lib/links';
import { formatMoney } from '../../lib/price';
import { CoffeeIcon, ShieldCheckIcon } from './hotel-icons';
import { Stars } from './stars';

/** One hotel of the results: photo, stars, where, highlights, and the lowest price for the stay. */
export function HotelCard({ hotel, rooms, eager = false }: { hotel: Card; rooms: number; eager?: boolean }) {
  const { t } = useTranslation();
  const currency = parseCurrencyCode(hotel.currency) ?? 'AUD';
  const href = hotelLink(hotel.id);
  const titleId = `hotel-${hotel.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16.25rem_minmax(0,1fr)_13rem]"
      data-testid="hotel-card"
      data-hotel-id={hotel.id}
      data-stars={hotel.stars}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block self-start sm:p-3 sm:pr-0">
        <Picture
          src={hotel.image}
          size="common"
          sizes="(min-width: 1024px) 16.25rem, (min-width: 640px) 15rem, 100vw"
          alt=""
          eager={eager}
          className="aspect-[4/3] w-full bg-slate-100 object-cover sm:rounded-xl"
        />
      </Link>
      <div className="min-w-0 p-4">
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={href} className="hover:text-first hover:underline" data-testid="hotel-card-link">
            {hotel.name}
          </Link>
        </h3>
        <div className="mt-1">
          <Stars count={hotel.stars} />
        </div>
        <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-first" />
          <span>{hotel.address}</span>
        </p>
        {hotel.facilities.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('hotels.facilities')}>
            {hotel.facilities.slice(0, 4).map((facility) => (
              <li key={facility} className="rounded-full bg-seven px-2.5 py-0.5 text-xs text-slate-700">
                {facility}
              </li>
            ))}
          </ul>
        )}
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-emerald-800">
          {hotel.breakfastIncluded && (
            <li className="inline-flex items-center gap-1">
              <CoffeeIcon />
              {t('hotels.breakfastIncluded')}
            </li>
          )}
          {hotel.freeCancellation && (
            <li className="inline-flex items-center gap-1">
              <ShieldCheckIcon />
              {t('hotels.freeCancellation')}
            </li>
          )}
        </ul>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 p-4 sm:col-span-2 lg:col-span-1 lg:flex-col lg:items-end lg:justify-end lg:border-l lg:border-t-0 lg:text-right">
        <div>
          <p className="text-xs text-slate-600">{t('hotels.perNight')}</p>
          <p className="text-2xl font-bold text-slate-900" data-testid="hotel-card-nightly">
            {formatMoney(hotel.nightlyPrice, currency)}
          </p>
          <p className="text-sm font-medium text-slate-800" data-testid="hotel-card-total">
            {t('hotels.totalPrice', { price: formatMoney(hotel.totalPrice, currency) })}
          </p>
          <p className="text-xs text-slate-600">
            {t('hotels.stayFor', {
              nights: t('hotels.stay.nights', { count: hotel.nights }),
              rooms: t('hotels.guests.roomCount', { count: rooms }),
            })}
          </p>
        </div>
        <Link
          to={href}
          className="inline-flex h-10 shrink-0 items-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
          aria-describedby={titleId}
        >
          {t('hotels.seeRooms')}
        </Link>
      </div>
    </article>
  );
}
