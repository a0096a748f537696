import { roundSellingPrice, type CurrencyCode } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { canRunProcesses, demoOwnerHeaders, twoServerProcesses } from '../../test/server-processes.js';

const MERCHANT = '518200';

type Json = { code: number; message: string; data: never };
const call = async (url: string, init: RequestInit = {}) => (await (await fetch(url, init)).json()) as Json;
const post = (url: string, body: unknown, headers: Record<string, string>) =>
  call(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/*
 * Issue 14, "done when", with real processes: two servers on one PostgreSQL schema and one Redis.
 * A package's price for a date changed through A's back office is what B's listing, product
 * calendar and order quote show as soon as A has answered the merchant — read once each, no
 * waiting — though B had the listing cached before the change.
 */
// Runs in the PostgreSQL pass of the suite (it needs both services), not again in the SQLite one.
describe.skipIf(!canRunProcesses)('a calendar price across two server processes (PostgreSQL + Redis)', () => {
  const servers = twoServerProcesses();

  it('shows the new price in B’s listing, product calendar and order quote within the same second', async () => {
    const { a, b } = servers;
    const staff = await demoOwnerHeaders(a, MERCHANT);

    // A product of the first listing page, its first package and that package's first day on sale.
    const shop = { businessnumber: MERCHANT, language: 'en-AU' };
    const firstPage = (await post(`${b}/api/v1/tripproduct/operation/pagging`, { pageSize: 20 }, shop)).data as {
      list: { code: string }[];
    };
    const code = (firstPage.list[0] as { code: string }).code;
    const detail = (await call(`${b}/api/v1/tripproduct/detail/${code}`, { headers: shop })).data as {
      packages: { gcode: string; firstAvailableDate: string | null }[];
    };
    const pkg = detail.packages.find((g) => g.firstAvailableDate !== null) as {
      gcode: string;
      firstAvailableDate: string;
    };
    const date = pkg.firstAvailableDate;
    const month = (
      await call(`${a}/api/admin/v1/packages/${pkg.gcode}/calendar?month=${date.slice(0, 7)}`, { headers: staff })
    ).data as { currency: string; packagePrices: Record<string, number> };
    const type = 'adult' in month.packagePrices ? 'adult' : 'unit';
    const headers = { ...shop, currency: month.currency };

    const listed = async () =>
      (
        (await post(`${b}/api/v1/tripproduct/operation/pagging`, { pageSize: 20 }, headers)).data as {
          list: { code: string; price: number }[];
        }
      ).list.find((c) => c.code === code)?.price;
    const calendar = async () =>
      (
        (await call(`${b}/api/v1/tripproduct/calendar/${code}/${pkg.gcode}`, { headers })).data as {
          date: string;
          prices: Record<string, number>;
        }[]
      ).find((d) => d.date === date)?.prices[type];
    const quote = async () =>
      (
        (
          await post(
            `${b}/api/v1/order/quote`,
            { item: { kind: 'product', productCode: code, gcode: pkg.gcode, date, quantities: { [type]: 1 } } },
            headers,
          )
        ).data as { subtotal: number }
      ).subtotal;

    // B has the listing in its answer cache before the change.
    const before = { listed: await listed(), calendar: await calendar(), quote: await quote() };
    expect(before.listed).toBeGreaterThan(0);
    const price = 100;
    const shown = roundSellingPrice(month.currency as CurrencyCode, price);
    expect(shown).toBeLessThan(before.quote);

    const changed = await fetch(`${a}/api/admin/v1/packages/${pkg.gcode}/calendar`, {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ from: date, to: date, prices: { [type]: price } }),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { days: number } }).data.days).toBe(1);
    const acknowledged = Date.now();
    const after = { listed: await listed(), calendar: await calendar(), quote: await quote() };
    expect(Date.now() - acknowledged).toBeLessThan(1000);
    expect(after).toEqual({ listed: shown, calendar: shown, quote: shown });
  }, 60_000);
});
