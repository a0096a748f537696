import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * One refund per collected payment (docs/decisions.md, "Refunds through the provider"): the
 * provider is called after the change that needs the refund committed, so the row is what
 * survives a provider fault or a crash in between. Its id makes the provider's idempotency key,
 * and `status`/`error`/`attempts` are what a retry worker reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('payment_refunds'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().unique().references('payments.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_refund_id', 'varchar(64)')
    .addColumn('error', 'varchar(500)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_refunds_status')
    .on('payment_refunds')
    .columns(['status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').ifExists().execute();
}
