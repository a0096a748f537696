import { z } from 'zod';

/** The back office's dashboard (issue 13): today and the last N days of one merchant's orders. */

export const DASHBOARD_LIMITS = { defaultDays: 30, maxDays: 366, topProducts: 5 } as const;

export const dashboardQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(DASHBOARD_LIMITS.maxDays)
    .default(DASHBOARD_LIMITS.defaultDays)
    .meta({ description: 'How many days back, today included (UTC dates)' }),
});

const money = z.object({ currency: z.string(), amount: z.number().int().meta({ description: 'Minor units' }) });

const period = z.object({
  orders: z.number().int().meta({ description: 'Orders created in the period' }),
  paidOrders: z.number().int().meta({ description: 'Of those, orders that were paid' }),
  conversion: z.number().meta({ description: 'paidOrders / orders, 0 … 1 (0 without orders)' }),
  revenue: z
    .array(money)
    .meta({ description: 'Paid in the period, per currency: totals of orders paid then, less what was refunded' }),
});

export const dashboard = z.object({
  from: z.string().meta({ description: 'First day of the period (YYYY-MM-DD, UTC)' }),
  to: z.string().meta({ description: 'Today (YYYY-MM-DD, UTC)' }),
  today: period,
  period,
  awaiting: z.object({
    confirmation: z.number().int().meta({ description: 'Orders awaiting the merchant’s confirmation' }),
    refundRequests: z.number().int().meta({ description: 'Refund requests waiting for a decision' }),
  }),
  topProducts: z.array(
    z.object({
      productCode: z.string(),
      title: z.string(),
      orders: z.number().int().meta({ description: 'Paid orders with this product in the period' }),
      revenue: z.array(money),
    }),
  ),
  daily: z.array(
    z.object({
      date: z.string(),
      orders: z.number().int().meta({ description: 'Orders created that day' }),
      paid: z.number().int().meta({ description: 'Orders paid that day' }),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;
export type DashboardPeriod = z.infer<typeof period>;
