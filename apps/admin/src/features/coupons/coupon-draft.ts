import type { COUPON_KINDS, CURRENCY_CODES } from '@storefront/contracts';
import { type CouponTemplateCreate } from '@storefront/contracts';
import { parseAmount } from '../../lib/format';

/** The new-coupon form's text fields and the request they make. */
export type Draft = {
  title: string;
  kind: (typeof COUPON_KINDS)[number];
  value: string;
  currency: (typeof CURRENCY_CODES)[number];
  minSpend: string;
  maxDiscount: string;
  categoryIds: number[];
  validity: 'window' | 'days';
  from: string;
  to: string;
  days: string;
  quantity: string;
  code: string;
};

const today = () => new Date().toISOString().slice(0, 10);
export const EMPTY: Draft = {
  title: '',
  kind: 'fixed',
  value: '',
  currency: 'AUD',
  minSpend: '',
  maxDiscount: '',
  categoryIds: [],
  validity: 'window',
  from: today(),
  to: '',
  days: '30',
  quantity: '',
  code: '',
};

/** The request of a draft, or the field a person must fix first. */
export function requestOf(d: Draft): CouponTemplateCreate | { field: string; message: string } {
  const value = d.kind === 'fixed' ? parseAmount(d.value, d.currency) : Number(d.value);
  if (!d.title.trim()) return { field: 'title', message: 'Give the coupon a name' };
  if (!value || !Number.isInteger(value) || (d.kind === 'percent' && value > 100)) {
    return { field: 'value', message: d.kind === 'fixed' ? 'Type an amount, e.g. 15.00' : 'Type 1 to 100' };
  }
  const minSpend = d.minSpend.trim() ? parseAmount(d.minSpend, d.currency) : 0;
  if (minSpend === null) return { field: 'minSpend', message: 'Type an amount, e.g. 100.00' };
  const cap = d.kind === 'percent' && d.maxDiscount.trim() ? parseAmount(d.maxDiscount, d.currency) : null;
  if (d.kind === 'percent' && d.maxDiscount.trim() && cap === null)
    return { field: 'maxDiscount', message: 'Type an amount' };
  if (d.validity === 'window' && (!d.from || !d.to || d.to <= d.from)) {
    return { field: 'to', message: 'Choose a last day after the first' };
  }
  const days = Number(d.days);
  if (d.validity === 'days' && !(Number.isInteger(days) && days > 0))
    return { field: 'days', message: 'Type whole days' };
  const quantity = d.quantity.trim() ? Number(d.quantity) : null;
  if (quantity !== null && !(Number.isInteger(quantity) && quantity > 0)) {
    return { field: 'quantity', message: 'Type a whole number, or leave it empty for no limit' };
  }
  return {
    titles: { 'en-AU': d.title.trim() },
    kind: d.kind,
    value,
    currency: d.currency,
    minSpend,
    maxDiscount: cap,
    categoryIds: d.categoryIds,
    validFrom: d.validity === 'window' ? new Date(`${d.from}T00:00:00`).toISOString() : null,
    validTo: d.validity === 'window' ? new Date(`${d.to}T23:59:59`).toISOString() : null,
    validDays: d.validity === 'days' ? days : null,
    quantity,
    code: d.code.trim() ? d.code.trim().toUpperCase() : null,
  };
}
