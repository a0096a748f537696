import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { RequestContext } from '../../platform/request-context.js';
import { orderMail, type OrderMailEvent } from './messages.js';
import type { OrderRecord } from './repo.js';

/** Order and payment emails to the contact, sent after the change committed. */
export function createOrderMail(deps: { mailer: Mailer; log: FastifyBaseLogger }) {
  /** Mails the order's contact about `event`; a mail fault is logged, never failing the change. */
  async function notify(
    order: OrderRecord,
    event: OrderMailEvent,
    amount?: { value: number; currency: string },
    ctx?: RequestContext,
  ) {
    try {
      const segments = `/${order.merchantNumber}/${order.language.toLowerCase()}/${order.currency.toLowerCase()}`;
      const link = order.memberId === null ? `${segments}/visitor-order` : `${segments}/orderdetails/${order.ocode}`;
      const message = orderMail(event, {
        language: order.language,
        shop: ctx?.merchant.title ?? order.merchantNumber,
        ocode: order.ocode,
        amount,
        link,
      });
      await deps.mailer.send({ to: order.contactEmail, subject: message.subject, text: message.text });
    } catch (error) {
      deps.log.error({ err: error, ocode: order.ocode, event }, 'order mail failed');
    }
  }

  return { notify };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
