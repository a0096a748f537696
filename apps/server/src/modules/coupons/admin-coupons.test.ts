import { describe, expect, it } from 'vitest';
import { deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';
import { sellableDays, type SellableDay } from '../../test/money.js';
import { createOrder, productOrder, quickMember, useOrderTestApp, type Bookable } from '../../test/orders.js';

/** Coupon templates in the back office: create, edit, issue, public codes, the report, and who may. */
const t = useOrderTestApp();

type Headers = Record<string, string>;
const URL = '/api/admin/v1/coupons';
const DAY = 86_400_000;
const aud = (headers: Headers) => ({ ...headers, currency: 'AUD', language: 'en-AU' });
const staff = (role: 'owner' | 'manager' | 'editor' | 'agent' = 'owner', businessNumber = '456817') =>
  deskStaff(t, { role, businessNumber });
const post = async (url: string, payload: object, by?: { headers: Headers }) =>
  t.app.inject({ method: 'POST', url, headers: (by ?? (await staff())).headers, payload });
const patch = async (id: number, payload: object, by?: { headers: Headers }) =>
  t.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: (by ?? (await staff())).headers, payload });
const claim = (headers: Headers, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/account/coupon/claim', headers: aud(headers), payload: { code } });
const couponAudit = async (id: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?objectType=coupon&size=100',
    headers: (await staff()).headers,
  });
  return (res.json().data.items as { action: string; objectId: string }[])
    .filter((r) => r.objectId === String(id))
    .map((r) => r.action);
};

let codeSequence = 0;
const freshCode = () => `T${testEngine.slice(0, 2).toUpperCase()}${Date.now() % 100000}${++codeSequence}`;
const template = (extra: object = {}) => ({
  titles: { 'en-AU': 'Spring A$15 off', 'zh-CN': '春季立减15澳元' },
  kind: 'fixed',
  value: 1500,
  currency: 'AUD',
  minSpend: 5000,
  validFrom: new Date(Date.now() - DAY).toISOString(),
  validTo: new Date(Date.now() + 30 * DAY).toISOString(),
  ...extra,
});
const create = async (extra: object = {}, by?: { headers: Headers }) => {
  const res = await post(URL, template(extra), by);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return res.json().data as { id: number; code: string | null; issued: number };
};

let days: SellableDay[] = [];
const dayOf = async (i: number): Promise<Bookable> => {
  if (days.length === 0) days = await sellableDays(t);
  const d = days[i] as SellableDay;
  return { ...d, productId: 0, packageId: 0, adultPrice: 0 };
};

