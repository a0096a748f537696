import { ORDER_LIMITS } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookable,
  contact,
  createOrder,
  detail,
  flashSale,
  nextIp,
  openCheckout,
  payInSandbox,
  productOrder,
  quickMember,
  quickMembers,
  stockOf,
  sweep,
  visitorContact,
  useOrderTestApp,
} from '../../test/orders.js';

/**
 * The limits on unpaid orders, which hold scarce stock (docs/decisions.md, "Unpaid holds"), and
 * the order limits under concurrent attempts: each lets exactly its number through, on SQLite
 * and on PostgreSQL.
 */
const t = useOrderTestApp();

const guest = { businessnumber: '456817' };
type Answer = Awaited<ReturnType<typeof createOrder>>;
const codes = (answers: readonly Answer[]) => answers.map((a) => a.json().code as number).sort((a, b) => a - b);
const repeat = (n: number, code: number) => Array<number>(n).fill(code);

/** Moves an order's creation and payment window `ms` into the past (as if that much time had gone by). */
async function rewind(ocode: string, ms: number) {
  const row = await t.db
    .selectFrom('orders')
    .select(['created_at', 'expires_at'])
    .where('ocode', '=', ocode)
    .executeTakeFirstOrThrow();
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  await t.db
    .updateTable('orders')
    .set({ created_at: back(row.created_at), expires_at: back(row.expires_at) })
    .where('ocode', '=', ocode)
    .execute();
}

describe('unpaid visitor orders', () => {
  it('leave a date bookable for another client after a burst of 25 from one address', async () => {
    const p = await bookable(t, { stock: 25 });
    const hoarder = nextIp();
    const burst = await Promise.all(
      Array.from({ length: 25 }, () =>
        createOrder(t, guest, productOrder(p, 1, { contact: visitorContact() }), hoarder),
      ),
    );
    const held = ORDER_LIMITS.unpaidPerClientAddress;
    expect(codes(burst)).toEqual([...repeat(held, 0), ...repeat(25 - held, 4293)]);
    const refused = burst.find((a) => a.json().code === 4293) as Answer;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/您的网络有 \d+ 笔未支付订单/);
    expect(await stockOf(t, p.packageId, p.date)).toBe(25 - held);

    const other = await createOrder(t, guest, productOrder(p, 1, { contact: visitorContact() }), nextIp());
    expect(other.statusCode).toBe(200);
    // Members are not counted by address: one behind the same address still orders.
    const { headers } = await quickMember(t);
    expect((await createOrder(t, headers, productOrder(p, 1), hoarder)).statusCode).toBe(200);
    expect(await stockOf(t, p.packageId, p.date)).toBe(25 - held - 2);
  });

  it('are bounded per contact email and per contact phone across addresses', async () => {
    const p = await bookable(t, { stock: 50 });
    const email = `hoarder.${Date.now()}@example.com`;
    const byEmail = await Promise.all(
      Array.from({ length: 8 }, () =>
        createOrder(t, guest, productOrder(p, 1, { contact: { ...visitorContact(), email } }), nextIp()),
      ),
    );
    const cap = ORDER_LIMITS.unpaidPerContact;
    expect(codes(byEmail)).toEqual([...repeat(cap, 0), ...repeat(8 - cap, 4293)]);
    expect(byEmail.find((a) => a.statusCode === 429)?.json().data).toEqual({ field: 'contact.email' });

    const phone = { phone: '0412 987 654', country: 61 };
    const byPhone = await Promise.all(
      // The same number spelled two ways is one number.
      Array.from({ length: 8 }, (_, i) =>
        createOrder(
          t,
          guest,
          productOrder(p, 1, {
            contact: { ...visitorContact(), ...phone, ...(i % 2 === 1 && { phone: '412987654' }) },
          }),
          nextIp(),
        ),
      ),
    );
    expect(codes(byPhone)).toEqual([...repeat(cap, 0), ...repeat(8 - cap, 4293)]);
    expect(byPhone.find((a) => a.statusCode === 429)?.json().data).toEqual({ field: 'contact.phone' });
    expect(await stockOf(t, p.packageId, p.date)).toBe(50 - 2 * cap);
  });

  it('count again once one is paid for, cancelled or past its window', async () => {
    const p = await bookable(t, { stock: 20 });
    const email = `regular.${Date.now()}@example.com`;
    const place = () => createOrder(t, guest, productOrder(p, 1, { contact: contact(email) }), nextIp());
    const made = [];
    for (let i = 0; i < ORDER_LIMITS.unpaidPerContact; i++) made.push((await place()).json().data);
    expect((await place()).json().code).toBe(4293);
    const [first, second, third] = made as { order: { ocode: string }; accessToken: string }[];
    const tokenOf = (o: typeof first) => ({ ...guest, 'x-order-token': o?.accessToken as string });
    await t.app.inject({ method: 'POST', url: `/api/v1/order/cancel/${first?.order.ocode}`, headers: tokenOf(first) });
    expect((await place()).statusCode).toBe(200);
    expect((await place()).json().code).toBe(4293);
    await payInSandbox(t, tokenOf(second), second?.order.ocode as string);
    expect((await place()).statusCode).toBe(200);
    expect((await place()).json().code).toBe(4293);
    await rewind(third?.order.ocode as string, ORDER_LIMITS.guestCheckoutOpenMs + 1000);
    expect((await place()).statusCode).toBe(200);
  });
});

