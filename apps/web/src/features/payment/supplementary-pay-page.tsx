import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { pageNavigation } from '../../app/page-navigation';
import { TabState } from '../../components/tab-state';
import { primaryButton } from '../../components/ui/button-class';
import { asCurrency, formatMoney } from '../../lib/price';
import { orderQueries, useCreatePayment } from '../orders';
import { OrderCard, PayFrame } from './pay-parts';

/** Pays an extra charge of an order (supmentpay/{orderid}/{payid}) through the server's default provider. */
export default function SupplementaryPayPage() {
  const { t } = useTranslation();
  const { orderid = '', payid = '' } = useParams();
  const order = useQuery(orderQueries.detail(orderid));
  const pay = useCreatePayment();
  const data = order.data;
  const supplement = data?.supplements.find((s) => s.payid === payid);
  const start = () =>
    pay.mutate(
      { ocode: orderid, payid },
      {
        onSuccess: (checkout) => pageNavigation.assign(checkout.redirectUrl),
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'pay' }),
      },
    );
  return (
    <PayFrame title={t('routes.supplementaryPay')}>
      {!data ? (
        <TabState query={order} />
      ) : (
        <>
          <OrderCard order={data} />
          {supplement && supplement.status === 'pending' ? (
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4">
              <div>
                <p className="text-sm text-slate-600">{t('payment.supplementReason', { reason: supplement.reason })}</p>
                <p className="text-2xl font-bold text-slate-900">
                  {formatMoney(supplement.amount, asCurrency(supplement.currency))}
                </p>
              </div>
              <button
                type="button"
                className={primaryButton}
                onClick={start}
                disabled={pay.isPending || pay.isSuccess}
                data-testid="pay-button"
              >
                {pay.isPending || pay.isSuccess
                  ? t('payment.redirecting')
                  : t('payment.payButton', {
                      amount: formatMoney(supplement.amount, asCurrency(supplement.currency)),
                    })}
              </button>
            </div>
          ) : (
            <p role="status" className="rounded-xl bg-seven p-4 text-slate-700">
              {t('payment.supplementNotPayable')}
            </p>
          )}
        </>
      )}
    </PayFrame>
  );
}
