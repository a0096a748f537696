import { tags } from '@storefront/reference-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../platform/db/kysely.js';
import { catalogClient } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders, testConfig, testEngine } from '../../test/harness.js';
import { bookable, detail, placeOrder, productOrder, quickMember, type OrderTestApp } from '../../test/orders.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

let t: OrderTestApp;
let owner: LoggedInStaff;
let editor: LoggedInStaff;
let agent: LoggedInStaff;
let other: LoggedInStaff;
beforeAll(async () => {
  const built = await createTestApp({ orderSweepMs: 0 });
  const { db } = await createDb(built.database);
  t = {
    app: built.app,
    db,
    secret: testConfig(built.database).paymentSandboxSecret,
    close: async () => {
      await db.destroy();
      await built.close();
    },
  };
  owner = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
  editor = await loginStaff(t.app, { businessNumber: '456817', role: 'editor' });
  agent = await loginStaff(t.app, { businessNumber: '456817', role: 'agent' });
  other = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
}, 60_000);
afterAll(() => t.close());

const { get, listAll } = catalogClient(() => t.app);
/** Storefront headers asking for the product's own currency (the merchant's default), so prices read unconverted. */
let aud = storefrontHeaders('456817', { language: 'en-AU' });
type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const audit = async (gcode: string) => {
  const res = await inject('GET', '/api/admin/v1/audit?objectType=package&size=50', owner.headers);
  return (res.json().data.items as { action: string; objectId: string }[])
    .filter((r) => r.objectId === gcode)
    .map((r) => r.action);
};

/** A published product of the merchant, made through the API (in the merchant's default currency). */
async function product(word: string): Promise<string> {
  const res = await inject('POST', '/api/admin/v1/products', owner.headers, {
    texts: { 'en-AU': { title: `Quokka ${word} ferry` } },
    category: 201,
    location: 'au-nsw-sydney',
    tags: [tags('en-AU')[0]?.id as number],
    status: 'published',
  });
  expect(res.statusCode, res.body).toBe(200);
  aud = storefrontHeaders('456817', { language: 'en-AU', currency: res.json().data.currency });
  return res.json().data.code as string;
}

const family = {
  titles: { 'en-AU': 'Family pass', 'zh-CN': '家庭票' },
  prices: {
    adult: { price: 8900, originalPrice: 9900, minAge: 12 },
    child: { price: 4500, minAge: 3, maxAge: 11 },
  },
};

