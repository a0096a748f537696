import type { OrderDetail } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { formatCalendarDate } from '../../lib/date-format';

/** Who travels, and whom the merchant writes to. */
export function OrderPeopleSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <section aria-labelledby="people-title" className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 p-4 text-sm">
        <h2 id="people-title" className="font-semibold text-slate-900">
          {t('order.travellers')}
        </h2>
        <ul className="mt-2 space-y-1">
          {order.travellers.map((traveller, index) => (
            <li key={index}>
              {traveller.lastName} {traveller.firstName} · {formatCalendarDate(traveller.datebirth, language)}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 p-4 text-sm">
        <h2 className="font-semibold text-slate-900">{t('order.contact')}</h2>
        <p className="mt-2">
          {order.contact.lastName} {order.contact.firstName}
        </p>
        <p>{order.contact.email}</p>
        {order.contact.phone && <p>{order.contact.phone}</p>}
      </div>
    </section>
  );
}
