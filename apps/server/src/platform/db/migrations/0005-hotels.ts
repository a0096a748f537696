import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Hotels of a merchant, their room types and rate plans. Allotment (rooms free) is per room type
 * and night, shared by the type's plans; prices are per plan and night, bigint minor units of the
 * hotel's currency. A night without a row is not sold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('hotels'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('country_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('state_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('city_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('check_in_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('check_out_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('recommend_score', 'integer', (c) => c.notNull().defaultTo(0))
    // Lower-cased names, addresses and place titles in every language, for keyword search.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('hotels_merchant_recommended')
    .on('hotels')
    .columns(['merchant_number', 'recommend_score'])
    .execute();

  await db.schema
    .createTable('hotel_texts')
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('facilities', 'text', (c) => c.notNull())
    .addColumn('policies', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hotel_texts_pk', ['hotel_id', 'language'])
    .execute();

  await db.schema
    .createTable('hotel_images')
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .addPrimaryKeyConstraint('hotel_images_pk', ['hotel_id', 'sort'])
    .execute();

  await withIdColumn(db, db.schema.createTable('hotel_room_types'))
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('max_adults', 'integer', (c) => c.notNull())
    .addColumn('max_children', 'integer', (c) => c.notNull())
    .addColumn('size_m2', 'integer', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hotel_room_types_hotel').on('hotel_room_types').column('hotel_id').execute();

  await db.schema
    .createTable('hotel_room_type_texts')
    .addColumn('room_type_id', 'integer', (c) => c.notNull().references('hotel_room_types.id').onDelete('cascade'))
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('beds', 'varchar(200)', (c) => c.notNull())
    .addColumn('facilities', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hotel_room_type_texts_pk', ['room_type_id', 'language'])
    .execute();

  await db.schema
    .createTable('hotel_room_nights')
    .addColumn('room_type_id', 'integer', (c) => c.notNull().references('hotel_room_types.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('allotment', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hotel_room_nights_pk', ['room_type_id', 'date'])
    .execute();

  await withIdColumn(db, db.schema.createTable('hotel_rate_plans'))
    .addColumn('room_type_id', 'integer', (c) => c.notNull().references('hotel_room_types.id').onDelete('cascade'))
    .addColumn('hotel_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('breakfast_included', 'integer', (c) => c.notNull())
    .addColumn('free_cancel_days', 'integer')
    .addColumn('child_age_bands', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hotel_rate_plans_hotel').on('hotel_rate_plans').column('hotel_id').execute();

  await db.schema
    .createTable('hotel_rate_nights')
    .addColumn('rate_plan_id', 'integer', (c) => c.notNull().references('hotel_rate_plans.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('hotel_rate_nights_pk', ['rate_plan_id', 'date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'hotel_rate_nights',
    'hotel_rate_plans',
    'hotel_room_nights',
    'hotel_room_type_texts',
    'hotel_room_types',
    'hotel_images',
    'hotel_texts',
    'hotels',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
