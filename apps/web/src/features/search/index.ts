// The search box, filters and URL state the search page is built from; the home's hot searches
// and labels; the product page's browse record.
export { ActiveFilters } from './active-filters';
export { FilterPanel } from './filter-panel';
export { useLabels, usePlaces } from './filter-options';
export { SearchBox } from './search-box';
export {
  activeFilterCount,
  EMPTY_SEARCH,
  parseSearchState,
  SEARCH_PAGE_SIZE,
  searchStateToQuery,
  SORTS,
  toListRequest,
  withFilters,
  type SearchState,
} from './search-params';
export { recordBrowse, searchQueries, useRecordSearch } from './search-queries';
