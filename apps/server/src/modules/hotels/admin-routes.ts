import {
  adminCalendarChanged,
  adminHotel,
  adminHotelCalendarMonth,
  adminHotelList,
  adminHotelParams,
  adminRatePlanParams,
  adminRoomTypeParams,
  envelope,
  HOTEL_EDIT_LIMITS,
  adminCalendarQuery,
  hotelCalendarUpdate,
  hotelCreate,
  ratePlanCreate,
  roomTypeCreate,
  hotelPatch,
  ok,
  ratePlanPatch,
  roomTypePatch,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import type { AuditService } from '../audit/service.js';
import { createHotelCreating } from './hotel-creating.js';
import { createHotelEditing } from './hotel-editing.js';
import { createRateEditing } from './rate-editing.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

type Deps = { db: Db; audit: AuditService; events: EventPublisher; staffAuth: StaffAuth };

/**
 * Hotel editing of the back office (issue 14): properties, room types, rate plans and a rate
 * plan's nights, for owners, managers and editors (an agent gets 403, another shop's hotel 404).
 */
export function hotelAdminRoutes(app: FastifyInstance, { staffAuth, ...deps }: Deps) {
  const editing = createHotelEditing(deps);
  const rates = createRateEditing(deps);
  const creating = createHotelCreating({ ...deps, editing });
  const onRequest = staffAuth.staffOnly('owner', 'manager', 'editor');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/v1/hotels',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The shop’s hotels, published or not, with the shop languages missing a translation',
        response: { 200: envelope(adminHotelList) },
      },
    },
    async (request) => ok(await editing.listHotels(staffOf(request), request.ctx.merchant)),
  );

  r.get(
    '/api/admin/v1/hotels/:hotelId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One hotel as the editor shows it: properties, texts per language, room types and their rate plans',
        params: adminHotelParams,
        response: { 200: envelope(adminHotel) },
      },
    },
    async (request) => ok(await editing.getHotel(staffOf(request), request.ctx.merchant, request.params.hotelId)),
  );

  r.post(
    '/api/admin/v1/hotels',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Add a hotel (one audit row): texts per language (each with a name), a city of the location list, stars, coordinates, check-in and check-out times. It starts unpublished, in the shop's default currency; the storefront's keyword search finds it once published",
        body: hotelCreate,
        response: { 200: envelope(adminHotel) },
      },
    },
    async (request) => ok(await creating.createHotel(staffOf(request), request.ctx.merchant, request.body)),
  );

  r.post(
    '/api/admin/v1/hotels/:hotelId/room-types',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `Add a room type to a hotel (one audit row): texts per language (each with a name), occupancy, size. It sells nothing until a rate plan of it has nights opened. A hotel has at most ${HOTEL_EDIT_LIMITS.roomTypesMax} room types (4202 past that)`,
        params: adminHotelParams,
        body: roomTypeCreate,
        response: { 200: envelope(adminHotel) },
      },
    },
    async (request) =>
      ok(await creating.addRoomType(staffOf(request), request.ctx.merchant, request.params.hotelId, request.body)),
  );

  r.post(
    '/api/admin/v1/hotels/:hotelId/room-types/:roomTypeId/rate-plans',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `Add a rate plan to a room type (one audit row): breakfast, free cancellation days before check-in or null (non-refundable), child price bands covering ages 0–17. Its nights are then opened and priced with the calendar PUT. A hotel has at most ${HOTEL_EDIT_LIMITS.ratePlansMax} rate plans over all its room types (4203 past that)`,
        params: adminRoomTypeParams,
        body: ratePlanCreate,
        response: { 200: envelope(adminHotel) },
      },
    },
    async (request) =>
      ok(
        await creating.addRatePlan(
          staffOf(request),
          request.ctx.merchant,
          request.params.hotelId,
          request.params.roomTypeId,
          request.body,
        ),
      ),
  );

  r.patch(
    '/api/admin/v1/hotels/:hotelId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Change some fields of a hotel (one audit row): texts per language (the fields sent; a new language needs a name), location (a city), stars, position, check-in and check-out times, published or not',
        params: adminHotelParams,
        body: hotelPatch,
        response: { 200: envelope(adminHotel) },
      },
    },
    async (request) =>
      ok(await editing.updateHotel(staffOf(request), request.ctx.merchant, request.params.hotelId, request.body)),
  );

  r.patch(
    '/api/admin/v1/hotels/:hotelId/room-types/:roomTypeId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Change a room type (one audit row): texts per language, occupancy (adults, children), size',
        params: adminRoomTypeParams,
        body: roomTypePatch,
        response: { 200: envelope(adminHotel) },
      },
    },
    async (request) =>
      ok(
        await editing.updateRoomType(
          staffOf(request),
          request.ctx.merchant,
          request.params.hotelId,
          request.params.roomTypeId,
          request.body,
        ),
      ),
  );

  r.patch(
    '/api/admin/v1/hotels/:hotelId/rate-plans/:ratePlanId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Change a rate plan (one audit row): breakfast, cancellation terms (free cancellation days before check-in, or null: non-refundable), child price bands (ages 0–17 covered once)',
        params: adminRatePlanParams,
        body: ratePlanPatch,
        response: { 200: envelope(adminHotel) },
      },
    },
    async (request) =>
      ok(
        await editing.updateRatePlan(
          staffOf(request),
          request.ctx.merchant,
          request.params.hotelId,
          request.params.ratePlanId,
          request.body,
        ),
      ),
  );

  r.get(
    '/api/admin/v1/hotels/:hotelId/rate-plans/:ratePlanId/calendar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Every night of a month of a rate plan, as a package calendar day: prices.unit the plan's price of one room (minor units of the hotel's currency), stock the room type's rooms on sale in total, sold those paid and held stays take, left what can still be booked",
        params: adminRatePlanParams,
        querystring: adminCalendarQuery,
        response: { 200: envelope(adminHotelCalendarMonth) },
      },
    },
    async (request) =>
      ok(
        await rates.getMonth(staffOf(request), request.params.hotelId, request.params.ratePlanId, request.query.month),
      ),
  );

  r.put(
    '/api/admin/v1/hotels/:hotelId/rate-plans/:ratePlanId/calendar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Change a range of nights (from ≤ to, ≤ 366; weekdays 0 = Sunday … 6 = Saturday): the plan's price per night, the room type's allotment (rooms on sale in total, never below what paid and held stays take: 409 4201 naming the date), closed. One audit row; the storefront's hotel search and pages show the change before it is acknowledged. Answers the number of nights changed.",
        params: adminRatePlanParams,
        body: hotelCalendarUpdate,
        response: { 200: envelope(adminCalendarChanged) },
      },
    },
    async (request) =>
      ok({
        days: await rates.updateRange(
          staffOf(request),
          request.params.hotelId,
          request.params.ratePlanId,
          request.body,
        ),
      }),
  );
}
