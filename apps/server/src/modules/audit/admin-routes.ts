import { auditPage, auditQuery, envelope, ok } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { AuditService } from './service.js';

/** GET /api/admin/v1/audit: the merchant's audit log, for owners. */
export function auditAdminRoutes(
  app: FastifyInstance,
  { audit, staffAuth }: { audit: AuditService; staffAuth: StaffAuth },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/v1/audit',
    {
      onRequest: staffAuth.staffOnly('owner'),
      schema: {
        tags: ['admin'],
        summary: 'Audit log of the merchant: every admin change (who, when, object, before → after), newest first',
        security: [{ bearer: [] }],
        querystring: auditQuery,
        response: { 200: envelope(auditPage) },
      },
    },
    async (request) => ok(await audit.list(staffOf(request).merchantNumber, request.query)),
  );
}
