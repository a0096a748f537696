import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Referral credit (docs/decisions.md, "Referral credit"): each member's invite code, one
 * referral per referred member (the unique key is the "one credit per referred member" rule),
 * a per-referrer monthly counter the cap is taken from atomically, and the merchant's rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_codes')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_codes_pk', ['merchant_number', 'member_id'])
    .addUniqueConstraint('referral_codes_code', ['merchant_number', 'code'])
    .execute();

  await withIdColumn(db, db.schema.createTable('referrals'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('referred_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('ocode', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('referrer_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referred_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('credited_at', 'varchar(30)')
    .addUniqueConstraint('referrals_once_per_referred', ['merchant_number', 'referred_id'])
    .execute();
  await db.schema
    .createIndex('referrals_by_referrer')
    .on('referrals')
    .columns(['merchant_number', 'referrer_id', 'id'])
    .execute();

  await db.schema
    .createTable('referral_monthly_credits')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_monthly_credits_pk', ['merchant_number', 'referrer_id', 'month'])
    .execute();

  await db.schema
    .createTable('referral_rules')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.primaryKey().references('merchants.number'))
    .addColumn('referrer_points', 'integer', (c) => c.notNull())
    .addColumn('referred_points', 'integer', (c) => c.notNull())
    .addColumn('monthly_cap', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['referral_rules', 'referral_monthly_credits', 'referrals', 'referral_codes']) {
    await db.schema.dropTable(table).execute();
  }
}
