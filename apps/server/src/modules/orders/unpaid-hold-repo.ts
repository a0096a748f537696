import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

// Counting the unpaid orders that hold stock, for the limits an order's creation checks inside its
// transaction (docs/decisions.md, "Unpaid holds"). An unpaid order counts until its payment
// window ends, whether or not a sweep has moved it to `expired` yet.

/** What a visitor order is counted by: client address (hashed), contact email, contact phone ('' for none). */
export type VisitorKeys = { addressHash: string; email: string; phone: string };

/**
 * Serialises the order creations that share a limit key until the caller's transaction ends, so
 * the count that follows cannot miss a concurrent order (no check-then-insert race). PostgreSQL:
 * transaction-scoped advisory locks, taken in sorted order so two creations never wait on each
 * other in a cycle; SQLite runs one writing transaction at a time already.
 */
export async function lockLimitKeys(trx: Db, keys: readonly string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** A shop's unpaid visitor orders still inside their window, by each of the keys given. */
export async function countUnpaidVisitorOrders(
  trx: Db,
  merchantNumber: string,
  keys: VisitorKeys,
  now: string,
): Promise<{ byAddress: number; byEmail: number; byPhone: number }> {
  const row = await trx
    .selectFrom('orders')
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when('client_address_hash', '=', keys.addressHash).then(1).else(0).end())
        .as('by_address'),
      eb.fn.sum<number>(eb.case().when('contact_email', '=', keys.email).then(1).else(0).end()).as('by_email'),
      eb.fn.sum<number>(eb.case().when('contact_phone', '=', keys.phone).then(1).else(0).end()).as('by_phone'),
    ])
    .where('merchant_number', '=', merchantNumber)
    .where('status', '=', 'pending_payment')
    .where('member_id', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('client_address_hash', '=', keys.addressHash),
        eb('contact_email', '=', keys.email),
        ...(keys.phone === '' ? [] : [eb('contact_phone', '=', keys.phone)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    byAddress: Number(row.by_address ?? 0),
    byEmail: Number(row.by_email ?? 0),
    byPhone: keys.phone === '' ? 0 : Number(row.by_phone ?? 0),
  };
}

/** A member's unpaid orders in a shop still inside their window. */
export async function countUnpaidMemberOrders(
  trx: Db,
  owner: { merchantNumber: string; memberId: number },
  now: string,
): Promise<number> {
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('status', '=', 'pending_payment')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
