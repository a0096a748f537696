import type { CurrencyCode } from '@storefront/contracts';
import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import type { RequestContext } from '../../platform/request-context.js';
import { createPricer, type ExchangeRate, type Pricer } from './pricing.js';
import { findExchangeRates, upsertExchangeRates } from './rates-repo.js';

const RATES_TTL_MS = 5 * 60_000;

/**
 * Pricers by the cached rates they were made from, one per target currency: the cache hands out
 * the same rates until they are loaded again, and every listing and product asks for a pricer.
 */
const pricers = new WeakMap<readonly ExchangeRate[], Map<CurrencyCode, Pricer>>();

function pricerOf(rates: readonly ExchangeRate[], currency: CurrencyCode): Pricer {
  let byCurrency = pricers.get(rates);
  if (!byCurrency) pricers.set(rates, (byCurrency = new Map()));
  let pricer = byCurrency.get(currency);
  if (!pricer) byCurrency.set(currency, (pricer = createPricer(rates, currency)));
  return pricer;
}

/** The merchant's exchange rates: read through the cache, written with the cached copy dropped everywhere. */
export function createExchangeRates({ db, cache }: { db: Db; cache: Cache }) {
  const ratesKey = (merchantNumber: string) => `exchange-rates:${merchantNumber}`;

  /** Converts product prices to the request currency with the merchant's (briefly cached) rates. */
  async function pricerFor(ctx: RequestContext): Promise<Pricer> {
    const merchantNumber = ctx.merchant.number;
    const rates = await cache.getOrLoad(ratesKey(merchantNumber), RATES_TTL_MS, () =>
      findExchangeRates(db, merchantNumber),
    );
    return pricerOf(rates, ctx.currency);
  }

  async function setExchangeRates(trx: Db, merchantNumber: string, rates: readonly ExchangeRate[]) {
    await upsertExchangeRates(trx, merchantNumber, rates, new Date().toISOString());
    await cache.delete(ratesKey(merchantNumber));
  }

  /** Drops the cached rates of a merchant in every process (after a change commits). */
  const forgetRates = (merchantNumber: string) => cache.delete(ratesKey(merchantNumber));

  return { pricerFor, setExchangeRates, forgetRates };
}
