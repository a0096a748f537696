import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_SEARCH,
  levelFromId,
  parseSearchState,
  searchStateToQuery,
  toListRequest,
  withFilters,
  type SearchState,
} from './search-params';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('parseSearchState', () => {
  it('reads every filter from the query string', () => {
    expect(
      parse(
        'keyword=悉尼&category=1&classification=109&location=au-nsw&tags=1,6&hotTopic=103&minPrice=100&maxPrice=500.5&date=2026-12-01&sort=priceAsc&page=3',
      ),
    ).toEqual({
      keyword: '悉尼',
      category: 1,
      classification: 109,
      location: 'au-nsw',
      tags: [1, 6],
      hotTopic: 103,
      minPrice: 100,
      maxPrice: 500.5,
      date: '2026-12-01',
      sort: 'priceAsc',
      page: 3,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ ...EMPTY_SEARCH, category: undefined, classification: undefined });
  });

  it('accepts the older "keywords" spelling of the home links', () => {
    expect(parse('keywords=kayak').keyword).toBe('kayak');
    expect(parse('keyword=a&keywords=b').keyword).toBe('a');
  });

  it('drops malformed values instead of failing', () => {
    const state = parse('category=x&tags=1,,abc,1,-2&minPrice=-5&date=tomorrow&sort=cheapest&page=0&location=<b>');
    expect(state).toMatchObject({ tags: [1], sort: 'recommended', page: 1 });
    expect(state.category).toBeUndefined();
    expect(state.minPrice).toBeUndefined();
    expect(state.date).toBeUndefined();
    expect(state.location).toBeUndefined();
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parse('minPrice=500&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 500 });
  });
});

describe('searchStateToQuery', () => {
  it('round-trips through the URL', () => {
    const state: SearchState = {
      keyword: 'Sydney Opera',
      category: 2,
      classification: 201,
      location: 'au-nsw-sydney',
      tags: [9],
      hotTopic: 116,
      minPrice: 50,
      maxPrice: 300,
      date: '2027-01-15',
      sort: 'sales',
      page: 2,
    };
    const query = new URLSearchParams(
      Object.entries(searchStateToQuery(state)).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(parseSearchState(query)).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(Object.values(searchStateToQuery(EMPTY_SEARCH)).filter(Boolean)).toEqual([]);
  });
});

describe('withFilters', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(withFilters({ ...EMPTY_SEARCH, page: 4 }, { tags: [2] })).toMatchObject({ tags: [2], page: 1 });
  });
});

describe('activeFilterCount', () => {
  it('counts filters, not keyword, sort or page', () => {
    expect(activeFilterCount({ ...EMPTY_SEARCH, keyword: 'x', sort: 'newest', page: 3 })).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_SEARCH,
        category: 1,
        classification: 101,
        tags: [1, 2],
        minPrice: 5,
        date: '2027-01-01',
      }),
    ).toBe(5);
  });
});

describe('toListRequest', () => {
  it('maps the state onto the listing call, prices in minor units', () => {
    expect(
      toListRequest(
        { ...EMPTY_SEARCH, keyword: '悉尼', category: 1, tags: [1], minPrice: 99.5, maxPrice: 300, page: 2 },
        { currency: 'CNY' },
      ),
    ).toEqual({
      pageIndex: 2,
      pageSize: 20,
      sort: 'recommended',
      keyword: '悉尼',
      categoryId: 1,
      tagIds: [1],
      minPrice: 9950,
      maxPrice: 30000,
    });
  });

  it('sends a location as country, state or city id', () => {
    const request = (location: string, levelOf?: () => 'country' | 'state' | 'city') =>
      toListRequest({ ...EMPTY_SEARCH, location }, { currency: 'AUD', levelOf });
    expect(request('au')).toMatchObject({ countryId: 'au' });
    expect(request('au-sa')).toMatchObject({ stateId: 'au-sa' });
    expect(request('au-nsw-sydney')).toMatchObject({ cityId: 'au-nsw-sydney' });
    expect(request('nz-x', () => 'city')).toMatchObject({ cityId: 'nz-x' });
  });
});

describe('levelFromId', () => {
  it('reads the level from the id shape', () => {
    expect(levelFromId('fj')).toBe('country');
    expect(levelFromId('fj-vitilevu')).toBe('state');
    expect(levelFromId('fj-vitilevu-nadi')).toBe('city');
  });
});
