import {
  HOTEL_LIMITS,
  HOTEL_SORTS,
  LIMITS,
  SUGGESTION_TYPES,
  addDays,
  hotelHorizon,
  nightsBetween,
  stayProblem,
  type CurrencyCode,
  type HotelCalendarDay,
  type HotelCard,
  type HotelDetail,
  type HotelPage,
  type HotelRoomRequest,
  type HotelRooms,
  type HotelRoomsRequest,
  type HotelSearchRequest,
  type KeywordSuggestion,
  type PlaceRef,
  type RatePlan,
  type SiteLanguage,
} from '@storefront/contracts';
import { LOCATION_TREE, type Place } from '@storefront/reference-data';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { todayIn, type CatalogService } from '../catalog/service.js';
import { cheapestAssignment } from './assign.js';
import { cancellationText, planName } from './plan-texts.js';
import {
  findCandidateHotels,
  findFreeRoomTypes,
  findHotel,
  findHotelCards,
  findHotelBasics,
  findHotelSuggestions,
  findLowestNightlyPrices,
  findPlanTotals,
  findRateNights,
  findRatePlans,
  findRoomNights,
  findRoomTypes,
  insertHotels,
  type FreeRoomType,
  type HotelScope,
  type PlanTotal,
  type RatePlanRecord,
  type StayRange,
  returnRoomNights,
  takeRoomNights,
} from './repo.js';

/** Price of one child per night by age, minor units of the hotel's currency. */
export type ChildBand = { minAge: number; maxAge: number; price: number };

export type HotelTexts = {
  name: string;
  address: string;
  description: string;
  facilities: string[];
  policies: string[];
};

export type RoomTypeTexts = { name: string; beds: string; facilities: string[] };

/** A rate plan to import: its terms and its price per night (minor units of the hotel's currency). */
export type RatePlanDraft = {
  breakfastIncluded: boolean;
  /** Free cancellation until this many days before check-in; null when non-refundable. */
  freeCancelDays: number | null;
  /** Must cover ages 0 to 17 without gaps. */
  childAgeBands: ChildBand[];
  nights: { date: string; price: number }[];
};

export type RoomTypeDraft = {
  texts: Record<SiteLanguage, RoomTypeTexts>;
  maxAdults: number;
  maxChildren: number;
  /** Square metres. */
  size: number;
  /** Image keys of the image storage. */
  images: string[];
  /** Rooms free per night (0 = sold out); a night without an entry is not sold. */
  nights: { date: string; allotment: number }[];
  plans: RatePlanDraft[];
};

/** A hotel to import (seed, tests). */
export type HotelDraft = {
  /** A city of the location tree; the state and country follow from it. */
  cityId: string;
  stars: number;
  latitude: number;
  longitude: number;
  checkInTime: string;
  checkOutTime: string;
  currency: CurrencyCode;
  status?: 'onsale' | 'offsale';
  recommendScore: number;
  texts: Record<SiteLanguage, HotelTexts>;
  /** Image keys of the image storage, cover first. */
  images: string[];
  roomTypes: RoomTypeDraft[];
};

/** Facilities a result card shows. */
const CARD_FACILITIES = 4;
const MAX_KEYWORDS = 5;

/** The countries hotels can be in (the location tree's), each with its own "today". */
const COUNTRIES = LOCATION_TREE.map((c) => c.id);

