import type { PaymentKind, PaymentStatus } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

export type PaymentRecord = {
  id: number;
  merchantNumber: string;
  orderId: number;
  supplementId: number | null;
  kind: PaymentKind;
  provider: string;
  merchantTradeNumber: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** The provider's id of the collected payment (Stripe: the PaymentIntent), once collected. */
  providerTradeNo: string | null;
  returnTokenHash: string;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
};

const COLUMNS = [
  'id',
  'merchant_number',
  'order_id',
  'supplement_id',
  'kind',
  'provider',
  'merchant_trade_number',
  'amount',
  'currency',
  'status',
  'provider_trade_no',
  'return_token_hash',
  'created_at',
  'expires_at',
  'paid_at',
] as const;

type Row = {
  id: number;
  merchant_number: string;
  order_id: number;
  supplement_id: number | null;
  kind: string;
  provider: string;
  merchant_trade_number: string;
  amount: number;
  currency: string;
  status: string;
  provider_trade_no: string | null;
  return_token_hash: string;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
};

const toPayment = (r: Row): PaymentRecord => ({
  id: r.id,
  merchantNumber: r.merchant_number,
  orderId: r.order_id,
  supplementId: r.supplement_id,
  kind: r.kind as PaymentKind,
  provider: r.provider,
  merchantTradeNumber: r.merchant_trade_number,
  amount: Number(r.amount),
  currency: r.currency,
  status: r.status as PaymentStatus,
  providerTradeNo: r.provider_trade_no,
  returnTokenHash: r.return_token_hash,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  paidAt: r.paid_at,
});

export async function insertPayment(
  db: Db,
  payment: Omit<PaymentRecord, 'id' | 'status' | 'paidAt' | 'providerTradeNo'>,
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      merchant_number: payment.merchantNumber,
      order_id: payment.orderId,
      supplement_id: payment.supplementId,
      kind: payment.kind,
      provider: payment.provider,
      merchant_trade_number: payment.merchantTradeNumber,
      amount: payment.amount,
      currency: payment.currency,
      status: 'pending',
      provider_trade_no: null,
      return_token_hash: payment.returnTokenHash,
      created_at: payment.createdAt,
      expires_at: payment.expiresAt,
      paid_at: null,
      refunded_at: null,
    })
    .execute();
}

/** A payment of this shop by its trade number (the return page's poll). */
export async function findPaymentByTradeNumber(
  db: Db,
  merchantNumber: string,
  merchantTradeNumber: string,
): Promise<PaymentRecord | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('merchant_trade_number', '=', merchantTradeNumber)
    .executeTakeFirst();
  return row ? toPayment(row) : undefined;
}

/**
 * A payment of any shop by its trade number: a provider's notification names only that (it
 * carries no shop headers); everything done with the payment afterwards names its merchant.
 */
export async function findPaymentOfAnyMerchant(
  db: Db,
  merchantTradeNumber: string,
): Promise<PaymentRecord | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(COLUMNS)
    .where('merchant_trade_number', '=', merchantTradeNumber)
    .executeTakeFirst();
  return row ? toPayment(row) : undefined;
}

export async function findPaymentsOfOrder(db: Db, merchantNumber: string, orderId: number): Promise<PaymentRecord[]> {
  const rows = await db
    .selectFrom('payments')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map(toPayment);
}

/** Moves a payment from one status to another, only from that status; answers whether it moved. */
export async function movePayment(
  db: Db,
  merchantNumber: string,
  id: number,
  from: PaymentStatus,
  to: PaymentStatus,
  values: { providerTradeNo?: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: to,
      ...(values.providerTradeNo !== undefined && { provider_trade_no: values.providerTradeNo }),
      ...(to === 'succeeded' && { paid_at: values.at }),
      ...(to === 'refunded' && { refunded_at: values.at }),
    })
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes the order's payments still pending (the order was paid, cancelled or expired). */
export async function cancelPendingPayments(
  db: Db,
  merchantNumber: string,
  orderId: number,
  kind: PaymentKind,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'cancelled' })
    .where('merchant_number', '=', merchantNumber)
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .execute();
}

/** Records a notification once per provider and id; answers false for a repeat. */
export async function insertNotification(
  db: Db,
  n: {
    provider: string;
    notificationId: string;
    merchantTradeNumber: string;
    body: string;
    result: string;
    at: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_notifications')
    .values({
      provider: n.provider,
      notification_id: n.notificationId,
      merchant_trade_number: n.merchantTradeNumber,
      body: n.body,
      result: n.result,
      received_at: n.at,
    })
    .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A payment of this shop by its row id (a refund names its payment so). */
export async function findPaymentById(db: Db, merchantNumber: string, id: number): Promise<PaymentRecord | undefined> {
  const row = await db
    .selectFrom('payments')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toPayment(row) : undefined;
}
