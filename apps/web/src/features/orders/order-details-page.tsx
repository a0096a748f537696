import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { failureText } from '../../api/failure-text';
import { TabState } from '../../components/tab-state';
import { OrderActions } from './order-actions';
import { OrderComplaintSection } from './order-complaint-section';
import { OrderHistorySection } from './order-history-section';
import { OrderLinesSection } from './order-lines-section';
import { OrderPeopleSection } from './order-people-section';
import { orderQueries } from './order-queries';
import { OrderStatusCard } from './order-status-card';
import { OrderSupplementsSection } from './order-supplements-section';

/** One order: lines, amounts, travellers, contact, extra payments, history and what can be done now. */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const { ocode = '' } = useParams();
  const order = useQuery(orderQueries.detail(ocode));
  const data = order.data;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6" aria-labelledby="order-title">
      <h1 id="order-title" className="text-2xl font-semibold text-fourth sm:text-3xl">
        {t('routes.orderDetails')}
      </h1>
      <div className="mt-6 space-y-5">
        {!data ? (
          order.isError ? (
            <p role="alert" className="rounded-xl bg-seven p-4 text-slate-700">
              {failureText(order.error, t('order.notFound'))}
            </p>
          ) : (
            <TabState query={order} />
          )
        ) : (
          <>
            <OrderStatusCard order={data} />
            <OrderLinesSection order={data} />
            <OrderPeopleSection order={data} />
            {data.supplements.length > 0 && <OrderSupplementsSection order={data} />}
            <OrderHistorySection order={data} />
            <OrderComplaintSection ocode={ocode} />
            <OrderActions ocode={ocode} order={data} />
          </>
        )}
      </div>
    </section>
  );
}
