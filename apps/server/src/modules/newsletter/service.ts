import type { Db } from '../../platform/db/kysely.js';
import type { RequestContext } from '../../platform/request-context.js';
import * as repo from './repo.js';

/** Newsletter sign-ups of the footer form: per merchant, no login, idempotent. */
export function createNewsletterService(deps: { db: Db }) {
  const { db } = deps;

  /** Signs an address up in the request's language; an address already signed up stays as it was. */
  async function subscribe(ctx: RequestContext, email: string): Promise<void> {
    await repo.insertSubscription(
      db,
      { merchantNumber: ctx.merchant.number },
      { email: email.toLowerCase(), language: ctx.language, createdAt: new Date().toISOString() },
    );
  }

  return { subscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
