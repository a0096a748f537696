import type { OrderDetail } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { asCurrency, formatMoney } from '../../lib/price';
import { OrderItem } from './order-item';

/** The booked lines and the amounts: subtotal, discounts, total and what has been paid. */
export function OrderLinesSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="items-title" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="items-title" className="font-semibold text-slate-900">
        {t('order.items')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {order.items.map((item) => (
          <OrderItem key={item.id} order={order} item={item} />
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt>{t('order.subtotal')}</dt>
          <dd>{formatMoney(order.subtotal, asCurrency(order.currency))}</dd>
        </div>
        {order.couponDiscount > 0 && (
          <div className="flex justify-between gap-3">
            <dt>
              {t('order.couponDiscount')} {order.couponTitle}
            </dt>
            <dd>−{formatMoney(order.couponDiscount, asCurrency(order.currency))}</dd>
          </div>
        )}
        {order.pointsDiscount > 0 && (
          <div className="flex justify-between gap-3">
            <dt>{t('order.pointsDiscount')}</dt>
            <dd>−{formatMoney(order.pointsDiscount, asCurrency(order.currency))}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-base font-bold">
          <dt>{t('order.total')}</dt>
          <dd>{formatMoney(order.total, asCurrency(order.currency))}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t('order.paidAmount')}</dt>
          <dd>{formatMoney(order.paidAmount, asCurrency(order.currency))}</dd>
        </div>
      </dl>
    </section>
  );
}