export function createHotelService({ db, catalog }: { db: Db; catalog: CatalogService }) {
  /**
   * Hotels with every requested room free on every night of the stay, each with the lowest
   * total for the whole stay in the request currency; filtered, sorted and paged.
   */
  async function searchHotels(ctx: RequestContext, request: HotelSearchRequest): Promise<HotelPage> {
    const [checkIn, checkOut] = request.date;
    checkStay(checkIn, checkOut, earliestToday());
    const placeIds = [
      ...checkPlaces(request.locationId ? [request.locationId] : [], 'locationId'),
      ...checkPlaces(request.nLocationIds ?? [], 'nLocationIds'),
    ];
    const stay: StayRange = { checkIn, checkOut, nights: nightsBetween(checkIn, checkOut) };
    const candidates = await findCandidateHotels(db, ctx.merchant.number, {
      hotelId: request.hotelId,
      placeIds,
      stars: request.screenData.stars,
      words: keywordWords(request.keywords),
      // A hotel takes a check-in that is not yet past where it is.
      countries: COUNTRIES.filter((country) => todayIn(country) <= checkIn),
    });
    const ids = candidates.map((c) => c.hotelId);
    const [freeTypes, planTotals, pricer] = await Promise.all([
      findFreeRoomTypes(db, ids, stay),
      findPlanTotals(db, ids, stay),
      catalog.pricerFor(ctx),
    ]);
    const typesByHotel = groupBy(freeTypes, (t) => t.hotelId);
    const plansByHotel = groupBy(planTotals, (p) => p.hotelId);
    const roomNights = stay.nights * request.rooms.length;
    const ranges = request.screenData.priceNum;

    const offers: Offer[] = [];
    for (const hotel of candidates) {
      const best = cheapestStay(
        typesByHotel.get(hotel.hotelId) ?? [],
        plansByHotel.get(hotel.hotelId) ?? [],
        request.rooms,
        stay.nights,
      );
      if (!best) continue;
      const nightlyPrice = pricer.convert(best.total / roomNights, hotel.currency);
      if (
        ranges.length > 0 &&
        !ranges.some((r) => nightlyPrice >= r.min && (r.max === undefined || nightlyPrice <= r.max))
      ) {
        continue;
      }
      offers.push({
        hotelId: hotel.hotelId,
        stars: hotel.stars,
        recommendScore: hotel.recommendScore,
        totalPrice: pricer.convert(best.total, hotel.currency),
        nightlyPrice,
        breakfastIncluded: best.picks.every((p) => p.breakfastIncluded),
        freeCancellation: best.picks.every((p) => p.freeCancelDays !== null),
      });
    }
    offers.sort(OFFER_ORDER[request.sort]);
    const page = offers.slice((request.pageIndex - 1) * request.pageSize, request.pageIndex * request.pageSize);
    const cards = await findHotelCards(
      db,
      scopeOf(ctx),
      page.map((o) => o.hotelId),
    );
    return {
      pageIndex: request.pageIndex,
      pageSize: request.pageSize,
      total: offers.length,
      checkIn,
      checkOut,
      nights: stay.nights,
      list: page.flatMap((offer): HotelCard[] => {
        const card = cards.get(offer.hotelId);
        if (!card) return [];
        return [
          {
            id: card.hotelId,
            name: card.name,
            address: card.address,
            stars: card.stars,
            image: card.image,
            ...placesOf(card.cityId, ctx.language),
            latitude: card.latitude,
            longitude: card.longitude,
            facilities: card.facilities.slice(0, CARD_FACILITIES),
            totalPrice: offer.totalPrice,
            nightlyPrice: offer.nightlyPrice,
            currency: pricer.currency,
            nights: stay.nights,
            breakfastIncluded: offer.breakfastIncluded,
            freeCancellation: offer.freeCancellation,
          },
        ];
      }),
    };
  }

  /** A hotel's texts in the request language, images, and room types with their plans. */
  async function getHotelDetail(ctx: RequestContext, rawId: string): Promise<HotelDetail> {
    const hotelId = parseHotelId(rawId);
    const hotel = await findHotel(db, scopeOf(ctx), hotelId);
    if (!hotel) throw hotelNotFound(hotelId);
    const [roomTypes, plans, pricer] = await Promise.all([
      findRoomTypes(db, hotelId, ctx.language),
      findRatePlans(db, hotelId),
      catalog.pricerFor(ctx),
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
      findRoomTypes(db, hotelId, ctx.language),
      findRatePlans(db, hotelId),
      findRoomNights(db, hotelId, stay),
      findRateNights(db, hotelId, stay),
      catalog.pricerFor(ctx),
    ]);
    const convert = (amount: number) => pricer.convert(amount, hotel.currency);
    const allotments = new Map(roomNights.map((n) => [`${n.roomTypeId}:${n.date}`, n.allotment]));
    const prices = new Map(rateNights.map((n) => [`${n.ratePlanId}:${n.date}`, n.price]));
    const rooms = request.rooms;

    const freeTypes: FreeRoomType[] = [];
    const planTotals: PlanTotal[] = [];
    const quotes = roomTypes.map(({ roomTypeId, ...room }) => {
      const roomsLeft = Math.min(...dates.map((d) => allotments.get(`${roomTypeId}:${d}`) ?? 0));
      const type = { roomTypeId, hotelId, maxAdults: room.maxAdults, maxChildren: room.maxChildren, roomsLeft };
      if (roomsLeft > 0) freeTypes.push(type);
      const fits = rooms.every((r) => fitsRoom(r, type));
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
            if (sold) planTotals.push({ ...plan, hotelId, total });
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
    const best = cheapestStay(freeTypes, planTotals, rooms, stay.nights);
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
    const last = addDays(nextMonthStart(first), -1);
    const [days, pricer] = await Promise.all([
      findLowestNightlyPrices(db, hotelId, first < today ? today : first, last > lastNight ? lastNight : last),
      catalog.pricerFor(ctx),
    ]);
    return days.map((d) => ({ date: d.date, price: pricer.convert(d.price, hotel.currency) }));
  }

  /** Whether the visitor's shop sells this hotel (favourites' door to hotels). */
  async function hotelExists(ctx: RequestContext, rawId: string): Promise<boolean> {
    if (!/^\d{1,9}$/.test(rawId)) return false;
    return (await findHotelBasics(db, ctx.merchant.number, Number(rawId))) !== undefined;
  }

  /** Hotels whose name, address or place holds every word, for keyword suggestions (type 3). */
  async function suggestHotels(ctx: RequestContext, keyword: string, limit: number): Promise<KeywordSuggestion[]> {
    const words = keywordWords(keyword);
    if (words.length === 0) return [];
    const hotels = await findHotelSuggestions(db, scopeOf(ctx), words, limit);
    return hotels.map((h) => {
      const places = placesOf(h.cityId, ctx.language);
      return {
        type: SUGGESTION_TYPES.hotel,
        id: String(h.hotelId),
        title: h.name,
        subtitle: [places.city.title, places.country.title].join(', '),
      };
    });
  }

  /** Adds hotels inside the caller's transaction (seed, tests); answers their ids in draft order. */
  async function importHotels(trx: Db, merchantNumber: string, drafts: readonly HotelDraft[]): Promise<number[]> {
    return insertHotelDrafts(trx, merchantNumber, drafts);
  }

  // ── Bookings: the door the cart and orders use ────────────────────────────────────────────

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
      findRoomTypes(db, request.hotelId, ctx.language),
      findRatePlans(db, request.hotelId),
      findRoomNights(db, request.hotelId, stay),
      findRateNights(db, request.hotelId, stay),
      catalog.pricerFor(ctx),
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

  return {
    searchHotels,
    getHotelDetail,
    getHotelRooms,
    getHotelCalendar,
    hotelExists,
    suggestHotels,
    importHotels,
    quoteStay,
    holdRooms,
    releaseRooms,
  };
}

/** A stay to price or book: one rate plan of one room type, for every room of the party. */
export type StayRequest = {
  hotelId: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomRequest[];
};

export type StayQuote = {
  hotelId: number;
  title: string;
  packageTitle: string;
  image: string;
  /** The hotel's currency, which `sourceAmount` is in. */
  currency: string;
  countryId: string;
  dates: string[];
  roomsLeft: number;
  sourceAmount: number;
  /** Request currency. */
  amount: number;
  freeCancelDays: number | null;
  status: 'ok' | 'soldout' | 'past' | 'unavailable';
  problem: string;
};

/** Rooms of a type held on nights. */
export type RoomHold = { roomTypeId: number; dates: readonly string[]; rooms: number };

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

export type HotelService = ReturnType<typeof createHotelService>;

/** Checks and writes hotel drafts (what `importHotels` does; usable without the service in tests). */
export async function insertHotelDrafts(trx: Db, merchantNumber: string, drafts: readonly HotelDraft[]) {
  for (const draft of drafts) checkDraft(draft);
  return insertHotels(
    trx,
    merchantNumber,
    drafts.map((d) => ({ ...d, searchText: searchTextOf(d) })),
    new Date().toISOString(),
  );
}

type Offer = {
  hotelId: number;
  stars: number;
  recommendScore: number;
  totalPrice: number;
  nightlyPrice: number;
  breakfastIncluded: boolean;
  freeCancellation: boolean;
};

const byRecommendation = (a: Offer, b: Offer) => b.recommendScore - a.recommendScore || a.hotelId - b.hotelId;

const OFFER_ORDER: Record<number, (a: Offer, b: Offer) => number> = {
  [HOTEL_SORTS.recommended]: byRecommendation,
  [HOTEL_SORTS.priceAsc]: (a, b) => a.totalPrice - b.totalPrice || byRecommendation(a, b),
  [HOTEL_SORTS.priceDesc]: (a, b) => b.totalPrice - a.totalPrice || byRecommendation(a, b),
  [HOTEL_SORTS.stars]: (a, b) => b.stars - a.stars || a.totalPrice - b.totalPrice || byRecommendation(a, b),
};

type Pick = { roomTypeId: number; ratePlanId: number; breakfastIncluded: boolean; freeCancelDays: number | null };

/**
 * The cheapest way to book every requested room for the stay (hotel currency): each room goes
 * into a room type it fits, in that type's cheapest plan for its children; rooms put into the
 * same type count against that type's rooms left.
 */
function cheapestStay(
  types: readonly FreeRoomType[],
  plans: readonly PlanTotal[],
  rooms: readonly HotelRoomRequest[],
  nights: number,
): { total: number; picks: Pick[] } | null {
  if (types.length === 0) return null;
  // best[r][t]: the cheapest plan of room type t for requested room r, if the room fits it.
  const best = rooms.map((room) =>
    types.map((type) => {
      if (!fitsRoom(room, type)) return undefined;
      let cheapest: { plan: PlanTotal; cost: number } | undefined;
      for (const plan of plans) {
        if (plan.roomTypeId !== type.roomTypeId) continue;
        const cost = plan.total + nights * childCharge(plan.childAgeBands, room);
        if (!cheapest || cost < cheapest.cost) cheapest = { plan, cost };
      }
      return cheapest;
    }),
  );
  const assignment = cheapestAssignment(
    best.map((row) => row.map((option) => option?.cost)),
    types.map((t) => t.roomsLeft),
  );
  if (!assignment) return null;
  return {
    total: assignment.total,
    picks: assignment.choice.map((t, r) => {
      const plan = best[r]![t]!.plan;
      return {
        roomTypeId: plan.roomTypeId,
        ratePlanId: plan.ratePlanId,
        breakfastIncluded: plan.breakfastIncluded,
        freeCancelDays: plan.freeCancelDays,
      };
    }),
  };
}

const fitsRoom = (room: HotelRoomRequest, type: { maxAdults: number; maxChildren: number }) =>
  room.adultNum <= type.maxAdults && room.childNum <= type.maxChildren;

/** What a room's children cost per night in a plan: each child priced by the band of their age. */
function childCharge(bands: readonly { minAge: number; maxAge: number; price: number }[], room: HotelRoomRequest) {
  let charge = 0;
  for (const age of room.childAges) {
    const band = bands.find((b) => age >= b.minAge && age <= b.maxAge);
    // Imported bands cover 0–17; should one be missing, the dearest band never undercharges.
    charge += band ? band.price : Math.max(0, ...bands.map((b) => b.price));
  }
  return charge;
}

function describePlan(plan: RatePlanRecord, language: SiteLanguage, convert: (amount: number) => number): RatePlan {
  return {
    id: plan.ratePlanId,
    name: planName(language, plan.breakfastIncluded, plan.freeCancelDays),
    breakfastIncluded: plan.breakfastIncluded,
    cancellation: {
      refundable: plan.freeCancelDays !== null,
      freeCancelDays: plan.freeCancelDays,
      text: cancellationText(language, plan.freeCancelDays),
    },
    childAgeBands: plan.childAgeBands.map((b) => ({ minAge: b.minAge, maxAge: b.maxAge, price: convert(b.price) })),
  };
}

function scopeOf(ctx: RequestContext): HotelScope {
  return { merchantNumber: ctx.merchant.number, language: ctx.language };
}

/** The earliest "today" of the countries hotels are in: a stay is searchable when it is not past everywhere. */
function earliestToday(): string {
  return COUNTRIES.map((country) => todayIn(country)).sort()[0] as string;
}

function checkStay(checkIn: string, checkOut: string, today: string) {
  const problem = stayProblem(checkIn, checkOut, today);
  if (problem) throw new AppError('validationFailed', problem, 'date');
}

function parseHotelId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('malformedId', `"${raw}" is not a hotel id (a number)`, 'id');
  return Number(raw);
}

const hotelNotFound = (id: number) => new AppError('notFound', `No hotel ${id} in this shop`);

/** Lower-cased words of a keyword query, at most five, duplicates dropped. */
function keywordWords(keywords: string | undefined): string[] {
  if (!keywords) return [];
  return [...new Set(keywords.toLowerCase().trim().split(/\s+/u).filter(Boolean))].slice(0, MAX_KEYWORDS);
}

type IndexedPlace = { place: Place; parents: readonly Place[] };
const PLACES = new Map<string, IndexedPlace>();
(function index(places: readonly Place[], parents: readonly Place[]) {
  for (const place of places) {
    PLACES.set(place.id, { place, parents });
    if (place.collection) index(place.collection, [...parents, place]);
  }
})(LOCATION_TREE, []);

function checkPlaces(ids: readonly string[], field: string): string[] {
  for (const id of ids) {
    if (!PLACES.has(id)) throw new AppError('validationFailed', `"${id}" is not a place of the location tree`, field);
  }
  return [...ids];
}

const placeRef = (id: string, language: SiteLanguage): PlaceRef => ({
  id,
  title: PLACES.get(id)?.place.title[language] ?? id,
});

/** Country, state and city of a city id (`au-qld-goldcoast` → au, au-qld, au-qld-goldcoast). */
function placesOf(cityId: string, language: SiteLanguage) {
  const [country = cityId, state = cityId] = PLACES.get(cityId)?.parents.map((p) => p.id) ?? [];
  return { country: placeRef(country, language), state: placeRef(state, language), city: placeRef(cityId, language) };
}

/** Names, addresses and place titles in every language, lower-cased: what keywords match. */
function searchTextOf(draft: HotelDraft): string {
  const parts: string[] = [];
  for (const t of Object.values(draft.texts)) parts.push(t.name, t.address);
  const indexed = PLACES.get(draft.cityId);
  for (const place of [...(indexed?.parents ?? []), ...(indexed ? [indexed.place] : [])]) {
    parts.push(...Object.values(place.title));
  }
  return parts.join('\n').toLowerCase();
}

/** Drafts come from our seed and tests: a bad one is a programming error, reported plainly. */
function checkDraft(draft: HotelDraft) {
  const name = draft.texts['en-AU']?.name ?? draft.cityId;
  const indexed = PLACES.get(draft.cityId);
  if (!indexed || indexed.parents.length !== 2) throw new Error(`Hotel ${name}: ${draft.cityId} is not a city`);
  if (!Number.isInteger(draft.stars) || draft.stars < HOTEL_LIMITS.starsMin || draft.stars > HOTEL_LIMITS.starsMax) {
    throw new Error(`Hotel ${name}: stars must be 1 to 5`);
  }
  for (const room of draft.roomTypes) {
    if (room.maxAdults < 1) throw new Error(`Hotel ${name}: a room type sleeps at least one adult`);
    for (const plan of room.plans) {
      const bands = [...plan.childAgeBands].sort((a, b) => a.minAge - b.minAge);
      let next = 0;
      for (const band of bands) {
        if (band.minAge !== next || band.maxAge < band.minAge) break;
        next = band.maxAge + 1;
      }
      if (next !== HOTEL_LIMITS.maxChildAge + 1) {
        throw new Error(`Hotel ${name}: child age bands must cover ages 0 to ${HOTEL_LIMITS.maxChildAge} without gaps`);
      }
    }
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function nextMonthStart(first: string): string {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}
