import { HOTEL_LIMITS, localIsoDate, nightsBetween } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { useGlobalData } from '../../api/reference-queries';
import { useLocale } from '../../app/use-locale';
import { Pagination } from '../../components/pagination';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { SearchIcon } from '../../components/ui/icons';
import { formatStayRange } from '../../lib/date-format';
import { buildLink } from '../../lib/links';
import { pageCountOf } from '../../lib/page-window';
import { ApiProblem } from './api-problem';
import { HotelCard } from './hotel-card';
import { HotelFilters } from './hotel-filters';
import { SlidersIcon } from './hotel-icons';
import { hotelQueries } from './hotel-queries';
import { activeFilterCount, HOTEL_PAGE_SIZE, toSearchRequest } from './hotel-request';
import { HotelSearchBar } from './hotel-search-bar';
import { currentHotelSearch, useHotelSearchStore, type HotelSearch } from './hotel-search-store';
import { HotelSortSelect } from './hotel-sort';
import { placeTitle } from './places';
import { stayRangeProblem } from './stay';

function ResultSkeletons() {
  return (
    <ul className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-[15rem_1fr]">
          <div className="aspect-[4/3] animate-pulse rounded-xl bg-slate-100" />
          <div className="space-y-3">
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Hotel search (spec §2 `hotel`): the search kept locally (spec §3), results with filters, sort and pages. */
export default function HotelPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const search = useHotelSearchStore((s) => s.search);
  const setSearch = useHotelSearchStore((s) => s.setSearch);
  const global = useGlobalData();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // A stay that went stale since the store loaded (the tab stayed open overnight) is renewed.
  useEffect(() => void currentHotelSearch(), []);

  const stayProblem = stayRangeProblem(search.date[0], search.date[1], localIsoDate());
  const request = toSearchRequest(search, page, locale.currency);
  const results = useQuery({ ...hotelQueries.search(request, locale), enabled: stayProblem === null });
  const data = results.data;
  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total, HOTEL_PAGE_SIZE);
  const filterCount = activeFilterCount(search);
  const place = placeTitle(global.data?.locations, search.locationId) ?? (search.locationId ? search.keywords : '');
  const nights = nightsBetween(search.date[0], search.date[1]);

  /** Any change of the search starts again from page 1. */
  const toFirstPage = () => {
    if (params.has('page')) setParams({});
  };
  const change = (patch: Partial<HotelSearch>) => {
    setSearch(patch);
    toFirstPage();
  };
  const hrefOfPage = (target: number) => buildLink('/hotel', { query: { page: target > 1 ? target : undefined } });

  const filters = (
    <HotelFilters
      screenData={search.screenData}
      currency={locale.currency}
      onChange={(screenData) => change({ screenData })}
    />
  );

  const countText = data
    ? place
      ? t('hotels.resultCountIn', { count: total, place })
      : search.keywords && search.hotelId === undefined
        ? t('hotels.resultCountFor', { count: total, keyword: search.keywords })
        : t('hotels.resultCount', { count: total })
    : t('common.loading');

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-b from-third to-white px-4 pb-6 pt-8 sm:px-6" aria-labelledby="hotel-title">
        <div className="mx-auto max-w-6xl">
          <h1 id="hotel-title" className="text-2xl font-bold text-fourth sm:text-3xl">
            {t('routes.hotel')}
          </h1>
          <p className="mt-1 text-sm text-slate-700 sm:text-base">{t('hotels.intro')}</p>
          <div className="mt-5">
            <HotelSearchBar onSearch={toFirstPage} />
          </div>
        </div>
      </section>

      <div className="mx-auto mt-6 grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside aria-label={t('hotels.filters.title')} className="hidden lg:block">
          {filters}
        </aside>

        <section aria-labelledby="hotel-results-title" className="min-w-0">
          <h2 id="hotel-results-title" className="sr-only">
            {t('hotels.results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-base font-semibold text-slate-900" role="status" data-testid="hotel-result-count">
                {stayProblem ? '' : countText}
              </p>
              <p className="text-sm text-slate-600">
                {formatStayRange(search.date[0], search.date[1], locale.language)} ·{' '}
                {t('hotels.stay.nights', { count: nights })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => setFiltersOpen(true)}
                className="inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-900 hover:border-first lg:hidden"
                data-testid="open-filters"
              >
                <SlidersIcon className="size-4" />
                {t('hotels.filters.title')}
                {filterCount > 0 && (
                  <span className="rounded-full bg-first px-1.5 text-xs font-semibold text-white">{filterCount}</span>
                )}
              </button>
              <HotelSortSelect value={search.sort} onChange={(sort) => change({ sort })} />
            </div>
          </div>

          <div className="mt-4" aria-busy={results.isFetching}>
            {stayProblem ? (
              <ApiProblem
                title={t('hotels.errors.searchFailed')}
                error={null}
                reason={t(`hotels.stay.problems.${stayProblem}`, { nights: HOTEL_LIMITS.maxNights })}
              />
            ) : results.isError ? (
              <ApiProblem
                title={t('hotels.errors.searchFailed')}
                error={results.error}
                onRetry={() => void results.refetch()}
              />
            ) : data && data.list.length === 0 ? (
              <div
                className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-seven px-6 py-12 text-center"
                data-testid="hotel-empty"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-third text-fourth">
                  <SearchIcon />
                </span>
                <p className="mt-4 text-lg font-semibold text-slate-900">{t('hotels.empty.title')}</p>
                <p className="mt-1 max-w-prose text-sm text-slate-700">{t('hotels.empty.body')}</p>
                {filterCount > 0 && (
                  <button
                    type="button"
                    onClick={() => change({ screenData: { stars: [], priceNum: [] } })}
                    className="mt-5 inline-flex min-h-10 items-center rounded-full bg-first px-5 text-sm font-semibold text-white"
                  >
                    {t('hotels.filters.clear')}
                  </button>
                )}
              </div>
            ) : data ? (
              <ul className="grid gap-4" aria-label={t('hotels.results')} data-testid="hotel-results">
                {data.list.map((hotel, index) => (
                  <li key={hotel.id}>
                    <HotelCard hotel={hotel} rooms={search.rooms.length} eager={index < 2} />
                  </li>
                ))}
              </ul>
            ) : (
              <ResultSkeletons />
            )}
          </div>
          {data && !results.isError && !stayProblem && (
            <Pagination page={page} pageCount={pageCount} hrefOf={hrefOfPage} />
          )}
        </section>
      </div>

      <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
        <DialogContent width={420} closeLabel={t('common.close')} sheetOnPhone aria-describedby={undefined}>
          <DialogTitle className="mb-4 text-lg font-semibold text-slate-900">{t('hotels.filters.title')}</DialogTitle>
          {filtersOpen && filters}
          <button
            type="button"
            onClick={() => setFiltersOpen(false)}
            className="mt-6 h-11 w-full rounded-full bg-first text-sm font-semibold text-white"
          >
            {data ? t('hotels.showResults', { count: total }) : t('common.close')}
          </button>
        </DialogContent>
      </Dialog>
    </div>
  );
}
