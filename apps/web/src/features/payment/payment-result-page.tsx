import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { failureText } from '../../api/failure-text';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { accountLink, buildLink, orderDetailsLink, orderPayLink } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';
import { orderQueries } from '../orders';
import { PayFrame } from './pay-parts';

const POLL_MS = 1500;
/** Stop polling after this long and say the confirmation has not arrived yet. */
const POLL_LIMIT_MS = 90_000;

/** The provider's return page: polls the payment until its notification arrived, then shows the real state. */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  const { merchant_trade_number: mtn = '', token = '' } = useParams();
  const loggedIn = useUserStore(selectLoggedIn);
  const [startedAt] = useState(() => Date.now());
  const status = useQuery({
    ...orderQueries.paymentStatus(mtn, token),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - startedAt < POLL_LIMIT_MS ? POLL_MS : false,
  });
  const data = status.data;
  const links = data && (
    <div className="flex flex-wrap gap-3">
      <Link to={orderDetailsLink(data.ocode)} className={primaryButton} data-testid="view-order">
        {t('payment.viewOrder')}
      </Link>
      {loggedIn && (
        <Link to={accountLink('order')} className={secondaryButton}>
          {t('payment.myOrders')}
        </Link>
      )}
    </div>
  );
  let body;
  if (status.isError) {
    body = (
      <p role="alert" className="rounded-xl bg-seven p-4 text-slate-700">
        {failureText(status.error, t('payment.failed'))}
      </p>
    );
  } else if (!data || (data.status === 'pending' && Date.now() - startedAt < POLL_LIMIT_MS)) {
    body = (
      <p
        role="status"
        className="flex items-center gap-3 rounded-xl bg-seven p-4 text-slate-700"
        data-testid="payment-checking"
      >
        <span
          className="size-5 animate-spin rounded-full border-2 border-first border-t-transparent"
          aria-hidden="true"
        />
        {t('payment.checking')}
      </p>
    );
  } else {
    const heading =
      data.status === 'succeeded'
        ? t('payment.succeeded')
        : data.status === 'refunded'
          ? t('payment.refundedTitle')
          : data.status === 'cancelled'
            ? t('payment.cancelledTitle')
            : t('payment.stillPending');
    const text =
      data.status === 'succeeded'
        ? t('payment.succeededBody', { status: t(`order.status.${data.orderStatus}`) })
        : data.status === 'refunded'
          ? t('payment.refundedBody')
          : data.status === 'cancelled'
            ? t('payment.cancelledBody')
            : '';
    const payAgain =
      data.status === 'cancelled' && data.orderStatus === 'pending_payment'
        ? data.kind === 'supplement' && data.payid
          ? buildLink(`/supmentpay/${encodeURIComponent(data.ocode)}/${encodeURIComponent(data.payid)}`)
          : orderPayLink(data.ocode, false)
        : null;
    body = (
      <div
        className="rounded-2xl border border-slate-200 p-6"
        data-testid="payment-result"
        data-status={data.status}
        data-order-status={data.orderStatus}
      >
        <p
          className={
            data.status === 'succeeded' ? 'text-xl font-semibold text-first' : 'text-xl font-semibold text-slate-900'
          }
        >
          {heading}
        </p>
        {text && <p className="mt-2 text-slate-700">{text}</p>}
        <p className="mt-2 text-sm text-slate-600">
          {t('order.code', { ocode: data.ocode })} · {formatMoney(data.amount, asCurrency(data.currency))}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          {payAgain && (
            <Link to={payAgain} className={secondaryButton}>
              {t('payment.payAgain')}
            </Link>
          )}
          {links}
        </div>
      </div>
    );
  }
  return <PayFrame title={t('routes.successful')}>{body}</PayFrame>;
}
