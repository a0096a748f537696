import { z } from 'zod';
import { currencyInfo, type CurrencyCode } from './money.js';

/** Coupons of a member (my/coupon) and their use at checkout. */

export const COUPON_KINDS = ['fixed', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** `available` (usable now or later), `used`, `expired` (validity over, never used). */
export const COUPON_STATUSES = ['available', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });

/** POST /api/v1/account/coupon/pagging */
export const couponPageRequest = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  status: z.enum(COUPON_STATUSES).optional(),
});
export type CouponPageRequest = z.output<typeof couponPageRequest>;

export const memberCoupon = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().int().nullable().meta({ description: 'Percentage off (percent coupons)' }),
  amount: minorUnits.nullable().meta({ description: 'Amount off in the request currency (fixed coupons)' }),
  maxDiscount: minorUnits.nullable().meta({ description: 'Cap of a percent coupon, request currency' }),
  minSpend: minorUnits.meta({ description: 'Minimum spend, request currency' }),
  currency: z.string(),
  categoryIds: z.array(z.number().int()).meta({ description: 'Category groups it applies to; [] means all' }),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.enum(COUPON_STATUSES),
  usedAt: z.string().nullable(),
});
export type MemberCoupon = z.infer<typeof memberCoupon>;

export const couponPage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(memberCoupon),
});
export type CouponPage = z.infer<typeof couponPage>;

/**
 * Converts a discount (coupon amount, points value) into another currency, rounding DOWN to what
 * the currency charges in (whole units for CNY, TWD, KRW, MYR, IDR): a discount never gives more
 * than its face value. Selling prices round up (`convertSellingPrice`); discounts round down.
 */
export function convertDiscount(minorUnits: number, from: CurrencyCode, to: CurrencyCode, rate: number): number {
  const step = currencyInfo(to).wholeUnits ? 100 : 1;
  const raw = from === to ? minorUnits : minorUnits * rate;
  return Math.floor(Math.round(raw * 1e6) / 1e6 / step) * step;
}
