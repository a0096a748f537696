import {
  parseCurrencyCode,
  type CurrencyCode,
  type HotelRooms,
  type RatePlanQuote,
  type RoomTypeQuote,
  type SiteLanguage,
} from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { cn } from '../../lib/cn';
import { formatStayDay } from '../../lib/date-format';
import { Picture } from '../../components/ui/picture';
import { formatMoney } from '../../lib/price';
import { AlertIcon, AreaIcon, BedIcon, CoffeeIcon, ShieldCheckIcon, UsersIcon } from './hotel-icons';
import { partyTotals, roomFits, type PartyRoom } from './party';
import { StayBookButtons } from './stay-booking';

/** "2 adults and 1 child", or "2 adults" when no children. */
function useWho() {
  const { t } = useTranslation();
  return (adults: number, children: number) =>
    children > 0
      ? t('hotels.guests.adultsAndChildren', {
          adults: t('hotels.guests.adultCount', { count: adults }),
          children: t('hotels.guests.childCount', { count: children }),
        })
      : t('hotels.guests.adultCount', { count: adults });
}

/** Rooms of a type this few or fewer are called out as "only N left". */
const FEW_ROOMS_LEFT = 3;

type Context = {
  currency: CurrencyCode;
  language: SiteLanguage;
  party: readonly PartyRoom[];
  nights: number;
  stay: { hotelId: number; checkIn: string; checkOut: string };
};

