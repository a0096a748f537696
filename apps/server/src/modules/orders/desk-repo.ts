import { addDays, type DeskOrderFilter, type OrderStatus } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { ITEM_COLUMNS, toItem, type ItemRecord } from './item-repo.js';
import { ORDER_COLUMNS, orderOf, toOrder, type OrderRecord } from './repo.js';

// The order desk's reads (issue 13): the merchant's orders by filter, its queue, its manifests,
// and the notes and mail of one order. Every query names the merchant.

/** States of an order that holds its places: what a manifest lists. */
export const BOOKED_STATES: readonly OrderStatus[] = [
  'paid',
  'awaiting_confirmation',
  'confirmed',
  'completed',
  'refund_requested',
];

/** States in which an order waits for the merchant (the desk's queue). */
export const QUEUE_STATES = ['awaiting_confirmation', 'refund_requested'] as const satisfies readonly OrderStatus[];

const SORTS = {
  booked: 'created_at',
  travel: 'first_travel_date',
  total: 'total',
} as const;

/** The merchant's orders matching the desk's filter, as a query to count or read. */
function filteredOrders(db: Db, merchantNumber: string, filter: DeskOrderFilter) {
  const q = filter.q?.trim() ?? '';
  const digits = q.replace(/\D/g, '');
  return (
    db
      .selectFrom('orders')
      .where('merchant_number', '=', merchantNumber)
      .$if(Boolean(filter.state?.length), (s) => s.where('status', 'in', [...(filter.state ?? [])]))
      .$if(q !== '', (s) =>
        s.where((eb) =>
          eb.or([
            eb('ocode', '=', q),
            eb('contact_email', '=', q.toLowerCase()),
            // A phone is searched by its digits (stored with its calling code): at least 4 of them.
            ...(digits.length >= 4 && digits.length === q.replace(/[\s+()-]/g, '').length
              ? [eb('contact_phone', 'like', `%${digits}%`)]
              : []),
          ]),
        ),
      )
      // An order travels within the range when any of its days falls in it.
      .$if(filter.travelFrom !== undefined, (s) => s.where('last_travel_date', '>=', filter.travelFrom as string))
      .$if(filter.travelTo !== undefined, (s) => s.where('first_travel_date', '<=', filter.travelTo as string))
      .$if(filter.bookedFrom !== undefined, (s) => s.where('created_at', '>=', filter.bookedFrom as string))
      .$if(filter.bookedTo !== undefined, (s) => s.where('created_at', '<', addDays(filter.bookedTo as string, 1)))
      .$if(Boolean(filter.product), (s) =>
        s.where(
          'id',
          'in',
          db
            .selectFrom('order_items')
            .select('order_id')
            .where('product_code', '=', filter.product as string),
        ),
      )
  );
}

/** One page of the filtered orders, sorted, with the total count. */
export async function findDeskOrderPage(
  db: Db,
  merchantNumber: string,
  filter: DeskOrderFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; orders: OrderRecord[] }> {
  const scoped = filteredOrders(db, merchantNumber, filter);
  const [count, orders] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    findDeskOrders(db, merchantNumber, filter, page),
  ]);
  return { total: Number(count.n), orders };
}

/** The filtered orders in the filter's order, `limit` from `offset` (the CSV export reads them in batches). */
export async function findDeskOrders(
  db: Db,
  merchantNumber: string,
  filter: DeskOrderFilter,
  page: { offset: number; limit: number },
): Promise<OrderRecord[]> {
  const descending = filter.sort.startsWith('-');
  const column = SORTS[filter.sort.replace('-', '') as keyof typeof SORTS];
  const direction = descending ? 'desc' : 'asc';
  const rows = await filteredOrders(db, merchantNumber, filter)
    .select(ORDER_COLUMNS)
    .orderBy(column, direction)
    .orderBy('id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(toOrder);
}

export type QueueEntry = { order: OrderRecord; since: string; note: string };

/** Orders waiting for the merchant, oldest wait first: since the move into their state. */
export async function findQueue(db: Db, merchantNumber: string, limit: number): Promise<QueueEntry[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_events as e', (join) =>
      join.onRef('e.order_id', '=', 'o.id').onRef('e.to_status', '=', 'o.status'),
    )
    .select(ORDER_COLUMNS.map((c) => `o.${c}` as const))
    .select(['e.created_at as since', 'e.note as note', 'e.id as event_id'])
    .where('o.merchant_number', '=', merchantNumber)
    .where('o.status', 'in', [...QUEUE_STATES])
    .orderBy('e.created_at')
    .orderBy('e.id')
    .limit(limit * 4)
    .execute();
  // An order that entered its state twice (a refund refused, then asked again) waits since the last time.
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) latest.set(row.id, row);
  return [...latest.values()]
    .sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : a.event_id - b.event_id))
    .slice(0, limit)
    .map((row) => ({ order: toOrder(row), since: row.since, note: row.note }));
}

