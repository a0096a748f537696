import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/kysely.js';
import type { MessageQueue } from '../../platform/delivery/messages.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { MerchantService } from '../merchant/service.js';
import { orderMail, type OrderMailEvent, type OrderMailLink } from './messages.js';
import { insertOrderMail } from './desk-repo.js';
import type { OrderRecord } from './repo.js';

/** What an order's mail is made from: fixed when the order is placed, so known before any change. */
export type OrderMailFacts = Pick<
  OrderRecord,
  'merchantNumber' | 'ocode' | 'memberId' | 'language' | 'currency' | 'contactEmail'
>;

/** What order mail needs of the merchant module: the shop's look and its absolute links. */
export type OrderMailMerchants = Pick<MerchantService, 'findMerchant' | 'storefrontUrl' | 'mailBrand'>;

/** Order and payment emails to the contact, queued with the change that causes them. */
export function createOrderMail(deps: {
  db: Db;
  messages: Pick<MessageQueue, 'mail'>;
  merchants: OrderMailMerchants;
  log: FastifyBaseLogger;
}) {
  /**
   * The mail to the order's contact about `event`, in the language the order was placed in, with
   * the shop's title in the subject and absolute links; `payid` names the supplementary payment
   * the mail asks for.
   */
  async function compose(
    order: OrderMailFacts,
    event: OrderMailEvent,
    amount?: { value: number; currency: string },
    options: { payid?: string; note?: string } = {},
  ): Promise<MailMessage> {
    const merchant = await deps.merchants.findMerchant(order.merchantNumber);
    if (!merchant) throw new Error(`merchant ${order.merchantNumber} not found`);
    const locale = { language: order.language, currency: order.currency };
    const page = (path: string) => deps.merchants.storefrontUrl(merchant, locale, path);
    const ocode = encodeURIComponent(order.ocode);
    // A guest opens an order only through the lookup (a code mailed to them), so guests get its page.
    const link: OrderMailLink =
      order.memberId === null
        ? { kind: 'guest', url: page('visitor-order') }
        : options.payid
          ? { kind: 'pay', url: page(`supmentpay/${ocode}/${encodeURIComponent(options.payid)}`) }
          : { kind: 'member', url: page(`orderdetails/${ocode}`) };
    const message = orderMail(event, {
      language: order.language,
      brand: deps.merchants.mailBrand(merchant),
      ocode: order.ocode,
      amount,
      note: options.note,
      link,
    });
    return { to: order.contactEmail, ...message };
  }

  /**
   * Composes the contact's mail about `event` (see compose) before the change's transaction,
   * since composing reads the merchant; the answer queues it inside the transaction, so the mail
   * goes out exactly when the change commits. A composing fault is logged and queues nothing,
   * never failing the change.
   */
  async function prepare(
    order: OrderMailFacts,
    event: OrderMailEvent,
    amount?: { value: number; currency: string },
    options: Parameters<typeof compose>[3] = {},
  ): Promise<(trx: Db) => Promise<void>> {
    try {
      const message = await compose(order, event, amount, options);
      // Recorded with the order, so the back office shows what its customer was told.
      return async (trx) => {
        await deps.messages.mail(trx, message, order.merchantNumber);
        await insertOrderMail(trx, order.merchantNumber, order.ocode, {
          event,
          to: message.to,
          subject: message.subject,
          at: new Date().toISOString(),
        });
      };
    } catch (error) {
      deps.log.error({ err: error, ocode: order.ocode, event }, 'order mail not composed');
      return async () => undefined;
    }
  }

  /**
   * Queues the mail on its own, for a change already committed (a crash in between loses it):
   * prefer `prepare`, which queues it inside the change's transaction.
   */
  async function notify(
    order: OrderMailFacts,
    event: OrderMailEvent,
    amount?: { value: number; currency: string },
    options: Parameters<typeof compose>[3] = {},
  ): Promise<void> {
    try {
      await (
        await prepare(order, event, amount, options)
      )(deps.db);
    } catch (error) {
      deps.log.error({ err: error, ocode: order.ocode, event }, 'order mail not queued');
    }
  }

  return { compose, prepare, notify };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
