import type { Db } from '../../platform/db/kysely.js';
import { orderOf, ordersOf } from './repo.js';

// Supplementary payments of orders (extra charges, dearer date changes), read and changed only
// through their order's merchant.

export type SupplementRecord = {
  id: number;
  orderId: number;
  payid: string;
  amount: number;
  currency: string;
  reason: string;
  status: 'pending' | 'paid' | 'cancelled' | 'refunded';
  createdAt: string;
  paidAt: string | null;
};

const SUPPLEMENT_COLUMNS = [
  'id',
  'order_id',
  'payid',
  'amount',
  'currency',
  'reason',
  'status',
  'created_at',
  'paid_at',
] as const;

const toSupplement = (r: {
  id: number;
  order_id: number;
  payid: string;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  created_at: string;
  paid_at: string | null;
}): SupplementRecord => ({
  id: r.id,
  orderId: r.order_id,
  payid: r.payid,
  amount: Number(r.amount),
  currency: r.currency,
  reason: r.reason,
  status: r.status as SupplementRecord['status'],
  createdAt: r.created_at,
  paidAt: r.paid_at,
});

/** Asks for an extra charge on an order of that merchant. */
export async function insertSupplement(
  db: Db,
  merchantNumber: string,
  s: { orderId: number; payid: string; amount: number; currency: string; reason: string; at: string },
): Promise<void> {
  await db
    .insertInto('order_supplements')
    .columns(['order_id', 'payid', 'amount', 'currency', 'reason', 'status', 'created_at', 'paid_at'])
    .expression(
      orderOf(db, merchantNumber, s.orderId).select((eb) => [
        eb.val(s.payid).as('payid'),
        eb.cast(eb.val(s.amount), 'bigint').as('amount'),
        eb.val(s.currency).as('currency'),
        eb.val(s.reason).as('reason'),
        eb.val('pending').as('status'),
        eb.val(s.at).as('created_at'),
        eb.val(null).as('paid_at'),
      ]),
    )
    .execute();
}

export async function findSupplements(db: Db, merchantNumber: string, orderId: number): Promise<SupplementRecord[]> {
  const rows = await db
    .selectFrom('order_supplements')
    .select(SUPPLEMENT_COLUMNS)
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .orderBy('id')
    .execute();
  return rows.map(toSupplement);
}

export async function findSupplementById(
  db: Db,
  merchantNumber: string,
  id: number,
): Promise<SupplementRecord | undefined> {
  const row = await db
    .selectFrom('order_supplements')
    .select(SUPPLEMENT_COLUMNS)
    .where('id', '=', id)
    .where('order_id', 'in', ordersOf(db, merchantNumber))
    .executeTakeFirst();
  return row ? toSupplement(row) : undefined;
}

export async function moveSupplement(
  db: Db,
  merchantNumber: string,
  id: number,
  from: SupplementRecord['status'],
  to: SupplementRecord['status'],
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('order_supplements')
    .set({ status: to, ...(to === 'paid' && { paid_at: at }) })
    .where('id', '=', id)
    .where('status', '=', from)
    .where('order_id', 'in', ordersOf(db, merchantNumber))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes an order's pending supplements (the order was cancelled or refunded). */
export async function cancelPendingSupplements(db: Db, merchantNumber: string, orderId: number): Promise<void> {
  await db
    .updateTable('order_supplements')
    .set({ status: 'cancelled' })
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .where('status', '=', 'pending')
    .execute();
}

/** Marks an order's paid supplements refunded (the order was refunded). */
export async function refundPaidSupplements(db: Db, merchantNumber: string, orderId: number): Promise<void> {
  await db
    .updateTable('order_supplements')
    .set({ status: 'refunded' })
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .where('status', '=', 'paid')
    .execute();
}
