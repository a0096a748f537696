import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logOut } from '../../app/session';
import { storageKey } from '../../app/storage';
import {
  addSearchDetail,
  currentHotelSearch,
  defaultSearch,
  freshSearch,
  HOTEL_SEARCH_STORAGE_NAME,
  resetHotelSearch,
  SEARCH_DETAIL_MAX,
  useHotelSearchStore,
} from './hotel-search-store';

const TODAY = '2026-11-21';
const SYDNEY = { id: 'au-nsw-sydney', title: 'Sydney' };

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetHotelSearch();
});

describe('defaultSearch (spec §4)', () => {
  it('is a stay 7 days ahead for 2 nights, 1 room for 2 adults, no children, sort 1', () => {
    expect(defaultSearch(TODAY)).toEqual({
      date: ['2026-11-28', '2026-11-30'],
      keywords: '',
      locationId: undefined,
      rooms: [{ adultNum: 2, childNum: 0, childAges: [] }],
      screenData: { stars: [], priceNum: [] },
      sort: 1,
      nLocationIds: [],
    });
  });

  it('searches the common location when there is one', () => {
    expect(defaultSearch(TODAY, SYDNEY)).toMatchObject({ keywords: 'Sydney', locationId: 'au-nsw-sydney' });
  });
});

describe('freshSearch (a saved search loaded again)', () => {
  const saved = {
    ...defaultSearch('2026-10-01'),
    date: ['2026-11-01', '2026-11-04'] as const,
    keywords: 'Queenstown',
    locationId: 'nz-otago-queenstown',
    rooms: [{ adultNum: 1, childNum: 1, childAges: [5] }],
    screenData: { stars: [4], priceNum: [1] },
    sort: 3 as const,
  };

  it('resets a stale check-in to 7 days ahead and check-out 2 days later, keeping the rest', () => {
    expect(freshSearch(saved, null, TODAY)).toEqual({
      ...saved,
      date: ['2026-11-28', '2026-11-30'],
      hotelId: undefined,
      nLocationIds: [],
    });
  });

  it('keeps dates that are still ahead', () => {
    expect(freshSearch({ ...saved, date: ['2026-12-10', '2026-12-12'] }, null, TODAY).date).toEqual([
      '2026-12-10',
      '2026-12-12',
    ]);
  });

  it('falls back to the common location when the keywords are blank', () => {
    const search = freshSearch({ ...saved, keywords: '  ', locationId: 'au-qld' }, SYDNEY, TODAY);
    expect(search.keywords).toBe('Sydney');
    expect(search.locationId).toBe('au-nsw-sydney');
    expect(freshSearch({ ...saved, keywords: '' }, null, TODAY)).toMatchObject({ keywords: '', locationId: undefined });
  });

  it('repairs a broken party, sort and filters', () => {
    const search = freshSearch(
      {
        ...saved,
        rooms: [{ adultNum: 2, childNum: 1, childAges: [] }],
        sort: 9 as never,
        screenData: { stars: [4, 4, 7], priceNum: [-1, 2] },
      },
      null,
      TODAY,
    );
    expect(search.rooms).toEqual([{ adultNum: 2, childNum: 0, childAges: [] }]);
    expect(search.sort).toBe(1);
    expect(search.screenData).toEqual({ stars: [4], priceNum: [2] });
  });
});

describe('the persisted store', () => {
  it('keeps the search under the merchant-prefixed key and checks it on load', async () => {
    localStorage.setItem(
      storageKey(HOTEL_SEARCH_STORAGE_NAME),
      JSON.stringify({
        state: {
          search: { ...defaultSearch('2020-01-01'), keywords: '' },
          search_detail: [{ keywords: 'Sydney', locationId: 'au-nsw-sydney' }],
          commonLocation: SYDNEY,
        },
        version: 1,
      }),
    );
    await useHotelSearchStore.persist.rehydrate();
    const { search, search_detail } = useHotelSearchStore.getState();
    expect(search.date[0] > '2020-01-03').toBe(true);
    expect(search.keywords).toBe('Sydney');
    expect(search.locationId).toBe('au-nsw-sydney');
    expect(search_detail).toHaveLength(1);
    expect(storageKey(HOTEL_SEARCH_STORAGE_NAME)).toMatch(/_hotel-search$/);
  });

  it('remembers a picked destination as the common location and a recent search', () => {
    useHotelSearchStore.getState().setWhere({ keywords: 'Sydney', locationId: 'au-nsw-sydney' }, 'Sydney');
    const state = useHotelSearchStore.getState();
    expect(state.commonLocation).toEqual(SYDNEY);
    expect(state.search).toMatchObject({ keywords: 'Sydney', locationId: 'au-nsw-sydney', hotelId: undefined });
    expect(state.search_detail[0]).toEqual({ keywords: 'Sydney', locationId: 'au-nsw-sydney' });
    useHotelSearchStore.getState().setWhere({ keywords: 'spa' });
    expect(useHotelSearchStore.getState().search.locationId).toBeUndefined();
    expect(useHotelSearchStore.getState().commonLocation).toEqual(SYDNEY);
  });

  it('renews a stay that went stale while the page stayed open', () => {
    useHotelSearchStore.getState().setSearch({ date: ['2026-11-22', '2026-11-24'] });
    expect(currentHotelSearch('2026-11-23').date).toEqual(['2026-11-30', '2026-12-01']);
    expect(useHotelSearchStore.getState().search.date).toEqual(['2026-11-30', '2026-12-01']);
  });
});

describe('addSearchDetail', () => {
  it('puts the newest first, once, and keeps a few', () => {
    let list = addSearchDetail([], { keywords: 'Sydney', locationId: 'au-nsw-sydney' });
    list = addSearchDetail(list, { keywords: 'spa' });
    list = addSearchDetail(list, { keywords: 'SYDNEY', locationId: 'au-nsw-sydney' });
    expect(list).toEqual([{ keywords: 'SYDNEY', locationId: 'au-nsw-sydney' }, { keywords: 'spa' }]);
    for (let i = 0; i < 10; i += 1) list = addSearchDetail(list, { keywords: `word ${i}` });
    expect(list).toHaveLength(SEARCH_DETAIL_MAX);
    expect(addSearchDetail(list, { keywords: ' ' })).toEqual(list);
  });
});

describe('resetHotelSearch (spec §4, on logout)', () => {
  it('puts the search, its recent searches and the common location back to the defaults', () => {
    const store = useHotelSearchStore.getState();
    store.setWhere({ keywords: 'Sydney', locationId: 'au-nsw-sydney' }, 'Sydney');
    store.setSearch({ sort: 4, screenData: { stars: [5], priceNum: [3] } });
    resetHotelSearch(TODAY);
    expect(useHotelSearchStore.getState()).toMatchObject({
      search: defaultSearch(TODAY),
      search_detail: [],
      commonLocation: null,
    });
  });

  it('runs when the member logs out', async () => {
    useHotelSearchStore
      .getState()
      .setWhere({ keywords: 'Queenstown', locationId: 'nz-otago-queenstown' }, 'Queenstown');
    await logOut(new QueryClient());
    const state = useHotelSearchStore.getState();
    expect(state.search.keywords).toBe('');
    expect(state.commonLocation).toBeNull();
    expect(state.search_detail).toEqual([]);
  });
});
