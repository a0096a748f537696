import {
  currencyInfo,
  type CurrencyCode,
  type HotelRoomsRequest,
  type HotelSearchRequest,
} from '@storefront/contracts';
import type { HotelSearch } from './hotel-search-store';

/** Results per page of the hotel search. */
export const HOTEL_PAGE_SIZE = 10;

/**
 * Price buckets of the filter, per room and night, in whole units of each currency: bucket 0 is
 * below the first bound, the last is the third bound and up. Round figures per currency (rather
 * than converted AUD bounds) so the labels read naturally; about the same spread everywhere.
 */
const BUCKET_BOUNDS: Record<CurrencyCode, readonly [number, number, number]> = {
  AUD: [150, 250, 400],
  CNY: [700, 1200, 1900],
  NZD: [170, 280, 450],
  SGD: [130, 220, 350],
  USD: [100, 170, 270],
  TWD: [3200, 5500, 8500],
  KRW: [140_000, 240_000, 380_000],
  MYR: [450, 750, 1200],
  IDR: [1_600_000, 2_700_000, 4_300_000],
};

/** The bucket numbers `screenData.priceNum` holds. */
export const PRICE_BUCKETS = [0, 1, 2, 3] as const;

/** One bucket as the server's price range: minor units of `currency`, both ends included, no max on the last. */
export function priceRangeOf(bucket: number, currency: CurrencyCode): { min: number; max?: number } | null {
  const bounds = BUCKET_BOUNDS[currency];
  const minor = 10 ** currencyInfo(currency).minorDigits;
  if (!Number.isInteger(bucket) || bucket < 0 || bucket > bounds.length) return null;
  const lower = bucket === 0 ? 0 : bounds[bucket - 1]! * minor;
  const upper = bounds[bucket];
  return upper === undefined ? { min: lower } : { min: lower, max: upper * minor - 1 };
}

/** Bounds of a bucket in minor units for its label: `[min, max)`; `max` undefined for the last bucket. */
export function bucketBounds(bucket: number, currency: CurrencyCode): { min: number; max?: number } {
  const bounds = BUCKET_BOUNDS[currency];
  const minor = 10 ** currencyInfo(currency).minorDigits;
  const upper = bounds[bucket];
  return { min: bucket === 0 ? 0 : bounds[bucket - 1]! * minor, max: upper === undefined ? undefined : upper * minor };
}

/**
 * The search call's body for a stored search (spec §3 → POST /hotelproduct/search): a picked hotel
 * or destination goes by id (its title is only what the box shows), typed words as keywords;
 * price buckets become ranges in the request currency.
 */
export function toSearchRequest(search: HotelSearch, page: number, currency: CurrencyCode): HotelSearchRequest {
  const keywords = search.keywords.trim();
  const picked = search.hotelId !== undefined || search.locationId !== undefined;
  return {
    date: [search.date[0], search.date[1]],
    ...(search.hotelId !== undefined && { hotelId: search.hotelId }),
    ...(search.locationId !== undefined && { locationId: search.locationId }),
    ...(search.nLocationIds.length > 0 && { nLocationIds: [...search.nLocationIds] }),
    ...(!picked && keywords && { keywords }),
    rooms: roomsOf(search),
    screenData: {
      stars: [...search.screenData.stars].sort((a, b) => b - a),
      priceNum: [...search.screenData.priceNum]
        .sort((a, b) => a - b)
        .map((bucket) => priceRangeOf(bucket, currency))
        .filter((range) => range !== null),
    },
    sort: search.sort,
    pageIndex: Math.max(1, Math.floor(page) || 1),
    pageSize: HOTEL_PAGE_SIZE,
  };
}

const roomsOf = (search: Pick<HotelSearch, 'rooms'>) =>
  search.rooms.map((room) => ({ adultNum: room.adultNum, childNum: room.childNum, childAges: [...room.childAges] }));

/** The room-list call's body: the stay and the party of the search. */
export const toRoomsRequest = (search: Pick<HotelSearch, 'date' | 'rooms'>): HotelRoomsRequest => ({
  date: [search.date[0], search.date[1]],
  rooms: roomsOf(search),
});

/** Number of active filters (stars and price buckets), for the filter button's badge. */
export const activeFilterCount = (search: HotelSearch) =>
  search.screenData.stars.length + search.screenData.priceNum.length;
