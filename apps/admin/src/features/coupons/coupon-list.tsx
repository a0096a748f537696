import type { AdminCouponTemplate } from '@storefront/contracts';
import { categories } from '@storefront/reference-data';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { formatDate, formatMoney } from '../../lib/format';
import { useIssueCoupon, useUpdateCoupon } from './coupon-queries';

const GROUP_NAMES = new Map(categories('en-AU').map((g) => [g.id, g.title]));

const titleOf = (t: AdminCouponTemplate) => t.titles['en-AU'] ?? Object.values(t.titles)[0] ?? `Coupon ${t.id}`;

/** "NZD 15.00 off" or "10% off (at most …)", with the minimum spend. */
export function offerOf(t: AdminCouponTemplate): string {
  const off = t.kind === 'fixed' ? `${formatMoney(t.value, t.currency)} off` : `${t.value}% off`;
  const cap =
    t.kind === 'percent' && t.maxDiscount !== null ? ` (at most ${formatMoney(t.maxDiscount, t.currency)})` : '';
  const min = t.minSpend > 0 ? ` · spend ${formatMoney(t.minSpend, t.currency)}` : '';
  return `${off}${cap}${min}`;
}

const validityOf = (t: AdminCouponTemplate) =>
  t.validDays !== null
    ? `${t.validDays} days from issue`
    : `${formatDate(t.validFrom?.slice(0, 10))} – ${formatDate(t.validTo?.slice(0, 10))}`;

/** Issues one coupon to a member of the shop, by email or phone (+calling code). */
function IssueForm({ template }: { template: AdminCouponTemplate }) {
  const [to, setTo] = useState('');
  const [error, setError] = useState('');
  const issue = useIssueCoupon();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const text = to.trim();
    const phone = /^\+(\d{1,4})\s+(.+)$/.exec(text);
    const body = text.includes('@')
      ? { email: text }
      : phone
        ? { country: Number(phone[1]), phone: phone[2] as string }
        : null;
    if (!body) return setError('Type an email, or a phone as +61 412 345 678');
    try {
      await issue.mutateAsync({ id: template.id, to: body });
      toast.success(`Coupon issued to ${text}`);
      setTo('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <TextField
        label={`Issue “${titleOf(template)}” to`}
        placeholder="member@example.com or +61 412 345 678"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={error || undefined}
        className="min-w-0 flex-1"
      />
      <Button type="submit" disabled={issue.isPending || !template.active}>
        Issue
      </Button>
    </form>
  );
}

function CouponRow({ template }: { template: AdminCouponTemplate }) {
  const update = useUpdateCoupon();
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: template.id, patch: { active: !template.active } });
      toast.success(template.active ? 'Issuing stopped' : 'Issuing resumed');
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="coupon-template">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {titleOf(template)}
            {template.code ? (
              <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 font-mono text-sm">{template.code}</span>
            ) : null}
          </p>
          <p className="text-sm text-slate-700">{offerOf(template)}</p>
          <p className="text-sm text-slate-700">
            {validityOf(template)} · issued {template.issued}
            {template.quantity !== null ? ` of ${template.quantity}` : ''}
            {template.categoryIds.length
              ? ` · ${template.categoryIds.map((id) => GROUP_NAMES.get(id) ?? id).join(', ')}`
              : ' · every product'}
            {template.welcome ? ' · welcome coupon' : ''}
          </p>
        </div>
        <Button
          onClick={toggle}
          disabled={update.isPending}
          aria-label={`${template.active ? 'Stop issuing' : 'Resume issuing'} ${titleOf(template)}`}
        >
          {template.active ? 'Stop issuing' : 'Resume issuing'}
        </Button>
      </div>
      <IssueForm template={template} />
    </li>
  );
}

export function CouponList({ items }: { items: AdminCouponTemplate[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-700">No coupons yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((t) => (
        <CouponRow key={t.id} template={t} />
      ))}
    </ul>
  );
}
