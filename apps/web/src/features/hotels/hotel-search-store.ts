import { useSyncExternalStore } from 'react';
import { HOTEL_SORTS, localIsoDate, type HotelSort } from '@storefront/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isServer, localStore, serverRendered } from '../../app/ssr-env';
import { storageKey } from '../../app/storage';
import { DEFAULT_ROOMS, freshRooms, type PartyRoom } from './party';
import { freshStay, type StayDates } from './stay';

/** A place of the location tree, as the search box shows it (spec §3 common location). */
export type CommonLocation = { id: string; title: string };

/** The hotel search (spec §3, kept locally). `priceNum` holds price-bucket numbers, see `PRICE_BUCKETS`. */
export type HotelSearch = {
  date: StayDates;
  /** Only this hotel (a hotel picked from the suggestions). */
  hotelId?: number;
  /** A destination picked from the suggestions: country, state or city id. */
  locationId?: string;
  /** What the box shows: typed words, or the title of the picked destination or hotel. */
  keywords: string;
  rooms: PartyRoom[];
  screenData: { stars: number[]; priceNum: number[] };
  sort: HotelSort;
  /** More location ids; a hotel in any of them matches. */
  nLocationIds: string[];
};

/** One recent search of the box (spec §3 `search_detail`), newest first. */
export type SearchDetail = { keywords: string; locationId?: string; hotelId?: number };

export const SEARCH_DETAIL_MAX = 6;
const SORT_VALUES: readonly number[] = Object.values(HOTEL_SORTS);

type Persisted = { search: HotelSearch; search_detail: SearchDetail[]; commonLocation: CommonLocation | null };

type HotelSearchState = Persisted & {
  /** Changes part of the search (filters, sort, dates, party). */
  setSearch: (patch: Partial<HotelSearch>) => void;
  /** A new place or words in the box: the old destination and hotel are replaced, and it is remembered. */
  setWhere: (where: SearchDetail, title?: string) => void;
};

/** The spec §4 defaults seen from `today`: default stay, 1 room for 2 adults, sort 1, no filters. */
export function defaultSearch(today: string, common: CommonLocation | null = null): HotelSearch {
  return {
    date: freshStay(undefined, today),
    keywords: common?.title ?? '',
    locationId: common?.id,
    rooms: DEFAULT_ROOMS.map((room) => ({ ...room, childAges: [...room.childAges] })),
    screenData: { stars: [], priceNum: [] },
    sort: HOTEL_SORTS.recommended,
    nLocationIds: [],
  };
}

const numbers = (value: unknown, keep: (n: number) => boolean): number[] =>
  Array.isArray(value) ? [...new Set(value.filter((n): n is number => typeof n === 'number' && keep(n)))] : [];

/**
 * A saved search made fit to search again (spec §4): a check-in before today resets the stay to
 * 7 days ahead; blank keywords fall back to the common location; a broken party or sort takes
 * the default (1 room, 2 adults, sort 1).
 */
export function freshSearch(
  saved: Partial<HotelSearch> | undefined,
  common: CommonLocation | null,
  today: string,
): HotelSearch {
  const base = defaultSearch(today, common);
  if (!saved) return base;
  const keywords = typeof saved.keywords === 'string' ? saved.keywords.trim() : '';
  const where: Pick<HotelSearch, 'keywords' | 'locationId' | 'hotelId'> = keywords
    ? {
        keywords,
        locationId: typeof saved.locationId === 'string' && saved.locationId ? saved.locationId : undefined,
        hotelId: typeof saved.hotelId === 'number' && saved.hotelId > 0 ? saved.hotelId : undefined,
      }
    : { keywords: base.keywords, locationId: base.locationId, hotelId: undefined };
  return {
    ...base,
    ...where,
    date: freshStay(saved.date, today),
    rooms: freshRooms(saved.rooms),
    screenData: {
      stars: numbers(saved.screenData?.stars, (n) => Number.isInteger(n) && n >= 1 && n <= 5),
      priceNum: numbers(saved.screenData?.priceNum, (n) => Number.isInteger(n) && n >= 0),
    },
    sort: SORT_VALUES.includes(saved.sort as number) ? (saved.sort as HotelSort) : base.sort,
    nLocationIds: Array.isArray(saved.nLocationIds)
      ? saved.nLocationIds.filter((id): id is string => typeof id === 'string')
      : [],
  };
}

