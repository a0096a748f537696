import type { Kysely } from 'kysely';

/**
 * Storefront settings of the back office (issue 13): a merchant's own hostnames, and the footer
 * and contact fields its settings page edits. A hostname belongs to one merchant at most (its
 * primary key), so two merchants saving the same one at once cannot both keep it; `position`
 * orders them, the first being the one links use. The dashboard's figures read a merchant's
 * orders by creation and by payment time, hence the two indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_domains')
    .addColumn('hostname', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('merchant_domains_merchant')
    .on('merchant_domains')
    .columns(['merchant_number', 'position'])
    .execute();

  await db.schema
    .alterTable('merchants')
    .addColumn('footer_texts', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('contact_phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('merchants')
    .addColumn('contact_address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createIndex('orders_merchant_created')
    .on('orders')
    .columns(['merchant_number', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_merchant_paid').on('orders').columns(['merchant_number', 'paid_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_merchant_paid').execute();
  await db.schema.dropIndex('orders_merchant_created').execute();
  await db.schema.alterTable('merchants').dropColumn('contact_address').execute();
  await db.schema.alterTable('merchants').dropColumn('contact_phone').execute();
  await db.schema.alterTable('merchants').dropColumn('footer_texts').execute();
  await db.schema.dropTable('merchant_domains').execute();
}
