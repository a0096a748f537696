import { addDays, type OrderStatus } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

// Orders and their history. Every query after an order's creation names its merchant, so a check
// a service forgets cannot reach another shop's order; the sweeps, which work across shops, use
// the functions named "…OfAllMerchants" and get each order's merchant with its id.

export type OrderRecord = {
  id: number;
  merchantNumber: string;
  ocode: string;
  memberId: number | null;
  status: OrderStatus;
  statusBeforeRefund: OrderStatus | null;
  currency: string;
  language: string;
  subtotal: number;
  couponDiscount: number;
  memberCouponId: number | null;
  couponTitle: string;
  pointsUsed: number;
  pointsDiscount: number;
  pointsToEarn: number;
  pointsEarned: number;
  total: number;
  /** Given back of what was paid (a cheaper date's difference); the order stays open. */
  refundedAmount: number;
  contact: { lastName: string; firstName: string; email: string; phone: string; country: number | null };
  contactEmail: string;
  travellers: Record<string, unknown>[];
  remark: string;
  instant: boolean;
  source: string;
  firstTravelDate: string;
  lastTravelDate: string;
  expiresAt: string;
  paidAt: string | null;
  closedAt: string | null;
  createdAt: string;
};

/** An order named by its shop and id (what the sweeps find across shops). */
export type OrderRef = { id: number; merchantNumber: string };

export const ORDER_COLUMNS = [
  'id',
  'merchant_number',
  'ocode',
  'member_id',
  'status',
  'status_before_refund',
  'currency',
  'language',
  'subtotal',
  'coupon_discount',
  'member_coupon_id',
  'coupon_title',
  'points_used',
  'points_discount',
  'points_to_earn',
  'points_earned',
  'total',
  'refunded_amount',
  'contact',
  'contact_email',
  'travellers',
  'remark',
  'instant',
  'source',
  'first_travel_date',
  'last_travel_date',
  'expires_at',
  'paid_at',
  'closed_at',
  'created_at',
] as const;

export type OrderRow = {
  id: number;
  merchant_number: string;
  ocode: string;
  member_id: number | null;
  status: string;
  status_before_refund: string | null;
  currency: string;
  language: string;
  subtotal: number;
  coupon_discount: number;
  member_coupon_id: number | null;
  coupon_title: string;
  points_used: number;
  points_discount: number;
  points_to_earn: number;
  points_earned: number;
  total: number;
  refunded_amount: number;
  contact: string;
  contact_email: string;
  travellers: string;
  remark: string;
  instant: number;
  source: string;
  first_travel_date: string;
  last_travel_date: string;
  expires_at: string;
  paid_at: string | null;
  closed_at: string | null;
  created_at: string;
};

export const toOrder = (r: OrderRow): OrderRecord => ({
  id: r.id,
  merchantNumber: r.merchant_number,
  ocode: r.ocode,
  memberId: r.member_id,
  status: r.status as OrderStatus,
  statusBeforeRefund: r.status_before_refund as OrderStatus | null,
  currency: r.currency,
  language: r.language,
  subtotal: Number(r.subtotal),
  couponDiscount: Number(r.coupon_discount),
  memberCouponId: r.member_coupon_id,
  couponTitle: r.coupon_title,
  pointsUsed: r.points_used,
  pointsDiscount: Number(r.points_discount),
  pointsToEarn: r.points_to_earn,
  pointsEarned: r.points_earned,
  total: Number(r.total),
  refundedAmount: Number(r.refunded_amount),
  contact: JSON.parse(r.contact) as OrderRecord['contact'],
  contactEmail: r.contact_email,
  travellers: JSON.parse(r.travellers) as Record<string, unknown>[],
  remark: r.remark,
  instant: r.instant === 1,
  source: r.source,
  firstTravelDate: r.first_travel_date,
  lastTravelDate: r.last_travel_date,
  expiresAt: r.expires_at,
  paidAt: r.paid_at,
  closedAt: r.closed_at,
  createdAt: r.created_at,
});

