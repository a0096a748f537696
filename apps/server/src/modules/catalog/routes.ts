import {
  calendarDay,
  calendarParams,
  envelope,
  keywordSuggestRequest,
  keywordSuggestion,
  ok,
  productCard,
  productCodeParams,
  productDetail,
  productListRequest,
  productPage,
  relatedParams,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AnswerCache, sendJsonBytes } from '../../platform/http/answer-cache.js';
import type { CatalogService } from './service.js';
import { listingSettingsKey } from './product-rules.js';

export function catalogRoutes(
  app: FastifyInstance,
  { catalog, answers }: { catalog: CatalogService; answers: AnswerCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/tripproduct/operation/pagging',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Product listing: filters, sorts and paging; prices are the "from" prices in the request currency (minor units)',
        body: productListRequest,
        response: { 200: envelope(productPage) },
      },
    },
    async (request, reply) => {
      const { ctx, body } = request;
      const settings = listingSettingsKey(ctx.merchant);
      const key = `products|${ctx.merchant.number}|${settings}|${ctx.language}|${ctx.currency}|${JSON.stringify(body)}`;
      return sendJsonBytes(reply, await answers.json(key, async () => ok(await catalog.listProducts(ctx, body))));
    },
  );

  r.get(
    '/api/v1/tripproduct/detail/:code',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product detail: texts in the request language, images, packages with prices in the request currency',
        params: productCodeParams,
        response: { 200: envelope(productDetail) },
      },
    },
    async (request) => ok(await catalog.getProductDetail(request.ctx, request.params.code)),
  );

  r.get(
    '/api/v1/tripproduct/calendar/:code/:gcode',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Price calendar of a package: the sellable days (stock left) from today up to 24 months ahead, prices in the request currency',
        params: calendarParams,
        response: { 200: envelope(z.array(calendarDay)) },
      },
    },
    async (request) => ok(await catalog.getPackageCalendar(request.ctx, request.params.code, request.params.gcode)),
  );

  r.get(
    '/api/v1/tripproduct/query/relevan/product/contain/list/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Related products of a product (id = its code): same city, subcategory or state first',
        params: relatedParams,
        response: { 200: envelope(z.array(productCard)) },
      },
    },
    async (request) => ok(await catalog.listRelatedProducts(request.ctx, request.params.id)),
  );

  r.post(
    '/api/v1/tripproduct/keyword/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Keyword suggestions: types 1 products, 2 destinations, 3 hotels (none until the hotel catalog exists)',
        body: keywordSuggestRequest,
        response: { 200: envelope(z.array(keywordSuggestion)) },
      },
    },
    async (request) => ok(await catalog.suggestKeywords(request.ctx, request.body)),
  );
}
