import {
  ORDER_LIMITS,
  PRICE_TYPES,
  localIsoDate,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
} from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { TabState } from '../../components/tab-state';
import { primaryButton, secondaryButton, textButton } from '../../components/ui/button-class';
import { buildLink, orderPayLink } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';
import { ChangeDateDialog } from './change-date-dialog';
import { dateChangeBlock } from './date-change';
import { orderQueries, useOrderAction } from './order-queries';

const isPriceType = (type: string): type is (typeof PRICE_TYPES)[number] =>
  (PRICE_TYPES as readonly string[]).includes(type);

/** States in which a paid order is still open: its lines may change date (spec §1 terms). */
const OPEN_PAID: readonly OrderStatus[] = ['paid', 'awaiting_confirmation', 'confirmed'];

/** One booked line: what, when, who, its amount, and its date change (once, ≥ 21 days ahead). */
function OrderItem({ order, item }: { order: OrderDetail; item: OrderLine }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const block = dateChangeBlock(item, localIsoDate());
  const open = OPEN_PAID.includes(order.status) && order.actions.changeDate;
  const who =
    item.kind === 'hotel'
      ? t('cart.rooms', { count: item.rooms.length })
      : Object.entries(item.quantities)
          .filter(([, n]) => n > 0)
          .map(([type, n]) => `${n} × ${isPriceType(type) ? t(`product.priceTypes.${type}`) : type}`)
          .join(', ');
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-3" data-testid="order-item">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{item.title}</p>
        <p className="text-slate-600">
          {item.packageTitle} ·{' '}
          <span data-testid="order-item-date">{item.endDate ? `${item.date} – ${item.endDate}` : item.date}</span>
        </p>
        <p className="text-slate-600">{who}</p>
        {item.originalDate && (
          <p className="text-slate-600">{t('order.dateChangedFrom', { date: item.originalDate })}</p>
        )}
        {open && block === null && (
          <>
            <button
              type="button"
              className={textButton}
              onClick={() => setChanging(true)}
              data-testid="change-date"
              aria-label={t('order.changeDateFor', { title: item.title })}
            >
              {t('order.changeDate')}
            </button>
            <ChangeDateDialog ocode={order.ocode} line={item} open={changing} onClose={() => setChanging(false)} />
          </>
        )}
        {OPEN_PAID.includes(order.status) && block === 'tooLate' && !item.originalDate && (
          <p className="text-xs text-slate-600">
            {t('order.changeDateTooLate', { days: ORDER_LIMITS.dateChangeMinDays })}
          </p>
        )}
      </div>
      <span className="shrink-0 font-medium sm:text-right">{formatMoney(item.amount, asCurrency(order.currency))}</span>
    </li>
  );
}