export type NewOrder = Omit<
  OrderRecord,
  'id' | 'status' | 'statusBeforeRefund' | 'pointsEarned' | 'refundedAmount' | 'paidAt' | 'closedAt'
> & {
  requestKey: string | null;
  /** Who made it, for the unpaid-hold limits and a visitor's requestKey replay (hashes). */
  clientAddressHash: string;
  requestClientHash: string | null;
  /** The contact phone as the limits compare it ('' without one). */
  contactPhone: string;
};
export async function insertOrder(db: Db, order: NewOrder, status: OrderStatus): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      merchant_number: order.merchantNumber,
      ocode: order.ocode,
      member_id: order.memberId,
      status,
      status_before_refund: null,
      currency: order.currency,
      language: order.language,
      subtotal: order.subtotal,
      coupon_discount: order.couponDiscount,
      member_coupon_id: order.memberCouponId,
      coupon_title: order.couponTitle,
      points_used: order.pointsUsed,
      points_discount: order.pointsDiscount,
      points_to_earn: order.pointsToEarn,
      total: order.total,
      contact: JSON.stringify(order.contact),
      contact_email: order.contactEmail,
      travellers: JSON.stringify(order.travellers),
      remark: order.remark,
      instant: order.instant ? 1 : 0,
      source: order.source,
      request_key: order.requestKey,
      client_address_hash: order.clientAddressHash,
      request_client_hash: order.requestClientHash,
      contact_phone: order.contactPhone,
      first_travel_date: order.firstTravelDate,
      last_travel_date: order.lastTravelDate,
      expires_at: order.expiresAt,
      paid_at: null,
      closed_at: null,
      created_at: order.createdAt,
      updated_at: order.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of one order of a merchant, as a subquery: child rows (lines, history, tokens, supplements) are scoped through it. */
export function orderOf(db: Db, merchantNumber: string, orderId: number) {
  return ordersOf(db, merchantNumber).where('id', '=', orderId);
}

/** The ids of a merchant's orders, as a subquery to narrow further. */
export function ordersOf(db: Db, merchantNumber: string) {
  return db.selectFrom('orders').select('id').where('merchant_number', '=', merchantNumber);
}

export async function findOrderById(db: Db, merchantNumber: string, id: number): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export async function findOrderByCode(db: Db, merchantNumber: string, ocode: string): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('ocode', '=', ocode)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

/** The order a requestKey made, with the hash of the visitor client that made it (null for a member's). */
export type RequestKeyOrder = { order: OrderRecord; requestClientHash: string | null };

export async function findOrderByRequestKey(
  db: Db,
  merchantNumber: string,
  requestKey: string,
): Promise<RequestKeyOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .select([...ORDER_COLUMNS, 'request_client_hash'])
    .where('merchant_number', '=', merchantNumber)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row ? { order: toOrder(row), requestClientHash: row.request_client_hash } : undefined;
}

/**
 * A member's orders, newest first, optionally of some statuses and placed within a date range
 * (`from` and `to` inclusive, compared with the ISO creation instant as text).
 */
export async function findOrderPage(
  db: Db,
  owner: { merchantNumber: string; memberId: number },
  query: {
    statuses: readonly OrderStatus[] | undefined;
    placed?: { from?: string | undefined; to?: string | undefined };
    offset: number;
    limit: number;
  },
): Promise<{ total: number; list: OrderRecord[] }> {
  const { from, to } = query.placed ?? {};
  const scoped = db
    .selectFrom('orders')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .$if(Boolean(query.statuses?.length), (q) => q.where('status', 'in', [...(query.statuses ?? [])]))
    .$if(from !== undefined, (q) => q.where('created_at', '>=', from as string))
    .$if(to !== undefined, (q) => q.where('created_at', '<', addDays(to as string, 1)));
  const [count, rows] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    scoped.select(ORDER_COLUMNS).orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
  ]);
  return { total: Number(count.n), list: rows.map(toOrder) };
}

