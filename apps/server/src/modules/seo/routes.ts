import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@storefront/contracts';
import { localizedMessage } from '../../platform/http/errors.js';
import type { SeoService } from './service.js';

/** Search engines refetch often enough; a few minutes keeps a big merchant's sitemap off the database. */
const CACHE_CONTROL = 'public, max-age=300';
const BUSINESS_NUMBER = /^\d{1,20}$/;
const PART = /^\d{1,6}$/;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** `GET /robots.txt`, `GET /{businessNumber}/sitemap.xml` and its numbered parts (issue 16). */
export function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'Crawling rules and sitemaps', hide: true } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(await seo.robots(request.hostname, originOf(request))),
  );

  const sitemap = async (
    request: FastifyRequest<{ Params: { businessNumber: string; part?: string } }>,
    reply: FastifyReply,
  ) => {
    const { businessNumber, part } = request.params;
    const valid = BUSINESS_NUMBER.test(businessNumber) && (part === undefined || PART.test(part));
    const found = valid
      ? await seo.sitemap(businessNumber, originOf(request), part === undefined ? undefined : Number(part))
      : undefined;
    if (!found) {
      // Answered as the app's not-found for a path no route serves: an absent sitemap is no page.
      const path = request.url.split('?')[0] ?? '/';
      return reply.status(404).send({
        code: ERROR_CODES.notFound.code,
        message: localizedMessage(request, 'notFound', `No route ${request.method} ${path}`),
        data: null,
      });
    }
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(found.xml);
  };
  const schema = { tags: ['seo'], summary: 'A merchant’s sitemap, or a numbered part of its index', hide: true };
  app.get('/:businessNumber/sitemap.xml', { schema }, sitemap);
  app.get('/:businessNumber/sitemap-:part.xml', { schema }, sitemap);
}
