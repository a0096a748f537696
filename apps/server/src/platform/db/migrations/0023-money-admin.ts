import type { Kysely } from 'kysely';

/**
 * Money settings in the back office (issue 14): a coupon template gets a public code a shopper
 * types (unique within its merchant), a quantity (how many may be issued in all), the count
 * issued so far (taken by a conditional UPDATE, so two last takers never both get one), an
 * active flag (off stops issuing, issued coupons stay usable) and when it was last changed.
 * The redemption report counts a template's coupons by status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupon_templates').addColumn('code', 'varchar(20)').execute();
  await db.schema.alterTable('coupon_templates').addColumn('quantity', 'integer').execute();
  await db.schema
    .alterTable('coupon_templates')
    .addColumn('issued', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('coupon_templates')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('coupon_templates').addColumn('updated_at', 'varchar(30)').execute();
  await db.schema
    .createIndex('coupon_templates_code')
    .on('coupon_templates')
    .columns(['merchant_number', 'code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_coupons_template')
    .on('member_coupons')
    .columns(['template_id', 'status'])
    .execute();
  // Coupons issued before the counter existed (welcome coupons) are counted into it.
  const k = db as Kysely<{
    coupon_templates: { id: number; issued: number };
    member_coupons: { template_id: number };
  }>;
  await k
    .updateTable('coupon_templates')
    .set((eb) => ({
      issued: eb
        .selectFrom('member_coupons')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('member_coupons.template_id', '=', 'coupon_templates.id'),
    }))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('member_coupons_template').execute();
  await db.schema.dropIndex('coupon_templates_code').execute();
  for (const column of ['updated_at', 'active', 'issued', 'quantity', 'code']) {
    await db.schema.alterTable('coupon_templates').dropColumn(column).execute();
  }
}
