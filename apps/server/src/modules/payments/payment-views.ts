import type { Db } from '../../platform/db/kysely.js';
import { findRefundsOfPayment } from './refunds-repo.js';
import { findPaymentsOfOrder } from './repo.js';

/** What the back office shows of an order's payments: each with its refunds, oldest first. */
export function createPaymentViews({ db }: { db: Db }) {
  async function paymentsOfOrder(merchantNumber: string, orderId: number) {
    const payments = await findPaymentsOfOrder(db, merchantNumber, orderId);
    return Promise.all(
      payments.map(async (payment) => ({
        ...payment,
        refunds: await findRefundsOfPayment(db, merchantNumber, payment.id),
      })),
    );
  }
  return { paymentsOfOrder };
}

export type PaymentViews = ReturnType<typeof createPaymentViews>;
