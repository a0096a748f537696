import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/** Lists a member keeps (saved travellers, favourites) and the newsletter sign-ups. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('passengers'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('appellation', 'integer', (c) => c.notNull())
    .addColumn('birth_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('nationality', 'varchar(2)', (c) => c.notNull())
    .addColumn('id_type', 'integer', (c) => c.notNull())
    .addColumn('id_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('id_expiry', 'varchar(10)', (c) => c.notNull())
    .addColumn('phone_country', 'integer')
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_self', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('passengers_owner').on('passengers').columns(['merchant_number', 'member_id']).execute();

  await withIdColumn(db, db.schema.createTable('favourites'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('product_ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('favourites_member_product', ['merchant_number', 'member_id', 'type', 'product_ref'])
    .execute();
  await db.schema
    .createIndex('favourites_owner_newest')
    .on('favourites')
    .columns(['merchant_number', 'member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_subscriptions_pk', ['merchant_number', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['newsletter_subscriptions', 'favourites', 'passengers']) {
    await db.schema.dropTable(table).execute();
  }
}
