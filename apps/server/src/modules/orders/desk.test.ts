import { TAG_IDS } from '@storefront/reference-data';
import { describe, expect, it } from 'vitest';
import { deskAction, deskGet, deskStaff } from '../../test/desk.js';
import {
  bookable,
  contact,
  detail,
  orderEvents,
  payInSandbox,
  placeOrder,
  productOrder,
  quickMember,
  useOrderTestApp,
} from '../../test/orders.js';

/** The back office's order desk: each action's rule, its audit row, its mail and its refund. */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };

/** An order paid in the sandbox: awaiting confirmation unless `instant`. */
async function paidOrder(
  options: { instant?: boolean; email?: string; adults?: number; member?: Record<string, string> } = {},
) {
  const p = await bookable(t, { tags: options.instant ? [TAG_IDS.instantConfirmation] : [], stock: 20 });
  const order = await placeOrder(t, options.member ?? guest, {
    ...productOrder(p, options.adults ?? 2),
    contact: contact(options.email ?? `desk.${Math.random().toString(36).slice(2, 10)}@example.com`),
  });
  const paid = await payInSandbox(t, order.headers, order.ocode);
  return { ...order, p, paid, email: options.email };
}

const auditRows = (ocode: string) =>
  t.db.selectFrom('audit_log').select(['action', 'staff_id', 'after_json']).where('object_id', '=', ocode).execute();

async function mailsTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return res.json() as { subject: string; body: string }[];
}

async function paymentStatus(merchantTradeNumber: string) {
  await t.app.deliveries.drain();
  const payment = await t.db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('merchant_trade_number', '=', merchantTradeNumber)
    .executeTakeFirstOrThrow();
  const refunds = await t.db
    .selectFrom('payment_refunds')
    .select(['amount', 'status'])
    .where('payment_id', '=', payment.id)
    .execute();
  return { status: payment.status, refunds: refunds.map((r) => ({ amount: Number(r.amount), status: r.status })) };
}

describe('confirm and reject', () => {
  it('confirms an order awaiting confirmation: one audit row, the mail, the customer sees it', async () => {
    const order = await paidOrder({ email: 'confirm.me@example.com' });
    const owner = await deskStaff(t);
    const res = await deskAction(t, order.ocode, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ocode: order.ocode, status: 'confirmed', actions: { confirm: false } });
    expect(await auditRows(order.ocode)).toEqual([
      expect.objectContaining({ action: 'order.confirm', staff_id: owner.staffId }),
    ]);
    expect((await mailsTo('confirm.me@example.com')).filter((m) => m.subject.includes('已支付并确认'))).toHaveLength(1);
    expect((await detail(t, order.headers, order.ocode)).json().data.status).toBe('confirmed');
    const again = await deskAction(t, order.ocode, 'confirm');
    expect([again.statusCode, again.json().code]).toEqual([409, 4103]);
    expect(await auditRows(order.ocode)).toHaveLength(1);
  });

  it('rejects with a reason: the order closes and the payment goes back through the provider', async () => {
    const order = await paidOrder({ email: 'reject.me@example.com' });
    const res = await deskAction(t, order.ocode, 'reject', { reason: 'The boat is in repair' });
    expect(res.json().data).toMatchObject({ status: 'refunded' });
    expect(await paymentStatus(order.paid.merchantTradeNumber)).toEqual({
      status: 'refunded',
      refunds: [{ amount: order.total, status: 'succeeded' }],
    });
    expect((await auditRows(order.ocode)).map((r) => r.action)).toEqual(['order.reject']);
    const mail = (await mailsTo('reject.me@example.com')).find((m) => m.subject.includes('未能确认'));
    expect(mail?.body).toContain('The boat is in repair');
    expect(await orderEvents(t, order.ocode)).toContain('awaiting_confirmation→refunded');
  });

  it('refuses to reject a confirmed order, and a reject without a reason', async () => {
    const order = await paidOrder({ instant: true });
    const res = await deskAction(t, order.ocode, 'reject', { reason: 'No' });
    expect([res.statusCode, res.json().code]).toEqual([409, 4103]);
    const bare = await deskAction(t, order.ocode, 'reject', {});
    expect([bare.statusCode, bare.json().data.field]).toEqual([400, 'reason']);
    expect(await auditRows(order.ocode)).toHaveLength(0);
  });
});

