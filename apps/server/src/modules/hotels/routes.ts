import {
  envelope,
  hotelCalendarDay,
  hotelCalendarQuery,
  hotelDetail,
  hotelIdParams,
  hotelPage,
  hotelRooms,
  hotelRoomsRequest,
  hotelSearchRequest,
  ok,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AnswerCache, sendJsonBytes } from '../../platform/http/answer-cache.js';
import type { HotelService } from './service.js';

export function hotelRoutes(app: FastifyInstance, { hotels, answers }: { hotels: HotelService; answers: AnswerCache }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/hotelproduct/search',
    {
      schema: {
        tags: ['hotels'],
        summary:
          'Hotel search: hotels with every requested room free on every night of the stay, with the lowest total in the request currency (minor units)',
        body: hotelSearchRequest,
        response: { 200: envelope(hotelPage) },
      },
    },
    async (request, reply) => {
      const { ctx, body } = request;
      const key = `hotels|${ctx.merchant.number}|${ctx.language}|${ctx.currency}|${JSON.stringify(body)}`;
      return sendJsonBytes(reply, await answers.json(key, async () => ok(await hotels.searchHotels(ctx, body))));
    },
  );

  r.get(
    '/api/v1/hotelproduct/detail/:id',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Hotel detail: texts in the request language, images, room types and their rate plans',
        params: hotelIdParams,
        response: { 200: envelope(hotelDetail) },
      },
    },
    async (request) => ok(await hotels.getHotelDetail(request.ctx, request.params.id)),
  );

  r.post(
    '/api/v1/hotelproduct/rooms/:id',
    {
      schema: {
        tags: ['hotels'],
        summary:
          'Room availability for a stay: per room type the rooms left and whether the party fits; per plan the nightly price of one room and the total for every requested room',
        params: hotelIdParams,
        body: hotelRoomsRequest,
        response: { 200: envelope(hotelRooms) },
      },
    },
    async (request) => ok(await hotels.getHotelRooms(request.ctx, request.params.id, request.body)),
  );

  r.get(
    '/api/v1/hotelproduct/calendar/:id',
    {
      schema: {
        tags: ['hotels'],
        summary:
          'Price calendar of a hotel for a month: the lowest price of one room per night with a room free (nights before today or past the horizon are left out)',
        params: hotelIdParams,
        querystring: hotelCalendarQuery,
        response: { 200: envelope(z.array(hotelCalendarDay)) },
      },
    },
    async (request) => ok(await hotels.getHotelCalendar(request.ctx, request.params.id, request.query.month)),
  );
}
