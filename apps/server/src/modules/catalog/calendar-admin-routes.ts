import {
  adminCalendarChanged,
  adminCalendarCopy,
  adminCalendarMonth,
  adminCalendarParams,
  adminCalendarQuery,
  adminCalendarUpdate,
  envelope,
  ok,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { CalendarEditing } from './calendar-editing.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** A package's availability calendar in the back office (issue 14), for owners, managers and editors. */
export function calendarAdminRoutes(
  app: FastifyInstance,
  { calendar, staffAuth }: { calendar: CalendarEditing; staffAuth: StaffAuth },
) {
  const onRequest = staffAuth.staffOnly('owner', 'manager', 'editor');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/v1/packages/:gcode/calendar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Every day of a month of a package: weekday, state (none, open, closed), the day's price per type (minor units of the product's currency; its own or the package's), stock (places in total), sold (paid and held) and left",
        params: adminCalendarParams,
        querystring: adminCalendarQuery,
        response: { 200: envelope(adminCalendarMonth) },
      },
    },
    async (request) => ok(await calendar.getMonth(staffOf(request), request.params.gcode, request.query.month)),
  );

  r.put(
    '/api/admin/v1/packages/:gcode/calendar',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Change a range of days (from ≤ to, ≤ 366 days; weekdays 0 = Sunday … 6 = Saturday): prices per type in minor units of the product's currency (only types the package sells: else 400 naming prices.<type>), stock (places on sale in total; never below what paid and held orders take: 409 4181 naming the date), closed. One audit row; every storefront process serves the change before it is acknowledged. Answers the number of days changed.",
        params: adminCalendarParams,
        body: adminCalendarUpdate,
        response: { 200: envelope(adminCalendarChanged) },
      },
    },
    async (request) => ok({ days: await calendar.updateRange(staffOf(request), request.params.gcode, request.body) }),
  );

  r.post(
    '/api/admin/v1/packages/:gcode/calendar/copy',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Copy a month onto another (fromMonth, toMonth as YYYY-MM) in one transaction: each day of fromMonth on sale or closed onto the same day of toMonth with its own prices, stock and closed flag (the 31st dropped in a shorter month; days never on sale leave their target alone). A target day's stock below what paid and held orders take refuses it all (409 4181 naming the date, nothing written). One audit row; every storefront process serves the change before it is acknowledged. Answers the number of days changed.",
        params: adminCalendarParams,
        body: adminCalendarCopy,
        response: { 200: envelope(adminCalendarChanged) },
      },
    },
    async (request) => ok({ days: await calendar.copyMonth(staffOf(request), request.params.gcode, request.body) }),
  );
}