describe('refunds', () => {
  it('refunds part of a paid order: the order stays, the part goes back, the rest can follow', async () => {
    const order = await paidOrder({ instant: true, email: 'part.refund@example.com' });
    const part = Math.floor(order.total / 4);
    const res = await deskAction(t, order.ocode, 'refund', { amount: part, reason: 'Lunch not served' });
    expect(res.json().data).toMatchObject({
      status: 'confirmed',
      refundedAmount: part,
      refundable: order.total - part,
    });
    expect(await paymentStatus(order.paid.merchantTradeNumber)).toEqual({
      status: 'succeeded',
      refunds: [{ amount: part, status: 'succeeded' }],
    });
    const mail = (await mailsTo('part.refund@example.com')).find((m) => m.subject.includes('部分退款'));
    expect(mail?.body).toContain('Lunch not served');

    const above = await deskAction(t, order.ocode, 'refund', { amount: order.total - part + 1, reason: 'Too much' });
    expect([above.statusCode, above.json().data.field]).toEqual([400, 'amount']);

    const rest = await deskAction(t, order.ocode, 'refund', { amount: order.total - part, reason: 'Trip cancelled' });
    expect(rest.json().data).toMatchObject({ status: 'refunded' });
    expect(await paymentStatus(order.paid.merchantTradeNumber)).toMatchObject({ status: 'refunded' });
    expect((await auditRows(order.ocode)).map((r) => r.action)).toEqual(['order.refund', 'order.refund']);
  });

  it('refuses a refund of an unpaid order', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const res = await deskAction(t, order.ocode, 'refund', { amount: 100, reason: 'Nothing paid' });
    expect([res.statusCode, res.json().code]).toEqual([409, 4103]);
  });

  it('decides refund requests: accepted in part, or refused with a reason back to where it was', async () => {
    const accepted = await paidOrder({ instant: true, email: 'accept.part@example.com' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${accepted.ocode}`,
      headers: accepted.headers,
      payload: { reason: 'Sick' },
    });
    const part = Math.floor(accepted.total / 2);
    const res = await deskAction(t, accepted.ocode, 'refund-request', { decision: 'accept', amount: part });
    expect(res.json().data).toMatchObject({ status: 'refunded', refundedAmount: part });
    expect((await paymentStatus(accepted.paid.merchantTradeNumber)).refunds).toEqual([
      { amount: part, status: 'succeeded' },
    ]);
    expect((await auditRows(accepted.ocode)).map((r) => r.action)).toEqual(['order.refund.accept']);
    const refundMail = (await mailsTo('accept.part@example.com')).filter((m) => m.subject.includes('已退款'));
    expect(refundMail).toHaveLength(1);

    const refused = await paidOrder({ instant: true, email: 'refuse.me@example.com' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${refused.ocode}`,
      headers: refused.headers,
      payload: {},
    });
    // While the request waits, the desk shows what may be given back: everything paid.
    const waiting = (await deskGet(t, `/api/admin/v1/orders/${refused.ocode}`)).json().data;
    expect([waiting.refundable, waiting.actions.decideRefund]).toEqual([refused.paid.amount, true]);
    const noReason = await deskAction(t, refused.ocode, 'refund-request', { decision: 'refuse' });
    expect([noReason.statusCode, noReason.json().data.field]).toEqual([400, 'reason']);
    const back = await deskAction(t, refused.ocode, 'refund-request', {
      decision: 'refuse',
      reason: 'Non-refundable within 7 days',
    });
    expect(back.json().data.status).toBe('confirmed');
    const mail = (await mailsTo('refuse.me@example.com')).find((m) => m.subject.includes('未获批准'));
    expect(mail?.body).toContain('Non-refundable within 7 days');
    const twice = await deskAction(t, refused.ocode, 'refund-request', { decision: 'refuse', reason: 'Again' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 4103]);
    expect((await auditRows(refused.ocode)).map((r) => r.action)).toEqual(['order.refund.refuse']);
  });

  it('holds an agent to its refund limit for the currency (403), and lets it refund within it', async () => {
    const order = await paidOrder({ instant: true });
    const owner = await deskStaff(t);
    const agent = await deskStaff(t, { role: 'agent' });
    const limit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/v1/staff/${agent.staffId}`,
      headers: owner.headers,
      payload: { refundLimits: { [order.currency]: 100 } },
    });
    expect(limit.statusCode).toBe(200);
    const over = await deskAction(t, order.ocode, 'refund', { amount: 101, reason: 'Goodwill' }, agent);
    expect([over.statusCode, over.json().code]).toEqual([403, 1003]);
    const within = await deskAction(t, order.ocode, 'refund', { amount: 100, reason: 'Goodwill' }, agent);
    expect(within.json().data.refundedAmount).toBe(100);
    expect(await auditRows(order.ocode)).toEqual([
      expect.objectContaining({ action: 'order.refund', staff_id: agent.staffId }),
    ]);
  });
});

describe('supplements, resent confirmations and notes', () => {
  it('asks for a supplement the customer pays at its supmentpay link', async () => {
    const { headers } = await quickMember(t);
    const order = await paidOrder({ instant: true, email: 'supplement.me@example.com', member: headers });
    const res = await deskAction(t, order.ocode, 'supplement', { amount: 1500, reason: 'Private transfer' });
    const { payid, link } = res.json().data as { payid: string; link: string };
    expect(link).toBe(`/456817/zh-cn/cny/supmentpay/${order.ocode}/${payid}`);
    const mail = (await mailsTo('supplement.me@example.com')).find((m) => m.subject.includes('补款'));
    expect(mail?.body).toContain(`supmentpay/${order.ocode}/${payid}`);
    expect(mail?.body).toContain('Private transfer');
    await payInSandbox(t, order.headers, order.ocode, { payid });
    const view = (await deskGet(t, `/api/admin/v1/orders/${order.ocode}`)).json().data;
    expect(view.supplements).toEqual([expect.objectContaining({ payid, status: 'paid', amount: 1500 })]);
    expect(view.payments.map((p: { kind: string }) => p.kind)).toEqual(['order', 'supplement']);
    expect((await auditRows(order.ocode)).map((r) => r.action)).toEqual(['order.supplement']);
  });

  it('refuses a supplement on an unpaid order', async () => {
    const p = await bookable(t, { stock: 5 });
    const order = await placeOrder(t, guest, productOrder(p));
    const res = await deskAction(t, order.ocode, 'supplement', { amount: 100, reason: 'Extra' });
    expect([res.statusCode, res.json().code]).toEqual([409, 4103]);
  });

  it('resends the confirmation of a confirmed order only', async () => {
    const order = await paidOrder({ instant: true, email: 'resend.me@example.com' });
    const before = (await mailsTo('resend.me@example.com')).length;
    const res = await deskAction(t, order.ocode, 'resend-confirmation');
    expect(res.statusCode).toBe(200);
    expect((await mailsTo('resend.me@example.com')).length).toBe(before + 1);
    const waiting = await paidOrder();
    const refused = await deskAction(t, waiting.ocode, 'resend-confirmation');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 4103]);
    expect((await auditRows(order.ocode)).map((r) => r.action)).toEqual(['order.resendConfirmation']);
  });

  it('keeps internal notes on the order, never shown to the customer', async () => {
    const order = await paidOrder({ instant: true });
    const owner = await deskStaff(t);
    const res = await deskAction(t, order.ocode, 'notes', { text: 'Customer asked for a window seat' });
    expect(res.json().data.notes).toEqual([
      expect.objectContaining({ author: owner.email, text: 'Customer asked for a window seat' }),
    ]);
    expect(JSON.stringify((await detail(t, order.headers, order.ocode)).json())).not.toContain('window seat');
    expect((await auditRows(order.ocode)).map((r) => r.action)).toEqual(['order.note']);
  });
});

describe('details, list, CSV and queue', () => {
  it('shows an order with lines, travellers, contact, payments, history and the mail sent', async () => {
    const order = await paidOrder({ instant: true, email: 'details@example.com' });
    const res = await deskGet(t, `/api/admin/v1/orders/${order.ocode}`);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.items).toHaveLength(1);
    expect(view.travellers.length).toBeGreaterThan(0);
    expect(view.contact.email).toBe('details@example.com');
    expect(view.payments).toEqual([
      expect.objectContaining({ kind: 'order', status: 'succeeded', amount: order.total }),
    ]);
    expect(view.history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'paid', 'confirmed']);
    expect(view.mails.map((m: { event: string }) => m.event)).toEqual(['created', 'confirmed']);
    expect(view.mails[0].to).toBe('details@example.com');
  });

  it('lists by state, code, email and product, paged, with the total; the CSV has the same rows', async () => {
    const a = await paidOrder({ email: 'list.a@example.com' });
    const b = await paidOrder({ instant: true, email: 'list.b@example.com' });
    const byState = (await deskGet(t, '/api/admin/v1/orders?state=awaiting_confirmation&size=100')).json().data;
    expect(byState.items.map((o: { ocode: string }) => o.ocode)).toContain(a.ocode);
    expect(byState.items.every((o: { state: string }) => o.state === 'awaiting_confirmation')).toBe(true);
    const byEmail = (await deskGet(t, '/api/admin/v1/orders?q=LIST.B@example.com')).json().data;
    expect(byEmail).toMatchObject({ total: 1, items: [{ ocode: b.ocode, contactEmail: 'list.b@example.com' }] });
    expect((await deskGet(t, `/api/admin/v1/orders?q=${a.ocode}`)).json().data.total).toBe(1);
    const byProduct = (await deskGet(t, `/api/admin/v1/orders?product=${b.p.code}`)).json().data;
    expect(byProduct.items.map((o: { ocode: string }) => o.ocode)).toEqual([b.ocode]);
    const travel = (
      await deskGet(t, `/api/admin/v1/orders?travelFrom=${b.p.date}&travelTo=${b.p.date}&size=100`)
    ).json().data;
    expect(travel.items.map((o: { ocode: string }) => o.ocode)).toEqual(expect.arrayContaining([a.ocode, b.ocode]));
    const paged = (await deskGet(t, '/api/admin/v1/orders?size=1&page=2&sort=booked')).json().data;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);

    const csv = await deskGet(t, '/api/admin/v1/orders.csv?state=awaiting_confirmation');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'order,state,booked_at,first_travel_date,last_travel_date,products,contact_name,contact_email,contact_phone,travellers,currency,total,refunded,customer',
    );
    expect(lines.length - 1).toBe(byState.total);
    expect(csv.body).toContain(a.ocode);
    expect(csv.body).not.toContain(b.ocode);
  });

  it('queues orders awaiting confirmation and refund requests, oldest first, with their age', async () => {
    const first = await paidOrder();
    const second = await paidOrder({ instant: true });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${second.ocode}`,
      headers: second.headers,
      payload: { reason: 'Weather' },
    });
    const queue = (await deskGet(t, '/api/admin/v1/queue')).json().data.items as {
      ocode: string;
      reason: string;
      since: string;
      ageMinutes: number;
      note: string;
    }[];
    const mine = queue.filter((q) => q.ocode === first.ocode || q.ocode === second.ocode);
    expect(mine).toEqual([
      expect.objectContaining({ ocode: first.ocode, reason: 'confirmation', ageMinutes: 0 }),
      expect.objectContaining({ ocode: second.ocode, reason: 'refundRequest', note: 'Weather' }),
    ]);
    const sinces = queue.map((q) => q.since);
    expect([...sinces].sort()).toEqual(sinces);
  });

  it('lists a package’s travellers on a date with counts per price type, as JSON and CSV', async () => {
    const order = await paidOrder({ instant: true, adults: 2 });
    const url = `/api/admin/v1/manifests?product=${order.p.code}&package=${order.p.gcode}&date=${order.p.date}`;
    const manifest = (await deskGet(t, url)).json().data;
    expect(manifest.counts).toEqual({ adult: 2 });
    expect(manifest.orders).toEqual([
      expect.objectContaining({ ocode: order.ocode, state: 'confirmed', quantities: { adult: 2 } }),
    ]);
    expect(manifest.orders[0].travellers.length).toBeGreaterThan(0);
    const csv = await deskGet(t, `${url}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('traveller,order,state,contact,contact_phone,booked,remarks');
    expect(csv.body).toContain(order.ocode);
  });
});

describe('who may use the desk', () => {
  it('answers another merchant’s order as not found, for reading and for every action', async () => {
    const order = await paidOrder();
    const other = await deskStaff(t, { businessNumber: '518200' });
    expect((await deskGet(t, `/api/admin/v1/orders/${order.ocode}`, other)).statusCode).toBe(404);
    for (const [action, body] of [
      ['confirm', undefined],
      ['reject', { reason: 'x' }],
      ['refund', { amount: 1, reason: 'x' }],
      ['refund-request', { decision: 'accept' }],
      ['supplement', { amount: 1, reason: 'x' }],
      ['resend-confirmation', undefined],
      ['notes', { text: 'x' }],
    ] as const) {
      const res = await deskAction(t, order.ocode, action, body, other);
      expect([action, res.statusCode]).toEqual([action, 404]);
    }
    const list = (await deskGet(t, `/api/admin/v1/orders?q=${order.ocode}`, other)).json().data;
    expect(list.total).toBe(0);
    expect(await auditRows(order.ocode)).toHaveLength(0);
  });

  it('refuses a member token (401), no token (401) and an editor (403)', async () => {
    const order = await paidOrder();
    const { headers } = await quickMember(t);
    const member = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/orders/${order.ocode}/confirm`,
      headers,
    });
    expect(member.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/v1/orders' });
    expect([none.statusCode, none.json().code]).toEqual([401, 1005]);
    const editor = await deskStaff(t, { role: 'editor' });
    expect((await deskGet(t, '/api/admin/v1/orders', editor)).statusCode).toBe(403);
    expect((await deskAction(t, order.ocode, 'confirm', undefined, editor)).statusCode).toBe(403);
    expect((await orderEvents(t, order.ocode)).at(-1)).toBe('paid→awaiting_confirmation');
  });
});