/** Writes a move into the order's history (only for an order of that merchant). */
export async function insertEvent(
  db: Db,
  merchantNumber: string,
  orderId: number,
  event: { from: OrderStatus | null; to: OrderStatus; note?: string; at: string },
): Promise<void> {
  await db
    .insertInto('order_events')
    .columns(['order_id', 'from_status', 'to_status', 'note', 'created_at'])
    .expression(
      orderOf(db, merchantNumber, orderId).select((eb) => [
        eb.val(event.from).as('from_status'),
        eb.val(event.to).as('to_status'),
        eb.val((event.note ?? '').slice(0, 300)).as('note'),
        eb.val(event.at).as('created_at'),
      ]),
    )
    .execute();
}

export async function findEvents(db: Db, merchantNumber: string, orderId: number) {
  const rows = await db
    .selectFrom('order_events')
    .select(['to_status', 'note', 'created_at'])
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ status: r.to_status as OrderStatus, note: r.note, at: r.created_at }));
}

/**
 * Moves an order from one status to another, only from that status (a conditional UPDATE: of
 * two processes racing, one moves it and the other sees 0 rows). Answers whether it moved.
 */
export async function moveOrder(
  db: Db,
  merchantNumber: string,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  values: {
    at: string;
    paidAt?: string;
    closedAt?: string;
    statusBeforeRefund?: OrderStatus | null;
    pointsEarned?: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      status: to,
      updated_at: values.at,
      ...(values.paidAt !== undefined && { paid_at: values.paidAt }),
      ...(values.closedAt !== undefined && { closed_at: values.closedAt }),
      ...(values.statusBeforeRefund !== undefined && { status_before_refund: values.statusBeforeRefund }),
      ...(values.pointsEarned !== undefined && { points_earned: values.pointsEarned }),
    })
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A member's unpaid orders whose payment window has passed (expired before their list is read). */
export async function findDueOrderIdsOfMember(
  db: Db,
  owner: { merchantNumber: string; memberId: number },
  now: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('status', '=', 'pending_payment')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Unpaid orders of every shop whose payment window has passed (the expiry sweep). */
export async function findDueOrdersOfAllMerchants(db: Db, now: string, limit: number): Promise<OrderRef[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'merchant_number'])
    .where('status', '=', 'pending_payment')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, merchantNumber: r.merchant_number }));
}

/** Confirmed orders of every shop whose last travel date is before `today` (the completion sweep). */
export async function findFinishedOrdersOfAllMerchants(db: Db, today: string, limit: number): Promise<OrderRef[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'merchant_number'])
    .where('status', '=', 'confirmed')
    .where('last_travel_date', '<', today)
    .orderBy('last_travel_date')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, merchantNumber: r.merchant_number }));
}

/**
 * Moves an unpaid order's payment window end to `until`, only forward and only while it is still
 * open at `now` (an order that lapsed stays lapsed). Answers whether it moved.
 */
export async function extendPaymentWindow(
  db: Db,
  merchantNumber: string,
  orderId: number,
  window: { until: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ expires_at: window.until, updated_at: window.now })
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', orderId)
    .where('status', '=', 'pending_payment')
    .where('expires_at', '>', window.now)
    .where('expires_at', '<', window.until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The order's travel dates after a date change, and what it gives back (a cheaper date's difference). */
export async function updateTravelDates(
  db: Db,
  merchantNumber: string,
  orderId: number,
  dates: { first: string; last: string; at: string; refund?: number },
) {
  await db
    .updateTable('orders')
    .set((eb) => ({
      first_travel_date: dates.first,
      last_travel_date: dates.last,
      updated_at: dates.at,
      ...(dates.refund && { refunded_amount: eb('refunded_amount', '+', dates.refund) }),
    }))
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', orderId)
    .execute();
}
