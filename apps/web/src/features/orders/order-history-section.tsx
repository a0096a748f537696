import type { OrderDetail } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { formatDateTime } from '../../lib/date-format';

/** Each status the order went through, with when. */
export function OrderHistorySection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { language } = useLocale();
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
              {formatDateTime(step.at, language)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
