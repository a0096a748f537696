import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The order desk (issue 13): staff's internal notes on an order (never shown to the customer),
 * and the mail sent to an order's customer, recorded per order whatever carries it (SMTP or the
 * dev outbox), so the desk shows what the customer was told. Indexes serve the desk's list
 * (newest first within a merchant, by state or travel date) and its manifests (a package's or a
 * hotel's lines on a date).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('order_notes'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer')
    .addColumn('author', 'varchar(254)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').columns(['order_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('order_mails'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event', 'varchar(40)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_mails_order').on('order_mails').columns(['order_id', 'id']).execute();

  await db.schema.createIndex('orders_desk').on('orders').columns(['merchant_number', 'status', 'id']).execute();
  await db.schema
    .createIndex('orders_desk_travel')
    .on('orders')
    .columns(['merchant_number', 'first_travel_date'])
    .execute();
  await db.schema.createIndex('order_items_manifest').on('order_items').columns(['gcode', 'travel_date']).execute();
  await db.schema.createIndex('order_items_hotel').on('order_items').columns(['hotel_id', 'travel_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['order_items_hotel', 'order_items_manifest', 'orders_desk_travel', 'orders_desk']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('order_mails').execute();
  await db.schema.dropTable('order_notes').execute();
}
