import { dashboard, dashboardQuery, envelope, ok } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { OrderDashboard } from './dashboard.js';

/** GET /api/admin/v1/dashboard?days=30: the desk's figures, for owners, managers and agents. */
export function dashboardAdminRoutes(
  app: FastifyInstance,
  { dashboard: figures, staffAuth }: { dashboard: OrderDashboard; staffAuth: StaffAuth },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/v1/dashboard',
    {
      onRequest: staffAuth.staffOnly('owner', 'manager', 'agent'),
      schema: {
        tags: ['admin'],
        summary:
          'Today and the last N days (UTC): orders, paid money per currency, conversion to paid, top products, orders awaiting action, and a daily series',
        security: [{ bearer: [] }],
        querystring: dashboardQuery,
        response: { 200: envelope(dashboard) },
      },
    },
    async (request) => ok(await figures.getDashboard(staffOf(request).merchantNumber, request.query.days)),
  );
}
