import { describe, expect, it } from 'vitest';
import { canRunProcesses, demoOwnerHeaders, twoServerProcesses } from '../../test/server-processes.js';

const MERCHANT = '518200';
/** Kiwi Trails sells in NZD and AUD; its products are priced in AUD, so NZD prices follow the rates. */
const TARGET = 'NZD';

/*
 * Issue 14: a rate changed through one process prices the other process's storefront answers
 * within a second. Both processes cache the merchant's rates and listing answers; only the Redis
 * backplane (the cache's delete and `merchant.changed`) can tell the second one.
 */
// Runs in the PostgreSQL pass of the suite (it needs both services), not again in the SQLite one.
describe.skipIf(!canRunProcesses)('exchange rates across two server processes (PostgreSQL + Redis)', () => {
  const servers = twoServerProcesses();

  /** The sum of the first page's prices, in NZD (the listing answer each process caches). */
  const pagePriceOn = async (base: string) => {
    const res = await fetch(`${base}/api/v1/tripproduct/operation/pagging`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', businessnumber: MERCHANT, currency: TARGET, language: 'en-AU' },
      body: JSON.stringify({ pageIndex: 1, pageSize: 10 }),
    });
    const page = ((await res.json()) as { data: { list: { price: number }[] } }).data;
    return page.list.reduce((sum, card) => sum + card.price, 0);
  };

  it('serves prices at a rate changed through one process from the other within a second', async () => {
    const { a, b } = servers;
    const headers = { 'content-type': 'application/json', ...(await demoOwnerHeaders(a, MERCHANT)) };
    const listed = await fetch(`${a}/api/admin/v1/exchange-rates`, { headers });
    const rates = ((await listed.json()) as { data: { items: { from: string; to: string; rate: number }[] } }).data
      .items;

    // B has the rates and the listing answer in its caches before the change.
    const before = await pagePriceOn(b);
    const doubled = rates.filter((r) => r.to === TARGET).map((r) => ({ from: r.from, to: r.to, rate: r.rate * 2 }));
    const saved = await fetch(`${a}/api/admin/v1/exchange-rates`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ rates: doubled }),
    });
    expect(saved.status).toBe(200);

    const started = Date.now();
    let seen = await pagePriceOn(b);
    while (seen < before * 1.5 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await pagePriceOn(b);
    }
    const ms = Date.now() - started;
    expect(before).toBeGreaterThan(0);
    expect(seen).toBeGreaterThanOrEqual(before * 1.5);
    expect(ms).toBeLessThan(1000);
  }, 30_000);
});
