import type { Kysely } from 'kysely';

/**
 * Covering indexes for hotel search: the stay's nights of every candidate room type and rate
 * plan are read from the index alone (allotment and price beside the key), without a visit to
 * the table row per night (issue 6 benchmark: 2 000 hotels × 365 nights).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('hotel_rate_nights_price')
    .on('hotel_rate_nights')
    .columns(['rate_plan_id', 'date', 'price'])
    .execute();
  await db.schema
    .createIndex('hotel_room_nights_allotment')
    .on('hotel_room_nights')
    .columns(['room_type_id', 'date', 'allotment'])
    .execute();
  await db.schema
    .createIndex('hotel_rate_plans_hotel_plan')
    .on('hotel_rate_plans')
    .columns(['hotel_id', 'id', 'room_type_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('hotel_rate_plans_hotel_plan').execute();
  await db.schema.dropIndex('hotel_room_nights_allotment').execute();
  await db.schema.dropIndex('hotel_rate_nights_price').execute();
}
