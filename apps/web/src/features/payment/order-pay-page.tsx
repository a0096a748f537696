import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { failureText } from '../../api/failure-text';
import { useMerchant } from '../../api/merchant-queries';
import { notify } from '../../app/notify';
import { pageNavigation } from '../../app/page-navigation';
import { useLocale } from '../../app/use-locale';
import { TabState } from '../../components/tab-state';
import { primaryButton } from '../../components/ui/button-class';
import { formatDateTime } from '../../lib/date-format';
import { asCurrency, formatMoney } from '../../lib/price';
import { orderQueries, useCreatePayment } from '../orders';
import { OrderCard, PayFrame } from './pay-parts';

/** Pays an order through the server's default provider's hosted page (reduced header). */
export default function OrderPayPage() {
  const { t } = useTranslation();
  const { language } = useLocale();
  // The server lists its providers, its default first; a configuration cached before it did has none.
  const stripe = useMerchant()?.configure.paymentProviders?.[0] === 'stripe';
  const { orderid = '' } = useParams();
  const order = useQuery(orderQueries.detail(orderid));
  const pay = useCreatePayment();
  const data = order.data;
  const start = () =>
    pay.mutate(
      { ocode: orderid },
      {
        onSuccess: (checkout) => pageNavigation.assign(checkout.redirectUrl),
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'pay' }),
      },
    );
  return (
    <PayFrame title={t('routes.orderPay')}>
      {!data ? (
        <TabState query={order} />
      ) : (
        <>
          <OrderCard order={data} />
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4">
            <div>
              <p className="text-sm text-slate-600">{t('payment.amountDue')}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid="amount-due">
                {formatMoney(data.total, asCurrency(data.currency))}
              </p>
              {data.status === 'pending_payment' && (
                <p className="text-xs text-slate-600">
                  {t('order.expiresAt', { time: formatDateTime(data.expiresAt, language) })}
                </p>
              )}
            </div>
            {data.actions.pay ? (
              <div className="flex flex-col items-end gap-1">
                <button
                  type="button"
                  className={primaryButton}
                  onClick={start}
                  disabled={pay.isPending || pay.isSuccess}
                  data-testid="pay-button"
                >
                  {pay.isPending || pay.isSuccess
                    ? t('payment.redirecting')
                    : t('payment.payButton', { amount: formatMoney(data.total, asCurrency(data.currency)) })}
                </button>
                <p className="text-xs text-slate-600">{t(stripe ? 'payment.providerStripe' : 'payment.provider')}</p>
              </div>
            ) : (
              <p className="text-sm text-slate-700" role="status">
                {t('payment.notPayable', { status: t(`order.status.${data.status}`) })}
              </p>
            )}
          </div>
        </>
      )}
    </PayFrame>
  );
}
