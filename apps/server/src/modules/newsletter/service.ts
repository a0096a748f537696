import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Throttle } from '../../platform/throttle.js';
import * as repo from './repo.js';

/** Sign-ups per client IP and hour: a household signs up a few addresses, a script many. */
const SIGN_UP_LIMIT = { perIp: 10, windowMs: 60 * 60_000 };

/** Newsletter sign-ups of the footer form: per merchant, no login, idempotent, limited per IP. */
export function createNewsletterService(deps: { db: Db; throttle: Throttle }) {
  const { db, throttle } = deps;

  /** Signs an address up in the request's language; an address already signed up stays as it was. */
  async function subscribe(ctx: RequestContext, email: string, ip: string): Promise<void> {
    const hits = await throttle.hit(`newsletter:ip:${ip}`, SIGN_UP_LIMIT.windowMs);
    if (hits > SIGN_UP_LIMIT.perIp) {
      throw new AppError('rateLimited', 'Too many newsletter sign-ups from your network; try again in an hour');
    }
    await repo.insertSubscription(
      db,
      { merchantNumber: ctx.merchant.number },
      { email: email.toLowerCase(), language: ctx.language, createdAt: new Date().toISOString() },
    );
  }

  return { subscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
