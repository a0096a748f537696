import type { HotelRoomRequest, Quantities } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

/** Whose cart: every query names the merchant and the member. */
export type Owner = { merchantNumber: string; memberId: number };

export type CartLine =
  | (LineBase & { kind: 'product'; packageId: number; productId: number; quantities: Quantities })
  | (LineBase & {
      kind: 'hotel';
      hotelId: number;
      roomTypeId: number;
      ratePlanId: number;
      endDate: string;
      rooms: HotelRoomRequest[];
    });

type LineBase = {
  id: number;
  date: string;
  /** The product's or hotel's currency, which `snapshotAmount` is in. */
  currency: string;
  snapshotAmount: number;
  addedAt: string;
};

const LINE_COLUMNS = [
  'id',
  'kind',
  'product_id',
  'package_id',
  'hotel_id',
  'room_type_id',
  'rate_plan_id',
  'travel_date',
  'end_date',
  'quantities',
  'rooms',
  'currency',
  'snapshot_amount',
  'created_at',
] as const;

type LineRow = {
  id: number;
  kind: string;
  product_id: number | null;
  package_id: number | null;
  hotel_id: number | null;
  room_type_id: number | null;
  rate_plan_id: number | null;
  travel_date: string;
  end_date: string;
  quantities: string;
  rooms: string;
  currency: string;
  snapshot_amount: number;
  created_at: string;
};

function toLine(r: LineRow): CartLine {
  const base = {
    id: r.id,
    date: r.travel_date,
    currency: r.currency,
    snapshotAmount: Number(r.snapshot_amount),
    addedAt: r.created_at,
  };
  if (r.kind === 'hotel') {
    return {
      ...base,
      kind: 'hotel',
      hotelId: r.hotel_id as number,
      roomTypeId: r.room_type_id as number,
      ratePlanId: r.rate_plan_id as number,
      endDate: r.end_date,
      rooms: JSON.parse(r.rooms) as HotelRoomRequest[],
    };
  }
  return {
    ...base,
    kind: 'product',
    packageId: r.package_id as number,
    productId: r.product_id as number,
    quantities: JSON.parse(r.quantities) as Quantities,
  };
}

function owned(db: Db, owner: Owner) {
  return db
    .selectFrom('cart_items')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId);
}

export async function countCartLines(db: Db, owner: Owner): Promise<number> {
  const row = await owned(db, owner)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of lines, newest first. */
export async function findCartLines(db: Db, owner: Owner, page: { offset: number; limit: number }) {
  const rows = await owned(db, owner)
    .select(LINE_COLUMNS)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(toLine);
}

export async function findCartLinesByIds(db: Db, owner: Owner, ids: readonly number[]): Promise<CartLine[]> {
  if (ids.length === 0) return [];
  const rows = await owned(db, owner)
    .select(LINE_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toLine);
}

/** The product line of the same package and date, if the cart has one (adding again merges). */
export async function findSameProductLine(db: Db, owner: Owner, packageId: number, date: string) {
  const row = await owned(db, owner)
    .select(LINE_COLUMNS)
    .where('kind', '=', 'product')
    .where('package_id', '=', packageId)
    .where('travel_date', '=', date)
    .executeTakeFirst();
  return row ? toLine(row) : undefined;
}

export type NewLine =
  | {
      kind: 'product';
      productId: number;
      packageId: number;
      date: string;
      quantities: Quantities;
      currency: string;
      snapshotAmount: number;
    }
  | {
      kind: 'hotel';
      hotelId: number;
      roomTypeId: number;
      ratePlanId: number;
      date: string;
      endDate: string;
      rooms: HotelRoomRequest[];
      currency: string;
      snapshotAmount: number;
    };

export async function insertCartLine(db: Db, owner: Owner, line: NewLine, at: string): Promise<number> {
  const row = await db
    .insertInto('cart_items')
    .values({
      merchant_number: owner.merchantNumber,
      member_id: owner.memberId,
      kind: line.kind,
      product_id: line.kind === 'product' ? line.productId : null,
      package_id: line.kind === 'product' ? line.packageId : null,
      hotel_id: line.kind === 'hotel' ? line.hotelId : null,
      room_type_id: line.kind === 'hotel' ? line.roomTypeId : null,
      rate_plan_id: line.kind === 'hotel' ? line.ratePlanId : null,
      travel_date: line.date,
      end_date: line.kind === 'hotel' ? line.endDate : '',
      quantities: JSON.stringify(line.kind === 'product' ? line.quantities : {}),
      rooms: JSON.stringify(line.kind === 'hotel' ? line.rooms : []),
      currency: line.currency,
      snapshot_amount: line.snapshotAmount,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** New date, quantities and price snapshot of a product line; false when it is not the owner's. */
export async function updateProductLine(
  db: Db,
  owner: Owner,
  id: number,
  values: { date: string; quantities: Quantities; snapshotAmount: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set({
      travel_date: values.date,
      quantities: JSON.stringify(values.quantities),
      snapshot_amount: values.snapshotAmount,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('kind', '=', 'product')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the owner's lines among `ids`; answers how many went. */
export async function deleteCartLines(db: Db, owner: Owner, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('cart_items')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