/** One order: lines, amounts, travellers, contact, extra payments, history and what can be done now. */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const { ocode = '' } = useParams();
  const order = useQuery(orderQueries.detail(ocode));
  const action = useOrderAction();
  const data = order.data;
  const run = (kind: 'cancel' | 'refund') => {
    if (!window.confirm(t(kind === 'cancel' ? 'order.cancelConfirm' : 'order.refundConfirm'))) return;
    action.mutate(
      { ocode, action: kind },
      {
        onSuccess: () => void notify('success', t(kind === 'cancel' ? 'order.cancelled' : 'order.refundRequested')),
        onError: (error) => void notify('error', failureText(error, t('http.unknown'))),
      },
    );
  };
  const row = 'flex justify-between gap-3';
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
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4">
              <div>
                <p className="font-semibold text-slate-900">{t('order.code', { ocode: data.ocode })}</p>
                <p className="text-sm text-slate-600">
                  {t('order.createdAt', { date: new Date(data.createdAt).toLocaleString() })}
                  {data.guest && ` · ${t('order.guest')}`}
                </p>
                {data.status === 'pending_payment' && (
                  <p className="text-sm text-sixth">
                    {t('order.expiresAt', { time: new Date(data.expiresAt).toLocaleTimeString() })}
                  </p>
                )}
              </div>
              <span
                className="rounded-full bg-seven px-3 py-1 text-sm font-semibold"
                data-testid="order-status"
                data-status={data.status}
              >
                {t(`order.status.${data.status}`)}
              </span>
            </div>

            <section aria-labelledby="items-title" className="rounded-2xl border border-slate-200 p-4">
              <h2 id="items-title" className="font-semibold text-slate-900">
                {t('order.items')}
              </h2>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {data.items.map((item) => (
                  <OrderItem key={item.id} order={data} item={item} />
                ))}
              </ul>
              <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
                <div className={row}>
                  <dt>{t('order.subtotal')}</dt>
                  <dd>{formatMoney(data.subtotal, asCurrency(data.currency))}</dd>
                </div>
                {data.couponDiscount > 0 && (
                  <div className={row}>
                    <dt>
                      {t('order.couponDiscount')} {data.couponTitle}
                    </dt>
                    <dd>−{formatMoney(data.couponDiscount, asCurrency(data.currency))}</dd>
                  </div>
                )}
                {data.pointsDiscount > 0 && (
                  <div className={row}>
                    <dt>{t('order.pointsDiscount')}</dt>
                    <dd>−{formatMoney(data.pointsDiscount, asCurrency(data.currency))}</dd>
                  </div>
                )}
                <div className={`${row} text-base font-bold`}>
                  <dt>{t('order.total')}</dt>
                  <dd>{formatMoney(data.total, asCurrency(data.currency))}</dd>
                </div>
                <div className={row}>
                  <dt>{t('order.paidAmount')}</dt>
                  <dd>{formatMoney(data.paidAmount, asCurrency(data.currency))}</dd>
                </div>
              </dl>
            </section>

            <section aria-labelledby="people-title" className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-2xl border border-slate-200 p-4 text-sm">
                <h2 id="people-title" className="font-semibold text-slate-900">
                  {t('order.travellers')}
                </h2>
                <ul className="mt-2 space-y-1">
                  {data.travellers.map((traveller, index) => (
                    <li key={index}>
                      {traveller.lastName} {traveller.firstName} · {traveller.datebirth}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-2xl border border-slate-200 p-4 text-sm">
                <h2 className="font-semibold text-slate-900">{t('order.contact')}</h2>
                <p className="mt-2">
                  {data.contact.lastName} {data.contact.firstName}
                </p>
                <p>{data.contact.email}</p>
                {data.contact.phone && <p>{data.contact.phone}</p>}
              </div>
            </section>

            {data.supplements.length > 0 && (
              <section className="rounded-2xl border border-slate-200 p-4 text-sm">
                <h2 className="font-semibold text-slate-900">{t('order.supplements')}</h2>
                <ul className="mt-2 space-y-2">
                  {data.supplements.map((s) => (
                    <li key={s.payid} className={row}>
                      <span>
                        {s.reason} · {formatMoney(s.amount, asCurrency(s.currency))}
                      </span>
                      {s.status === 'pending' ? (
                        <Link
                          to={buildLink(`/supmentpay/${encodeURIComponent(data.ocode)}/${encodeURIComponent(s.payid)}`)}
                          className="font-semibold text-first hover:underline"
                        >
                          {t('order.paySupplement')}
                        </Link>
                      ) : (
                        <span>{t(`order.supplementStatus.${s.status}`)}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="rounded-2xl border border-slate-200 p-4 text-sm">
              <h2 className="font-semibold text-slate-900">{t('order.history')}</h2>
              <ol className="mt-2 space-y-1">
                {data.history.map((step, index) => (
                  <li key={index} className={row}>
                    <span>
                      {t(`order.status.${step.status}`)}
                      {step.note && ` — ${step.note}`}
                    </span>
                    <time dateTime={step.at} className="text-slate-600">
                      {new Date(step.at).toLocaleString()}
                    </time>
                  </li>
                ))}
              </ol>
            </section>

            <div className="flex flex-wrap justify-end gap-3">
              {data.actions.cancel && (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => run('cancel')}
                  disabled={action.isPending}
                >
                  {t('order.cancel')}
                </button>
              )}
              {data.actions.refund && (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => run('refund')}
                  disabled={action.isPending}
                >
                  {t('order.refund')}
                </button>
              )}
              {data.actions.pay && (
                <Link to={orderPayLink(data.ocode, data.items.length > 1)} className={primaryButton}>
                  {t('order.pay')}
                </Link>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
