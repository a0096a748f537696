import {
  CODE_PURPOSES,
  ORDER_LIMITS,
  orderCodeSchema,
  type OrderWithAccess,
  type VisitorQueryRequest,
} from '@storefront/contracts';
import { newToken, sha256 } from '../../platform/crypto/secrets.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { IdentityService } from '../identity/service.js';
import { insertAccessToken } from './access-token-repo.js';
import type { OrderReading } from './order-reading.js';
import * as repo from './repo.js';

/** A visitor finds an order again: order code, contact email and a code sent to that email. */
export function createVisitorAccess(deps: {
  db: Db;
  identity: Pick<IdentityService, 'sendCode' | 'checkCode' | 'spendCode'>;
  reading: Pick<OrderReading, 'refreshed' | 'detailOf'>;
}) {
  const { db, identity, reading } = deps;

  /**
   * Sends a lookup code to the order's contact email. The answer is the same whether or not the
   * code and email match an order, so the call does not reveal orders.
   */
  async function sendVisitorCode(ctx: RequestContext, input: { ocode: string; email: string }, ip: string) {
    if (!orderCodeSchema.safeParse(input.ocode).success) return;
    const order = await repo.findOrderByCode(db, ctx.merchant.number, input.ocode);
    if (!order || order.contactEmail !== input.email) return;
    await identity.sendCode(ctx, { kind: 'email', email: input.email }, CODE_PURPOSES.orderLookup, ip);
  }

  /** Order code, contact email and the emailed code: the order and a visitor token for it. */
  async function queryVisitorOrder(ctx: RequestContext, input: VisitorQueryRequest): Promise<OrderWithAccess> {
    const order = orderCodeSchema.safeParse(input.ocode).success
      ? await repo.findOrderByCode(db, ctx.merchant.number, input.ocode)
      : undefined;
    if (!order || order.contactEmail !== input.email) {
      throw new AppError('codeExpired', 'No valid verification code for this order and email; request one', 'code');
    }
    const contact = { kind: 'email' as const, email: input.email };
    const codeId = await identity.checkCode(ctx, contact, CODE_PURPOSES.orderLookup, input.code);
    const accessToken = newToken();
    await db.transaction().execute(async (trx) => {
      await identity.spendCode(trx, codeId);
      await insertAccessToken(trx, order.merchantNumber, order.id, {
        hash: sha256(accessToken),
        expiresAt: new Date(Date.now() + ORDER_LIMITS.accessTokenMs).toISOString(),
      });
    });
    return { order: await reading.detailOf(await reading.refreshed(order)), accessToken };
  }

  return { sendVisitorCode, queryVisitorOrder };
}
