import type { Db } from '../../platform/db/kysely.js';

/**
 * Records a sign-up; signing up an address twice keeps the first row, and an address the shop
 * unsubscribed is subscribed again (the shopper asked anew).
 */
export async function insertSubscription(
  db: Db,
  owner: { merchantNumber: string },
  values: { email: string; language: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({
      merchant_number: owner.merchantNumber,
      email: values.email,
      language: values.language,
      created_at: values.createdAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_number', 'email'])
        .doUpdateSet({ unsubscribed_at: null })
        .where('newsletter_subscriptions.unsubscribed_at', 'is not', null),
    )
    .execute();
}
