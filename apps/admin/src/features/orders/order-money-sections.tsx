import type { DeskOrderDetail } from '@storefront/contracts';
import { Section } from '../../components/ui/page';
import { formatDateTime, formatMoney } from '../../lib/format';

export function PaymentsSection({ order }: { order: DeskOrderDetail }) {
  return (
    <Section title="Payments and supplements">
      {order.payments.length === 0 ? <p className="text-sm text-slate-700">No payment yet.</p> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {order.payments.map((payment) => (
          <li key={`${payment.kind}-${payment.merchantTradeNumber}`} className="rounded border border-slate-200 p-2">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">
                {payment.kind === 'order' ? 'Order payment' : 'Supplement'} · {payment.provider} · {payment.status}
              </span>
              <span className="font-semibold">{formatMoney(payment.amount, payment.currency)}</span>
            </div>
            <p className="text-xs text-slate-700">
              {payment.merchantTradeNumber} ·{' '}
              {payment.paidAt
                ? `paid ${formatDateTime(payment.paidAt)}`
                : `created ${formatDateTime(payment.createdAt)}`}
            </p>
            {payment.refunds.length ? (
              <ul className="mt-1 border-l-2 border-purple-300 pl-2 text-xs">
                {payment.refunds.map((refund, index) => (
                  <li key={index}>
                    Refund {formatMoney(refund.amount, payment.currency)} · {refund.status} ·{' '}
                    {formatDateTime(refund.createdAt)}
                    {refund.reason ? ` · ${refund.reason}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {order.supplements.length ? (
        <>
          <h3 className="mt-3 text-sm font-semibold">Supplements asked</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {order.supplements.map((supplement) => (
              <li key={supplement.payid} className="flex flex-wrap justify-between gap-2 rounded bg-slate-50 px-2 py-1">
                <span>
                  {supplement.reason} · <strong>{supplement.status}</strong> · {formatDateTime(supplement.createdAt)}
                </span>
                <span className="font-semibold">{formatMoney(supplement.amount, supplement.currency)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
