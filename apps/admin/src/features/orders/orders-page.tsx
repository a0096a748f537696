import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { downloadFile } from '../../api/client';
import { Button } from '../../components/ui/button';
import { LoadError, Loading, Page } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { useUrlQuery } from '../../lib/use-url-query';
import { OrderCards } from './order-cards';
import { OrderFilters } from './order-filters';
import { filterQuery, orderQueries } from './order-queries';
import { OrdersTable, toSortParam, toSorting } from './orders-table';

export function OrdersPage() {
  const [params, patch] = useUrlQuery();
  const list = useQuery(orderQueries.list(filterQuery(params)));
  const page = Number(params.get('page') ?? '1') || 1;
  const setParam = (key: string, value: string) => patch({ [key]: value });

  async function exportCsv() {
    try {
      await downloadFile(
        `/orders.csv${filterQuery(params, false)}`,
        `orders-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  }

  return (
    <Page title="Orders" actions={<Button onClick={exportCsv}>Export CSV</Button>}>
      <OrderFilters />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} /> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
            No order matches these filters.
          </p>
        ) : (
          <>
            <div className="hidden md:block">
              <OrdersTable
                rows={list.data.items}
                sorting={toSorting(params.get('sort'))}
                onSortingChange={(sorting) => setParam('sort', toSortParam(sorting))}
              />
            </div>
            <div className="md:hidden">
              <OrderCards rows={list.data.items} />
            </div>
            <Pager
              page={page}
              size={list.data.size}
              total={list.data.total}
              onPage={(next) => setParam('page', String(next))}
            />
          </>
        )
      ) : null}
    </Page>
  );
}
