import { type Kysely, sql } from 'kysely';

/**
 * What an order's creation needs to bound unpaid holds and to answer an idempotent replay only to
 * its maker (docs/decisions.md, "Unpaid holds" and "Idempotency"): the client address's hash, the
 * hash of address and user agent a visitor's requestKey is bound to, and the contact phone in one
 * comparable form. The partial indexes cover only unpaid orders, the few rows the limits count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('client_address_hash', 'varchar(64)').execute();
  await db.schema.alterTable('orders').addColumn('request_client_hash', 'varchar(64)').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('contact_phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [name, column] of UNPAID_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('orders')
      .columns(['merchant_number', column])
      .where(sql.ref('status'), '=', 'pending_payment')
      .execute();
  }
}

const UNPAID_INDEXES = [
  ['orders_unpaid_by_address', 'client_address_hash'],
  ['orders_unpaid_by_email', 'contact_email'],
  ['orders_unpaid_by_phone', 'contact_phone'],
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of UNPAID_INDEXES) await db.schema.dropIndex(name).execute();
  for (const column of ['contact_phone', 'request_client_hash', 'client_address_hash']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
