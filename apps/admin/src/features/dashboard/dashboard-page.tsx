import type { Dashboard, DashboardPeriod } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminFetch } from '../../api/client';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { countOf, formatDate, formatMoney } from '../../lib/format';
import { DailyChart } from './daily-chart';

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

const revenueText = (revenue: DashboardPeriod['revenue']) =>
  revenue.length ? revenue.map((r) => formatMoney(r.amount, r.currency)).join(' · ') : '—';

function PeriodCard({ title, period }: { title: string; period: DashboardPeriod }) {
  return (
    <Section title={title}>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-700">Orders</dt>
          <dd className="text-2xl font-bold">{period.orders}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Paid</dt>
          <dd className="text-2xl font-bold">{period.paidOrders}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Conversion</dt>
          <dd className="text-2xl font-bold">{percent.format(period.conversion)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-slate-700">Paid revenue</dt>
          <dd className="text-base font-semibold">{revenueText(period.revenue)}</dd>
        </div>
      </dl>
    </Section>
  );
}

export function DashboardPage() {
  const dashboard = useQuery({
    queryKey: ['dashboard', 30],
    queryFn: ({ signal }) => adminFetch<Dashboard>('/dashboard?days=30', { signal }),
  });
  const data = dashboard.data;
  return (
    <Page title="Dashboard">
      {dashboard.isPending ? <Loading /> : null}
      {dashboard.isError ? <LoadError error={dashboard.error} /> : null}
      {data ? (
        <>
          <Link
            to="/queue"
            className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 hover:border-amber-500"
          >
            <span className="font-semibold">Awaiting action</span>
            <span>{data.awaiting.confirmation} to confirm</span>
            <span>{countOf(data.awaiting.refundRequests, 'refund request')}</span>
          </Link>
          <div className="grid gap-4 xl:grid-cols-2">
            <PeriodCard title="Today" period={data.today} />
            <PeriodCard
              title={`Last 30 days (${formatDate(data.from)} – ${formatDate(data.to)})`}
              period={data.period}
            />
          </div>
          <Section title="Orders per day">
            <DailyChart daily={data.daily} />
          </Section>
          <Section title="Top products">
            {data.topProducts.length === 0 ? (
              <p className="text-sm text-slate-700">No paid order in the period.</p>
            ) : null}
            <ol className="flex flex-col divide-y divide-slate-200 text-sm">
              {data.topProducts.map((product) => (
                <li key={product.productCode} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="font-medium">{product.title}</span>{' '}
                    <span className="font-mono text-xs text-slate-700">{product.productCode}</span>
                  </span>
                  <span className="whitespace-nowrap">
                    {product.orders} paid · {revenueText(product.revenue)}
                  </span>
                </li>
              ))}
            </ol>
          </Section>
        </>
      ) : null}
    </Page>
  );
}