export type ManifestLine = { order: OrderRecord; item: ItemRecord };

/** The booked lines of a package (by its code) on a travel date, with their orders, by order. */
export async function findPackageManifest(
  db: Db,
  merchantNumber: string,
  at: { productCode: string; gcode: string; date: string },
): Promise<ManifestLine[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(ITEM_COLUMNS.map((c) => `i.${c}` as const))
    .select(ORDER_COLUMNS.map((c) => `o.${c} as o_${c}` as const))
    .where('o.merchant_number', '=', merchantNumber)
    .where('o.status', 'in', [...BOOKED_STATES])
    .where('i.gcode', '=', at.gcode)
    .where('i.product_code', '=', at.productCode)
    .where('i.travel_date', '=', at.date)
    .where('i.kind', 'in', ['product', 'seckill'])
    .orderBy('o.id')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({ item: toItem(row), order: toOrder(unprefixed(row)) }));
}

/** The booked stays of a hotel over a night (checked in on or before it, out after it), by order. */
export async function findHotelManifest(
  db: Db,
  merchantNumber: string,
  at: { hotelId: number; night: string },
): Promise<ManifestLine[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(ITEM_COLUMNS.map((c) => `i.${c}` as const))
    .select(ORDER_COLUMNS.map((c) => `o.${c} as o_${c}` as const))
    .where('o.merchant_number', '=', merchantNumber)
    .where('o.status', 'in', [...BOOKED_STATES])
    .where('i.hotel_id', '=', at.hotelId)
    .where('i.kind', '=', 'hotel')
    .where('i.travel_date', '<=', at.night)
    .where('i.end_date', '>', at.night)
    .orderBy('o.id')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({ item: toItem(row), order: toOrder(unprefixed(row)) }));
}

/** The order's columns of a joined row, selected as `o_<column>`. */
function unprefixed(row: Record<string, unknown>) {
  return Object.fromEntries(ORDER_COLUMNS.map((c) => [c, row[`o_${c}`]])) as Parameters<typeof toOrder>[0];
}

export async function insertNote(
  db: Db,
  merchantNumber: string,
  orderId: number,
  note: { staffId: number | null; author: string; text: string; at: string },
): Promise<void> {
  const order = await orderOf(db, merchantNumber, orderId).executeTakeFirst();
  if (!order) return;
  await db
    .insertInto('order_notes')
    .values({
      merchant_number: merchantNumber,
      order_id: order.id,
      staff_id: note.staffId,
      author: note.author,
      text: note.text,
      created_at: note.at,
    })
    .execute();
}

export async function findNotes(db: Db, merchantNumber: string, orderId: number) {
  const rows = await db
    .selectFrom('order_notes')
    .select(['id', 'author', 'text', 'created_at'])
    .where('merchant_number', '=', merchantNumber)
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), author: r.author, text: r.text, at: r.created_at }));
}

/** Records a mail queued to an order's customer (with the change that caused it, in its transaction). */
export async function insertOrderMail(
  db: Db,
  merchantNumber: string,
  ocode: string,
  mail: { event: string; to: string; subject: string; at: string },
): Promise<void> {
  await db
    .insertInto('order_mails')
    .columns(['order_id', 'event', 'recipient', 'subject', 'status', 'created_at'])
    .expression(
      db
        .selectFrom('orders')
        .where('merchant_number', '=', merchantNumber)
        .where('ocode', '=', ocode)
        .select((eb) => [
          'id',
          eb.val(mail.event).as('event'),
          eb.val(mail.to).as('recipient'),
          eb.val(mail.subject.slice(0, 300)).as('subject'),
          eb.val('queued').as('status'),
          eb.val(mail.at).as('created_at'),
        ]),
    )
    .execute();
}

export async function findOrderMails(db: Db, merchantNumber: string, orderId: number) {
  const rows = await db
    .selectFrom('order_mails')
    .select(['event', 'recipient', 'subject', 'status', 'created_at'])
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ event: r.event, to: r.recipient, subject: r.subject, status: r.status, at: r.created_at }));
}

/**
 * Adds `amount` to what an open order gave back, only while the total given back stays within
 * `paid` (a conditional UPDATE: two refunds racing cannot both pass). Answers whether it fit.
 */
export async function addRefundedAmount(
  db: Db,
  merchantNumber: string,
  orderId: number,
  change: { amount: number; paid: number; status: OrderStatus; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', change.amount), updated_at: change.at }))
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', orderId)
    .where('status', '=', change.status)
    .where((eb) => eb(eb('refunded_amount', '+', change.amount), '<=', change.paid))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
