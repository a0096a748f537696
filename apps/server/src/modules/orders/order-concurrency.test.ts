import { describe, expect, it } from 'vitest';
import {
  bookable,
  createOrder,
  flashSale,
  nextIp,
  notify,
  openCheckout,
  productOrder,
  quickMembers,
  setStock,
  signedNotification,
  stockOf,
  visitorContact,
  useOrderTestApp,
} from '../../test/orders.js';

const t = useOrderTestApp();

/**
 * Bursts of concurrent buyers (issue 7): 500 order attempts for 20 units end with exactly 20
 * holds, all of which can be paid, and 480 clear refusals — on SQLite and on PostgreSQL.
 */
const BUYERS = 500;
const STOCK = 20;

type Answer = { statusCode: number; json: () => { code: number; data: { order: { ocode: string } } | null } };

function tally(answers: readonly Answer[]) {
  const codes = new Map<number, number>();
  for (const a of answers) codes.set(a.json().code, (codes.get(a.json().code) ?? 0) + 1);
  return codes;
}

/** Pays every order through signed notifications; answers how many ended confirmed. */
async function payAll(ocodes: readonly string[], headers: readonly Record<string, string>[]) {
  let confirmed = 0;
  for (const [i, ocode] of ocodes.entries()) {
    const checkout = await openCheckout(t, headers[i] as Record<string, string>, ocode);
    const n = signedNotification(t.secret, {
      merchantTradeNumber: checkout.merchantTradeNumber,
      amount: checkout.amount,
      currency: checkout.currency,
    });
    if ((await notify(t, n)).json().data?.result === 'paid') confirmed++;
  }
  return confirmed;
}

describe('a burst of buyers', () => {
  it(`sells exactly ${STOCK} units of a flash sale to ${BUYERS} concurrent members`, async () => {
    const p = await bookable(t, { stock: 1000, tags: [1] });
    const saleId = await flashSale(t, p, { stock: STOCK, salePrice: 900 });
    const members = await quickMembers(t, BUYERS);
    const item = { kind: 'seckill', seckillId: saleId, date: p.date, quantity: 1 };
    const answers = await Promise.all(
      members.map((headers) => createOrder(t, headers, { ...productOrder(p), item }, nextIp())),
    );
    const won = answers.flatMap((a, i) => (a.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(STOCK);
    expect(tally(answers)).toEqual(
      new Map([
        [0, STOCK],
        [4132, BUYERS - STOCK],
      ]),
    );
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(BUYERS - STOCK);

    const sale = await t.db
      .selectFrom('seckill_sales')
      .select('sold')
      .where('id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(sale.sold).toBe(STOCK);
    const held = await t.db
      .selectFrom('seckill_purchases')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('sale_id', '=', saleId)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(STOCK);
    expect(await stockOf(t, p.packageId, p.date)).toBe(1000 - STOCK);

    const ocodes = won.map((i) => (answers[i] as Answer).json().data?.order.ocode as string);
    expect(
      await payAll(
        ocodes,
        won.map((i) => members[i] as Record<string, string>),
      ),
    ).toBe(STOCK);
  });

  it(`sells exactly ${STOCK} places of a calendar date to ${BUYERS} concurrent visitors`, async () => {
    const p = await bookable(t, { stock: STOCK, tags: [1] });
    const headers = { businessnumber: '456817' };
    const answers = await Promise.all(
      Array.from({ length: BUYERS }, () =>
        createOrder(t, headers, productOrder(p, 1, { contact: visitorContact() }), nextIp()),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(STOCK);
    expect(tally(answers)).toEqual(
      new Map([
        [0, STOCK],
        [4101, BUYERS - STOCK],
      ]),
    );
    expect(await stockOf(t, p.packageId, p.date)).toBe(0);

    const orders = won.map((a) => a.json() as unknown as { data: { order: { ocode: string }; accessToken: string } });
    const paid = await payAll(
      orders.map((o) => o.data.order.ocode),
      orders.map((o) => ({ ...headers, 'x-order-token': o.data.accessToken })),
    );
    expect(paid).toBe(STOCK);
    const rows = await t.db
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(['o.status'])
      .where('i.package_id', '=', p.packageId)
      .where('i.travel_date', '=', p.date)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(Array(STOCK).fill('confirmed'));
  });

  it('never lets stock go below zero when one date is also sold out from under a burst of larger orders', async () => {
    const p = await bookable(t, { stock: 7 });
    await setStock(t, p.packageId, p.date, 7);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        createOrder(t, { businessnumber: '456817' }, productOrder(p, 2, { contact: visitorContact() }), nextIp()),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(await stockOf(t, p.packageId, p.date)).toBe(1);
  });
});
