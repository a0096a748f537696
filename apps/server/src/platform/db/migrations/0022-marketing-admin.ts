import type { Kysely } from 'kysely';

/**
 * Marketing in the back office (issue 14): a flash sale carries its own per-member limit (the
 * sales seeded before it keep the old fixed 2), a newsletter subscriber who is unsubscribed is
 * kept with the time of it (so the list and its export say who left, and signing up again
 * subscribes anew), and a package's sales are found by their window to refuse an overlap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('seckill_sales')
    .addColumn('member_limit', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await db.schema
    .createIndex('seckill_sales_package_window')
    .on('seckill_sales')
    .columns(['package_id', 'start_at'])
    .execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('unsubscribed_at', 'varchar(30)').execute();
  await db.schema
    .createIndex('newsletter_subscriptions_newest')
    .on('newsletter_subscriptions')
    .columns(['merchant_number', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscriptions_newest').execute();
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('unsubscribed_at').execute();
  await db.schema.dropIndex('seckill_sales_package_window').execute();
  await db.schema.alterTable('seckill_sales').dropColumn('member_limit').execute();
}
