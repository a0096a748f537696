import type { Db } from '../../platform/db/kysely.js';

export type RefundStatus = 'pending' | 'processing' | 'succeeded' | 'failed';

export type RefundRecord = {
  id: number;
  merchantNumber: string;
  paymentId: number;
  reason: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  providerRefundId: string | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = [
  'id',
  'merchant_number',
  'payment_id',
  'reason',
  'amount',
  'currency',
  'status',
  'provider_refund_id',
  'error',
  'attempts',
  'created_at',
  'updated_at',
] as const;

type Row = {
  id: number;
  merchant_number: string;
  payment_id: number;
  reason: string;
  amount: number;
  currency: string;
  status: string;
  provider_refund_id: string | null;
  error: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
};

const toRefund = (r: Row): RefundRecord => ({
  id: Number(r.id),
  merchantNumber: r.merchant_number,
  paymentId: Number(r.payment_id),
  reason: r.reason,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status as RefundStatus,
  providerRefundId: r.provider_refund_id,
  error: r.error,
  attempts: Number(r.attempts),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * The payment's refund for `reason` ('full', or a partial one's own), created pending with
 * `amount` the first time it is asked for: one per payment and reason.
 */
export async function openRefund(
  db: Db,
  payment: { merchantNumber: string; id: number; currency: string },
  refund: { reason: string; amount: number },
  at: string,
): Promise<RefundRecord> {
  await db
    .insertInto('payment_refunds')
    .values({
      merchant_number: payment.merchantNumber,
      payment_id: payment.id,
      reason: refund.reason,
      amount: refund.amount,
      currency: payment.currency,
      status: 'pending',
      provider_refund_id: null,
      error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['payment_id', 'reason']).doNothing())
    .execute();
  const row = await db
    .selectFrom('payment_refunds')
    .select(COLUMNS)
    .where('merchant_number', '=', payment.merchantNumber)
    .where('payment_id', '=', payment.id)
    .where('reason', '=', refund.reason)
    .executeTakeFirstOrThrow();
  return toRefund(row);
}

/** What the payment's refunds give back or will (every row: a failed one is retried). */
export async function sumRefundsOfPayment(db: Db, merchantNumber: string, paymentId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('merchant_number', '=', merchantNumber)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Takes a refund for one attempt: from pending or failed, or from processing when `staleBefore`
 * says its last claimant gave up (a process that died mid-call). Answers the attempt's number,
 * or undefined when another holds it or it is done, so two processes never call the provider
 * for one refund at once.
 */
export async function claimRefund(
  db: Db,
  merchantNumber: string,
  id: number,
  at: string,
  staleBefore?: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('payment_refunds')
    .set((eb) => ({ status: 'processing', attempts: eb('attempts', '+', 1), updated_at: at }))
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .where((eb) =>
      staleBefore
        ? eb.or([
            eb('status', 'in', ['pending', 'failed']),
            eb.and([eb('status', '=', 'processing'), eb('updated_at', '<', staleBefore)]),
          ])
        : eb('status', 'in', ['pending', 'failed']),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : undefined;
}

/** Ends a claimed attempt: succeeded with the provider's refund id, or failed with its error. */
export async function finishRefund(
  db: Db,
  merchantNumber: string,
  id: number,
  outcome:
    | { status: 'succeeded'; providerRefundId: string }
    /** `keepKey`: the provider may have made it (no answer), so the next attempt sends the same key. */
    | { status: 'failed'; error: string; keepKey: boolean },
  at: string,
): Promise<void> {
  await db
    .updateTable('payment_refunds')
    .set({
      status: outcome.status,
      updated_at: at,
      ...(outcome.status === 'succeeded'
        ? { provider_refund_id: outcome.providerRefundId.slice(0, 64), error: null, provider_key: null }
        : { error: outcome.error.slice(0, 500), ...(outcome.keepKey ? {} : { provider_key: null }) }),
    })
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

/** One refund of the shop. */
export async function findRefundById(db: Db, merchantNumber: string, id: number): Promise<RefundRecord | undefined> {
  const row = await db
    .selectFrom('payment_refunds')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRefund(row);
}

/**
 * The provider's idempotency key for a claimed attempt: the one kept from an attempt whose
 * outcome is unknown, else `fresh` (kept from now on until the provider answers).
 */
export async function takeProviderKey(db: Db, merchantNumber: string, id: number, fresh: string): Promise<string> {
  const row = await db
    .updateTable('payment_refunds')
    .set((eb) => ({ provider_key: eb.fn.coalesce('provider_key', eb.val(fresh)) }))
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .returning('provider_key')
    .executeTakeFirst();
  return row?.provider_key ?? fresh;
}

/** The payment's refunds, oldest first. */
export async function findRefundsOfPayment(db: Db, merchantNumber: string, paymentId: number): Promise<RefundRecord[]> {
  const rows = await db
    .selectFrom('payment_refunds')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
  return rows.map(toRefund);
}
