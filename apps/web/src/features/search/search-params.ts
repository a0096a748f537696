import { currencyInfo, type CurrencyCode, type ProductListRequest, type ProductSort } from '@storefront/contracts';

/** The listing's sorts (contracts' PRODUCT_SORTS, kept here so the page does not pull zod in). */
export const SORTS = [
  'recommended',
  'priceAsc',
  'priceDesc',
  'newest',
  'sales',
] as const satisfies readonly ProductSort[];

export const SEARCH_PAGE_SIZE = 20;

/** Everything the search page shows, as it lives in the URL (STYLE §2.11: filters and pages in the URL). */
export type SearchState = {
  keyword: string;
  /** Category group id. */
  category?: number;
  /** Subcategory id (the home's chips call it classification). */
  classification?: number;
  /** A country, state or city id of the location tree. */
  location?: string;
  tags: number[];
  hotTopic?: number;
  /** Whole units of the page's currency, as typed. */
  minPrice?: number;
  maxPrice?: number;
  /** A travel date with stock, YYYY-MM-DD. */
  date?: string;
  sort: ProductSort;
  page: number;
};

export const EMPTY_SEARCH: SearchState = { keyword: '', tags: [], sort: 'recommended', page: 1 };

export type LocationLevel = 'country' | 'state' | 'city';

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
};

const amount = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return undefined;
  return Number(value);
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the search state from a query string; anything malformed is dropped, never an error. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const keyword = (params.get('keyword') ?? params.get('keywords') ?? '').trim().slice(0, 100);
  const sort = params.get('sort');
  const location = params.get('location')?.trim();
  const date = params.get('date');
  const tags = [
    ...new Set(
      (params.get('tags') ?? '')
        .split(',')
        .map((tag) => positiveInt(tag))
        .filter((tag) => tag !== undefined),
    ),
  ].slice(0, 10);
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    keyword,
    category: positiveInt(params.get('category')),
    classification: positiveInt(params.get('classification')),
    location: location && /^[a-z0-9-]{1,80}$/i.test(location) ? location : undefined,
    tags,
    hotTopic: positiveInt(params.get('hotTopic')),
    minPrice,
    maxPrice,
    date: date && ISO_DATE.test(date) ? date : undefined,
    sort: SORTS.find((s) => s === sort) ?? 'recommended',
    page: Math.min(positiveInt(params.get('page')) ?? 1, 10_000),
  };
}

/** The query string of a state, leaving defaults out so URLs stay short and shareable. */
export function searchStateToQuery(state: SearchState): Record<string, string | undefined> {
  return {
    keyword: state.keyword || undefined,
    category: state.category?.toString(),
    classification: state.classification?.toString(),
    location: state.location,
    tags: state.tags.length > 0 ? state.tags.join(',') : undefined,
    hotTopic: state.hotTopic?.toString(),
    minPrice: state.minPrice?.toString(),
    maxPrice: state.maxPrice?.toString(),
    date: state.date,
    sort: state.sort === 'recommended' ? undefined : state.sort,
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

/** A filter change: the new values, back on page 1 (a page number belongs to one set of filters). */
export function withFilters(state: SearchState, patch: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...patch, page: 1 };
}

/** How many filters (not keyword, sort or page) are set: the badge on the phone's filter button. */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.category !== undefined || state.classification !== undefined ? 1 : 0) +
    (state.location ? 1 : 0) +
    state.tags.length +
    (state.hotTopic !== undefined ? 1 : 0) +
    (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0) +
    (state.date ? 1 : 0)
  );
}

/** A location id's level when the tree does not say: `au` country, `au-nsw` state, `au-nsw-sydney` city. */
export const levelFromId = (id: string): LocationLevel => {
  const parts = id.split('-').length;
  return parts <= 1 ? 'country' : parts === 2 ? 'state' : 'city';
};

/** The listing call's body for a state: prices go from whole units to minor units of the request currency. */
export function toListRequest(
  state: SearchState,
  options: { currency: CurrencyCode; pageSize?: number; levelOf?: (id: string) => LocationLevel | undefined },
): Partial<ProductListRequest> {
  const { currency, pageSize = SEARCH_PAGE_SIZE, levelOf } = options;
  const minorPerUnit = 10 ** currencyInfo(currency).minorDigits;
  const request: Partial<ProductListRequest> = { pageIndex: state.page, pageSize, sort: state.sort };
  if (state.keyword) request.keyword = state.keyword;
  if (state.category !== undefined) request.categoryId = state.category;
  if (state.classification !== undefined) request.subcategoryId = state.classification;
  if (state.location) {
    const level = levelOf?.(state.location) ?? levelFromId(state.location);
    request[level === 'country' ? 'countryId' : level === 'state' ? 'stateId' : 'cityId'] = state.location;
  }
  if (state.tags.length > 0) request.tagIds = state.tags;
  if (state.hotTopic !== undefined) request.hotTopicId = state.hotTopic;
  if (state.minPrice !== undefined) request.minPrice = Math.round(state.minPrice * minorPerUnit);
  if (state.maxPrice !== undefined) request.maxPrice = Math.round(state.maxPrice * minorPerUnit);
  if (state.date) request.date = state.date;
  return request;
}
