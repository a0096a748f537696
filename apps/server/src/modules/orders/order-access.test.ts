import { TAG_IDS } from '@storefront/reference-data';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { recordStatements } from '../../test/statements.js';
import {
  bookable,
  contact,
  detail,
  nextIp,
  payInSandbox,
  placeOrder,
  productOrder,
  quickMember,
  waitForCode,
  useOrderTestApp,
} from '../../test/orders.js';

/** Who may see an order: its member, a visitor with its token or the emailed lookup code; nobody else. */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };
const instant = [TAG_IDS.instantConfirmation];

describe('who may see an order', () => {
  it("answers another member's order with 3004 on every call", async () => {
    const p = await bookable(t, { stock: 6 });
    const owner = await quickMember(t);
    const other = await quickMember(t);
    const order = await placeOrder(t, owner.headers, productOrder(p));
    for (const [method, url] of [
      ['GET', `/api/v1/order/detail/${order.ocode}`],
      ['POST', `/api/v1/order/cancel/${order.ocode}`],
      ['POST', `/api/v1/payment/create/${order.ocode}`],
      ['POST', `/api/v1/order/refund/${order.ocode}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: other.headers,
        ...(method === 'POST' && { payload: {} }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(3004);
    }
  });

  it('answers an order of another merchant with 3004', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    const res = await detail(t, { ...order.headers, businessnumber: '518200' }, order.ocode);
    expect(res.json().code).toBe(3004);
  });

  it('answers a malformed order code with 2005', async () => {
    const { headers } = await quickMember(t);
    expect((await detail(t, headers, 'short')).json().code).toBe(2005);
  });

  it("lists only the member's orders, filtered by status", async () => {
    const p = await bookable(t, { tags: instant, stock: 6 });
    const { headers } = await quickMember(t);
    const a = await placeOrder(t, headers, productOrder(p));
    const b = await placeOrder(t, headers, productOrder(p));
    await payInSandbox(t, headers, b.ocode);
    await placeOrder(t, guest, productOrder(p));
    const all = await t.app.inject({ method: 'POST', url: '/api/v1/order/pagging', headers, payload: {} });
    expect(all.json().data.list.map((o: { ocode: string }) => o.ocode)).toEqual([b.ocode, a.ocode]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/pagging',
      headers,
      payload: { statuses: ['confirmed'] },
    });
    expect(confirmed.json().data).toMatchObject({ total: 1, list: [{ ocode: b.ocode }] });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/order/pagging', headers: guest, payload: {} });
    expect(anonymous.json().code).toBe(1005);
  });
});

describe('visitor order lookup', () => {
  it('finds an order by code, contact email and the emailed code', async () => {
    const p = await bookable(t, { stock: 6 });
    const email = `lookup.${Date.now()}@example.com`;
    const order = await placeOrder(t, guest, { ...productOrder(p), contact: contact(email) });
    const ip = nextIp();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/send-code',
      headers: guest,
      payload: { ocode: order.ocode, email: email.toUpperCase() },
      remoteAddress: ip,
    });
    expect(sent.json()).toMatchObject({ code: 0 });
    const code = await waitForCode(t, email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().code).toBe(1011);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code },
    });
    expect(found.json().data.order.ocode).toBe(order.ocode);
    const token = found.json().data.accessToken;
    expect((await detail(t, { ...guest, 'x-order-token': token }, order.ocode)).json().data.ocode).toBe(order.ocode);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code },
    });
    expect(reused.json().code).toBe(1011);
  });

  it('sends nothing and says nothing for a wrong email', async () => {
    const p = await bookable(t, { stock: 6 });
    const order = await placeOrder(t, guest, productOrder(p));
    const email = `stranger.${Date.now()}@example.com`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/send-code',
      headers: guest,
      payload: { ocode: order.ocode, email },
    });
    expect(sent.json()).toMatchObject({ code: 0 });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json()).toEqual([]);
    const query = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode: order.ocode, email, code: '123456' },
    });
    expect(query.json().code).toBe(1011);
  });
});

describe('visitor order lookup tells nobody whether an order code and an email belong together', () => {
  const send = (ocode: string, email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/send-code',
      headers: guest,
      payload: { ocode, email },
      remoteAddress: ip,
    });
  const query = (ocode: string, email: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/order/visitor/query',
      headers: guest,
      payload: { ocode, email, code },
      remoteAddress: nextIp(),
    });
  const view = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() as unknown });
  const unknownOcode = 'ABCDEFGHIJKLMNOPQRST';
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
  const guestOrder = async (email: string) => {
    const p = await bookable(t, { stock: 6 });
    return placeOrder(t, guest, { ...productOrder(p), contact: contact(email) });
  };

  it('answers two sends alike, with the same cooldown, for a matching and a mismatching email', async () => {
    const email = `owner.${Date.now()}@example.com`;
    const order = await guestOrder(email);
    const ip = nextIp();
    const matching = [await send(order.ocode, email, ip), await send(order.ocode, email, ip)].map(view);
    const stranger = `stranger.${Date.now()}@example.com`;
    const mismatching = [await send(order.ocode, stranger, ip), await send(order.ocode, stranger, ip)].map(view);
    const nobody = `nobody.${Date.now()}@example.com`;
    const unknown = [await send(unknownOcode, nobody, ip), await send(unknownOcode, nobody, ip)].map(view);
    expect(matching).toEqual([
      { status: 200, body: { code: 0, message: expect.any(String), data: null } },
      { status: 429, body: { code: 4291, message: expect.any(String), data: null } },
    ]);
    expect(mismatching).toEqual(matching);
    expect(unknown).toEqual(matching);
    // The owner still gets the code; the stranger gets nothing.
    expect(await waitForCode(t, email)).toMatch(/^\d{6}$/);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(stranger)}` });
    expect(outbox.json()).toEqual([]);
  });

  it('answers a query alike for a wrong code, another email, another order and no order', async () => {
    const email = `owner.${Date.now()}@example.com`;
    const order = await guestOrder(email);
    const other = await guestOrder(`other.${Date.now()}@example.com`);
    await send(order.ocode, email, nextIp());
    const code = await waitForCode(t, email);
    const refusals = [
      await query(order.ocode, email, wrongCode(code)),
      await query(order.ocode, `stranger.${Date.now()}@example.com`, code),
      await query(other.ocode, email, code),
      await query(unknownOcode, email, wrongCode(code)),
    ].map(view);
    expect(refusals[0]).toEqual({
      status: 400,
      body: { code: 1011, message: expect.any(String), data: { field: 'code' } },
    });
    for (const refusal of refusals) expect(refusal).toEqual(refusals[0]);
    expect((await query(order.ocode, email, code)).json().data.order.ocode).toBe(order.ocode);
  });

  it('runs the same statements before answering, whether or not the order and email match', async () => {
    const owner = `owner.${Date.now()}@example.com`;
    const order = await guestOrder(owner);
    const other = await guestOrder(`other.${Date.now()}@example.com`);
    const sql = async (call: () => Promise<unknown>) => (await recordStatements(call)).statements;

    const sent = await sql(() => send(order.ocode, owner, nextIp()));
    const code = await waitForCode(t, owner);
    const notSent = await sql(() => send(order.ocode, `stranger.${Date.now()}@example.com`, nextIp()));
    // Three limit counters and the order's lookup; the code's mail goes after the answer.
    expect(sent).toHaveLength(4);
    expect(notSent).toEqual(sent);

    const wrongForOwner = await sql(() => query(order.ocode, owner, wrongCode(code)));
    const wrongForOther = await sql(() => query(other.ocode, owner, wrongCode(code)));
    expect(wrongForOther).toEqual(wrongForOwner);
  });
});
