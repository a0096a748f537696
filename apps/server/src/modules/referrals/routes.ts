import { envelope, ok, referralOverview } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { ReferralService } from './service.js';

const security = [{ bearer: [] }];

/** The member's referral credit (spec §1 site terms): its invite code and who it brought. */
export function referralRoutes(app: FastifyInstance, { referrals }: { referrals: ReferralService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/account/referral',
    {
      preHandler: requireMember,
      schema: {
        tags: ['account'],
        security,
        summary:
          'The member’s invite code (made on first call), the shop’s referral credit, and the members it referred',
        response: { 200: envelope(referralOverview) },
      },
    },
    async (request) => ok(await referrals.getOverview(request.ctx, memberOf(request).id)),
  );
}
