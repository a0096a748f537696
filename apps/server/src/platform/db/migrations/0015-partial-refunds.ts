import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Several refunds per payment (docs/decisions.md, "Date change: a cheaper date"): a cheaper date
 * gives part of a payment back, and a later full refund gives back what is left. `reason` names
 * what a refund is for ('full', or 'date-change-<line id>'), one refund per payment and reason, so
 * a repeated ask reopens the same row instead of refunding twice. The order keeps what it gave
 * back while it stays open (`orders.refunded_amount`), so what it shows as paid stays true.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table payment_refunds drop constraint payment_refunds_payment_id_key`.execute(db);
    await db.schema
      .alterTable('payment_refunds')
      .addColumn('reason', 'varchar(60)', (c) => c.notNull().defaultTo('full'))
      .execute();
  } else {
    // SQLite cannot drop a column's unique constraint: the table is rebuilt with the same ids.
    await withIdColumn(db, db.schema.createTable('payment_refunds_next'))
      .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
      .addColumn('reason', 'varchar(60)', (c) => c.notNull().defaultTo('full'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider_refund_id', 'varchar(64)')
      .addColumn('error', 'varchar(500)')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await sql`insert into payment_refunds_next (id, merchant_number, payment_id, amount, currency, status,
      provider_refund_id, error, attempts, created_at, updated_at)
      select id, merchant_number, payment_id, amount, currency, status, provider_refund_id, error, attempts,
      created_at, updated_at from payment_refunds`.execute(db);
    await db.schema.dropTable('payment_refunds').execute();
    await db.schema.alterTable('payment_refunds_next').renameTo('payment_refunds').execute();
    await db.schema
      .createIndex('payment_refunds_status')
      .on('payment_refunds')
      .columns(['status', 'updated_at'])
      .execute();
  }
  await db.schema
    .createIndex('payment_refunds_payment_reason')
    .on('payment_refunds')
    .columns(['payment_id', 'reason'])
    .unique()
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('refunded_amount').execute();
  await db.schema.dropIndex('payment_refunds_payment_reason').execute();
  await db.schema.alterTable('payment_refunds').dropColumn('reason').execute();
}
