import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The durable delivery queue (docs/decisions.md, "Delivery queue"): mail, SMS and refunds are
 * written here in the transaction of the change that causes them, then delivered by a worker
 * with retries. `idempotency_key` is what the transport is given (Message-ID, Stripe's key),
 * `provider_ref` what it answered (a Twilio message sid), kept before the job counts as delivered.
 * A refund's Stripe key lives on its refund row (`provider_key`): kept while an attempt's outcome
 * is unknown, replaced only after Stripe answered a refusal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('delivery_jobs'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('merchant_number', 'varchar(20)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('claimed_by', 'varchar(80)')
    .addColumn('provider_ref', 'varchar(200)')
    .addColumn('delivered_at', 'varchar(30)')
    .addColumn('failed_at', 'varchar(30)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The worker's one question: what is due and not done.
  await db.schema
    .createIndex('delivery_jobs_due')
    .on('delivery_jobs')
    .columns(['next_attempt_at'])
    .where(sql<boolean>`delivered_at is null and failed_at is null`)
    .execute();
  await db.schema.alterTable('payment_refunds').addColumn('provider_key', 'varchar(120)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_refunds').dropColumn('provider_key').execute();
  await db.schema.dropTable('delivery_jobs').ifExists().execute();
}
