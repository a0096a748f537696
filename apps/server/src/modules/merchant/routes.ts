import { envelope, merchantCommon, merchantConfigure, ok } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonBytesOf, sendJsonBytes } from '../../platform/http/answer-cache.js';
import type { MerchantService } from './service.js';

const configureAnswer = envelope(merchantConfigure);
const commonAnswer = envelope(merchantCommon);

export function merchantRoutes(app: FastifyInstance, { merchants }: { merchants: MerchantService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/business/configure',
    {
      schema: {
        tags: ['merchant'],
        summary: 'Configuration of the merchant named by the businessNumber header',
        response: { 200: configureAnswer },
      },
    },
    // Every page asks it; it follows from the merchant as loaded (a change loads a new one).
    async (request, reply) =>
      sendJsonBytes(
        reply,
        jsonBytesOf(request.ctx.merchant, 'configure', configureAnswer, () => ok(merchants.getConfigure(request.ctx))),
      ),
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
    async (request, reply) =>
      sendJsonBytes(
        reply,
        jsonBytesOf(request.ctx.merchant, `common|${request.ctx.language}`, commonAnswer, () =>
          ok(merchants.getCommon(request.ctx)),
        ),
      ),
  );
}
