import type { ProductCard, ProductListRequest, ProductSort } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { useProductList } from '../../api/catalog-queries';
import { ProductGrid } from '../../components/product-card';
import { SORTS } from '../search';
import { EmptyResults } from './empty-results';
import { pageCountOf } from '../../lib/page-window';
import { Pagination } from '../../components/pagination';
import { SortSelect } from './sort-select';

const PAGE_SIZE = 20;

type Props = {
  /** The fixed part of the listing call: `typeVariant: 'cruise'`, `stateId: 'au-sa'`… */
  base: Partial<ProductListRequest>;
  title: string;
  hrefOf?: (product: ProductCard) => string;
};

/** A fixed listing (cruises, a region) with sort and pages in the URL. */
export function ProductListing({ base, title, hrefOf }: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const sort: ProductSort = SORTS.find((s) => s === params.get('sort')) ?? 'recommended';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useProductList({ ...base, sort, pageIndex: page, pageSize: PAGE_SIZE });
  const total = list.data?.total ?? 0;

  const hrefOfPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <section aria-labelledby="listing-title" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="listing-title" className="text-xl font-semibold text-fourth sm:text-2xl">
            {title}
          </h2>
          {list.data && (
            <p className="mt-1 text-sm text-slate-700" role="status">
              {t('catalog.resultCount', { count: total })}
            </p>
          )}
        </div>
        <SortSelect
          value={sort}
          onChange={(next) => {
            const updated = new URLSearchParams(params);
            if (next === 'recommended') updated.delete('sort');
            else updated.set('sort', next);
            updated.delete('page');
            setParams(updated);
          }}
        />
      </div>
      <div className="mt-5">
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
          <EmptyResults title={t('catalog.emptyTitle')} body={t('catalog.emptyListing')} />
        ) : (
          <ProductGrid products={list.data?.list} loading={list.isFetching} hrefOf={hrefOf} label={title} />
        )}
      </div>
      <Pagination page={page} pageCount={pageCountOf(total, PAGE_SIZE)} hrefOf={hrefOfPage} />
    </section>
  );
}
