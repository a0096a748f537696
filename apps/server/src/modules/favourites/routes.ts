import {
  envelope,
  favouritePage,
  favouritePageRequest,
  favouriteToggleParams,
  favouriteToggleResult,
  ok,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { FavouriteService } from './service.js';

const security = [{ bearer: [] }];

/** The member's favourites (spec §8 collect). Paths keep the spec's "favorites" spelling. */
export function favouriteRoutes(app: FastifyInstance, { favourites }: { favourites: FavouriteService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const preHandler = requireMember;

  r.put(
    '/api/v1/account/favorites/:productId/:type',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Toggle a favourite (type 1 trip product, 2 hotel); answers the new state',
        params: favouriteToggleParams,
        response: { 200: envelope(favouriteToggleResult) },
      },
    },
    async (request) => {
      const { productId, type } = request.params;
      return ok(await favourites.toggleFavourite(request.ctx, memberOf(request), productId, type));
    },
  );

  r.post(
    '/api/v1/account/favorites/pagging',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'List favourites, newest first, optionally of one type',
        body: favouritePageRequest,
        response: { 200: envelope(favouritePage) },
      },
    },
    async (request) => ok(await favourites.listFavourites(request.ctx, memberOf(request), request.body)),
  );
}
