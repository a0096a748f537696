import {
  envelope,
  ok,
  passenger,
  passengerInput,
  passengerPage,
  passengerPageRequest,
  passengerPathParams,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { PassengerService } from './service.js';

const security = [{ bearer: [] }];

/** The member's saved travellers (spec §8 person-admin). */
export function passengerRoutes(app: FastifyInstance, { passengers }: { passengers: PassengerService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const preHandler = requireMember;

  r.post(
    '/api/v1/account/passenger/pagging',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'List saved travellers, paged (own profile first, then newest)',
        body: passengerPageRequest,
        response: { 200: envelope(passengerPage) },
      },
    },
    async (request) => ok(await passengers.listPassengers(request.ctx, memberOf(request), request.body)),
  );

  r.post(
    '/api/v1/account/passenger',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Save a traveller (at most 50 per member)',
        body: passengerInput,
        response: { 200: envelope(passenger) },
      },
    },
    async (request) => ok(await passengers.addPassenger(request.ctx, memberOf(request), request.body)),
  );

  r.put(
    '/api/v1/account/passenger/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Replace a saved traveller',
        params: passengerPathParams,
        body: passengerInput,
        response: { 200: envelope(passenger) },
      },
    },
    async (request) =>
      ok(await passengers.updatePassenger(request.ctx, memberOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/api/v1/account/passenger/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove a saved traveller',
        params: passengerPathParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await passengers.removePassenger(request.ctx, memberOf(request), request.params.id);
      return ok(null);
    },
  );
}
