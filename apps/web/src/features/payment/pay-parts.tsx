import type { OrderDetail } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useLocale } from '../../app/use-locale';
import { formatTravelDates } from '../../lib/date-format';
import { orderDetailsLink } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';

/** The reduced-header page frame of the payment pages. */
export function PayFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6" aria-labelledby="pay-title">
      <h1 id="pay-title" className="text-2xl font-semibold text-fourth sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6 space-y-4">{children}</div>
    </section>
  );
}

/** An order's code, state and lines, as a compact card. */
export function OrderCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const currency = asCurrency(order.currency);
  return (
    <div className="rounded-2xl border border-slate-200 p-4" data-testid="order-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={orderDetailsLink(order.ocode)} className="font-semibold text-first hover:underline">
          {t('order.code', { ocode: order.ocode })}
        </Link>
        <span className="rounded-full bg-seven px-3 py-1 text-sm font-medium" data-testid="order-status">
          {t(`order.status.${order.status}`)}
        </span>
      </div>
      <ul className="mt-3 space-y-2 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{item.title}</span>
              <span className="block text-slate-600">
                {item.packageTitle} · {formatTravelDates(item.date, item.endDate, language)}
              </span>
            </span>
            <span className="shrink-0">{formatMoney(item.amount, currency)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
