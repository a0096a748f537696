import type { OrderDetail } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { orderPayLink } from '../../lib/links';
import { useOrderAction } from './order-queries';

/**
 * What can be done with the order now: cancel or ask for a refund (each confirmed first), or pay.
 * `ocode` is the code the page was opened with, under which a visitor's order token is kept.
 */
export function OrderActions({ ocode, order }: { ocode: string; order: OrderDetail }) {
  const { t } = useTranslation();
  const action = useOrderAction();
  const run = (kind: 'cancel' | 'refund') => {
    if (!window.confirm(t(kind === 'cancel' ? 'order.cancelConfirm' : 'order.refundConfirm'))) return;
    action.mutate(
      { ocode, action: kind },
      {
        onSuccess: () => void notify('success', t(kind === 'cancel' ? 'order.cancelled' : 'order.refundRequested')),
        onError: (error) => void notify('error', failureText(error, t('http.unknown'))),
      },
    );
  };
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {order.actions.cancel && (
        <button type="button" className={secondaryButton} onClick={() => run('cancel')} disabled={action.isPending}>
          {t('order.cancel')}
        </button>
      )}
      {order.actions.refund && (
        <button type="button" className={secondaryButton} onClick={() => run('refund')} disabled={action.isPending}>
          {t('order.refund')}
        </button>
      )}
      {order.actions.pay && (
        <Link to={orderPayLink(order.ocode, order.items.length > 1)} className={primaryButton}>
          {t('order.pay')}
        </Link>
      )}
    </div>
  );
}
