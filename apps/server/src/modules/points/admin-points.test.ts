import { describe, expect, it } from 'vitest';
import { deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import { sellableDays } from '../../test/money.js';
import { detail, placeOrder, productOrder, quickMember, useOrderTestApp } from '../../test/orders.js';

/** The points rule in the back office: read, changed, applied to orders created after it. */
const t = useOrderTestApp();

const URL = '/api/admin/v1/points/rule';
const aud = (headers: Record<string, string>) => ({ ...headers, currency: 'AUD', language: 'en-AU' });
const rule = { currency: 'AUD', earnPerUnit: 1, step: 100, stepValue: 100, maxRedeemPercent: 50 };
const put = async (payload: object, role: 'owner' | 'manager' | 'editor' | 'agent' = 'owner', merchant = '456817') =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: (await deskStaff(t, { role, businessNumber: merchant })).headers,
    payload,
  });
const pointsAudit = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?objectType=points&size=50',
    headers: (await deskStaff(t)).headers,
  });
  return (res.json().data.items as { action: string; after: unknown }[]).map((r) => r.action);
};

describe(`the points rule in the back office on ${testEngine}`, () => {
  it('changes what new orders earn and what the points page says; an order keeps what it was promised', async () => {
    // The shop's rule is the default one: setting it again changes nothing and writes no audit row.
    expect((await put(rule)).statusCode).toBe(200);
    expect(await pointsAudit()).toEqual([]);
    const [p] = await sellableDays(t);
    if (!p) throw new Error('no sellable day');
    const bookable = { ...p, productId: 0, packageId: 0, adultPrice: 0 };
    const member = await quickMember(t);
    const before = await placeOrder(t, aud(member.headers), productOrder(bookable, 1));
    const promised = (await detail(t, aud(member.headers), before.ocode)).json().data.pointsToEarn as number;
    expect(promised).toBeGreaterThan(0);

    const changed = await put({ ...rule, earnPerUnit: 3, step: 50, maxRedeemPercent: 30 }, 'manager');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ earnPerUnit: 3, step: 50 });
    expect(await pointsAudit()).toEqual(['points.update']);

    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/integral/balance',
      headers: aud(member.headers),
    });
    expect(balance.json().data).toMatchObject({ earnPerUnit: 3, step: 50, maxRedeemPercent: 30 });
    const after = await placeOrder(t, aud(member.headers), productOrder(bookable, 1));
    expect((await detail(t, aud(member.headers), after.ocode)).json().data.pointsToEarn).toBe(promised * 3);
    expect((await detail(t, aud(member.headers), before.ocode)).json().data.pointsToEarn).toBe(promised);

    const read = await t.app.inject({ method: 'GET', url: URL, headers: (await deskStaff(t)).headers });
    expect(read.json().data).toEqual({ ...rule, earnPerUnit: 3, step: 50, maxRedeemPercent: 30 });
    // The same rule again changes nothing and writes no audit row.
    expect((await put({ ...rule, earnPerUnit: 3, step: 50, maxRedeemPercent: 30 })).statusCode).toBe(200);
    expect(await pointsAudit()).toHaveLength(1);
  });

  it('refuses bad input by field, editors and agents (403), and keeps each merchant’s rule its own', async () => {
    const cases: [object, string][] = [
      [{ ...rule, step: 0 }, 'step'],
      [{ ...rule, maxRedeemPercent: 101 }, 'maxRedeemPercent'],
      [{ ...rule, currency: 'EUR' }, 'currency'],
      [{ ...rule, earnPerUnit: -1 }, 'earnPerUnit'],
      [{ ...rule, extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(res.json().data.field).toBe(field);
    }
    expect((await put(rule, 'editor')).statusCode).toBe(403);
    expect((await put(rule, 'agent')).statusCode).toBe(403);
    const before = await pointsAudit();
    expect((await put({ ...rule, earnPerUnit: 7 }, 'owner', '518200')).statusCode).toBe(200);
    const ours = await t.app.inject({ method: 'GET', url: URL, headers: (await deskStaff(t)).headers });
    expect(ours.json().data.earnPerUnit).not.toBe(7);
    expect(await pointsAudit()).toEqual(before);
  });
});
