import type { DeskOrderDetail } from '@storefront/contracts';
import { Section } from '../../components/ui/page';
import { countOf, formatDate, formatMoney } from '../../lib/format';

const quantitiesText = (quantities: Record<string, number>) =>
  Object.entries(quantities)
    .filter(([, count]) => count > 0)
    .map(([type, count]) => `${count} ${type}`)
    .join(', ');

export function LinesSection({ order }: { order: DeskOrderDetail }) {
  return (
    <Section title="Lines">
      <ul className="flex flex-col divide-y divide-slate-200">
        {order.items.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{line.title}</p>
              <p className="text-slate-700">
                {line.packageTitle} · <span className="font-mono text-xs">{line.productCode}</span>
              </p>
              <p className="text-slate-700">
                {formatDate(line.date)}
                {line.endDate ? ` – ${formatDate(line.endDate)}` : ''}
                {line.originalDate ? ` (was ${formatDate(line.originalDate)})` : ''} ·{' '}
                {line.rooms.length ? countOf(line.rooms.length, 'room') : quantitiesText(line.quantities)}
              </p>
              {!line.instantConfirmation ? (
                <p className="text-xs text-amber-800">Needs the merchant’s confirmation</p>
              ) : null}
            </div>
            <span className="font-semibold whitespace-nowrap">{formatMoney(line.amount, order.currency)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-2 text-sm">
        <dt className="text-slate-700">Subtotal</dt>
        <dd className="text-right">{formatMoney(order.subtotal, order.currency)}</dd>
        {order.couponDiscount ? (
          <>
            <dt className="text-slate-700">Coupon {order.couponTitle}</dt>
            <dd className="text-right">−{formatMoney(order.couponDiscount, order.currency)}</dd>
          </>
        ) : null}
        {order.pointsDiscount ? (
          <>
            <dt className="text-slate-700">{order.pointsUsed} points</dt>
            <dd className="text-right">−{formatMoney(order.pointsDiscount, order.currency)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{formatMoney(order.total, order.currency)}</dd>
        <dt className="text-slate-700">Paid</dt>
        <dd className="text-right">{formatMoney(order.paidAmount, order.currency)}</dd>
        <dt className="text-slate-700">Refunded</dt>
        <dd className="text-right">{formatMoney(order.refundedAmount, order.currency)}</dd>
      </dl>
    </Section>
  );
}

export function PeopleSection({ order }: { order: DeskOrderDetail }) {
  const { contact } = order;
  return (
    <Section title="Contact and travellers">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">Contact</dt>
        <dd>
          {contact.lastName} {contact.firstName}{' '}
          {order.guest ? <span className="text-xs text-slate-600">(visitor)</span> : null}
        </dd>
        <dt className="text-slate-700">Email</dt>
        <dd className="break-all">
          {contact.email ? (
            <a className="text-brand underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt className="text-slate-700">Phone</dt>
        <dd>
          {contact.phone ? (
            <a
              className="text-brand underline"
              href={`tel:${contact.country ? `+${contact.country}` : ''}${contact.phone}`}
            >
              {contact.country ? `+${contact.country} ` : ''}
              {contact.phone}
            </a>
          ) : (
            '—'
          )}
        </dd>
        {order.remark ? (
          <>
            <dt className="text-slate-700">Remark</dt>
            <dd>{order.remark}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-3 text-sm font-semibold">Travellers ({order.travellers.length})</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {order.travellers.map((traveller, index) => (
          <li key={index} className="rounded bg-slate-50 px-2 py-1">
            <span className="font-medium">
              {traveller.lastName} {traveller.firstName}
            </span>{' '}
            <span className="text-slate-700">
              · born {formatDate(traveller.datebirth)} · ID {traveller.idNumber}
              {traveller.idExpiry ? ` (expires ${formatDate(traveller.idExpiry)})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
