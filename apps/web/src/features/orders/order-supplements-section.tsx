import type { OrderDetail } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { buildLink } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';

/** Extra payments of the order (a dearer new date): each paid, or a link to pay it. */
export function OrderSupplementsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-slate-200 p-4 text-sm">
      <h2 className="font-semibold text-slate-900">{t('order.supplements')}</h2>
      <ul className="mt-2 space-y-2">
        {order.supplements.map((s) => (
          <li key={s.payid} className="flex justify-between gap-3">
            <span>
              {s.reason} · {formatMoney(s.amount, asCurrency(s.currency))}
            </span>
            {s.status === 'pending' ? (
              <Link
                to={buildLink(`/supmentpay/${encodeURIComponent(order.ocode)}/${encodeURIComponent(s.payid)}`)}
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
  );
}
