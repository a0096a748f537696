import { ORDER_LIMITS, type ContactInput } from '@storefront/contracts';
import { sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import {
  countUnpaidMemberOrders,
  countUnpaidVisitorOrders,
  lockLimitKeys,
  type VisitorKeys,
} from './unpaid-hold-repo.js';

/**
 * Unpaid orders hold scarce stock, so their number is bounded (docs/decisions.md, "Unpaid
 * holds"): a visitor's by client address, contact email and contact phone; a member's by the
 * account alone, so members behind a busy address keep their own allowance.
 */

/** Who is ordering, as the limits and a visitor's requestKey replay know them. */
export type OrderClient = { ip: string; userAgent: string };

/** The keys a visitor order is counted by. */
export function visitorKeysOf(client: OrderClient, contact: ContactInput): VisitorKeys {
  return { addressHash: addressHashOf(client), email: contact.email, phone: contactPhoneOf(contact) };
}

export const addressHashOf = (client: OrderClient) => sha256(`address\u0000${client.ip}`);

/** A visitor's requestKey answers a replay only to the same address and user agent. */
export const requestClientHashOf = (client: OrderClient) => sha256(`client\u0000${client.ip}\u0000${client.userAgent}`);

/** `61 412345678`: dialling code and national digits without the trunk 0, so spellings of one number compare equal. */
export function contactPhoneOf(contact: Pick<ContactInput, 'phone' | 'country'>): string {
  const digits = (contact.phone ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return digits === '' || contact.country === null || contact.country === undefined
    ? ''
    : `${contact.country} ${digits}`;
}

/**
 * When a new unpaid order stops holding its stock: a member's after the payment window; a
 * visitor's soon unless the payment page is opened, which extends it (`guestPaymentWindowEnd`).
 */
export function paymentWindowEnd(memberId: number | null, now: Date): string {
  const ms = memberId === null ? ORDER_LIMITS.guestCheckoutOpenMs : ORDER_LIMITS.paymentWindowMs;
  return new Date(now.getTime() + ms).toISOString();
}

/** A visitor's hold once the payment page is open: the guest window from the order's creation. */
export const guestPaymentWindowEnd = (createdAt: string) =>
  new Date(Date.parse(createdAt) + ORDER_LIMITS.guestPaymentWindowMs).toISOString();

/**
 * Inside the order's transaction and before any stock is taken: locks the limit keys, counts the
 * unpaid orders of this member or of these visitor keys, and refuses (4293, naming the limit)
 * when one more would pass a limit. The new order, inserted in the same transaction, counts for
 * the next creation.
 */
export async function guardUnpaidHolds(
  trx: Db,
  merchantNumber: string,
  who: { memberId: number } | { visitor: VisitorKeys },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const key = (kind: string, value: string | number) => `unpaid:${merchantNumber}:${kind}:${value}`;
  if ('memberId' in who) {
    await lockLimitKeys(trx, [key('member', who.memberId)]);
    const unpaid = await countUnpaidMemberOrders(trx, { merchantNumber, memberId: who.memberId }, at);
    if (unpaid >= ORDER_LIMITS.unpaidPerMember) {
      throw refusal(`You have ${unpaid} unpaid orders; pay or cancel one before ordering again`);
    }
    return;
  }
  const { visitor } = who;
  await lockLimitKeys(trx, [
    key('address', visitor.addressHash),
    key('email', visitor.email),
    ...(visitor.phone === '' ? [] : [key('phone', visitor.phone)]),
  ]);
  const unpaid = await countUnpaidVisitorOrders(trx, merchantNumber, visitor, at);
  if (unpaid.byAddress >= ORDER_LIMITS.unpaidPerClientAddress) {
    throw refusal(
      `${unpaid.byAddress} unpaid orders from your network are holding places; pay or cancel one, wait until one expires, or log in to order`,
    );
  }
  if (unpaid.byEmail >= ORDER_LIMITS.unpaidPerContact) {
    throw refusal(
      `${unpaid.byEmail} unpaid orders for this email address are holding places; pay or cancel one first`,
      'contact.email',
    );
  }
  if (unpaid.byPhone >= ORDER_LIMITS.unpaidPerContact) {
    throw refusal(
      `${unpaid.byPhone} unpaid orders for this phone number are holding places; pay or cancel one first`,
      'contact.phone',
    );
  }
}

const refusal = (message: string, field?: string) => new AppError('unpaidOrdersLimit', message, field);
