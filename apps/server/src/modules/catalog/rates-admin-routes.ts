import {
  adminExchangeRates,
  envelope,
  exchangeRatesImport,
  exchangeRatesImported,
  exchangeRatesUpdate,
  ok,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { RatesAdmin } from './rates-admin.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The shop's exchange rates in the back office (issue 14), for owners and managers (docs/decisions.md, "Money settings"). */
export function ratesAdminRoutes(
  app: FastifyInstance,
  { ratesAdmin, staffAuth }: { ratesAdmin: RatesAdmin; staffAuth: StaffAuth },
) {
  const onRequest = staffAuth.staffOnly('owner', 'manager');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/v1/exchange-rates',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The shop’s exchange rates: units of `to` per unit of `from`, with when each was set',
        response: { 200: envelope(adminExchangeRates) },
      },
    },
    async (request) => ok(await ratesAdmin.listRates(staffOf(request))),
  );

  r.put(
    '/api/admin/v1/exchange-rates',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Set these rates (other pairs stay). New quotes use them at once; an order keeps the amounts it was priced at. Answers how many changed.',
        body: exchangeRatesUpdate,
        response: { 200: envelope(z.object({ changed: z.number().int() })) },
      },
    },
    async (request) => ok({ changed: await ratesAdmin.setRates(staffOf(request), request.body.rates, 'desk') }),
  );

  r.post(
    '/api/admin/v1/exchange-rates/import',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Import rates from a CSV with the header from,to,rate. dryRun (the default) answers every bad row (line, column, why) and writes nothing; an import writes every row in one transaction, or refuses (400) when any row is bad.',
        body: exchangeRatesImport,
        response: { 200: envelope(exchangeRatesImported) },
      },
    },
    async (request) => ok(await ratesAdmin.importRates(staffOf(request), request.body)),
  );
}
