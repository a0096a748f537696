import { envelope, ok, pointsRuleSettings } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { PointsAdmin } from './admin-service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The points rule in the back office (issue 14), for owners and managers (docs/decisions.md, "Money settings"). */
export function pointsAdminRoutes(
  app: FastifyInstance,
  { pointsAdmin, staffAuth }: { pointsAdmin: PointsAdmin; staffAuth: StaffAuth },
) {
  const onRequest = staffAuth.staffOnly('owner', 'manager');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/v1/points/rule',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The shop’s points rule (the default rule when it has set none)',
        response: { 200: envelope(pointsRuleSettings) },
      },
    },
    async (request) => ok(await pointsAdmin.getRule(staffOf(request))),
  );

  r.put(
    '/api/admin/v1/points/rule',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Set the points rule: points per whole unit of its currency paid, the redeem step and what it takes off (minor units), the most of an order points may pay. Applies to orders created after it.',
        body: pointsRuleSettings,
        response: { 200: envelope(pointsRuleSettings) },
      },
    },
    async (request) => ok(await pointsAdmin.setRule(staffOf(request), request.body)),
  );
}
