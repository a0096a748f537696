import { z } from 'zod';

/** Loyalty points (integral): a ledger per member; the balance is never negative. */

export const POINTS_REASONS = ['earned', 'redeemed', 'returned', 'adjusted', 'referral'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** POST /api/v1/account/integral/pagging */
export const pointsPageRequest = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type PointsPageRequest = z.output<typeof pointsPageRequest>;

export const pointsEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  ocode: z.string().meta({ description: 'The order behind the entry; "" when none' }),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;

export const pointsPage = z.object({
  balance: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(pointsEntry),
});
export type PointsPage = z.infer<typeof pointsPage>;

/** GET /api/v1/account/integral/balance: the balance and the merchant's rates. */
export const pointsBalance = z.object({
  balance: z.number().int(),
  earnPerUnit: z.number().int().meta({ description: 'Points per `earnEvery` paid (doubled on 2X Points products)' }),
  earnEvery: z.number().int().meta({
    description:
      'What earns `earnPerUnit` points, minor units of `currency`: one unit of the merchant’s points currency converted (0 when no rate)',
  }),
  step: z.number().int().meta({ description: 'Points are redeemed in multiples of this' }),
  stepValue: z.number().int().meta({ description: 'What one step takes off, minor units of `currency`' }),
  currency: z.string(),
  maxRedeemPercent: z.number().int().meta({ description: 'Points pay at most this share of an order' }),
});
export type PointsBalance = z.infer<typeof pointsBalance>;
