import { envelope, newsletterPathParams, ok } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterService } from './service.js';

export function newsletterRoutes(app: FastifyInstance, { newsletter }: { newsletter: NewsletterService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/operation/subscribe/email/:email',
    {
      schema: {
        tags: ['operation'],
        summary:
          'Sign an email address up for the newsletter (no login; signing up twice is fine; 10 sign-ups per client IP and hour, then 4290)',
        params: newsletterPathParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await newsletter.subscribe(request.ctx, request.params.email, request.ip);
      return ok(null);
    },
  );
}
