import type { Db } from '../../platform/db/kysely.js';
import type { ExchangeRate } from './pricing.js';

export async function findExchangeRates(db: Db, merchantNumber: string): Promise<ExchangeRate[]> {
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['from_currency', 'to_currency', 'rate'])
    .where('merchant_number', '=', merchantNumber)
    .execute();
  return rows.map((r) => ({ from: r.from_currency, to: r.to_currency, rate: Number(r.rate) }) as ExchangeRate);
}

export async function upsertExchangeRates(
  db: Db,
  merchantNumber: string,
  rates: readonly ExchangeRate[],
  updatedAt: string,
): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insertInto('exchange_rates')
    .values(
      rates.map((r) => ({
        merchant_number: merchantNumber,
        from_currency: r.from,
        to_currency: r.to,
        rate: r.rate,
        updated_at: updatedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['merchant_number', 'from_currency', 'to_currency'])
        .doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
}

/** The merchant's rates with when each was last set (the back office's list). */
export async function findExchangeRateRows(
  db: Db,
  merchantNumber: string,
): Promise<(ExchangeRate & { updatedAt: string })[]> {
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['from_currency', 'to_currency', 'rate', 'updated_at'])
    .where('merchant_number', '=', merchantNumber)
    .orderBy('from_currency')
    .orderBy('to_currency')
    .execute();
  return rows.map(
    (r) =>
      ({ from: r.from_currency, to: r.to_currency, rate: Number(r.rate), updatedAt: r.updated_at }) as ExchangeRate & {
        updatedAt: string;
      },
  );
}