describe(`package editing on ${testEngine}`, () => {
  it('adds a package with price types and age bands: listed from its adult price, with no days until the calendar opens some', async () => {
    const code = await product('wimbrel');
    const created = await inject('POST', `/api/admin/v1/products/${code}/packages`, editor.headers, family);
    expect(created.statusCode).toBe(200);
    const pkg = created.json().data;
    expect(pkg.gcode).toMatch(/^G[0-9A-Z]{8}$/);
    expect(pkg).toMatchObject({
      productCode: code,
      onSale: true,
      ordered: false,
      sort: 0,
      prices: {
        adult: { price: 8900, originalPrice: 9900, minAge: 12, maxAge: null },
        child: { price: 4500, originalPrice: 4500, minAge: 3, maxAge: 11 },
      },
    });
    expect(pkg.titles['en-AU']).toBe('Family pass');
    expect(pkg.titles['zh-TW']).not.toBe('');

    const shown = (await get(`/api/v1/tripproduct/detail/${code}`, aud)).json().data;
    expect(shown.packages.map((p: { gcode: string }) => p.gcode)).toEqual([pkg.gcode]);
    expect(shown.packages[0].firstAvailableDate).toBeNull();
    const days = await get(`/api/v1/tripproduct/calendar/${code}/${pkg.gcode}`, aud);
    expect(days.statusCode).toBe(200);
    expect(days.json().data).toEqual([]);
    const card = (await listAll({ keyword: 'wimbrel' }, aud))[0];
    expect(card).toMatchObject({ code, price: 8900, originalPrice: 9900, currency: pkg.currency });
    const listed = await inject('GET', `/api/admin/v1/products/${code}/packages`, editor.headers);
    expect(listed.json().data.packages).toEqual([pkg]);
    expect(await audit(pkg.gcode)).toEqual(['package.create']);
  });

  it('refuses mixed, headless, overlapping or inverted prices naming the field, writing nothing', async () => {
    const code = await product('corvale');
    const url = `/api/admin/v1/products/${code}/packages`;
    const refusals: [object, string][] = [
      [{ adult: { price: 100 }, unit: { price: 500 } }, 'prices.unit'],
      [{ child: { price: 100 } }, 'prices.adult'],
      [{}, 'prices'],
      [{ adult: { price: 100, minAge: 18 }, senior: { price: 80, minAge: 60 } }, 'prices.senior.minAge'],
      [{ adult: { price: 100, originalPrice: 90 } }, 'prices.adult.originalPrice'],
      [{ adult: { price: 100 }, child: { price: 50, minAge: 12, maxAge: 3 } }, 'prices.child.maxAge'],
      [{ unit: { price: 100, minAge: 3 } }, 'prices.unit.minAge'],
      [{ adult: { price: -1 } }, 'prices.adult.price'],
    ];
    for (const [prices, field] of refusals) {
      const res = await inject('POST', url, owner.headers, { titles: { 'en-AU': 'Bad' }, prices });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().data.field, JSON.stringify(prices)).toBe(field);
    }
    const untitled = await inject('POST', url, owner.headers, { titles: {}, prices: { unit: { price: 100 } } });
    expect(untitled.json().data.field).toBe('titles');
    expect((await inject('GET', `${url}`, owner.headers)).json().data.packages).toEqual([]);
  });

  it('edits prices (the from price follows), takes a package off sale and back, one audit row each', async () => {
    const code = await product('tessaloo');
    const url = `/api/admin/v1/products/${code}/packages`;
    const first = (await inject('POST', url, owner.headers, family)).json().data;
    const second = (
      await inject('POST', url, owner.headers, {
        titles: { 'en-AU': 'Private boat' },
        prices: { unit: { price: 45000 } },
      })
    ).json().data;
    expect(second.sort).toBe(1);

    const edited = await inject('PATCH', `/api/admin/v1/packages/${first.gcode}`, editor.headers, {
      prices: { adult: { price: 7900 } },
      titles: { 'en-AU': 'Adult pass' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.prices).toEqual({
      adult: { price: 7900, originalPrice: 7900, minAge: null, maxAge: null },
    });
    expect((await listAll({ keyword: 'tessaloo' }, aud))[0]).toMatchObject({ price: 7900, originalPrice: 7900 });

    const off = await inject('DELETE', `/api/admin/v1/packages/${first.gcode}`, editor.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ onSale: false, ordered: false });
    const shown = (await get(`/api/v1/tripproduct/detail/${code}`, aud)).json().data;
    expect(shown.packages.map((p: { gcode: string }) => p.gcode)).toEqual([second.gcode]);
    expect((await listAll({ keyword: 'tessaloo' }, aud))[0]).toMatchObject({ price: 45000 });
    expect((await get(`/api/v1/tripproduct/calendar/${code}/${first.gcode}`, aud)).statusCode).toBe(404);
    // Still on the desk, and sold again with one PATCH.
    expect((await inject('GET', url, owner.headers)).json().data.packages).toHaveLength(2);
    const back = await inject('PATCH', `/api/admin/v1/packages/${first.gcode}`, owner.headers, { onSale: true });
    expect(back.json().data.onSale).toBe(true);
    expect((await listAll({ keyword: 'tessaloo' }, aud))[0]).toMatchObject({ price: 7900 });
    expect(await audit(first.gcode)).toEqual(['package.update', 'package.offsale', 'package.update', 'package.create']);
    // A PATCH that changes nothing writes no audit row.
    await inject('PATCH', `/api/admin/v1/packages/${first.gcode}`, owner.headers, { onSale: true });
    expect(await audit(first.gcode)).toHaveLength(4);
  });

  it('never deletes a package an order points at: off sale, marked ordered, the order still readable', async () => {
    const fixture = await bookable(t);
    const { headers: member } = await quickMember(t);
    const order = await placeOrder(t, member, productOrder(fixture));
    const off = await inject('DELETE', `/api/admin/v1/packages/${fixture.gcode}`, owner.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ gcode: fixture.gcode, onSale: false, ordered: true });
    const read = await detail(t, order.headers, order.ocode);
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json().data)).toContain(fixture.gcode);
    expect((await inject('GET', `/api/admin/v1/packages/${fixture.gcode}`, editor.headers)).statusCode).toBe(200);
  });

  it('answers 404 for another shop’s product or package and 403 to an agent', async () => {
    const code = await product('ombrix');
    const { gcode } = (await inject('POST', `/api/admin/v1/products/${code}/packages`, owner.headers, family)).json()
      .data as { gcode: string };
    expect((await inject('POST', `/api/admin/v1/products/${code}/packages`, other.headers, family)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `/api/admin/v1/products/${code}/packages`, other.headers)).statusCode).toBe(404);
    expect(
      (await inject('PATCH', `/api/admin/v1/packages/${gcode}`, other.headers, { onSale: false })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `/api/admin/v1/packages/${gcode}`, other.headers)).statusCode).toBe(404);
    expect((await inject('POST', `/api/admin/v1/products/${code}/packages`, agent.headers, family)).statusCode).toBe(
      403,
    );
    expect(
      (await inject('PATCH', `/api/admin/v1/packages/${gcode}`, agent.headers, { onSale: false })).statusCode,
    ).toBe(403);
    expect(await audit(gcode)).toEqual(['package.create']);
  });
});
