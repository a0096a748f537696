import type { Kysely } from 'kysely';

/**
 * Hotel photos are edited in the back office (issue 14, "Hotels in the back office"): each keeps
 * its alt text per language, a JSON object as a product photo's (migration 0021).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('hotel_images')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hotel_images').dropColumn('alt').execute();
}
