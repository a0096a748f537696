import type { DeskOrderDetail } from '@storefront/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { AmountDialog, ConfirmOrderDialog, DecideRefundDialog, RejectDialog, ResendDialog } from './action-dialogs';

type Open = 'confirm' | 'reject' | 'refund' | 'decide' | 'supplement' | 'resend' | null;

/** The actions the order's state allows (the server's `actions`), each opening its dialog. */
export function OrderActions({ order }: { order: DeskOrderDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const { actions } = order;
  const close = (value: boolean) => {
    if (!value) setOpen(null);
  };
  const any = Object.values(actions).some(Boolean);
  return (
    <div className="no-print flex flex-wrap gap-2" role="group" aria-label="Order actions">
      {actions.confirm ? (
        <Button variant="primary" onClick={() => setOpen('confirm')}>
          Confirm
        </Button>
      ) : null}
      {actions.reject ? (
        <Button variant="danger" onClick={() => setOpen('reject')}>
          Reject
        </Button>
      ) : null}
      {actions.decideRefund ? (
        <Button variant="primary" onClick={() => setOpen('decide')}>
          Decide refund request
        </Button>
      ) : null}
      {actions.refund ? <Button onClick={() => setOpen('refund')}>Refund</Button> : null}
      {actions.supplement ? <Button onClick={() => setOpen('supplement')}>Ask for supplement</Button> : null}
      {actions.resendConfirmation ? <Button onClick={() => setOpen('resend')}>Resend confirmation</Button> : null}
      {!any ? <p className="text-sm text-slate-700">No action is open in this state.</p> : null}
      {open === 'confirm' ? <ConfirmOrderDialog order={order} open onOpenChange={close} /> : null}
      {open === 'reject' ? <RejectDialog order={order} open onOpenChange={close} /> : null}
      {open === 'decide' ? <DecideRefundDialog order={order} open onOpenChange={close} /> : null}
      {open === 'refund' ? <AmountDialog kind="refund" order={order} open onOpenChange={close} /> : null}
      {open === 'supplement' ? <AmountDialog kind="supplement" order={order} open onOpenChange={close} /> : null}
      {open === 'resend' ? <ResendDialog order={order} open onOpenChange={close} /> : null}
    </div>
  );
}
