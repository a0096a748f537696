import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useProductList } from '../../api/catalog-queries';
import { useLocale } from '../../app/use-locale';
import { ProductGrid } from '../../components/product-card';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { SlidersIcon } from '../../components/ui/icons';
import { buildLink, productLink } from '../../lib/links';
import {
  activeFilterCount,
  ActiveFilters,
  EMPTY_SEARCH,
  FilterPanel,
  parseSearchState,
  SEARCH_PAGE_SIZE,
  SearchBox,
  searchQueries,
  type SearchState,
  searchStateToQuery,
  toListRequest,
  usePlaces,
  useRecordSearch,
  withFilters,
} from '../search';
import { EmptyResults } from './empty-results';
import { pageCountOf } from '../../lib/page-window';
import { Pagination } from '../../components/pagination';
import { SortSelect } from './sort-select';

const toParams = (state: SearchState) =>
  new URLSearchParams(
    Object.entries(searchStateToQuery(state)).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** Hot searches as links, for the empty state. */
function HotSearchLinks() {
  const locale = useLocale();
  const hot = useQuery(searchQueries.hot(locale));
  return (hot.data ?? []).slice(0, 6).map((word) => (
    <Link
      key={word}
      to={buildLink('/search', { query: { keyword: word } })}
      className="inline-flex min-h-9 items-center rounded-full border border-slate-200 bg-white px-3.5 text-sm text-slate-800 hover:border-first"
    >
      {word}
    </Link>
  ));
}

/** Search results (spec §2 `search`): keyword, filters, sort and page all live in the URL. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const locale = useLocale();
  const state = parseSearchState(params);
  const { index } = usePlaces();
  const request = toListRequest(state, { currency: locale.currency, levelOf: (id) => index.get(id)?.level });
  const list = useProductList(request);
  const recordSearch = useRecordSearch();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(state);
  const total = list.data?.total ?? 0;

  // Every keyword that reaches the results (typed here or on the home, a hot search, a banner) is history.
  useEffect(() => {
    if (state.keyword) recordSearch(state.keyword);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per keyword, not per render
  }, [state.keyword]);

  const go = (next: SearchState) => setParams(toParams(next));
  const filter = (patch: Partial<Omit<SearchState, 'page'>>) => go(withFilters(state, patch));
  const clearAll = () => go({ ...EMPTY_SEARCH, sort: state.sort });
  const hrefOfPage = (page: number) => buildLink('/search', { query: searchStateToQuery({ ...state, page }) });

  const panel = <FilterPanel state={state} onChange={filter} currency={locale.currency} />;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6">
      <h1 className="text-2xl font-bold text-fourth sm:text-3xl">{t('routes.search')}</h1>
      <div className="mt-4">
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => filter({ keyword })}
          onPickProduct={(code) => void navigate(productLink(code))}
          onPickDestination={(location) => filter({ keyword: '', location })}
        />
      </div>
      <div className="mt-4">
        <ActiveFilters
          state={state}
          currency={locale.currency}
          language={locale.language}
          onChange={filter}
          onClearAll={clearAll}
        />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside aria-label={t('search.filters.title')} className="hidden lg:block">
          {panel}
        </aside>

        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {t('search.results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" role="status" data-testid="result-count">
              {list.data
                ? state.keyword
                  ? t('search.resultCountFor', { count: total, keyword: state.keyword })
                  : t('catalog.resultCount', { count: total })
                : t('common.loading')}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-900 hover:border-first lg:hidden"
              >
                <SlidersIcon className="size-4" />
                {t('search.filters.title')}
                {filterCount > 0 && (
                  <span className="rounded-full bg-first px-1.5 text-xs font-semibold text-white">{filterCount}</span>
                )}
              </button>
              <SortSelect value={state.sort} onChange={(sort) => go({ ...state, sort, page: 1 })} />
            </div>
          </div>

          <div className="mt-4">
            {list.isError ? (
              <EmptyResults title={t('catalog.loadFailed')} body={t('catalog.loadFailedBody')}>
                <button
                  type="button"
                  onClick={() => void list.refetch()}
                  className="inline-flex h-10 items-center rounded-full bg-first px-5 text-sm font-semibold text-white"
                >
                  {t('common.retry')}
                </button>
              </EmptyResults>
            ) : list.data && total === 0 ? (
              <EmptyResults title={t('catalog.emptyTitle')} body={t('search.emptyBody')}>
                {(filterCount > 0 || state.keyword) && (
                  <button
                    type="button"
                    onClick={clearAll}
                    className="inline-flex min-h-9 items-center rounded-full bg-first px-4 text-sm font-semibold text-white"
                  >
                    {t('search.clearAll')}
                  </button>
                )}
                <HotSearchLinks />
              </EmptyResults>
            ) : (
              <ProductGrid
                products={list.data?.list}
                loading={list.isFetching}
                columns="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3"
                skeletons={6}
                label={t('search.results')}
                priorityFirst
              />
            )}
          </div>
          <Pagination page={state.page} pageCount={pageCountOf(total, SEARCH_PAGE_SIZE)} hrefOf={hrefOfPage} />
        </section>
      </div>

      <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
        <DialogContent width={480} closeLabel={t('common.close')} sheetOnPhone aria-describedby={undefined}>
          <DialogTitle className="mb-4 text-lg font-semibold text-slate-900">{t('search.filters.title')}</DialogTitle>
          {filtersOpen && panel}
          <button
            type="button"
            onClick={() => setFiltersOpen(false)}
            className="mt-4 h-11 w-full rounded-full bg-first text-sm font-semibold text-white"
          >
            {list.data ? t('search.showResults', { count: total }) : t('common.close')}
          </button>
        </DialogContent>
      </Dialog>
    </div>
  );
}
