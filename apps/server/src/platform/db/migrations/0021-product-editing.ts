import type { Kysely } from 'kysely';

/**
 * Back-office product editing (issue 14): what a merchant states about a product and a package
 * that had no column. Products: instant confirmation (existing products keep being confirmed at
 * payment, as they were sold) and duration in minutes (null: not stated). Texts: the meeting point
 * per language. Packages: whether on sale (one an order points at is taken off sale, never
 * deleted). Package prices: the age band of a per-person price type (null: no limit). Photos: alt
 * text per language (a JSON object).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('instant_confirmation', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('products').addColumn('duration_minutes', 'integer').execute();
  await db.schema
    .alterTable('product_texts')
    .addColumn('meeting_point', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('packages')
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('package_prices').addColumn('min_age', 'integer').execute();
  await db.schema.alterTable('package_prices').addColumn('max_age', 'integer').execute();
  await db.schema
    .alterTable('product_images')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_images').dropColumn('alt').execute();
  await db.schema.alterTable('package_prices').dropColumn('max_age').execute();
  await db.schema.alterTable('package_prices').dropColumn('min_age').execute();
  await db.schema.alterTable('packages').dropColumn('on_sale').execute();
  await db.schema.alterTable('product_texts').dropColumn('meeting_point').execute();
  await db.schema.alterTable('products').dropColumn('duration_minutes').execute();
  await db.schema.alterTable('products').dropColumn('instant_confirmation').execute();
}
