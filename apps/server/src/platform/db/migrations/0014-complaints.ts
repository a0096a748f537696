import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Complaints (docs/decisions.md, "Complaints"), and the merchant's contact address they are
 * mailed to until the back office lists them. `seq` numbers an order's complaints; its unique key
 * is what bounds them per order, so two filed at once cannot both take the last place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('contact_email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .execute();

  await withIdColumn(db, db.schema.createTable('complaints'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('category', 'varchar(30)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('photo_keys', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('complaints_order_seq', ['merchant_number', 'order_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('complaints').execute();
  await db.schema.alterTable('merchants').dropColumn('contact_email').execute();
}
