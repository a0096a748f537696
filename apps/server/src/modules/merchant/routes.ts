import { envelope, merchantCommon, merchantConfigure, ok } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MerchantService } from './service.js';

export function merchantRoutes(app: FastifyInstance, { merchants }: { merchants: MerchantService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/business/configure',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Configuration of the merchant named by the businessNumber header',
        response: { 200: envelope(merchantConfigure) },
      },
    },
    async (request) => ok(merchants.getConfigure(request.ctx)),
  );

  r.get(
    '/api/v1/business/common/:businessNumber',
    {
      config: { merchant: 'path' },
      schema: {
        tags: ['merchant'],
        summary: 'Common data of a merchant: logo, title, website, filing number, dialling code',
        params: z.object({ businessNumber: z.string() }),
        response: { 200: envelope(merchantCommon) },
      },
    },
    async (request) => ok(await merchants.getCommon(request.ctx.merchant.number, request.ctx.language)),
  );
}
