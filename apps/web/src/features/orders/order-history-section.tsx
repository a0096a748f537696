import type { OrderDetail } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/** Each status the order went through, with when. */
export function OrderHistorySection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-slate-200 p-4 text-sm">
      <h2 className="font-semibold text-slate-900">{t('order.history')}</h2>
      <ol className="mt-2 space-y-1">
        {order.history.map((step, index) => (
          <li key={index} className="flex justify-between gap-3">
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
  );
}