/** One plan's nights: one room's price each night, the total for the whole party, breakfast and cancellation. */
function PlanRow({
  plan,
  type,
  context,
  open,
}: {
  plan: RatePlanQuote;
  type: RoomTypeQuote;
  context: Context;
  open: boolean;
}) {
  const { t } = useTranslation();
  const { currency, language, party, nights } = context;
  const totals = partyTotals(party);
  const sold = plan.available && plan.total !== null;
  // Why a sold plan still cannot be booked for the whole party (the warnings above say more).
  const why = !sold
    ? null
    : !type.fits
      ? t('hotels.rooms.partyTooLarge')
      : type.roomsLeft < party.length
        ? t('hotels.rooms.notEnoughRooms', { count: type.roomsLeft, requested: party.length })
        : null;
  return (
    <li className="rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="rate-plan" data-plan-id={plan.id}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{plan.name}</h4>
          <ul className="mt-1.5 space-y-1 text-sm">
            <li
              className={cn(
                'flex items-start gap-1.5',
                plan.breakfastIncluded ? 'font-medium text-emerald-800' : 'text-slate-700',
              )}
            >
              <CoffeeIcon className="mt-0.5 size-4 shrink-0" />
              {plan.breakfastIncluded ? t('hotels.breakfastIncluded') : t('hotels.rooms.roomOnly')}
            </li>
            <li
              className={cn(
                'flex items-start gap-1.5',
                plan.cancellation.refundable ? 'text-emerald-800' : 'text-slate-700',
              )}
              data-testid="plan-cancellation"
            >
              <ShieldCheckIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium">
                  {plan.cancellation.refundable
                    ? t('hotels.rooms.freeCancelUntil', { count: plan.cancellation.freeCancelDays ?? 0 })
                    : t('hotels.rooms.nonRefundable')}
                </span>
                <span className="block text-xs text-slate-600">{plan.cancellation.text}</span>
              </span>
            </li>
          </ul>
        </div>
        <div className="shrink-0 sm:text-right">
          {plan.available && plan.total !== null ? (
            <>
              <p className="text-xs text-slate-600">
                {t('hotels.rooms.totalLabel', {
                  rooms: t('hotels.guests.roomCount', { count: totals.rooms }),
                  nights: t('hotels.stay.nights', { count: nights }),
                })}
              </p>
              <p className="text-xl font-bold text-slate-900" data-testid="plan-total">
                {formatMoney(plan.total, currency)}
              </p>
              {totals.children > 0 && <p className="text-xs text-slate-600">{t('hotels.rooms.childrenIncluded')}</p>}
            </>
          ) : (
            <p className="text-sm font-medium text-slate-700" data-testid="plan-unavailable">
              {t('hotels.rooms.planUnavailable')}
            </p>
          )}
          <StayBookButtons
            stay={{ ...context.stay, roomTypeId: type.id, ratePlanId: plan.id, rooms: party }}
            why={why}
            disabled={!sold || why !== null}
            label={`${type.name}, ${plan.name}`}
          />
        </div>
      </div>
      <details className="group mt-3 border-t border-slate-100 pt-2" open={open} data-testid="night-breakdown">
        <summary className="inline-flex min-h-9 cursor-pointer items-center text-sm font-medium text-first hover:underline">
          {t('hotels.rooms.breakdown')}
        </summary>
        <table className="mt-1 w-full max-w-md text-sm">
          <caption className="sr-only">{t('hotels.rooms.breakdownCaption', { name: plan.name })}</caption>
          <thead>
            <tr className="text-left text-xs text-slate-600">
              <th scope="col" className="py-1 font-medium">
                {t('hotels.rooms.night')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('hotels.rooms.pricePerRoom')}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.nights.map((night) => (
              <tr key={night.date} className="border-t border-slate-100" data-testid="night-row" data-date={night.date}>
                <th scope="row" className="py-1 text-left font-normal text-slate-800">
                  {formatStayDay(night.date, language)}
                </th>
                <td className="py-1 text-right tabular-nums text-slate-900">
                  {night.price === null ? t('hotels.rooms.notSold') : formatMoney(night.price, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {plan.childAgeBands.some((band) => band.price > 0) && totals.children > 0 && (
          <p className="mt-2 text-xs text-slate-600">
            {t('hotels.rooms.childBands', {
              bands: plan.childAgeBands
                .map((band) =>
                  t('hotels.rooms.childBand', {
                    min: band.minAge,
                    max: band.maxAge,
                    price: band.price === 0 ? t('hotels.rooms.free') : formatMoney(band.price, currency),
                  }),
                )
                .join(' · '),
            })}
          </p>
        )}
      </details>
    </li>
  );
}

/** Which rooms of the party do not fit a room type, with the type's limits. */
function OccupancyWarning({ type, party }: { type: RoomTypeQuote; party: readonly PartyRoom[] }) {
  const { t } = useTranslation();
  const who = useWho();
  const misfits = party.map((room, index) => ({ room, number: index + 1 })).filter(({ room }) => !roomFits(room, type));
  return (
    <div
      className="mt-3 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
      data-testid="occupancy-warning"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div>
        <p className="font-medium">{t('hotels.rooms.doesNotFit', { who: who(type.maxAdults, type.maxChildren) })}</p>
        <ul className="mt-1 list-disc pl-5 text-slate-700">
          {misfits.map(({ room, number }) => (
            <li key={number}>{t('hotels.rooms.partyRoom', { number, who: who(room.adultNum, room.childNum) })}</li>
          ))}
        </ul>
        <p className="mt-1 text-slate-700">{t('hotels.rooms.changeParty')}</p>
      </div>
    </div>
  );
}

function RoomTypeCard({ type, context, openPlanId }: { type: RoomTypeQuote; context: Context; openPlanId?: number }) {
  const { t } = useTranslation();
  const who = useWho();
  const image = type.images[0];
  const titleId = useId();
  const requested = context.party.length;
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-4"
      data-testid="room-type"
      data-room-type-id={type.id}
      data-fits={type.fits}
    >
      <article aria-labelledby={titleId}>
        <div className="flex flex-col gap-4 sm:flex-row">
          {image && (
            <Picture
              src={image}
              size="common"
              sizes="(min-width: 640px) 13rem, 100vw"
              alt=""
              className="aspect-[2/1] w-full shrink-0 rounded-xl bg-slate-100 object-cover sm:aspect-[4/3] sm:w-52"
            />
          )}
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="text-lg font-semibold text-slate-900">
              {type.name}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              <li className="inline-flex items-center gap-1.5">
                <BedIcon className="size-4 text-first" />
                {type.beds}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <AreaIcon className="size-4 text-first" />
                {t('hotels.rooms.size', { size: type.size })}
              </li>
              <li className="inline-flex items-center gap-1.5" data-testid="room-occupancy">
                <UsersIcon className="size-4 text-first" />
                {t('hotels.rooms.sleeps', { who: who(type.maxAdults, type.maxChildren) })}
              </li>
            </ul>
            {type.facilities.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('hotels.facilities')}>
                {type.facilities.slice(0, 8).map((facility) => (
                  <li key={facility} className="rounded-full bg-seven px-2.5 py-0.5 text-xs text-slate-700">
                    {facility}
                  </li>
                ))}
              </ul>
            )}
            {type.roomsLeft === 0 ? (
              <p className="mt-2 text-sm font-medium text-slate-700" data-testid="rooms-left">
                {t('hotels.rooms.soldOut')}
              </p>
            ) : (
              type.roomsLeft <= FEW_ROOMS_LEFT && (
                <p className="mt-2 text-sm font-medium text-amber-800" data-testid="rooms-left">
                  {t('hotels.rooms.fewLeft', { count: type.roomsLeft })}
                </p>
              )
            )}
          </div>
        </div>
        {!type.fits ? (
          <OccupancyWarning type={type} party={context.party} />
        ) : (
          type.roomsLeft > 0 &&
          type.roomsLeft < requested && (
            <div
              className="mt-3 flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
              data-testid="rooms-short-warning"
            >
              <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <p>{t('hotels.rooms.notEnoughRooms', { count: type.roomsLeft, requested })}</p>
            </div>
          )
        )}
        <ul className="mt-3 grid gap-2">
          {type.plans.map((plan) => (
            <PlanRow key={plan.id} plan={plan} type={type} context={context} open={plan.id === openPlanId} />
          ))}
        </ul>
      </article>
    </li>
  );
}

/**
 * The room types of a hotel for the chosen stay and party: beds, size and occupancy; each plan's
 * nightly prices, total, breakfast and cancellation; warnings where the party does not fit.
 */
export function RoomList({ rooms, party }: { rooms: HotelRooms; party: readonly PartyRoom[] }) {
  const { t } = useTranslation();
  const currency = parseCurrencyCode(rooms.currency) ?? 'AUD';
  const { language } = useLocale();
  const context: Context = {
    currency,
    language,
    party,
    nights: rooms.nights,
    stay: { hotelId: rooms.hotelId, checkIn: rooms.checkIn, checkOut: rooms.checkOut },
  };
  const cheapest = rooms.cheapest?.rooms[0];
  // Rooms the party can book lead; types it does not fit, then sold-out ones, follow.
  const rank = (type: RoomTypeQuote) =>
    type.plans.some((plan) => plan.available) ? 0 : type.fits && type.roomsLeft > 0 ? 1 : type.fits ? 3 : 2;
  const types = [...rooms.roomTypes].sort((a, b) => rank(a) - rank(b));
  return (
    <div>
      {rooms.cheapest ? (
        <p className="rounded-xl bg-third px-4 py-3 text-sm text-fourth" data-testid="cheapest-total">
          {t('hotels.rooms.cheapest', {
            price: formatMoney(rooms.cheapest.total, currency),
            rooms: t('hotels.guests.roomCount', { count: party.length }),
            nights: t('hotels.stay.nights', { count: rooms.nights }),
          })}
        </p>
      ) : (
        <div
          className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
          data-testid="no-availability"
        >
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <p>{t('hotels.rooms.noAvailability')}</p>
        </div>
      )}
      <ul className="mt-4 grid gap-4" data-testid="room-types">
        {types.map((type) => (
          <RoomTypeCard
            key={type.id}
            type={type}
            context={context}
            openPlanId={cheapest?.roomTypeId === type.id ? cheapest.ratePlanId : undefined}
          />
        ))}
      </ul>
    </div>
  );
}
