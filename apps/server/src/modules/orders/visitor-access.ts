import {
  CODE_PURPOSES,
  LIMITS,
  ORDER_LIMITS,
  orderCodeSchema,
  type OrderWithAccess,
  type VisitorQueryRequest,
} from '@storefront/contracts';
import { newToken, sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Throttle } from '../../platform/throttle.js';
import type { IdentityService } from '../identity/service.js';
import { insertAccessToken } from './access-token-repo.js';
import type { OrderReading } from './order-reading.js';
import * as repo from './repo.js';

const HOUR_MS = 3_600_000;

/** The lookup's own limits, keyed only by what the caller sends (docs/decisions.md, "Guest lookup"). */
const LOOKUP_LIMITS = {
  cooldownMs: LIMITS.codeResendSeconds * 1000,
  sendsPerEmailPerHour: 5,
  sendsPerIpPerHour: 20,
  queriesPerIp: 30,
  queryWindowMs: 10 * 60_000,
};

/**
 * A visitor finds an order again: order code, contact email and a code sent to that email.
 * Neither call tells whether a code and an email belong together: both answer the same, refuse
 * under the same limits and do the same work before answering either way.
 */
export function createVisitorAccess(deps: {
  db: Db;
  identity: Pick<IdentityService, 'sendCode' | 'checkCode' | 'spendCode'>;
  reading: Pick<OrderReading, 'refreshed' | 'detailOf'>;
  throttle: Throttle;
}) {
  const { db, identity, reading, throttle } = deps;

  /**
   * Mails a lookup code when the order's contact email matches. The limits come first and are
   * keyed by the email and address asked with, not by the order; the code is mailed after the
   * answer has left, so a match does not answer later than a mismatch.
   */
  async function sendVisitorCode(ctx: RequestContext, input: { ocode: string; email: string }, ip: string) {
    const merchantNumber = ctx.merchant.number;
    const recent = await throttle.hit(`visitor-code:recent:${merchantNumber}:${input.email}`, LOOKUP_LIMITS.cooldownMs);
    const perEmail = await throttle.hit(`visitor-code:email:${merchantNumber}:${input.email}`, HOUR_MS);
    const perIp = await throttle.hit(`visitor-code:ip:${ip}`, HOUR_MS);
    if (recent > 1) {
      throw new AppError(
        'codeCooldown',
        'A code was asked for this email less than a minute ago; wait before asking again',
      );
    }
    if (perEmail > LOOKUP_LIMITS.sendsPerEmailPerHour) {
      throw new AppError('rateLimited', 'Too many codes were asked for this email in the last hour; try again later');
    }
    if (perIp > LOOKUP_LIMITS.sendsPerIpPerHour) {
      throw new AppError(
        'rateLimited',
        'Too many codes were asked from your network in the last hour; try again later',
      );
    }
    const order = await orderOfCode(ctx, input.ocode);
    if (order?.contactEmail !== input.email) return;
    const contact = { kind: 'email' as const, email: input.email };
    setImmediate(() => {
      identity.sendCode(ctx, contact, CODE_PURPOSES.orderLookup, ip).catch((err: unknown) => {
        // The identity module's own limits refuse silently here: the answer has already gone.
        if (err instanceof AppError) ctx.log.info({ code: err.code }, `visitor lookup code not sent: ${err.message}`);
        else ctx.log.error({ err }, 'visitor lookup code delivery failed');
      });
    });
  }

  /**
   * Order code, contact email and the emailed code: the order and a visitor token for it. The
   * code is checked (and a wrong one counted) whether or not the order matches, and every
   * refusal is the same 1011.
   */
  async function queryVisitorOrder(
    ctx: RequestContext,
    input: VisitorQueryRequest,
    ip: string,
  ): Promise<OrderWithAccess> {
    const tries = await throttle.hit(`visitor-query:ip:${ip}`, LOOKUP_LIMITS.queryWindowMs);
    if (tries > LOOKUP_LIMITS.queriesPerIp) {
      throw new AppError('rateLimited', 'Too many order lookups from your network; try again in a few minutes');
    }
    const order = await orderOfCode(ctx, input.ocode);
    const contact = { kind: 'email' as const, email: input.email };
    const checked = await identity
      .checkCode(ctx, contact, CODE_PURPOSES.orderLookup, input.code)
      .catch(refusedAs(null));
    if (!order || order.contactEmail !== input.email || checked === null) throw refusal();
    const accessToken = newToken();
    const spent = await db
      .transaction()
      .execute(async (trx) => {
        await identity.spendCode(trx, checked);
        await insertAccessToken(trx, order.merchantNumber, order.id, {
          hash: sha256(accessToken),
          expiresAt: new Date(Date.now() + ORDER_LIMITS.accessTokenMs).toISOString(),
        });
        return true;
      })
      .catch(refusedAs(false));
    if (!spent) throw refusal();
    return { order: await reading.detailOf(await reading.refreshed(order)), accessToken };
  }

  const orderOfCode = async (ctx: RequestContext, ocode: string) =>
    orderCodeSchema.safeParse(ocode).success ? repo.findOrderByCode(db, ctx.merchant.number, ocode) : undefined;

  return { sendVisitorCode, queryVisitorOrder };
}

/** Every refusal of a lookup query, whatever the reason (no order, other email, wrong, used or spent code). */
const refusal = () =>
  new AppError('codeExpired', 'No valid verification code for this order and email; request one', 'code');

/** A refusal of the identity module becomes `value` (then `refusal()`); anything else is a fault. */
const refusedAs =
  <T>(value: T) =>
  (error: unknown): T => {
    if (error instanceof AppError) return value;
    throw error;
  };
