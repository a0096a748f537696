import { addDays } from '@storefront/contracts';
import type { OrderTestApp } from './orders.js';

/*
 * Fixtures of the back office's money tests: seeded products sold on a date with stock, found
 * through the calendar as seeded (nothing written), so each test takes its own.
 */

export type SellableDay = { code: string; gcode: string; date: string; currency: string; categoryId: number };

/** Per-person packages of a merchant with at least 5 places on one day 30–90 days ahead, one per product. */
export async function sellableDays(t: OrderTestApp, merchant = '456817'): Promise<SellableDay[]> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await t.db
    .selectFrom('products as p')
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', (j) => j.onRef('pp.package_id', '=', 'g.id').on('pp.price_type', '=', 'adult'))
    .innerJoin('package_calendar as c', 'c.package_id', 'g.id')
    .select(['p.id', 'p.code', 'p.currency', 'p.category_id', 'g.gcode', 'c.date'])
    .where('p.merchant_number', '=', merchant)
    .where('p.status', '=', 'onsale')
    .where('p.type', 'not in', ['cruise', 'hotelpackage', 'package'])
    .where('c.stock', '>=', 5)
    .where('c.date', '>=', addDays(today, 30))
    .where('c.date', '<=', addDays(today, 90))
    .orderBy('p.id')
    .orderBy('c.date')
    .limit(2000)
    .execute();
  const seen = new Set<number>();
  const days: SellableDay[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    days.push({ code: r.code, gcode: r.gcode, date: r.date, currency: r.currency, categoryId: r.category_id });
  }
  return days;
}
