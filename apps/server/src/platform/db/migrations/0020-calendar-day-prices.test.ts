import { roundSellingPrice, type CurrencyCode } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { bookable, createOrder, productOrder, quickMember, useOrderTestApp } from '../../../test/orders.js';
import type { Db } from '../kysely.js';
import * as m0020 from './0020-calendar-day-prices.js';

const t = useOrderTestApp();

/*
 * Migration 0020 on data written before it: the day's price factor becomes the day's own prices
 * (exactly what shoppers were shown), and the places that live orders hold become `sold`.
 */
describe('migration 0020 (calendar day prices)', () => {
  it('keeps every day at the price it sold at and counts what live orders hold', async () => {
    const p = await bookable(t, { stock: 50 });
    const member = await quickMember(t);
    expect((await createOrder(t, member.headers, productOrder(p, 3))).statusCode).toBe(200);
    const db = t.db as unknown as Db;

    // Back to the old shape: a factor per day, stock left.
    await m0020.down(db as never);
    await t.db
      .updateTable('package_calendar')
      .set({ price_factor: 133 } as never)
      .where('package_id', '=', p.packageId)
      .where('date', '=', p.date)
      .execute();
    await m0020.up(db as never);

    const row = await t.db
      .selectFrom('package_calendar')
      .selectAll()
      .where('package_id', '=', p.packageId)
      .where('date', '=', p.date)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stock: 47, sold: 3, capacity: 50, closed: 0 });
    expect(row.adult_price).toBe(Math.ceil((p.adultPrice * 133) / 100));
    // A day at factor 100 follows the package's price.
    const other = await t.db
      .selectFrom('package_calendar')
      .select(['adult_price', 'capacity', 'stock', 'sold'])
      .where('package_id', '=', p.packageId)
      .where('date', '<>', p.date)
      .executeTakeFirstOrThrow();
    expect(other.adult_price).toBeNull();
    expect(other.capacity).toBe(other.stock);

    // The storefront shows what the old factor gave: ceil(price × 1.33) with the selling rounding.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tripproduct/calendar/${p.code}/${p.gcode}`,
      headers: { businessnumber: '456817', currency: p.currency, language: 'en-AU' },
    });
    const day = (res.json().data as { date: string; prices: { adult: number } }[]).find((d) => d.date === p.date);
    expect(day?.prices.adult).toBe(roundSellingPrice(p.currency as CurrencyCode, (p.adultPrice * 133) / 100));
  });
});
