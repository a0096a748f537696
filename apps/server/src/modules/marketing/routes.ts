import { bannerList, envelope, ok, seckillList } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MarketingService } from './service.js';

export function marketingRoutes(app: FastifyInstance, { marketing }: { marketing: MarketingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/marketing/business/banner',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Home carousel banners showing now, in the request language (else the shop default)',
        response: { 200: envelope(bannerList) },
      },
    },
    async (request) => ok(await marketing.listBanners(request.ctx, 'home')),
  );

  r.get(
    '/api/v1/marketing/business/planbanner',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Plan banners (themed trip ideas) showing now, in the request language (else the shop default)',
        response: { 200: envelope(bannerList) },
      },
    },
    async (request) => ok(await marketing.listBanners(request.ctx, 'plan')),
  );

  r.get(
    '/api/v1/marketing/seckill',
    {
      schema: {
        tags: ['marketing'],
        summary:
          'Flash sales running now or starting within a week: start/end instants, sale price in the request currency, stock left',
        response: { 200: envelope(seckillList) },
      },
    },
    async (request) => ok(await marketing.listSeckill(request.ctx)),
  );
}
