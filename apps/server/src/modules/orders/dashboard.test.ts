import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../platform/db/kysely.js';
import { createTestApp, testConfig, testEngine } from '../../test/harness.js';
import { bookable, payInSandbox, placeOrder, productOrder, quickMember, type OrderTestApp } from '../../test/orders.js';
import { registerMember } from '../../test/members.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

const MERCHANT = '630900';
const today = () => new Date().toISOString().slice(0, 10);

let t: OrderTestApp;
let agent: LoggedInStaff;
type Placed = Awaited<ReturnType<typeof placeOrder>>;
const placed: Placed[] = [];
let code = '';
let refundAsked: Placed;

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
  agent = await loginStaff(t.app, { businessNumber: MERCHANT, role: 'agent' });
  const product = await bookable(t, { merchant: MERCHANT });
  code = product.code;
  const { headers } = await quickMember(t, MERCHANT);
  // Four orders today: three paid (one of them then asks for its money back), one left unpaid.
  for (let i = 0; i < 4; i++) placed.push(await placeOrder(t, headers, productOrder(product, i + 1)));
  for (const order of placed.slice(0, 3)) await payInSandbox(t, order.headers, order.ocode);
  refundAsked = placed[2] as Placed;
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/v1/order/refund/${refundAsked.ocode}`,
    headers: refundAsked.headers,
    payload: { reason: 'Plans changed' },
  });
  if (asked.statusCode !== 200) throw new Error(`refund request: ${asked.body}`);
  // Another merchant's paid order never counts here.
  const foreign = await registerMember(t.app, '456817');
  const other = await placeOrder(t, foreign.headers, productOrder(await bookable(t, { merchant: '456817' })));
  await payInSandbox(t, other.headers, other.ocode);
}, 120_000);
afterAll(() => t.close());

const dashboard = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/v1/dashboard${query}`, headers });

describe(`dashboard on ${testEngine}`, () => {
  it('counts today’s and the period’s orders, paid money per currency, conversion and what awaits the desk', async () => {
    const res = await dashboard(agent.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const paid = placed.slice(0, 3);
    const currency = (placed[0] as Placed).currency;
    const money = [{ currency, amount: paid.reduce((sum, o) => sum + o.total, 0) }];
    const expected = { orders: 4, paidOrders: 3, conversion: 0.75, revenue: money };
    expect(data.today).toEqual(expected);
    expect(data.period).toEqual(expected);
    expect(data.to).toBe(today());
    const statuses = await t.db.selectFrom('orders').select('status').where('merchant_number', '=', MERCHANT).execute();
    expect(data.awaiting).toEqual({
      confirmation: statuses.filter((s) => s.status === 'awaiting_confirmation').length,
      refundRequests: 1,
    });
  });

  it('ranks the products by paid orders with their money', async () => {
    const data = (await dashboard(agent.headers)).json().data;
    expect(data.topProducts).toHaveLength(1);
    expect(data.topProducts[0]).toMatchObject({ productCode: code, orders: 3 });
    expect(data.topProducts[0].revenue).toEqual(data.period.revenue);
  });

  it('answers a daily series of N days ending today, for the chart', async () => {
    const data = (await dashboard(agent.headers, '?days=7')).json().data;
    expect(data.daily).toHaveLength(7);
    expect(data.from).toBe(data.daily[0].date);
    expect(data.daily.at(-1)).toEqual({ date: today(), orders: 4, paid: 3 });
    expect(data.daily.slice(0, -1).every((d: { orders: number }) => d.orders === 0)).toBe(true);
  });

  it('refuses a bad number of days, an editor (403), a member token and no token (401)', async () => {
    for (const query of ['?days=0', '?days=400', '?days=x']) {
      const res = await dashboard(agent.headers, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('days');
    }
    const editor = await loginStaff(t.app, { businessNumber: MERCHANT, role: 'editor' });
    expect((await dashboard(editor.headers)).statusCode).toBe(403);
    const member = await registerMember(t.app, MERCHANT);
    expect((await dashboard({ authorization: member.headers.authorization })).statusCode).toBe(401);
    expect((await dashboard({})).json().code).toBe(1005);
  });

  it('shows another merchant only its own orders', async () => {
    const owner = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
    const data = (await dashboard(owner.headers)).json().data;
    expect(data.period).toEqual({ orders: 0, paidOrders: 0, conversion: 0, revenue: [] });
    expect(data.topProducts).toEqual([]);
  });
});
