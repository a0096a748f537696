import {
  SUGGESTION_TYPES,
  nightsBetween,
  type HotelCard,
  type HotelPage,
  type HotelSearchRequest,
  type KeywordSuggestion,
  HOTEL_SORTS,
  type HotelRoomRequest,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import type { RequestContext } from '../../platform/request-context.js';
import { todayIn, type Pricer } from '../catalog/service.js';
import { findHotelCards, findHotelSuggestions } from './hotel-repo.js';
import type { HotelCardSource, HotelScope } from './hotel-rows.js';
import { checkPlaces, placesOf } from './hotel-places.js';
import { COUNTRIES, checkStay, earliestToday, keywordWords, scopeOf } from './hotel-rules.js';
import { createMerchantMemo } from '../../platform/merchant-memo.js';
import { createKeptStayNights } from './kept-stay-nights.js';
import { type CandidateHotel, type HotelFilters, findCandidateHotels, type StayRange } from './search-repo.js';
import { cheapestStay } from './stay-pricing.js';
import { type StayNights, type StayTerms, findStayTerms, foldNights, nightFold } from './stay-summary-repo.js';

/** Facilities a result card shows. */
const CARD_FACILITIES = 4;
/** Hotel cards kept a process, by merchant, language and hotel (~0.5 KB each). */
const KEPT_CARDS = 20_000;
/** Candidate lists kept a process: a place's hotels, ~40 bytes each (a state of 400 hotels: 16 KB). */
const KEPT_CANDIDATE_LISTS = 2_000;
const KEPT_CANDIDATE_BYTES = 16 * 1024 * 1024;

/** The search (hotels with rooms for the whole stay, priced and sorted) and keyword suggestions. */
export function createHotelSearch({
  db,
  pricerFor,
  keptMs,
}: {
  db: Db;
  pricerFor: (ctx: RequestContext) => Promise<Pricer>;
  /** How long a search may keep what it read of the hotels (the answer cache's minute; 0 keeps none). */
  keptMs: number;
}) {
  const keptNights = createKeptStayNights({ db, keptMs });
  /**
   * The merchant's hotels on sale that pass a search's place, stars and keywords, whatever the
   * stay: every search of a place reads the same list (~1.4 ms of PostgreSQL for a state's 430
   * hotels), so it is kept, and forgotten when the merchant's hotels change.
   */
  const keptCandidates = createMerchantMemo<CandidateHotel[]>({
    ttlMs: keptMs,
    max: KEPT_CANDIDATE_LISTS,
    maxBytes: KEPT_CANDIDATE_BYTES,
    sizeOf: (list) => 64 + 40 * list.length,
  });
  async function candidatesOf(merchantNumber: string, filters: HotelFilters): Promise<CandidateHotel[]> {
    const key = `${merchantNumber}|${JSON.stringify(filters)}`;
    return (await keptCandidates.valueOf(key, () => findCandidateHotels(db, merchantNumber, filters))) ?? [];
  }

  /**
   * A result page's cards: what a card says of a hotel whatever the stay (name, place, photo,
   * facilities). A place's searches show the same hotels again and again, and reading their cards
   * was a statement of every search after its prices (a second round trip on PostgreSQL, ~0.2 ms of
   * the main thread). Kept as the candidates are, and forgotten with them when the merchant's
   * hotels change.
   */
  const keptCards = createMerchantMemo<HotelCardSource>({ ttlMs: keptMs, max: KEPT_CARDS });
  async function cardsOf(scope: HotelScope, hotelIds: readonly number[]): Promise<Map<number, HotelCardSource>> {
    const cards = new Map<number, HotelCardSource>();
    const missing = new Map<number, (card: HotelCardSource) => void>();
    for (const hotelId of hotelIds) {
      const { known, keep } = keptCards.lookUp(`${scope.merchantNumber}|${scope.language}|${hotelId}`);
      if (known) cards.set(hotelId, known);
      else missing.set(hotelId, keep);
    }
    if (missing.size > 0) {
      for (const [hotelId, card] of await findHotelCards(db, scope, [...missing.keys()])) {
        missing.get(hotelId)?.(card);
        cards.set(hotelId, card);
      }
    }
    return cards;
  }

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
    const candidates = await candidatesOf(ctx.merchant.number, {
      hotelId: request.hotelId,
      placeIds,
      stars: request.screenData.stars,
      words: keywordWords(request.keywords),
      // A hotel takes a check-in that is not yet past where it is.
      countries: COUNTRIES.filter((country) => todayIn(country) <= checkIn),
    });
    const [nights, termsOf, pricer] = await Promise.all([
      keptNights.nightsOf(
        ctx.merchant.number,
        candidates.map((c) => c.hotelId),
        stay,
      ),
      findStayTerms(db, candidates),
      pricerFor(ctx),
    ]);
    const roomNights = stay.nights * request.rooms.length;
    const ranges = request.screenData.priceNum;

    const offers: Offer[] = [];
    for (const hotel of candidates) {
      const lists = nights.get(hotel.hotelId);
      const terms = termsOf.get(hotel.hotelId);
      if (!lists || !terms) continue;
      const best = cheapestStayOf(terms, lists, request.rooms, stay);
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
    const cards = await cardsOf(
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

  return {
    searchHotels,
    suggestHotels,
    /** Forgets what searches kept of the merchant's hotels (its hotels, room types, plans or rates changed). */
    forgetKept(merchantNumber: string) {
      keptCandidates.forget(merchantNumber);
      keptCards.forget(merchantNumber);
      keptNights.forget(merchantNumber);
    },
  };
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

/** Folds and per-position figures reused for every hotel of every search (synchronous, one at a time). */
const roomsFold = nightFold();
const pricesFold = nightFold();
let roomsLeft = new Float64Array(16);
let totals = new Float64Array(64);

/**
 * The cheapest way to book the requested rooms in a hotel for the stay (hotel currency), from its
 * nights as kept-stay-nights.ts finds them and its terms (migration 0028): a room type is free
 * when it has rooms on every night, a plan sold when priced on every night.
 */
function cheapestStayOf(
  terms: StayTerms,
  nights: StayNights,
  rooms: readonly HotelRoomRequest[],
  stay: StayRange,
): ReturnType<typeof cheapestStay> {
  const { types, plans } = terms;
  foldNights(nights, false, terms.typeIds, roomsFold, true);
  if (roomsLeft.length < types.length) roomsLeft = new Float64Array(types.length * 2);
  let free = false;
  for (let t = 0; t < types.length; t++) {
    roomsLeft[t] = roomsFold.nights[t] === stay.nights ? roomsFold.values[t]! : 0;
    if (roomsLeft[t]! > 0) free = true;
  }
  if (!free) return null;
  foldNights(nights, true, terms.planIds, pricesFold, false);
  if (totals.length < plans.length) totals = new Float64Array(plans.length * 2);
  for (let p = 0; p < plans.length; p++) {
    totals[p] = pricesFold.nights[p] === stay.nights ? pricesFold.values[p]! : Number.NaN;
  }
  return cheapestStay(types, roomsLeft, plans, totals, rooms, stay.nights);
}
