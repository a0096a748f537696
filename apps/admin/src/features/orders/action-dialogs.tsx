import type { DeskOrderDetail } from '@storefront/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextArea, TextField } from '../../components/ui/field';
import { amountText, formatMoney, parseAmount } from '../../lib/format';
import { useOrderAction, type OrderAction } from './order-queries';

type Props = { order: DeskOrderDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** The frame of every action: its form, the server's refusal shown inside, closed and toasted on success. */
function ActionForm({
  order,
  action,
  done,
  onOpenChange,
  body,
  submitLabel,
  danger,
  children,
}: {
  order: DeskOrderDetail;
  action: OrderAction;
  done: string;
  onOpenChange: (open: boolean) => void;
  body: () => object | string;
  submitLabel: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const run = useOrderAction(order.ocode, action);
  const [error, setError] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = body();
    if (typeof payload === 'string') return setError(payload);
    setError('');
    try {
      await run.mutateAsync(payload);
      toast.success(done);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The action failed');
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {children}
      {error ? (
        <p role="alert" className="rounded bg-red-50 p-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button onClick={() => onOpenChange(false)}>Cancel</Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={run.isPending}>
          {run.isPending ? 'Working…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function ConfirmOrderDialog({ order, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm this order"
      description="The customer gets the confirmation mail."
    >
      <ActionForm
        order={order}
        action="confirm"
        done="Order confirmed"
        onOpenChange={onOpenChange}
        body={() => ({})}
        submitLabel="Confirm order"
      />
    </Dialog>
  );
}

export function ResendDialog({ order, open, onOpenChange }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Resend the confirmation"
      description={`To ${order.contact.email || 'the contact'}.`}
    >
      <ActionForm
        order={order}
        action="resend-confirmation"
        done="Confirmation sent again"
        onOpenChange={onOpenChange}
        body={() => ({})}
        submitLabel="Resend"
      />
    </Dialog>
  );
}

export function RejectDialog({ order, open, onOpenChange }: Props) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject this order"
      description="The customer is refunded in full and told your reason."
    >
      <ActionForm
        order={order}
        action="reject"
        done="Order rejected and refunded"
        onOpenChange={onOpenChange}
        body={() => (reason.trim() ? { reason: reason.trim() } : 'Give a reason')}
        submitLabel="Reject and refund"
        danger
      >
        <TextArea
          label="Reason (sent to the customer)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={300}
          required
        />
      </ActionForm>
    </Dialog>
  );
}

/** What was paid and refunded, so the amount typed can be judged. */
function PaidSummary({ order }: { order: DeskOrderDetail }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 rounded bg-slate-50 p-2 text-sm">
      <dt>Paid</dt>
      <dd className="text-right">{formatMoney(order.paidAmount, order.currency)}</dd>
      <dt>Refunded so far</dt>
      <dd className="text-right">{formatMoney(order.refundedAmount, order.currency)}</dd>
      {order.refundable > 0 ? (
        <>
          <dt className="font-semibold">Still refundable</dt>
          <dd className="text-right font-semibold">{formatMoney(order.refundable, order.currency)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function AmountDialog({ order, open, onOpenChange, kind }: Props & { kind: 'refund' | 'supplement' }) {
  const refund = kind === 'refund';
  const [amount, setAmount] = useState(refund ? amountText(order.refundable, order.currency) : '');
  const [reason, setReason] = useState('');
  const body = () => {
    const minor = parseAmount(amount, order.currency);
    if (minor === null) return `Type an amount in ${order.currency}, e.g. 25.00`;
    if (refund && minor > order.refundable)
      return `At most ${formatMoney(order.refundable, order.currency)} can be refunded`;
    if (!reason.trim()) return 'Give a reason';
    return { amount: minor, reason: reason.trim() };
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={refund ? 'Refund' : 'Ask for a supplementary payment'}
      description={
        refund
          ? 'Full or partial; the money goes back through the payment provider.'
          : 'The customer gets a mail with a link to pay it.'
      }
    >
      <ActionForm
        order={order}
        action={kind}
        done={refund ? 'Refund started' : 'Supplement asked'}
        onOpenChange={onOpenChange}
        body={body}
        submitLabel={refund ? 'Refund' : 'Ask for payment'}
        danger={refund}
      >
        {refund ? <PaidSummary order={order} /> : null}
        <TextField
          label={`Amount (${order.currency})`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
        />
        <TextArea
          label="Reason (the customer sees it)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={300}
          required
        />
      </ActionForm>
    </Dialog>
  );
}

export function DecideRefundDialog({ order, open, onOpenChange }: Props) {
  const [choice, setChoice] = useState<'full' | 'part' | 'refuse'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const body = () => {
    if (choice === 'refuse')
      return reason.trim() ? { decision: 'refuse', reason: reason.trim() } : 'Give the customer a reason';
    if (choice === 'full') return { decision: 'accept', ...(reason.trim() ? { reason: reason.trim() } : {}) };
    const minor = parseAmount(amount, order.currency);
    if (minor === null) return `Type an amount in ${order.currency}`;
    // The upper bound is the server's (it answers what may still be given back).
    return { decision: 'accept', amount: minor, ...(reason.trim() ? { reason: reason.trim() } : {}) };
  };
  const options = [
    [
      'full',
      order.refundable > 0 ? `Accept in full (${formatMoney(order.refundable, order.currency)})` : 'Accept in full',
    ],
    ['part', 'Accept in part'],
    ['refuse', 'Refuse'],
  ] as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Decide the refund request">
      <ActionForm
        order={order}
        action="refund-request"
        done="Refund request decided"
        onOpenChange={onOpenChange}
        body={body}
        submitLabel="Send decision"
      >
        <PaidSummary order={order} />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">Decision</legend>
          {options.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="decision"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {choice === 'part' ? (
          <TextField
            label={`Amount to refund (${order.currency})`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        ) : null}
        <TextArea
          label={choice === 'refuse' ? 'Reason (required, the customer sees it)' : 'Message to the customer (optional)'}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={300}
        />
      </ActionForm>
    </Dialog>
  );
}
