import { addDays, nightsBetween, stayProblem } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { RequestContext } from '../../platform/request-context.js';
import { todayIn, type Pricer } from '../catalog/service.js';
import { findHotel, findRatePlans, findRoomTypes } from './hotel-repo.js';
import { scopeOf } from './hotel-rules.js';
import type { RoomHold, StayQuote, StayRequest } from './model.js';
import { findRateNights, findRoomNights, returnRoomNights, takeRoomNights } from './night-repo.js';
import { planName } from './plan-texts.js';
import type { StayRange } from './search-repo.js';
import { childCharge, fitsRoom } from './stay-pricing.js';

/** Stays as the cart and orders sell them: quoted now, and rooms held or given back per night. */
export function createStayBookings({ db, pricerFor }: { db: Db; pricerFor: (ctx: RequestContext) => Promise<Pricer> }) {
  /**
   * A stay as it sells now: one rate plan of one room type for every requested room, priced
   * for the whole stay (hotel currency and request currency), with the rooms left on its
   * tightest night. `status` says why it cannot be booked: `past`, `soldout` or `unavailable`.
   */
  async function quoteStay(ctx: RequestContext, request: StayRequest): Promise<StayQuote> {
    const hotel = await findHotel(db, scopeOf(ctx), request.hotelId);
    if (!hotel) return { ...unavailableStay(request), problem: `No hotel ${request.hotelId} in this shop` };
    const [checkIn, checkOut] = [request.checkIn, request.checkOut];
    const today = todayIn(hotel.countryId);
    const stay: StayRange = { checkIn, checkOut, nights: nightsBetween(checkIn, checkOut) };
    const dates = Array.from({ length: Math.max(0, stay.nights) }, (_, n) => addDays(checkIn, n));
    const [roomTypes, plans, roomNights, rateNights, pricer] = await Promise.all([
      findRoomTypes(db, scopeOf(ctx), request.hotelId),
      findRatePlans(db, ctx.merchant.number, request.hotelId),
      findRoomNights(db, ctx.merchant.number, request.hotelId, stay),
      findRateNights(db, ctx.merchant.number, request.hotelId, stay),
      pricerFor(ctx),
    ]);
    const roomType = roomTypes.find((t) => t.roomTypeId === request.roomTypeId);
    const plan = plans.find((p) => p.ratePlanId === request.ratePlanId && p.roomTypeId === request.roomTypeId);
    const base = {
      ...unavailableStay(request),
      title: hotel.name,
      image: hotel.image,
      currency: hotel.currency,
      countryId: hotel.countryId,
      dates,
    };
    if (!roomType || !plan) return { ...base, problem: 'This room and rate are not sold by the hotel' };
    const packageTitle = `${roomType.name} · ${planName(ctx.language, plan.breakfastIncluded, plan.freeCancelDays)}`;
    const problem = stayProblem(checkIn, checkOut, today);
    if (problem) return { ...base, packageTitle, status: checkIn < today ? 'past' : 'unavailable', problem };
    if (!request.rooms.every((r) => fitsRoom(r, roomType))) {
      return { ...base, packageTitle, problem: 'The party does not fit this room type' };
    }
    const allotments = new Map(
      roomNights.filter((n) => n.roomTypeId === request.roomTypeId).map((n) => [n.date, n.allotment]),
    );
    const prices = new Map(rateNights.filter((n) => n.ratePlanId === plan.ratePlanId).map((n) => [n.date, n.price]));
    if (!dates.every((d) => prices.has(d))) {
      return { ...base, packageTitle, problem: 'The rate is not sold every night' };
    }
    const roomsLeft = Math.min(...dates.map((d) => allotments.get(d) ?? 0));
    const nightsTotal = dates.reduce((sum, d) => sum + (prices.get(d) ?? 0), 0);
    const sourceAmount = request.rooms.reduce(
      (sum, r) => sum + nightsTotal + stay.nights * childCharge(plan.childAgeBands, r),
      0,
    );
    return {
      ...base,
      packageTitle,
      roomsLeft,
      sourceAmount,
      amount: pricer.convert(sourceAmount, hotel.currency),
      freeCancelDays: plan.freeCancelDays,
      status: roomsLeft >= request.rooms.length ? 'ok' : 'soldout',
      problem: roomsLeft >= request.rooms.length ? '' : `Only ${roomsLeft} rooms are left for these nights`,
    };
  }

  /** Holds rooms of a type on every night of a stay inside the caller's transaction; false when a night is short. */
  const holdRooms = (trx: Db, merchantNumber: string, hold: RoomHold) => takeRoomNights(trx, merchantNumber, hold);

  /** Gives held rooms back inside the caller's transaction. */
  const releaseRooms = (trx: Db, merchantNumber: string, hold: RoomHold) => returnRoomNights(trx, merchantNumber, hold);

  return { quoteStay, holdRooms, releaseRooms };
}

const unavailableStay = (request: StayRequest): StayQuote => ({
  hotelId: request.hotelId,
  title: '',
  packageTitle: '',
  image: '',
  currency: 'AUD',
  countryId: '',
  dates: [],
  roomsLeft: 0,
  sourceAmount: 0,
  amount: 0,
  freeCancelDays: null,
  status: 'unavailable',
  problem: '',
});
