import { localIsoDate, type OrderStatus, type OrderSummary } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link, type To, useLocation, useNavigate } from 'react-router';
import { useLocale } from '../../app/use-locale';
import { DateRangeField } from '../../components/date-range/date-range-field';
import { Pagination } from '../../components/pagination';
import { EmptyState, TabState } from '../../components/tab-state';
import { primaryButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { formatTravelDates } from '../../lib/date-format';
import { datesOfChoice, rangeChoiceOf, writeRangeChoice, type RangeChoice } from '../../lib/date-range';
import { homeLink, orderDetailsLink, orderPayLink } from '../../lib/links';
import { pageCountOf } from '../../lib/page-window';
import { asCurrency, formatMoney } from '../../lib/price';
import { ORDER_PAGE_SIZE, orderQueries } from '../orders';
import { TabHeading } from './tab-parts';

/** The state filters of the list: all, or one group of states. */
const FILTERS: { key: 'all' | OrderStatus; statuses?: OrderStatus[] }[] = [
  { key: 'all' },
  { key: 'pending_payment', statuses: ['pending_payment'] },
  { key: 'awaiting_confirmation', statuses: ['paid', 'awaiting_confirmation'] },
  { key: 'confirmed', statuses: ['confirmed'] },
  { key: 'completed', statuses: ['completed'] },
  { key: 'refund_requested', statuses: ['refund_requested', 'refunded'] },
  { key: 'cancelled', statuses: ['cancelled', 'expired'] },
];

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const currency = asCurrency(order.currency);
  const first = order.items[0];
  return (
    <li className="rounded-2xl border border-slate-200 p-4" data-testid="order-row" data-status={order.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm text-slate-600">{t('order.code', { ocode: order.ocode })}</span>
        <span className="rounded-full bg-seven px-3 py-1 text-sm font-medium">{t(`order.status.${order.status}`)}</span>
      </div>
      {first && (
        <p className="mt-2 font-semibold text-slate-900">
          {first.title}
          {order.items.length > 1 && <span className="font-normal text-slate-600"> +{order.items.length - 1}</span>}
        </p>
      )}
      {first && (
        <p className="text-sm text-slate-600">
          {first.packageTitle} · {formatTravelDates(first.date, first.endDate, language)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-bold text-slate-900">{formatMoney(order.total, currency)}</p>
        <div className="flex gap-2">
          {order.status === 'pending_payment' && (
            <Link to={orderPayLink(order.ocode, order.items.length > 1)} className={cn(primaryButton, 'h-9')}>
              {t('order.pay')}
            </Link>
          )}
          <Link
            to={orderDetailsLink(order.ocode)}
            className="inline-flex h-9 items-center rounded-full border border-first px-4 text-sm font-semibold text-first hover:bg-seven"
          >
            {t('order.view')}
          </Link>
        </div>
      </div>
    </li>
  );
}

/**
 * The member's orders: state filter, date-booked range (a shortcut or days picked by hand) and
 * paging, all in the URL (`?state=confirmed&within=90&page=2`, `?from=2026-11-02&to=2026-11-08`).
 */
export default function OrderTab() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter = FILTERS.find((f) => f.key === params.get('state')) ?? FILTERS[0]!;
  // Spec §5's date-range picker over the date each order was booked.
  const today = localIsoDate();
  const placedChoice = rangeChoiceOf(params, today);
  const orders = useQuery(orderQueries.page(page, filter.statuses, datesOfChoice(placedChoice, today)));
  const hrefOf = (state: string, nextPage: number, choice: RangeChoice = placedChoice): To => {
    const next = new URLSearchParams();
    if (state !== 'all') next.set('state', state);
    writeRangeChoice(next, choice);
    if (nextPage > 1) next.set('page', String(nextPage));
    const text = next.toString();
    return { pathname, search: text ? `?${text}` : '' };
  };
  const go = (state: string, nextPage: number, choice: RangeChoice = placedChoice) =>
    void navigate(hrefOf(state, nextPage, choice));
  const data = orders.data;
  return (
    <section aria-labelledby="account-tab-title" className="space-y-4">
      <TabHeading>{t('account.tabs.order')}</TabHeading>
      <div role="group" aria-label={t('order.filterLabel')} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            aria-pressed={filter.key === f.key}
            onClick={() => go(f.key, 1)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm',
              filter.key === f.key ? 'border-first bg-first text-white' : 'border-slate-300 hover:border-first',
            )}
          >
            {f.key === 'all' ? t('order.filterAll') : t(`order.status.${f.key}`)}
          </button>
        ))}
      </div>
      <DateRangeField
        label={t('order.placedLabel')}
        choice={placedChoice}
        onChange={(choice) => go(filter.key, 1, choice)}
      />
      {!data ? (
        <TabState query={orders} />
      ) : data.list.length === 0 ? (
        <EmptyState
          title={t('order.noOrders')}
          body={t('order.noOrdersBody')}
          action={
            <Link to={homeLink()} className={primaryButton}>
              {t('cart.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="space-y-3">
            {data.list.map((order) => (
              <OrderRow key={order.ocode} order={order} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(data.total, ORDER_PAGE_SIZE)}
            hrefOf={(p) => hrefOf(filter.key, p)}
          />
        </>
      )}
    </section>
  );
}
