import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError, Loading, Page } from '../../components/ui/page';
import { StateBadge } from '../../components/ui/state-badge';
import { formatDateTime, formatMoney } from '../../lib/format';
import { OrderActions } from './order-actions';
import { HistorySection, MailSection, NotesSection } from './order-log-sections';
import { PaymentsSection } from './order-money-sections';
import { orderQueries } from './order-queries';
import { LinesSection, PeopleSection } from './order-sections';

export function OrderDetailPage() {
  const { ocode = '' } = useParams();
  const order = useQuery(orderQueries.detail(ocode));
  return (
    <Page
      title={`Order ${ocode}`}
      actions={
        <Link to="/orders" className="text-sm text-brand underline">
          All orders
        </Link>
      }
    >
      {order.isPending ? <Loading /> : null}
      {order.isError ? <LoadError error={order.error} /> : null}
      {order.data ? (
        <>
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <StateBadge state={order.data.status} />
            <span className="text-sm text-slate-700">Booked {formatDateTime(order.data.createdAt)}</span>
            <span className="text-sm font-semibold">{formatMoney(order.data.total, order.data.currency)}</span>
            <div className="w-full">
              <OrderActions order={order.data} />
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <LinesSection order={order.data} />
            <PeopleSection order={order.data} />
            <PaymentsSection order={order.data} />
            <HistorySection order={order.data} />
            <MailSection order={order.data} />
            <NotesSection order={order.data} />
          </div>
        </>
      ) : null}
    </Page>
  );
}
