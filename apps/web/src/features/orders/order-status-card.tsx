import type { OrderDetail } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { formatDateTime } from '../../lib/date-format';

/** The order's code, when it was placed, its status, and until when a pending one can be paid. */
export function OrderStatusCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 p-4">
      <div>
        <p className="font-semibold text-slate-900">{t('order.code', { ocode: order.ocode })}</p>
        <p className="text-sm text-slate-600">
          {t('order.createdAt', { date: formatDateTime(order.createdAt, language) })}
          {order.guest && ` · ${t('order.guest')}`}
        </p>
        {order.status === 'pending_payment' && (
          <p className="text-sm text-sixth">
            {t('order.expiresAt', { time: formatDateTime(order.expiresAt, language) })}
          </p>
        )}
      </div>
      <span
        className="rounded-full bg-seven px-3 py-1 text-sm font-semibold"
        data-testid="order-status"
        data-status={order.status}
      >
        {t(`order.status.${order.status}`)}
      </span>
    </div>
  );
}
