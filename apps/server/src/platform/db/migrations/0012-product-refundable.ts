import type { Kysely } from 'kysely';

/**
 * Whether a trip product may be refunded at all (1) or is sold non-refundable (0), so a refund
 * request can be refused by rule rather than by reading the cancellation-policy text. Existing
 * products stay refundable: the policy texts were the only place this lived before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('refundable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('refundable').execute();
}
