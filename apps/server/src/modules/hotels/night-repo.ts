import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { Database } from '../../platform/db/schema.js';
import type { StayRange } from './search-repo.js';
import { refreshStayNights } from './stay-summary-repo.js';

/**
 * The hotel is the merchant's: a condition on the hotel alone, which the engines check once per
 * statement, so the nights are still read from one index range.
 */
function hotelOfMerchant(merchantNumber: string, hotelId: number): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from hotels h where h.id = ${hotelId} and h.merchant_number = ${merchantNumber})`;
}

/** Rooms free per room type and night of the merchant's hotel, check-in up to (not including) check-out. */
export async function findRoomNights(db: Db, merchantNumber: string, hotelId: number, stay: StayRange) {
  return db
    .selectFrom('hotel_room_nights as n')
    .select(['n.room_type_id as roomTypeId', 'n.date', 'n.allotment'])
    .where('n.hotel_id', '=', hotelId)
    .where(hotelOfMerchant(merchantNumber, hotelId))
    .where('n.date', '>=', stay.checkIn)
    .where('n.date', '<', stay.checkOut)
    .execute();
}

/** Nightly prices per rate plan of the merchant's hotel (hotel currency), check-in up to (not including) check-out. */
export async function findRateNights(db: Db, merchantNumber: string, hotelId: number, stay: StayRange) {
  const rows = await db
    .selectFrom('hotel_rate_nights as n')
    .select(['n.rate_plan_id as ratePlanId', 'n.date', 'n.price'])
    .where('n.hotel_id', '=', hotelId)
    .where(hotelOfMerchant(merchantNumber, hotelId))
    .where('n.date', '>=', stay.checkIn)
    .where('n.date', '<', stay.checkOut)
    .execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

/** Per night from `from` to `to` (inclusive): the lowest price of one room with a room free (hotel currency). */
export async function findLowestNightlyPrices(
  db: Db,
  merchantNumber: string,
  hotelId: number,
  from: string,
  to: string,
): Promise<{ date: string; price: number }[]> {
  const rows = await db
    .selectFrom('hotel_rate_nights as n')
    .innerJoin('hotel_rate_plans as p', 'p.id', 'n.rate_plan_id')
    .innerJoin('hotel_room_nights as r', (join) =>
      join.onRef('r.room_type_id', '=', 'p.room_type_id').onRef('r.date', '=', 'n.date'),
    )
    .select('n.date')
    .select((eb) => eb.fn.min<number>('n.price').as('price'))
    .where('n.hotel_id', '=', hotelId)
    .where(hotelOfMerchant(merchantNumber, hotelId))
    .where('n.date', '>=', from)
    .where('n.date', '<=', to)
    .where('r.allotment', '>', 0)
    .groupBy('n.date')
    .orderBy('n.date')
    .execute();
  return rows.map((r) => ({ date: r.date, price: Number(r.price) }));
}

/**
 * Per hotel of the merchant: the lowest price of one room for one night from `from` to `to`
 * (inclusive) on a night with a room free (hotel currency); hotels with none are left out.
 */
export async function findFromPrices(
  db: Db,
  merchantNumber: string,
  hotelIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('hotel_rate_nights as n')
    .innerJoin('hotels as h', 'h.id', 'n.hotel_id')
    .innerJoin('hotel_rate_plans as p', 'p.id', 'n.rate_plan_id')
    .innerJoin('hotel_room_nights as r', (join) =>
      join.onRef('r.room_type_id', '=', 'p.room_type_id').onRef('r.date', '=', 'n.date'),
    )
    .select('n.hotel_id')
    .select((eb) => eb.fn.min<number>('n.price').as('price'))
    .where('h.merchant_number', '=', merchantNumber)
    .where('n.hotel_id', 'in', hotelIds)
    .where('n.date', '>=', from)
    .where('n.date', '<=', to)
    .where('r.allotment', '>', 0)
    .groupBy('n.hotel_id')
    .execute();
  return new Map(rows.map((r) => [r.hotel_id, Number(r.price)]));
}

/** A room type of the merchant's hotel, for a booking's merchant check. */
function roomTypeOfMerchant(merchantNumber: string, roomTypeId: number) {
  return (eb: ExpressionBuilder<Database, 'hotel_room_nights'>) =>
    eb.exists(
      eb
        .selectFrom('hotel_room_types as rt')
        .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
        .select('rt.id')
        .where('rt.id', '=', roomTypeId)
        .where('h.merchant_number', '=', merchantNumber),
    );
}

/**
 * Takes `rooms` of a room type (counted in `sold`, migration 0025) on every night of `dates`, only when each night has that many
 * left: one conditional UPDATE, which must touch every night (the caller's transaction rolls
 * back otherwise). Concurrent bookings never take more rooms than there are.
 */
export async function takeRoomNights(
  db: Db,
  merchantNumber: string,
  hold: { roomTypeId: number; dates: readonly string[]; rooms: number },
): Promise<boolean> {
  if (hold.dates.length === 0) return false;
  const result = await db
    .updateTable('hotel_room_nights')
    .set((eb) => ({ allotment: eb('allotment', '-', hold.rooms), sold: eb('sold', '+', hold.rooms) }))
    .where('room_type_id', '=', hold.roomTypeId)
    .where('date', 'in', [...hold.dates])
    .where('allotment', '>=', hold.rooms)
    .where(roomTypeOfMerchant(merchantNumber, hold.roomTypeId))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== hold.dates.length) return false;
  await refreshStayNights(db, { roomTypeId: hold.roomTypeId }, hold.dates);
  return true;
}

export async function returnRoomNights(
  db: Db,
  merchantNumber: string,
  hold: { roomTypeId: number; dates: readonly string[]; rooms: number },
): Promise<void> {
  if (hold.dates.length === 0) return;
  await db
    .updateTable('hotel_room_nights')
    // A night the merchant closed meanwhile stays closed: nothing comes back to book.
    .set((eb) => ({
      allotment: sql<number>`case when closed_capacity is null then allotment + ${hold.rooms} else 0 end`,
      sold: eb('sold', '-', hold.rooms),
    }))
    .where('room_type_id', '=', hold.roomTypeId)
    .where('date', 'in', [...hold.dates])
    .where(roomTypeOfMerchant(merchantNumber, hold.roomTypeId))
    .execute();
  await refreshStayNights(db, { roomTypeId: hold.roomTypeId }, hold.dates);
}
