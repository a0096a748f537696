import type { SubscriberFilter } from '@storefront/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

export type SubscriberRow = { email: string; language: string; created_at: string; unsubscribed_at: string | null };

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function subscribers(db: Db, merchantNumber: string, filter: SubscriberFilter) {
  return db
    .selectFrom('newsletter_subscriptions')
    .where('merchant_number', '=', merchantNumber)
    .$if(filter.status === 'subscribed', (q) => q.where('unsubscribed_at', 'is', null))
    .$if(filter.status === 'unsubscribed', (q) => q.where('unsubscribed_at', 'is not', null))
    .$if(Boolean(filter.q), (q) => q.where(sql<boolean>`email like ${likeText(filter.q as string)} escape '\\'`));
}

/** A page of the merchant's subscribers, newest first (addresses are stored lower-case). */
export async function findSubscriberPage(
  db: Db,
  merchantNumber: string,
  filter: SubscriberFilter,
  window: { offset: number; limit: number },
): Promise<SubscriberRow[]> {
  return subscribers(db, merchantNumber, filter)
    .select(['email', 'language', 'created_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countSubscribers(db: Db, merchantNumber: string, filter: SubscriberFilter): Promise<number> {
  const row = await subscribers(db, merchantNumber, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSubscriber(
  db: Db,
  merchantNumber: string,
  email: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'language', 'created_at', 'unsubscribed_at'])
    .where('merchant_number', '=', merchantNumber)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function markUnsubscribed(db: Db, merchantNumber: string, email: string, at: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ unsubscribed_at: at })
    .where('merchant_number', '=', merchantNumber)
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .execute();
}