describe('how long an unpaid order holds its stock', () => {
  it('holds a visitor’s order briefly until its payment page opens, then for the guest window', async () => {
    const p = await bookable(t, { stock: 5 });
    const res = await createOrder(t, guest, productOrder(p, 1, { contact: visitorContact() }));
    const { order, accessToken } = res.json().data;
    const window = (o: { createdAt: string; expiresAt: string }) => Date.parse(o.expiresAt) - Date.parse(o.createdAt);
    expect(window(order)).toBe(ORDER_LIMITS.guestCheckoutOpenMs);
    const headers = { ...guest, 'x-order-token': accessToken };
    const checkout = await openCheckout(t, headers, order.ocode);
    const opened = (await detail(t, headers, order.ocode)).json().data;
    expect(window(opened)).toBe(ORDER_LIMITS.guestPaymentWindowMs);
    expect(checkout.expiresAt).toBe(opened.expiresAt);
    // Opening it again does not move the end further.
    await openCheckout(t, headers, order.ocode);
    expect((await detail(t, headers, order.ocode)).json().data.expiresAt).toBe(opened.expiresAt);
  });

  it('releases a visitor’s hold whose payment page was never opened, and keeps one that was', async () => {
    const p = await bookable(t, { stock: 5 });
    const unopened = (await createOrder(t, guest, productOrder(p, 1, { contact: visitorContact() }))).json().data;
    const opened = (await createOrder(t, guest, productOrder(p, 1, { contact: visitorContact() }))).json().data;
    await openCheckout(t, { ...guest, 'x-order-token': opened.accessToken }, opened.order.ocode);
    expect(await stockOf(t, p.packageId, p.date)).toBe(3);
    const minutesLater = ORDER_LIMITS.guestCheckoutOpenMs + 60_000;
    await rewind(unopened.order.ocode, minutesLater);
    await rewind(opened.order.ocode, minutesLater);
    await sweep(t);
    const status = async (o: { order: { ocode: string }; accessToken: string }) =>
      (await detail(t, { ...guest, 'x-order-token': o.accessToken }, o.order.ocode)).json().data.status;
    expect(await status(unopened)).toBe('expired');
    expect(await status(opened)).toBe('pending_payment');
    expect(await stockOf(t, p.packageId, p.date)).toBe(4);
    // An order that lapsed stays lapsed: opening its payment page then is refused.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/create/${unopened.order.ocode}`,
      headers: { ...guest, 'x-order-token': unopened.accessToken },
      payload: {},
    });
    expect(late.json().code).toBe(4102);
  });

  it('holds a member’s order for the member window', async () => {
    const p = await bookable(t, { stock: 5 });
    const { headers } = await quickMember(t);
    const { order } = (await createOrder(t, headers, productOrder(p, 1))).json().data;
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(ORDER_LIMITS.paymentWindowMs);
  });
});

describe('limits under concurrent attempts', () => {
  it(`lets a member hold at most ${ORDER_LIMITS.unpaidPerMember} unpaid orders, each member apart`, async () => {
    const p = await bookable(t, { stock: 100 });
    const [member, other] = (await quickMembers(t, 2)) as [Record<string, string>, Record<string, string>];
    const attempts = ORDER_LIMITS.unpaidPerMember + 8;
    const answers = await Promise.all(
      Array.from({ length: attempts }, () => createOrder(t, member, productOrder(p, 1), nextIp())),
    );
    expect(codes(answers)).toEqual([
      ...repeat(ORDER_LIMITS.unpaidPerMember, 0),
      ...repeat(attempts - ORDER_LIMITS.unpaidPerMember, 4293),
    ]);
    expect((await createOrder(t, other, productOrder(p, 1), nextIp())).statusCode).toBe(200);
    expect(await stockOf(t, p.packageId, p.date)).toBe(100 - ORDER_LIMITS.unpaidPerMember - 1);
  });

  it(`lets exactly ${ORDER_LIMITS.ordersPerAddress} of 50 concurrent orders from one address through`, async () => {
    const p = await bookable(t, { stock: 100 });
    const members = await quickMembers(t, 50);
    const address = nextIp();
    const answers = await Promise.all(members.map((headers) => createOrder(t, headers, productOrder(p, 1), address)));
    const limit = ORDER_LIMITS.ordersPerAddress;
    expect(codes(answers)).toEqual([...repeat(limit, 0), ...repeat(50 - limit, 4290)]);
    expect(await stockOf(t, p.packageId, p.date)).toBe(100 - limit);
  });

  it(`lets one member take exactly ${ORDER_LIMITS.seckillPerMember} flash-sale units out of 12 concurrent attempts`, async () => {
    const p = await bookable(t, { stock: 100 });
    const saleId = await flashSale(t, p, { stock: 50 });
    const { headers } = await quickMember(t);
    const item = { kind: 'seckill', seckillId: saleId, date: p.date, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => createOrder(t, headers, { ...productOrder(p), item }, nextIp())),
    );
    const limit = ORDER_LIMITS.seckillPerMember;
    expect(codes(answers)).toEqual([...repeat(limit, 0), ...repeat(12 - limit, 4133)]);
    const sale = await t.db
      .selectFrom('seckill_sales')
      .select('sold')
      .where('id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(sale.sold).toBe(limit);
  });

  it('holds a member to the flash sale’s own per-member limit, set in the back office', async () => {
    const p = await bookable(t, { stock: 100 });
    const saleId = await flashSale(t, p, { stock: 50, memberLimit: 1 });
    const { headers } = await quickMember(t);
    const item = { kind: 'seckill', seckillId: saleId, date: p.date, quantity: 2 };
    const tooMany = await createOrder(t, headers, { ...productOrder(p), item }, nextIp());
    expect(tooMany.json().code).toBe(4133);
    expect(tooMany.json().message).toMatch(/\b1\b/);
    const one = { ...item, quantity: 1 };
    expect((await createOrder(t, headers, { ...productOrder(p), item: one }, nextIp())).json().code).toBe(0);
    expect((await createOrder(t, headers, { ...productOrder(p), item: one }, nextIp())).json().code).toBe(4133);
  });
});
