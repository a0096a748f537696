import type { Db } from '../../platform/db/kysely.js';
import { orderOf } from './repo.js';

// Visitors' access tokens to their orders (stored hashed), given and checked only through the
// order's merchant.

export async function insertAccessToken(
  db: Db,
  merchantNumber: string,
  orderId: number,
  token: { hash: string; expiresAt: string },
) {
  await db
    .insertInto('order_access_tokens')
    .columns(['order_id', 'token_hash', 'expires_at'])
    .expression(
      orderOf(db, merchantNumber, orderId).select((eb) => [
        eb.val(token.hash).as('token_hash'),
        eb.val(token.expiresAt).as('expires_at'),
      ]),
    )
    .execute();
}

export async function hasAccessToken(
  db: Db,
  merchantNumber: string,
  orderId: number,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select('order_id')
    .where('token_hash', '=', tokenHash)
    .where('order_id', 'in', orderOf(db, merchantNumber, orderId))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