describe(`coupon templates in the back office on ${testEngine}`, () => {
  it('creates a public code a shopper takes once and uses at checkout; the report counts it', async () => {
    const code = freshCode();
    const created = await create({ code: code.toLowerCase() }, await staff('manager'));
    expect(created.code).toBe(code);
    expect(await couponAudit(created.id)).toEqual(['coupon.create']);

    const shopper = await quickMember(t);
    const taken = await claim(shopper.headers, code);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.title).toBe('Spring A$15 off');
    const again = await claim(shopper.headers, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(4197);

    const p = await dayOf(0);
    const couponId = taken.json().data.couponId as number;
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/quote',
      headers: aud(shopper.headers),
      payload: { item: productOrder(p, 2).item, couponId },
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.couponDiscount).toBe(1500);
    const order = await createOrder(t, aud(shopper.headers), productOrder(p, 2, { couponId }));
    expect(order.statusCode).toBe(200);

    const report = await t.app.inject({
      method: 'GET',
      url: `${URL}/report`,
      headers: { ...(await staff()).headers, language: 'en-AU' },
    });
    expect(report.statusCode).toBe(200);
    const row = (report.json().data.items as { templateId: number }[]).find((r) => r.templateId === created.id);
    expect(row).toEqual({
      templateId: created.id,
      title: 'Spring A$15 off',
      code,
      issued: 1,
      used: 1,
      discounts: [{ currency: 'AUD', amount: 1500 }],
    });
    const listed = await t.app.inject({ method: 'GET', url: URL, headers: (await staff()).headers });
    expect(listed.json().data.items.find((x: { id: number }) => x.id === created.id).issued).toBe(1);
  });

  it('issues to a member by email, refuses beyond the quantity (4196) and after stopping (4198)', async () => {
    const created = await create({ quantity: 2, code: freshCode() });
    const member = await registerMember(t.app);
    const issued = await post(`${URL}/${created.id}/issue`, { email: member.email.toUpperCase() });
    expect(issued.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/coupon/pagging',
      headers: aud(member.headers),
      payload: {},
    });
    expect(mine.json().data.list.map((c: { title: string }) => c.title)).toContain('Spring A$15 off');

    const second = await claim((await quickMember(t)).headers, created.code as string);
    expect(second.statusCode).toBe(200);
    const third = await claim((await quickMember(t)).headers, created.code as string);
    expect(third.json().code).toBe(4196);
    expect((await post(`${URL}/${created.id}/issue`, { email: member.email })).json().code).toBe(4196);
    const lower = await patch(created.id, { quantity: 1 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().data.field).toBe('quantity');

    expect((await patch(created.id, { quantity: 5, active: false })).statusCode).toBe(200);
    expect((await claim((await quickMember(t)).headers, created.code as string)).json().code).toBe(4198);
    expect(await couponAudit(created.id)).toEqual(['coupon.update', 'coupon.issue', 'coupon.create']);
  });

  it('gives the last coupon of a quantity to one of two shoppers claiming it at once', async () => {
    const created = await create({ quantity: 1, code: freshCode() });
    const [a, b] = await Promise.all([quickMember(t), quickMember(t)]);
    const answers = await Promise.all([
      claim(a.headers, created.code as string),
      claim(b.headers, created.code as string),
    ]);
    expect(answers.map((r) => r.json().code).sort()).toEqual([0, 4196]);
    const listed = await t.app.inject({ method: 'GET', url: `${URL}/${created.id}`, headers: (await staff()).headers });
    expect(listed.json().data.issued).toBe(1);
  });

  it('refuses bad input by field, a taken code (4195) and an unknown member, writing nothing', async () => {
    const code = freshCode();
    const first = await create({ code });
    const cases: [object, string][] = [
      [{ kind: 'percent', value: 150 }, 'value'],
      [{ categoryIds: [999] }, 'categoryIds'],
      [{ validFrom: null, validTo: null }, 'validTo'],
      [{ validDays: 30 }, 'validDays'],
      [{ titles: {} }, 'titles'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ code: 'no spaces!' }, 'code'],
      [{ value: -5 }, 'value'],
    ];
    for (const [extra, field] of cases) {
      const res = await post(URL, template(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().data.field, JSON.stringify(extra)).toBe(field);
    }
    const taken = await post(URL, template({ code }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 4195, data: { field: 'code' } });
    const nobody = await post(`${URL}/${first.id}/issue`, { email: 'nobody.here@example.com' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().data.field).toBe('email');
    const noCountry = await post(`${URL}/${first.id}/issue`, { phone: '0412345678' });
    expect(noCountry.json().data.field).toBe('country');
    expect((await claim((await quickMember(t)).headers, 'NO-SUCH-CODE')).statusCode).toBe(404);
    expect(await couponAudit(first.id)).toEqual(['coupon.create']);
  });

  it('answers 404 for another merchant’s template and 403 to editors and agents (money settings)', async () => {
    const created = await create();
    const other = await staff('owner', '518200');
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}/${created.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await patch(created.id, { value: 100 }, other)).statusCode).toBe(404);
    expect((await post(`${URL}/${created.id}/issue`, { email: 'a@example.com' }, other)).statusCode).toBe(404);
    for (const role of ['editor', 'agent'] as const) {
      const by = await staff(role);
      expect((await t.app.inject({ method: 'GET', url: URL, headers: by.headers })).statusCode).toBe(403);
      expect((await post(URL, template(), by)).statusCode).toBe(403);
      expect((await patch(created.id, { value: 100 }, by)).statusCode).toBe(403);
    }
    const member = await quickMember(t);
    expect((await t.app.inject({ method: 'GET', url: URL, headers: member.headers })).statusCode).toBe(401);
    expect(await couponAudit(created.id)).toEqual(['coupon.create']);
  });
});
