import { addressRequest, envelope, visitorAddress } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VisitorService } from './service.js';

export function visitorRoutes(app: FastifyInstance, { visitors }: { visitors: VisitorService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/open/get/address',
    {
      schema: {
        tags: ['visitor'],
        summary:
          'Visitor location from the CDN country header, else the client address in the bundled IP-to-country database, else the merchant home country. code 0: store data as ip-info; code 1: the cached ip-info is still right',
        body: addressRequest.optional(),
        response: { 200: envelope(visitorAddress.nullable()) },
      },
    },
    async (request) => {
      const result = visitors.lookupAddress(request.ctx, request, request.body?.ip);
      return { code: result.code, message: result.code === 0 ? 'success' : 'unchanged', data: result.data };
    },
  );
}
