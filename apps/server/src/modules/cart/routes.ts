import {
  addCartItemRequest,
  batchDeleteRequest,
  cartChange,
  cartCheck,
  cartPage,
  cartPageRequest,
  envelope,
  ok,
  updateCartItemRequest,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { CartService } from './service.js';

const security = [{ bearer: [] }];

/** The member's cart (spec §7 Cart calls); every change answers the new badge number. */
export function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const preHandler = requireMember;

  r.post(
    '/api/v1/operation/Cart/pagging',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'check 0: the cart, newest first, re-priced now (sold-out or repriced lines flagged); check 1: the count (total) with line summaries',
        body: cartPageRequest,
        response: { 200: envelope(z.union([cartPage, cartCheck])) },
      },
    },
    async (request) => ok(await cart.listItems(request.ctx, memberOf(request), request.body)),
  );

  r.post(
    '/api/v1/operation/Cart/add',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Add a product package on a date (quantities per price type; the same package and date adds up) or a hotel stay',
        body: addCartItemRequest,
        response: { 200: envelope(cartChange) },
      },
    },
    async (request) => ok(await cart.addItem(request.ctx, memberOf(request), request.body)),
  );

  r.post(
    '/api/v1/operation/Cart/update',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Change the quantities and/or date of a product line',
        body: updateCartItemRequest,
        response: { 200: envelope(cartChange) },
      },
    },
    async (request) => ok(await cart.updateItem(request.ctx, memberOf(request), request.body)),
  );

  r.post(
    '/api/v1/operation/Cart/BatchDelete',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove lines by id (all must be the member’s, else 3004 and nothing is removed)',
        body: batchDeleteRequest,
        response: { 200: envelope(cartChange) },
      },
    },
    async (request) => ok(await cart.removeItems(request.ctx, memberOf(request), request.body.ids)),
  );
}
