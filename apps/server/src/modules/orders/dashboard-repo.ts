import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

/**
 * The dashboard's figures, each one aggregate query over one merchant's orders (indexes on
 * merchant + created_at and merchant + paid_at, migration 0018). Times are ISO-8601 UTC text,
 * so a day is its first ten characters and ranges compare as text on both engines.
 */

const int = (v: unknown) => Number(v ?? 0);
/** What an order brought in: its total less what it gave back while open; a refunded order nothing. */
const NET = sql<number>`case when o.status = 'refunded' then 0 else o.total - o.refunded_amount end`;

export type CreatedCounts = { orders: number; paidOrders: number; todayOrders: number; todayPaidOrders: number };

/** Orders created since `from`, and of those how many were paid; the same since `today`. */
export async function countCreatedOrders(
  db: Db,
  merchant: string,
  from: string,
  today: string,
): Promise<CreatedCounts> {
  const row = await db
    .selectFrom('orders as o')
    .select([
      sql<number>`count(*)`.as('orders'),
      sql<number>`count(o.paid_at)`.as('paid_orders'),
      sql<number>`sum(case when o.created_at >= ${today} then 1 else 0 end)`.as('today_orders'),
      sql<number>`sum(case when o.created_at >= ${today} and o.paid_at is not null then 1 else 0 end)`.as('today_paid'),
    ])
    .where('o.merchant_number', '=', merchant)
    .where('o.created_at', '>=', from)
    .executeTakeFirst();
  return {
    orders: int(row?.orders),
    paidOrders: int(row?.paid_orders),
    todayOrders: int(row?.today_orders),
    todayPaidOrders: int(row?.today_paid),
  };
}

export type RevenueRow = { currency: string; amount: number; todayAmount: number };

/** Money of orders paid since `from` (and since `today`), per currency, in minor units. */
export async function sumPaidRevenue(db: Db, merchant: string, from: string, today: string): Promise<RevenueRow[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select([
      'o.currency',
      sql<number>`sum(${NET})`.as('amount'),
      sql<number>`sum(case when o.paid_at >= ${today} then ${NET} else 0 end)`.as('today_amount'),
    ])
    .where('o.merchant_number', '=', merchant)
    .where('o.paid_at', '>=', from)
    .groupBy('o.currency')
    .orderBy('o.currency')
    .execute();
  return rows.map((r) => ({ currency: r.currency, amount: int(r.amount), todayAmount: int(r.today_amount) }));
}

/** Orders waiting for the merchant: a confirmation, or a decision on a refund request. */
export async function countAwaitingOrders(db: Db, merchant: string) {
  const row = await db
    .selectFrom('orders as o')
    .select([
      sql<number>`sum(case when o.status = 'awaiting_confirmation' then 1 else 0 end)`.as('confirmation'),
      sql<number>`sum(case when o.status = 'refund_requested' then 1 else 0 end)`.as('refund_requests'),
    ])
    .where('o.merchant_number', '=', merchant)
    .where('o.status', 'in', ['awaiting_confirmation', 'refund_requested'])
    .executeTakeFirst();
  return { confirmation: int(row?.confirmation), refundRequests: int(row?.refund_requests) };
}

export type ProductSalesRow = {
  key: string;
  productCode: string;
  title: string;
  currency: string;
  orders: number;
  amount: number;
};

/** Paid orders and line amounts per product (a hotel counts as one) and currency, since `from`. */
export async function sumProductSales(db: Db, merchant: string, from: string): Promise<ProductSalesRow[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.kind',
      'i.product_code',
      'i.hotel_id',
      'o.currency',
      sql<string>`max(i.title)`.as('title'),
      sql<number>`count(distinct o.id)`.as('orders'),
      sql<number>`sum(i.amount)`.as('amount'),
    ])
    .where('o.merchant_number', '=', merchant)
    .where('o.paid_at', '>=', from)
    .where('o.status', '<>', 'refunded')
    .groupBy(['i.kind', 'i.product_code', 'i.hotel_id', 'o.currency'])
    .execute();
  return rows.map((r) => ({
    key: r.product_code || `hotel-${r.hotel_id ?? 0}`,
    productCode: r.product_code,
    title: r.title,
    currency: r.currency,
    orders: int(r.orders),
    amount: int(r.amount),
  }));
}

/** Per UTC day since `from`: orders created, and orders paid. */
export async function countOrdersPerDay(db: Db, merchant: string, from: string) {
  const created = db
    .selectFrom('orders as o')
    .select([sql<string>`substr(o.created_at, 1, 10)`.as('day'), sql<number>`count(*)`.as('n')])
    .where('o.merchant_number', '=', merchant)
    .where('o.created_at', '>=', from)
    .groupBy(sql`substr(o.created_at, 1, 10)`)
    .execute();
  const paid = db
    .selectFrom('orders as o')
    .select([sql<string>`substr(o.paid_at, 1, 10)`.as('day'), sql<number>`count(*)`.as('n')])
    .where('o.merchant_number', '=', merchant)
    .where('o.paid_at', '>=', from)
    .groupBy(sql`substr(o.paid_at, 1, 10)`)
    .execute();
  const [c, p] = await Promise.all([created, paid]);
  return {
    created: new Map(c.map((r) => [r.day, int(r.n)])),
    paid: new Map(p.map((r) => [r.day, int(r.n)])),
  };
}
