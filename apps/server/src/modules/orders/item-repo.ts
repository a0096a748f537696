import type { HotelRoomRequest } from '@storefront/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { OrderItemTable } from '../../platform/db/schema.js';
import { orderOf, ordersOf } from './repo.js';

// The lines of orders, read and changed only through their order's merchant.

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

export const ITEM_COLUMNS = [
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

export type ItemRow = {
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

export const toItem = (r: ItemRow): ItemRecord => ({
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

export type NewItem = Omit<ItemRecord, 'id' | 'originalDate'>;

/** Writes the lines of an order, in the transaction that has just inserted that order. */
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

export async function findItems(
  db: Db,
  merchantNumber: string,
  orderIds: readonly number[],
): Promise<Map<number, ItemRecord[]>> {
  const byOrder = new Map<number, ItemRecord[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .select(ITEM_COLUMNS)
    .where('order_id', 'in', ordersOf(db, merchantNumber).where('id', 'in', [...orderIds]))
    .orderBy('order_id')
    .orderBy('sort')
    .execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(toItem(row));
  return byOrder;
}

/** Moves one line to a new date after the one allowed change. */
export async function changeItemDate(
  db: Db,
  merchantNumber: string,
  orderId: number,
  itemId: number,
  change: { from: string; to: string },
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set({ travel_date: change.to, original_date: change.from })
    .where('id', '=', itemId)
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .where('travel_date', '=', change.from)
    .where('original_date', '=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
