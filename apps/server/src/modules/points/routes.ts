import { envelope, ok, pointsBalance, pointsPage, pointsPageRequest } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { PointsService } from './service.js';

const security = [{ bearer: [] }];

/** The member's points (spec my/integral). */
export function pointsRoutes(app: FastifyInstance, { points }: { points: PointsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.post(
    '/api/v1/account/integral/pagging',
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: 'Points ledger, newest first, with the balance',
        body: pointsPageRequest,
        response: { 200: envelope(pointsPage) },
      },
    },
    async (request) => ok(await points.listEntries(request.ctx, memberOf(request).id, request.body)),
  );

  r.get(
    '/api/v1/account/integral/balance',
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: 'Points balance and the shop’s earn and redeem rates (value in the request currency)',
        response: { 200: envelope(pointsBalance) },
      },
    },
    async (request) => ok(await points.getBalance(request.ctx, memberOf(request).id)),
  );
}
