import {
  categoryAvailability,
  envelope,
  globalData,
  labelAvailability,
  locationAvailability,
  ok,
  translations,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonBytesOf, sendJsonBytes } from '../../platform/http/answer-cache.js';
import type { ReferenceService } from './service.js';

const staticFileAnswer = envelope(z.union([translations, globalData]));
const categoryAnswer = envelope(categoryAvailability);
const locationAnswer = envelope(locationAvailability);
const labelAnswer = envelope(labelAvailability);

const intParam = (name: string) =>
  z.coerce.number({ message: `${name} must be a whole number` }).int(`${name} must be a whole number`);

export function referenceRoutes(app: FastifyInstance, { reference }: { reference: ReferenceService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/query/static/file/:type/:rtype/:language',
    {
      schema: {
        tags: ['reference'],
        summary:
          'Static files: type 1 UI translations, type 2 global JSON (currencies, languages, nationalities, calling codes, salutations, locations…); rtype 2 is the web',
        params: z.object({ type: intParam('type'), rtype: intParam('rtype'), language: z.string() }),
        response: { 200: staticFileAnswer },
      },
    },
    async (request, reply) => {
      const { type, rtype, language } = request.params;
      // A language's file is one object for the life of the process: encoded once.
      const file = reference.getStaticFile(type, rtype, language);
      reply.header('cache-control', 'public, max-age=3600');
      return sendJsonBytes(
        reply,
        jsonBytesOf(file, 'static-file', staticFileAnswer, () => ok(file)),
      );
    },
  );

  r.get(
    '/api/v1/tripproduct/categorys',
    {
      schema: {
        tags: ['reference'],
        summary: 'Category groups available per language, without those the merchant hides',
        response: { 200: categoryAnswer },
      },
    },
    // Follows from the merchant's hidden categories: encoded once per merchant as loaded.
    async (request, reply) =>
      sendJsonBytes(
        reply,
        jsonBytesOf(request.ctx.merchant, 'categories', categoryAnswer, () =>
          ok(reference.listCategoryAvailability(request.ctx)),
        ),
      ),
  );

  r.get(
    '/api/v1/tripproduct/national/state/city',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries, states and cities available per language for the merchant',
        response: { 200: locationAnswer },
      },
    },
    // Follows from the merchant's locations: encoded once per merchant as loaded.
    async (request, reply) =>
      sendJsonBytes(
        reply,
        jsonBytesOf(request.ctx.merchant, 'locations', locationAnswer, () =>
          ok(reference.listLocationAvailability(request.ctx)),
        ),
      ),
  );

  r.get(
    '/api/v1/tripproduct/productLabel/:type',
    {
      schema: {
        tags: ['reference'],
        summary: 'Labels available per language: type 1 tags, 2 hot topics, 3 both; without those the merchant hides',
        params: z.object({ type: intParam('type') }),
        response: { 200: labelAnswer },
      },
    },
    // Follows from the merchant's hidden labels: encoded once per merchant and type as loaded (an
    // unknown type throws before anything is kept).
    async (request, reply) =>
      sendJsonBytes(
        reply,
        jsonBytesOf(request.ctx.merchant, `labels-${request.params.type}`, labelAnswer, () =>
          ok(reference.listLabelAvailability(request.ctx, request.params.type)),
        ),
      ),
  );
}
