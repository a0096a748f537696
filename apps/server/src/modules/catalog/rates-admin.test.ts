import { convertSellingPrice, type CurrencyCode } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import { sellableDays } from '../../test/money.js';
import { detail, placeOrder, productOrder, quickMember, useOrderTestApp } from '../../test/orders.js';
import { readRatesCsv } from './rates-admin.js';

/** The shop's exchange rates in the back office: by hand, from a CSV, and only for new quotes. */
const t = useOrderTestApp();

const URL = '/api/admin/v1/exchange-rates';
type Role = 'owner' | 'manager' | 'editor' | 'agent';
const as = async (role: Role = 'owner', merchant = '456817') =>
  (await deskStaff(t, { role, businessNumber: merchant })).headers;
const put = async (rates: object[], role: Role = 'owner') =>
  t.app.inject({ method: 'PUT', url: URL, headers: await as(role), payload: { rates } });
const importCsv = async (csv: string, dryRun: boolean, role: Role = 'owner') =>
  t.app.inject({ method: 'POST', url: `${URL}/import`, headers: await as(role), payload: { csv, dryRun } });
const rateOf = async (from: string, to: string, merchant = '456817') => {
  const res = await t.app.inject({ method: 'GET', url: URL, headers: await as('owner', merchant) });
  return (res.json().data.items as { from: string; to: string; rate: number }[]).find(
    (r) => r.from === from && r.to === to,
  )?.rate;
};
const ratesAudit = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?objectType=rates&size=50',
    headers: await as(),
  });
  return (res.json().data.items as { action: string }[]).map((r) => r.action);
};

describe(`exchange rates in the back office on ${testEngine}`, () => {
  it('prices new quotes at a changed rate at once, while an order keeps the amounts it was priced at', async () => {
    const [day] = await sellableDays(t);
    if (!day) throw new Error('no sellable day');
    const p = { ...day, productId: 0, packageId: 0, adultPrice: 0 };
    const target: CurrencyCode = day.currency === 'NZD' ? 'USD' : 'NZD';
    const member = await quickMember(t);
    const headers = { ...member.headers, currency: target, language: 'en-AU' };
    const quote = async (currency: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/order/quote',
          headers: { ...headers, currency },
          payload: { item: productOrder(p, 1).item },
        })
      ).json().data as { subtotal: number; total: number };

    const base = (await quote(day.currency)).subtotal;
    const first = await quote(target);
    const order = await placeOrder(t, headers, productOrder(p, 1));
    expect(order.total).toBe(first.total);

    // A listing answer cached before the change must not outlive it.
    const listing = async (currency: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/tripproduct/operation/pagging',
          headers: { businessnumber: '456817', currency, language: 'en-AU' },
          payload: { pageIndex: 1, pageSize: 10 },
        })
      ).json().data.list as { code: string; price: number }[];
    const baseCards = new Map((await listing(day.currency)).map((c) => [c.code, c.price]));
    const shownBefore = await listing(target);
    const oldRate = (await rateOf(day.currency, target)) ?? 1;
    const newRate = oldRate * 2.5;
    const changed = await put([{ from: day.currency, to: target, rate: newRate }], 'manager');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.changed).toBe(1);

    const after = await quote(target);
    expect(after.subtotal).toBe(convertSellingPrice(base, day.currency as CurrencyCode, target, newRate));
    expect(after.subtotal).toBeGreaterThan(first.subtotal * 2);
    const kept = (await detail(t, headers, order.ocode)).json().data;
    expect(kept).toMatchObject({ currency: target, subtotal: first.subtotal, total: first.total });
    expect(await ratesAudit()).toEqual(['rates.update']);
    const sameCurrency = shownBefore.filter(
      (c) =>
        c.price === convertSellingPrice(baseCards.get(c.code) ?? -1, day.currency as CurrencyCode, target, oldRate),
    );
    expect(sameCurrency.length).toBeGreaterThan(0);
    const shownAfter = new Map((await listing(target)).map((c) => [c.code, c.price]));
    for (const card of sameCurrency) {
      expect(shownAfter.get(card.code)).toBe(
        convertSellingPrice(baseCards.get(card.code) as number, day.currency as CurrencyCode, target, newRate),
      );
    }
  });

  it('imports a CSV: a dry run lists each bad row (line, column, why), a bad import writes nothing, a good one writes all', async () => {
    const bad = ['from,to,rate', 'AUD,SGD,0.9', 'AUD,XXX,1.1', 'USD,USD,1', 'AUD,KRW,abc', 'AUD,SGD,0.95', ''].join(
      '\n',
    );
    const dry = await importCsv(bad, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toEqual({
      rows: 5,
      applied: 0,
      errors: [
        { row: 3, column: 'to', message: 'Not a currency of the shop: "XXX"' },
        { row: 4, column: 'to', message: 'A rate converts between two currencies' },
        { row: 5, column: 'rate', message: 'Not a number: "abc"' },
        { row: 6, column: 'to', message: 'The pair AUD to SGD is also on line 2' },
      ],
    });
    const before = await rateOf('AUD', 'SGD');
    const refused = await importCsv(bad, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.field).toBe('csv');
    expect(await rateOf('AUD', 'SGD')).toBe(before);
    expect(await ratesAudit()).toEqual(['rates.update']);

    const good = await importCsv('from,to,rate\nAUD,SGD,0.8765\nSGD,AUD,1.1409\n', false);
    expect(good.json().data).toEqual({ rows: 2, applied: 2, errors: [] });
    expect(await rateOf('AUD', 'SGD')).toBe(0.8765);
    expect(await rateOf('SGD', 'AUD')).toBe(1.1409);
    expect(await ratesAudit()).toEqual(['rates.import', 'rates.update']);
    expect((await importCsv('currency,rate\nAUD,1', true)).json().data.errors).toEqual([
      { row: 1, column: 'header', message: 'The first line names the columns: from,to,rate' },
    ]);
  });

  it('refuses bad rates by field, editors and agents (403), and touches no other merchant', async () => {
    const theirs = await rateOf('AUD', 'USD', '518200');
    const same = await put([{ from: 'AUD', to: 'AUD', rate: 1 }]);
    expect(same.statusCode).toBe(400);
    expect(same.json().data.field).toBe('rates.0.to');
    const zero = await put([{ from: 'AUD', to: 'USD', rate: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().data.field).toBe('rates.0.rate');
    const twice = await put([
      { from: 'AUD', to: 'USD', rate: 0.6 },
      { from: 'AUD', to: 'USD', rate: 0.7 },
    ]);
    expect(twice.json().data.field).toBe('rates.1');
    for (const role of ['editor', 'agent'] as const) {
      expect((await put([{ from: 'AUD', to: 'USD', rate: 0.61 }], role)).statusCode).toBe(403);
      expect((await importCsv('from,to,rate\nAUD,USD,0.61', false, role)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: URL, headers: await as(role) })).statusCode).toBe(403);
    }
    expect((await put([{ from: 'AUD', to: 'USD', rate: 0.6123 }])).statusCode).toBe(200);
    expect(await rateOf('AUD', 'USD', '518200')).toBe(theirs);
    expect(await rateOf('AUD', 'USD')).toBe(0.6123);
  });

  it('reads a CSV with a byte-order mark, quotes and lower-case codes', () => {
    expect(readRatesCsv('\uFEFFfrom,to,rate\r\n"aud","nzd","1.09"\r\n')).toEqual({
      read: 1,
      rows: [{ from: 'AUD', to: 'NZD', rate: 1.09 }],
      errors: [],
    });
  });
});
