import {
  dateChangeBlock,
  ORDER_LIMITS,
  localIsoDate,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
} from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { textButton } from '../../components/ui/button-class';
import { formatTravelDates } from '../../lib/date-format';
import { asCurrency, formatMoney } from '../../lib/price';
import { ChangeDateDialog } from './change-date-dialog';
import { partyText, roomPartyTexts } from './order-party';

/** States in which a paid order is still open: its lines may change date (spec §1 terms). */
const OPEN_PAID: readonly OrderStatus[] = ['paid', 'awaiting_confirmation', 'confirmed'];

/** One booked line: what, when, who, its amount, and its date change (once, ≥ 21 days ahead). */
export function OrderItem({ order, item }: { order: OrderDetail; item: OrderLine }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [changing, setChanging] = useState(false);
  const block = dateChangeBlock(item, localIsoDate());
  const open = OPEN_PAID.includes(order.status) && order.actions.changeDate;
  const who = item.kind === 'hotel' ? t('cart.rooms', { count: item.rooms.length }) : partyText(t, item);
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-3" data-testid="order-item">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{item.title}</p>
        <p className="text-slate-600">
          {item.packageTitle} ·{' '}
          <span data-testid="order-item-date" data-date={item.date}>
            {formatTravelDates(item.date, item.endDate, language)}
          </span>
        </p>
        <p className="text-slate-600">{who}</p>
        {item.kind === 'hotel' && (
          <ul className="text-slate-600" aria-label={t('order.party.label')} data-testid="order-item-party">
            {roomPartyTexts(t, item.rooms).map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
        {item.originalDate && (
          <p className="text-slate-600">{t('order.dateChangedFrom', { date: item.originalDate })}</p>
        )}
        {open && block === null && (
          <>
            <button
              type="button"
              className={textButton}
              onClick={() => setChanging(true)}
              data-testid="change-date"
              aria-label={t('order.changeDateFor', { title: item.title })}
            >
              {t('order.changeDate')}
            </button>
            <ChangeDateDialog ocode={order.ocode} line={item} open={changing} onClose={() => setChanging(false)} />
          </>
        )}
        {OPEN_PAID.includes(order.status) && block === 'tooLate' && !item.originalDate && (
          <p className="text-xs text-slate-600">
            {t('order.changeDateTooLate', { days: ORDER_LIMITS.dateChangeMinDays })}
          </p>
        )}
      </div>
      <span className="shrink-0 font-medium sm:text-right">{formatMoney(item.amount, asCurrency(order.currency))}</span>
    </li>
  );
}
