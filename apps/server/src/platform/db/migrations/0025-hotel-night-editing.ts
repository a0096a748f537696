import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The back office edits a room type's nights (issue 14, "Hotels in the back office"). `allotment`
 * stays what the storefront reads — rooms free to book — and two columns join it:
 * - `sold`: rooms paid and held stays take that night, kept by every hold and release, so the
 *   rooms on sale in total are `allotment + sold` and an edit can never go below `sold`;
 * - `closed_capacity`: null on an open night; on a night the merchant closed, the rooms on sale in
 *   total it keeps while `allotment` reads 0 (nothing bookable, search and booking unchanged).
 * `sold` starts from the stays of orders that still hold their rooms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('hotel_room_nights')
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('hotel_room_nights').addColumn('closed_capacity', 'integer').execute();
  await countSoldRooms(db);
}

/** Sets every night's `sold` from the hotel lines of orders that still hold their rooms. */
export async function countSoldRooms(db: Kysely<unknown>): Promise<void> {
  const rooms =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql`json_array_length(i.rooms::json)`
      : sql`json_array_length(i.rooms)`;
  await sql`update hotel_room_nights set sold = coalesce((
      select sum(${rooms}) from order_items i inner join orders o on o.id = i.order_id
      where i.kind = 'hotel' and i.room_type_id = hotel_room_nights.room_type_id
        and i.travel_date <= hotel_room_nights.date and i.end_date > hotel_room_nights.date
        and o.status not in ('cancelled', 'expired', 'refunded')
    ), 0)
    where exists (select 1 from order_items i where i.kind = 'hotel' and i.room_type_id = hotel_room_nights.room_type_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hotel_room_nights').dropColumn('closed_capacity').execute();
  await db.schema.alterTable('hotel_room_nights').dropColumn('sold').execute();
}
