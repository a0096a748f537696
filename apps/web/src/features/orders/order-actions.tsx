import type { OrderDetail } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { orderPayLink } from '../../lib/links';
import { useOrderAction } from './order-queries';

type ActionKind = 'cancel' | 'refund';

/**
 * What can be done with the order now: cancel or ask for a refund (each confirmed first in the
 * app's dialog, not the browser's plain confirm()), or pay. Refund is offered only when the
 * server says the order allows one (`actions.refund`). `ocode` is the code the page was opened
 * with, under which a visitor's order token is kept.
 */
export function OrderActions({ ocode, order }: { ocode: string; order: OrderDetail }) {
  const { t } = useTranslation();
  const action = useOrderAction();
  const [asking, setAsking] = useState<ActionKind | null>(null);
  const run = (kind: ActionKind) => {
    action.mutate(
      { ocode, action: kind },
      {
        onSuccess: () => {
          setAsking(null);
          void notify('success', t(kind === 'cancel' ? 'order.cancelled' : 'order.refundRequested'), {
            subject: 'order-action',
          });
        },
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'order-action' }),
      },
    );
  };
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {order.actions.cancel && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setAsking('cancel')}
          disabled={action.isPending}
        >
          {t('order.cancel')}
        </button>
      )}
      {order.actions.refund && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setAsking('refund')}
          disabled={action.isPending}
        >
          {t('order.refund')}
        </button>
      )}
      {order.actions.pay && (
        <Link to={orderPayLink(order.ocode, order.items.length > 1)} className={primaryButton}>
          {t('order.pay')}
        </Link>
      )}
      <Dialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {asking && (
          <DialogContent width={440} closeLabel={t('common.close')} data-testid="order-action-dialog">
            <DialogTitle className="pr-10 text-lg font-semibold text-fourth">
              {t(asking === 'cancel' ? 'order.cancel' : 'order.refund')}
            </DialogTitle>
            <DialogDescription className="mt-2 text-sm text-slate-700">
              {t(asking === 'cancel' ? 'order.cancelConfirm' : 'order.refundConfirm')}
            </DialogDescription>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogClose className={secondaryButton}>{t('order.notNow')}</DialogClose>
              <button
                type="button"
                className={primaryButton}
                onClick={() => run(asking)}
                disabled={action.isPending}
                data-testid="order-action-confirm"
              >
                {t(asking === 'cancel' ? 'order.cancel' : 'order.refund')}
              </button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
