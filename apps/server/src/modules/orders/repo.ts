import type { HotelRoomRequest, OrderStatus } from '@storefront/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { OrderItemTable } from '../../platform/db/schema.js';

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

export type ItemRecord = {
  id: number;
  kind: 'product' | 'seckill' | 'hotel';
  productId: number | null;
  packageId: number | null;
  seckillId: number | null;
  hotelId: number | null;
  roomTypeId: number | null;
  ratePlanId: number | null;
  productCode: string;
  gcode: string;
  title: string;
  packageTitle: string;
  image: string;
  countryId: string;
  categoryId: number;
  date: string;
  endDate: string;
  originalDate: string;
  quantities: Record<string, number>;
  rooms: HotelRoomRequest[];
  unitPrices: Record<string, number>;
  amount: number;
  instant: boolean;
  double: boolean;
};

const ORDER_COLUMNS = [
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

type OrderRow = {
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

const toOrder = (r: OrderRow): OrderRecord => ({
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

const ITEM_COLUMNS = [
  'id',
  'order_id',
  'kind',
  'product_id',
  'package_id',
  'seckill_id',
  'hotel_id',
  'room_type_id',
  'rate_plan_id',
  'product_code',
  'gcode',
  'title',
  'package_title',
  'image',
  'country_id',
  'category_id',
  'travel_date',
  'end_date',
  'original_date',
  'quantities',
  'rooms',
  'unit_prices',
  'amount',
  'instant',
  'double_points',
] as const;

type ItemRow = {
  id: number;
  order_id: number;
  kind: string;
  product_id: number | null;
  package_id: number | null;
  seckill_id: number | null;
  hotel_id: number | null;
  room_type_id: number | null;
  rate_plan_id: number | null;
  product_code: string;
  gcode: string;
  title: string;
  package_title: string;
  image: string;
  country_id: string;
  category_id: number;
  travel_date: string;
  end_date: string;
  original_date: string;
  quantities: string;
  rooms: string;
  unit_prices: string;
  amount: number;
  instant: number;
  double_points: number;
};

const toItem = (r: ItemRow): ItemRecord => ({
  id: r.id,
  kind: r.kind as ItemRecord['kind'],
  productId: r.product_id,
  packageId: r.package_id,
  seckillId: r.seckill_id,
  hotelId: r.hotel_id,
  roomTypeId: r.room_type_id,
  ratePlanId: r.rate_plan_id,
  productCode: r.product_code,
  gcode: r.gcode,
  title: r.title,
  packageTitle: r.package_title,
  image: r.image,
  countryId: r.country_id,
  categoryId: r.category_id,
  date: r.travel_date,
  endDate: r.end_date,
  originalDate: r.original_date,
  quantities: JSON.parse(r.quantities) as Record<string, number>,
  rooms: JSON.parse(r.rooms) as HotelRoomRequest[],
  unitPrices: JSON.parse(r.unit_prices) as Record<string, number>,
  amount: Number(r.amount),
  instant: r.instant === 1,
  double: r.double_points === 1,
});

export type NewOrder = Omit<
  OrderRecord,
  'id' | 'status' | 'statusBeforeRefund' | 'pointsEarned' | 'paidAt' | 'closedAt'
> & {
  requestKey: string | null;
};
export type NewItem = Omit<ItemRecord, 'id' | 'originalDate'>;

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

export async function insertItems(db: Db, orderId: number, items: readonly NewItem[]): Promise<void> {
  const values: Insertable<OrderItemTable>[] = items.map((item, sort) => ({
    order_id: orderId,
    sort,
    kind: item.kind,
    product_id: item.productId,
    package_id: item.packageId,
    seckill_id: item.seckillId,
    hotel_id: item.hotelId,
    room_type_id: item.roomTypeId,
    rate_plan_id: item.ratePlanId,
    product_code: item.productCode,
    gcode: item.gcode,
    title: item.title,
    package_title: item.packageTitle,
    image: item.image,
    country_id: item.countryId,
    category_id: item.categoryId,
    travel_date: item.date,
    end_date: item.endDate,
    quantities: JSON.stringify(item.quantities),
    rooms: JSON.stringify(item.rooms),
    unit_prices: JSON.stringify(item.unitPrices),
    amount: item.amount,
    instant: item.instant ? 1 : 0,
    double_points: item.double ? 1 : 0,
  }));
  await db.insertInto('order_items').values(values).execute();
}

export async function insertEvent(
  db: Db,
  orderId: number,
  event: { from: OrderStatus | null; to: OrderStatus; note?: string; at: string },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: orderId,
      from_status: event.from,
      to_status: event.to,
      note: (event.note ?? '').slice(0, 300),
      created_at: event.at,
    })
    .execute();
}

export async function findOrderById(db: Db, id: number): Promise<OrderRecord | undefined> {
  const row = await db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
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

export async function findOrderByRequestKey(
  db: Db,
  merchantNumber: string,
  requestKey: string,
): Promise<OrderRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

/** A member's orders, newest first, optionally of some statuses. */
export async function findOrderPage(
  db: Db,
  owner: { merchantNumber: string; memberId: number },
  query: { statuses: readonly OrderStatus[] | undefined; offset: number; limit: number },
): Promise<{ total: number; list: OrderRecord[] }> {
  const scoped = db
    .selectFrom('orders')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .$if(Boolean(query.statuses?.length), (q) => q.where('status', 'in', [...(query.statuses ?? [])]));
  const [count, rows] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    scoped.select(ORDER_COLUMNS).orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
  ]);
  return { total: Number(count.n), list: rows.map(toOrder) };
}

export async function findItems(db: Db, orderIds: readonly number[]): Promise<Map<number, ItemRecord[]>> {
  const byOrder = new Map<number, ItemRecord[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .select(ITEM_COLUMNS)
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('sort')
    .execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(toItem(row));
  return byOrder;
}

export async function findEvents(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('order_events')
    .select(['to_status', 'note', 'created_at'])
    .where('order_id', '=', orderId)
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
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ids of unpaid orders whose payment window has passed (any merchant: the sweep). */
export async function findDueOrderIds(
  db: Db,
  now: string,
  limit: number,
  owner?: { merchantNumber: string; memberId: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('expires_at', '<=', now)
    .$if(owner !== undefined, (q) =>
      q
        .where('merchant_number', '=', owner?.merchantNumber as string)
        .where('member_id', '=', owner?.memberId as number),
    )
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Ids of confirmed orders whose last travel date is before `today` (the completion sweep). */
export async function findFinishedOrderIds(db: Db, today: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('last_travel_date', '<', today)
    .orderBy('last_travel_date')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Moves one line to a new date after the one allowed change. */
export async function changeItemDate(
  db: Db,
  orderId: number,
  itemId: number,
  change: { from: string; to: string },
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set({ travel_date: change.to, original_date: change.from })
    .where('id', '=', itemId)
    .where('order_id', '=', orderId)
    .where('travel_date', '=', change.from)
    .where('original_date', '=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateTravelDates(db: Db, orderId: number, first: string, last: string, at: string) {
  await db
    .updateTable('orders')
    .set({ first_travel_date: first, last_travel_date: last, updated_at: at })
    .where('id', '=', orderId)
    .execute();
}

// ── Visitor access tokens ──────────────────────────────────────────────────────────────────

export async function insertAccessToken(db: Db, orderId: number, tokenHash: string, expiresAt: string) {
  await db
    .insertInto('order_access_tokens')
    .values({ token_hash: tokenHash, order_id: orderId, expires_at: expiresAt })
    .execute();
}

export async function hasAccessToken(db: Db, orderId: number, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select('order_id')
    .where('token_hash', '=', tokenHash)
    .where('order_id', '=', orderId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

// ── Supplementary payments ─────────────────────────────────────────────────────────────────

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

export async function insertSupplement(
  db: Db,
  s: { orderId: number; payid: string; amount: number; currency: string; reason: string; at: string },
): Promise<void> {
  await db
    .insertInto('order_supplements')
    .values({
      order_id: s.orderId,
      payid: s.payid,
      amount: s.amount,
      currency: s.currency,
      reason: s.reason,
      status: 'pending',
      created_at: s.at,
      paid_at: null,
    })
    .execute();
}

export async function findSupplements(db: Db, orderId: number): Promise<SupplementRecord[]> {
  const rows = await db
    .selectFrom('order_supplements')
    .select(SUPPLEMENT_COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map(toSupplement);
}

export async function findSupplementById(db: Db, id: number): Promise<SupplementRecord | undefined> {
  const row = await db
    .selectFrom('order_supplements')
    .select(SUPPLEMENT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSupplement(row) : undefined;
}

export async function moveSupplement(
  db: Db,
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
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes an order's pending supplements (the order was cancelled or refunded). */
export async function cancelPendingSupplements(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('order_supplements')
    .set({ status: 'cancelled' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

/** Marks an order's paid supplements refunded (the order was refunded). */
export async function refundPaidSupplements(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('order_supplements')
    .set({ status: 'refunded' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .execute();
}
