import {
  LIMITS,
  addDays,
  endOfMonthAhead,
  hotelHorizon,
  nightsBetween,
  type FavouriteHotel,
  type HotelCalendarDay,
  type HotelDetail,
  type HotelRooms,
  type HotelRoomsRequest,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { todayIn, type Pricer } from '../catalog/service.js';
import { findHotel, findHotelBasics, findHotelCardsOnSale, findRatePlans, findRoomTypes } from './hotel-repo.js';
import { placesOf } from './hotel-places.js';
import { checkStay, earliestToday, hotelNotFound, parseHotelId, scopeOf } from './hotel-rules.js';
import { findFromPrices, findLowestNightlyPrices, findRateNights, findRoomNights } from './night-repo.js';
import type { StayRange } from './search-repo.js';
import { cheapestStay, childCharge, describePlan, fitsRoom } from './stay-pricing.js';

/** One hotel's pages: its detail, its rooms for a stay, its price calendar; and favourites' check. */
export function createHotelPages({ db, pricerFor }: { db: Db; pricerFor: (ctx: RequestContext) => Promise<Pricer> }) {
  /** A hotel's texts in the request language, images, and room types with their plans. */
  async function getHotelDetail(ctx: RequestContext, rawId: string): Promise<HotelDetail> {
    const hotelId = parseHotelId(rawId);
    const hotel = await findHotel(db, scopeOf(ctx), hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    const [roomTypes, plans, pricer] = await Promise.all([
      findRoomTypes(db, scopeOf(ctx), hotelId),
      findRatePlans(db, ctx.merchant.number, hotelId),
      pricerFor(ctx),
    ]);
    const convert = (amount: number) => pricer.convert(amount, hotel.currency);
    return {
      id: hotel.hotelId,
      name: hotel.name,
      address: hotel.address,
      description: hotel.description,
      facilities: hotel.facilities,
      policies: hotel.policies,
      stars: hotel.stars,
      checkInTime: hotel.checkInTime,
      checkOutTime: hotel.checkOutTime,
      ...placesOf(hotel.cityId, ctx.language),
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      images: hotel.images,
      currency: pricer.currency,
      roomTypes: roomTypes.map(({ roomTypeId, ...room }) => ({
        id: roomTypeId,
        ...room,
        plans: plans.filter((p) => p.roomTypeId === roomTypeId).map((p) => describePlan(p, ctx.language, convert)),
      })),
    };
  }

  /**
   * Every room type of a hotel for a stay: rooms left, whether the party fits, and per plan the
   * price of one room each night and the total for every requested room; plus the cheapest way
   * to book the whole request (the total the search shows).
   */
  async function getHotelRooms(ctx: RequestContext, rawId: string, request: HotelRoomsRequest): Promise<HotelRooms> {
    const hotelId = parseHotelId(rawId);
    const hotel = await findHotelBasics(db, ctx.merchant.number, hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    const [checkIn, checkOut] = request.date;
    checkStay(checkIn, checkOut, todayIn(hotel.countryId));
    const stay: StayRange = { checkIn, checkOut, nights: nightsBetween(checkIn, checkOut) };
    const dates = Array.from({ length: stay.nights }, (_, n) => addDays(checkIn, n));
    const [roomTypes, plans, roomNights, rateNights, pricer] = await Promise.all([
      findRoomTypes(db, scopeOf(ctx), hotelId),
      findRatePlans(db, ctx.merchant.number, hotelId),
      findRoomNights(db, ctx.merchant.number, hotelId, stay),
      findRateNights(db, ctx.merchant.number, hotelId, stay),
      pricerFor(ctx),
    ]);
    const convert = (amount: number) => pricer.convert(amount, hotel.currency);
    const allotments = new Map(roomNights.map((n) => [`${n.roomTypeId}:${n.date}`, n.allotment]));
    const prices = new Map(rateNights.map((n) => [`${n.ratePlanId}:${n.date}`, n.price]));
    const rooms = request.rooms;

    // By position, as the search prices a hotel: each room type's rooms left, each plan's total.
    const roomsLeftOf: number[] = [];
    const totalOf = new Map<number, number>();
    const quotes = roomTypes.map(({ roomTypeId, ...room }) => {
      const roomsLeft = Math.min(...dates.map((d) => allotments.get(`${roomTypeId}:${d}`) ?? 0));
      roomsLeftOf.push(roomsLeft);
      const fits = rooms.every((r) => fitsRoom(r, room));
      return {
        id: roomTypeId,
        ...room,
        roomsLeft,
        fits,
        plans: plans
          .filter((p) => p.roomTypeId === roomTypeId)
          .map((plan) => {
            const nightly = dates.map((date) => ({ date, price: prices.get(`${plan.ratePlanId}:${date}`) }));
            const sold = nightly.every((n) => n.price !== undefined);
            const total = nightly.reduce((sum, n) => sum + (n.price ?? 0), 0);
            if (sold) totalOf.set(plan.ratePlanId, total);
            const available = sold && fits && roomsLeft >= rooms.length;
            const stayTotal = rooms.reduce(
              (sum, r) => sum + total + stay.nights * childCharge(plan.childAgeBands, r),
              0,
            );
            return {
              ...describePlan(plan, ctx.language, convert),
              nights: nightly.map((n) => ({ date: n.date, price: n.price === undefined ? null : convert(n.price) })),
              available,
              total: available ? convert(stayTotal) : null,
            };
          }),
      };
    });
    const best = cheapestStay(
      roomTypes,
      roomsLeftOf,
      plans,
      plans.map((plan) => totalOf.get(plan.ratePlanId) ?? Number.NaN),
      rooms,
      stay.nights,
    );
    return {
      hotelId,
      checkIn,
      checkOut,
      nights: stay.nights,
      currency: pricer.currency,
      cheapest: best
        ? {
            total: convert(best.total),
            rooms: best.picks.map((p) => ({ roomTypeId: p.roomTypeId, ratePlanId: p.ratePlanId })),
          }
        : null,
      roomTypes: quotes,
    };
  }

  /**
   * The lowest price of one room per night in a month, for the date picker: nights with a room
   * free, from today where the hotel is up to the last night before the horizon.
   */
  async function getHotelCalendar(
    ctx: RequestContext,
    rawId: string,
    month: string | undefined,
  ): Promise<HotelCalendarDay[]> {
    const hotelId = parseHotelId(rawId);
    const hotel = await findHotelBasics(db, ctx.merchant.number, hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    const today = todayIn(hotel.countryId);
    const lastNight = addDays(hotelHorizon(today), -1);
    const wanted = month ?? today.slice(0, 7);
    if (wanted < today.slice(0, 7) || wanted > lastNight.slice(0, 7)) {
      throw new AppError(
        'validationFailed',
        `month must be from ${today.slice(0, 7)} to ${lastNight.slice(0, 7)} (hotels are bookable to the end of the month ${LIMITS.hotelMaxMonthsAhead} months ahead)`,
        'month',
      );
    }
    const first = `${wanted}-01`;
    const last = endOfMonthAhead(first, 0);
    const [days, pricer] = await Promise.all([
      findLowestNightlyPrices(
        db,
        ctx.merchant.number,
        hotelId,
        first < today ? today : first,
        last > lastNight ? lastNight : last,
      ),
      pricerFor(ctx),
    ]);
    return days.map((d) => ({ date: d.date, price: pricer.convert(d.price, hotel.currency) }));
  }

  /** Whether the visitor's shop sells this hotel (favourites' door to hotels). */
  async function hotelExists(ctx: RequestContext, rawId: string): Promise<boolean> {
    if (!/^\d{1,9}$/.test(rawId)) return false;
    return (await findHotelBasics(db, ctx.merchant.number, Number(rawId))) !== undefined;
  }

  /**
   * Cards of the visitor's shop's hotels on sale by id (favourites' list): name, cover photo,
   * stars, city and the from-price in the request currency. Ids that are not such hotels are
   * left out.
   */
  async function listHotelCards(ctx: RequestContext, rawIds: readonly string[]): Promise<Map<string, FavouriteHotel>> {
    const ids = rawIds.filter((raw) => /^\d{1,9}$/.test(raw)).map(Number);
    // The earliest "today" of the hotels' countries: a night still bookable anywhere may be the from-price.
    const today = earliestToday();
    const [cards, fromPrices, pricer] = await Promise.all([
      findHotelCardsOnSale(db, scopeOf(ctx), ids),
      findFromPrices(db, ctx.merchant.number, ids, today, addDays(hotelHorizon(today), -1)),
      pricerFor(ctx),
    ]);
    const byId = new Map<string, FavouriteHotel>();
    for (const [id, card] of cards) {
      const from = fromPrices.get(id);
      byId.set(String(id), {
        id,
        name: card.name,
        image: card.image,
        stars: card.stars,
        city: placesOf(card.cityId, ctx.language).city,
        price: from === undefined ? null : pricer.convert(from, card.currency),
        currency: pricer.currency,
      });
    }
    return byId;
  }

  return { getHotelDetail, getHotelRooms, getHotelCalendar, hotelExists, listHotelCards };
}
