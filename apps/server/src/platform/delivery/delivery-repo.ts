import { lockedForClaim } from '../db/dialect.js';
import type { Db } from '../db/kysely.js';

export type DeliveryJob = {
  id: number;
  kind: string;
  idempotencyKey: string;
  merchantNumber: string | null;
  payload: unknown;
  /** This attempt's number (1 for the first). */
  attempt: number;
  providerRef: string | null;
  createdAt: string;
  /** Who holds the job: finishing it needs the same claim. */
  claim: string;
};

/** Writes a job inside the caller's transaction; a key already queued is left as it is (once per key). */
export async function insertJob(
  trx: Db,
  job: { kind: string; idempotencyKey: string; merchantNumber: string | null; payload: unknown },
  at: string,
): Promise<void> {
  await trx
    .insertInto('delivery_jobs')
    .values({
      kind: job.kind,
      idempotency_key: job.idempotencyKey,
      merchant_number: job.merchantNumber,
      payload: JSON.stringify(job.payload),
      next_attempt_at: at,
      created_at: at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

/**
 * Claims up to `limit` jobs that are due and not held, for one attempt
 * each, until `leaseUntil`: a claimant that dies lets its jobs go when the lease passes. One
 * statement, so two workers never claim one job (SKIP LOCKED on PostgreSQL, see lockedForClaim).
 */
export async function claimJobs(
  db: Db,
  options: { now: string; leaseUntil: string; claim: string; limit: number },
): Promise<DeliveryJob[]> {
  const { now } = options;
  const due = db
    .selectFrom('delivery_jobs')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.limit);
  const rows = await db
    .updateTable('delivery_jobs')
    .set((eb) => ({ locked_until: options.leaseUntil, claimed_by: options.claim, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', lockedForClaim(db, due))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .returning([
      'id',
      'kind',
      'idempotency_key',
      'merchant_number',
      'payload',
      'attempts',
      'provider_ref',
      'created_at',
    ])
    .execute();
  // RETURNING follows no order: the queue's order is the jobs'.
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    idempotencyKey: r.idempotency_key,
    merchantNumber: r.merchant_number,
    payload: JSON.parse(r.payload) as unknown,
    attempt: Number(r.attempts),
    providerRef: r.provider_ref,
    createdAt: r.created_at,
    claim: options.claim,
  }));
}

/** Makes every job waiting in back-off due now ("retry now"). */
export async function makePendingDue(db: Db, now: string): Promise<void> {
  await db
    .updateTable('delivery_jobs')
    .set({ next_attempt_at: now })
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '>', now)
    .execute();
}

const held = (job: DeliveryJob) => ({ id: job.id, claim: job.claim });

/** Keeps what the provider answered (a message sid) before the job counts as delivered. */
export async function recordProviderRef(db: Db, job: DeliveryJob, ref: string): Promise<void> {
  const { id, claim } = held(job);
  await db
    .updateTable('delivery_jobs')
    .set({ provider_ref: ref.slice(0, 200) })
    .where('id', '=', id)
    .where('claimed_by', '=', claim)
    .execute();
}

export async function markDelivered(db: Db, job: DeliveryJob, at: string): Promise<void> {
  const { id, claim } = held(job);
  await db
    .updateTable('delivery_jobs')
    .set({ delivered_at: at, locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('claimed_by', '=', claim)
    .execute();
}

/** An attempt failed: tried again at `retryAt`, or given up (`retryAt` null). */
export async function markAttemptFailed(
  db: Db,
  job: DeliveryJob,
  outcome: { error: string; retryAt: string | null },
  at: string,
): Promise<void> {
  const { id, claim } = held(job);
  await db
    .updateTable('delivery_jobs')
    .set({
      locked_until: null,
      last_error: outcome.error.slice(0, 500),
      ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt } : { failed_at: at }),
    })
    .where('id', '=', id)
    .where('claimed_by', '=', claim)
    .execute();
}

/** Jobs not delivered and not given up, the oldest's creation, and those given up (metrics). */
export async function findBacklog(db: Db): Promise<{ count: number; oldestCreatedAt: string | null; failed: number }> {
  const row = await db
    .selectFrom('delivery_jobs')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('delivered_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  const failed = await db
    .selectFrom('delivery_jobs')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('failed_at', 'is not', null)
    .executeTakeFirst();
  return {
    count: Number(row?.count ?? 0),
    oldestCreatedAt: row?.oldest ?? null,
    failed: Number(failed?.count ?? 0),
  };
}