/** Puts a search at the head of the recent ones, once. */
export function addSearchDetail(list: readonly SearchDetail[], entry: SearchDetail): SearchDetail[] {
  if (!entry.keywords.trim()) return [...list];
  const same = (other: SearchDetail) =>
    other.locationId === entry.locationId &&
    other.hotelId === entry.hotelId &&
    other.keywords.toLowerCase() === entry.keywords.toLowerCase();
  return [entry, ...list.filter((other) => !same(other))].slice(0, SEARCH_DETAIL_MAX);
}

const initialState = (today = localIsoDate()): Persisted => ({
  search: defaultSearch(today),
  search_detail: [],
  commonLocation: null,
});

export const HOTEL_SEARCH_STORAGE_NAME = 'hotel-search';

export const useHotelSearchStore = create<HotelSearchState>()(
  persist(
    (set) => ({
      ...initialState(),
      setSearch: (patch) => set((state) => ({ search: { ...state.search, ...patch } })),
      setWhere: (where, title) =>
        set((state) => ({
          search: {
            ...state.search,
            keywords: where.keywords,
            locationId: where.locationId,
            hotelId: where.hotelId,
          },
          search_detail: addSearchDetail(state.search_detail, where),
          commonLocation:
            where.locationId && !where.hotelId
              ? { id: where.locationId, title: title ?? where.keywords }
              : state.commonLocation,
        })),
    }),
    {
      name: storageKey(HOTEL_SEARCH_STORAGE_NAME),
      storage: createJSONStorage(localStore),
      // A server-rendered page hydrates with today's search, as the server rendered it; the saved one follows.
      skipHydration: isServer || serverRendered,
      version: 1,
      partialize: ({ search, search_detail, commonLocation }): Persisted => ({ search, search_detail, commonLocation }),
      // Every load checks the saved search against today (spec §4).
      merge: (saved, current) => {
        const persisted = (saved ?? {}) as Partial<Persisted>;
        const common =
          persisted.commonLocation && typeof persisted.commonLocation.id === 'string' ? persisted.commonLocation : null;
        return {
          ...current,
          commonLocation: common,
          search_detail: Array.isArray(persisted.search_detail) ? persisted.search_detail : [],
          search: freshSearch(persisted.search, common, localIsoDate()),
        };
      },
    },
  ),
);

/** The search as it should be used now: a stay that went stale while the page stayed open is renewed. */
export function currentHotelSearch(today = localIsoDate()): HotelSearch {
  const { search, commonLocation } = useHotelSearchStore.getState();
  const date = freshStay(search.date, today);
  if (date[0] === search.date[0] && date[1] === search.date[1]) return search;
  const renewed = freshSearch(search, commonLocation, today);
  useHotelSearchStore.setState({ search: renewed });
  return renewed;
}

/** Spec §4, on logout: the hotel search, its recent searches and the common location go back to the defaults. */
export function resetHotelSearch(today = localIsoDate()): void {
  useHotelSearchStore.setState(initialState(today));
}

const subscribeSearchRestored = (done: () => void) => useHotelSearchStore.persist.onFinishHydration(done);
const searchRestored = () => useHotelSearchStore.persist.hasHydrated();
const notOnServer = () => false;

/**
 * Whether the stay and party saved in this browser are in the store: false on the server and while
 * a server-rendered page hydrates (so the first render is the server's), true once they are restored
 * right after hydration (main.tsx), and at once on a page the browser rendered. Parts that follow the
 * visitor's local date and saved stay render only then.
 */
export const useHotelSearchRestored = () => useSyncExternalStore(subscribeSearchRestored, searchRestored, notOnServer);
