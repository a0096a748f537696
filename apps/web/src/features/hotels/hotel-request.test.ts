import { describe, expect, it } from 'vitest';
import { activeFilterCount, HOTEL_PAGE_SIZE, priceRangeOf, toRoomsRequest, toSearchRequest } from './hotel-request';
import { defaultSearch, type HotelSearch } from './hotel-search-store';

const base = (patch: Partial<HotelSearch> = {}): HotelSearch => ({
  ...defaultSearch('2026-11-21'),
  date: ['2026-12-01', '2026-12-03'],
  ...patch,
});

describe('toSearchRequest (store → POST /hotelproduct/search)', () => {
  it('maps the defaults: the stay, one room for two adults, sort 1, first page', () => {
    expect(toSearchRequest(base(), 1, 'AUD')).toEqual({
      date: ['2026-12-01', '2026-12-03'],
      rooms: [{ adultNum: 2, childNum: 0, childAges: [] }],
      screenData: { stars: [], priceNum: [] },
      sort: 1,
      pageIndex: 1,
      pageSize: HOTEL_PAGE_SIZE,
    });
  });

  it('sends a picked destination by id, without its title as keywords', () => {
    const request = toSearchRequest(base({ keywords: 'Sydney', locationId: 'au-nsw-sydney' }), 1, 'AUD');
    expect(request.locationId).toBe('au-nsw-sydney');
    expect(request).not.toHaveProperty('keywords');
  });

  it('sends a picked hotel by id, and typed words as trimmed keywords', () => {
    expect(toSearchRequest(base({ keywords: 'Harbourside', hotelId: 1 }), 1, 'AUD')).toMatchObject({ hotelId: 1 });
    const typed = toSearchRequest(base({ keywords: '  harbour view ' }), 3, 'AUD');
    expect(typed.keywords).toBe('harbour view');
    expect(typed.pageIndex).toBe(3);
    expect(typed).not.toHaveProperty('locationId');
  });

  it('passes rooms with child ages, stars high to low and extra location ids', () => {
    const request = toSearchRequest(
      base({
        rooms: [
          { adultNum: 2, childNum: 0, childAges: [] },
          { adultNum: 1, childNum: 1, childAges: [5] },
        ],
        screenData: { stars: [3, 5], priceNum: [] },
        sort: 2,
        nLocationIds: ['au-qld'],
      }),
      0,
      'AUD',
    );
    expect(request.rooms).toEqual([
      { adultNum: 2, childNum: 0, childAges: [] },
      { adultNum: 1, childNum: 1, childAges: [5] },
    ]);
    expect(request.screenData.stars).toEqual([5, 3]);
    expect(request.sort).toBe(2);
    expect(request.nLocationIds).toEqual(['au-qld']);
    expect(request.pageIndex).toBe(1);
  });

  it('turns price buckets into ranges in minor units of the request currency', () => {
    const search = base({ screenData: { stars: [], priceNum: [3, 0] } });
    expect(toSearchRequest(search, 1, 'AUD').screenData.priceNum).toEqual([{ min: 0, max: 14999 }, { min: 40000 }]);
    expect(toSearchRequest(search, 1, 'KRW').screenData.priceNum).toEqual([
      { min: 0, max: 13_999_999 },
      { min: 38_000_000 },
    ]);
  });
});

describe('price buckets', () => {
  it('join without gaps or overlaps', () => {
    for (const currency of ['AUD', 'CNY', 'NZD', 'SGD', 'USD', 'TWD', 'KRW', 'MYR', 'IDR'] as const) {
      const ranges = [0, 1, 2, 3].map((bucket) => priceRangeOf(bucket, currency)!);
      expect(ranges[0]!.min).toBe(0);
      for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]!.min).toBe(ranges[i - 1]!.max! + 1);
      expect(ranges[3]!.max).toBeUndefined();
    }
    expect(priceRangeOf(4, 'AUD')).toBeNull();
    expect(priceRangeOf(-1, 'AUD')).toBeNull();
  });

  it('count as active filters with the stars', () => {
    expect(activeFilterCount(base({ screenData: { stars: [4, 5], priceNum: [1] } }))).toBe(3);
  });
});

describe('toRoomsRequest', () => {
  it('is the stay and the party', () => {
    expect(toRoomsRequest(base())).toEqual({
      date: ['2026-12-01', '2026-12-03'],
      rooms: [{ adultNum: 2, childNum: 0, childAges: [] }],
    });
  });
});
