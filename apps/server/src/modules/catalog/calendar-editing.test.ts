import { addDays, roundSellingPrice, type CurrencyCode } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { deskStaff } from '../../test/desk.js';
import { catalogClient } from '../../test/catalog.js';
import {
  bookable,
  createOrder,
  productOrder,
  quickMember,
  setStock,
  stockOf,
  useOrderTestApp,
  type Bookable,
} from '../../test/orders.js';

const t = useOrderTestApp();
type Headers = Record<string, string>;
type Day = {
  date: string;
  weekday: number;
  state: string;
  prices: Record<string, number>;
  ownPrices: string[];
  stock: number;
  sold: number;
  left: number;
};
const url = (gcode: string) => `/api/admin/v1/packages/${gcode}/calendar`;
const put = (headers: Headers, gcode: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: url(gcode), headers, payload });
const month = (headers: Headers, gcode: string, m: string) =>
  t.app.inject({ method: 'GET', url: `${url(gcode)}?month=${m}`, headers });
const dayOf = async (headers: Headers, gcode: string, date: string) =>
  ((await month(headers, gcode, date.slice(0, 7))).json().data.days as Day[]).find((d) => d.date === date);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const auditRows = (gcode: string) => t.db.selectFrom('audit_log').selectAll().where('object_id', '=', gcode).execute();
const row = (p: Bookable, date: string) =>
  t.db
    .selectFrom('package_calendar')
    .selectAll()
    .where('package_id', '=', p.packageId)
    .where('date', '=', date)
    .executeTakeFirst();

/** The price types a package sells, from its price rows. */
const typesOf = async (p: Bookable) =>
  (await t.db.selectFrom('package_prices').select('price_type').where('package_id', '=', p.packageId).execute()).map(
    (r) => r.price_type,
  );

describe('PUT /api/admin/v1/packages/{gcode}/calendar', () => {
  it('sets prices and stock on the weekdays asked, answers the days changed, one audit row; an editor may', async () => {
    const p = await bookable(t);
    const editor = await deskStaff(t, { role: 'editor' });
    const from = addDays(p.date, 1);
    const to = addDays(from, 13);
    const res = await put(editor.headers, p.gcode, {
      from,
      to,
      weekdays: [0, 6],
      prices: { adult: 8900 },
      stock: 40,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ days: 4 });
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const stored = await row(p, d);
      if ([0, 6].includes(weekdayOf(d))) {
        expect(stored).toMatchObject({ adult_price: 8900, capacity: 40, stock: 40, sold: 0, closed: 0 });
      } else expect(stored?.adult_price).not.toBe(8900);
    }
    const rows = await auditRows(p.gcode);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'calendar.update', merchant_number: '456817' });
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({
      days: 4,
      stock: [40, 40],
      prices: { adult: [8900, 8900] },
      change: { from, to, weekdays: [0, 6], prices: { adult: 8900 }, stock: 40, closed: null },
    });

    const weekend = [...Array(14).keys()].map((i) => addDays(from, i)).find((d) => [0, 6].includes(weekdayOf(d)));
    const day = await dayOf(editor.headers, p.gcode, weekend as string);
    expect(day).toMatchObject({ state: 'open', stock: 40, sold: 0, left: 40, weekday: weekdayOf(weekend as string) });
    expect(day?.prices.adult).toBe(8900);
    expect(day?.ownPrices).toContain('adult');
    const read = (await month(editor.headers, p.gcode, from.slice(0, 7))).json().data;
    expect(read.days[0].date).toBe(`${from.slice(0, 7)}-01`);
    expect(read.currency).toBe(p.currency);
    expect(read.packagePrices.adult).toBe(p.adultPrice);
  });

  it('keeps stock as places in total: sold counts paid and held orders, left is what remains', async () => {
    const p = await bookable(t, { stock: 10 });
    const owner = await deskStaff(t);
    const member = await quickMember(t);
    expect((await createOrder(t, member.headers, productOrder(p, 3))).statusCode).toBe(200);
    expect(await dayOf(owner.headers, p.gcode, p.date)).toMatchObject({ stock: 10, sold: 3, left: 7 });
    expect((await put(owner.headers, p.gcode, { from: p.date, to: p.date, stock: 12 })).statusCode).toBe(200);
    expect(await dayOf(owner.headers, p.gcode, p.date)).toMatchObject({ stock: 12, sold: 3, left: 9 });
    expect(await stockOf(t, p.packageId, p.date)).toBe(9);
    expect((await put(owner.headers, p.gcode, { from: p.date, to: p.date, stock: 3 })).statusCode).toBe(200);
    expect(await stockOf(t, p.packageId, p.date)).toBe(0);
    expect(await auditRows(p.gcode)).toHaveLength(2);
  });

  it('refuses stock below what paid and held orders take, naming the date, and writes nothing', async () => {
    const p = await bookable(t, { stock: 10 });
    const manager = await deskStaff(t, { role: 'manager' });
    const member = await quickMember(t);
    expect((await createOrder(t, member.headers, productOrder(p, 4))).statusCode).toBe(200);
    const res = await put(manager.headers, p.gcode, {
      from: addDays(p.date, -2),
      to: addDays(p.date, 2),
      stock: 3,
      prices: { adult: 100 },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe(4181);
    expect(res.json().data.field).toBe('stock');
    expect(res.json().message).toContain(p.date);
    expect(await dayOf(manager.headers, p.gcode, p.date)).toMatchObject({ stock: 10, sold: 4, left: 6 });
    expect((await row(p, p.date))?.adult_price).toBeNull();
    expect(await auditRows(p.gcode)).toHaveLength(0);
  });

  it('closes days (not bookable, stock kept) and opens them again', async () => {
    const p = await bookable(t, { stock: 8 });
    const manager = await deskStaff(t, { role: 'manager' });
    expect((await put(manager.headers, p.gcode, { from: p.date, to: p.date, closed: true })).statusCode).toBe(200);
    expect(await stockOf(t, p.packageId, p.date)).toBe(0);
    expect(await dayOf(manager.headers, p.gcode, p.date)).toMatchObject({ state: 'closed', stock: 8, left: 0 });
    const member = await quickMember(t);
    expect((await createOrder(t, member.headers, productOrder(p))).statusCode).not.toBe(200);
    expect((await put(manager.headers, p.gcode, { from: p.date, to: p.date, closed: false })).statusCode).toBe(200);
    expect(await dayOf(manager.headers, p.gcode, p.date)).toMatchObject({ state: 'open', stock: 8, left: 8 });
    expect((await createOrder(t, member.headers, productOrder(p))).statusCode).toBe(200);
    expect(await auditRows(p.gcode)).toHaveLength(2);
  });

  it('refuses a price type the package does not sell, bad ranges and empty changes by field, writing nothing', async () => {
    const p = await bookable(t);
    await setStock(t, p.packageId, p.date, 9);
    const owner = await deskStaff(t);
    const refused = async (payload: object, field: string) => {
      const res = await put(owner.headers, p.gcode, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      expect(res.json().data?.field, `${JSON.stringify(payload)} ${res.body}`).toBe(field);
    };
    const sold = await typesOf(p);
    const unsold = (['adult', 'child', 'senior', 'unit'] as const).find((type) => !sold.includes(type)) as string;
    await refused({ from: p.date, to: p.date, prices: { [unsold]: 1000 } }, `prices.${unsold}`);
    await refused({ from: p.date, to: p.date, prices: { infant: 1000 } }, 'prices');
    await refused({ from: p.date, to: p.date, prices: { adult: -1 } }, 'prices.adult');
    await refused({ from: p.date, to: p.date, prices: { adult: 12.5 } }, 'prices.adult');
    await refused({ from: p.date, to: addDays(p.date, -1), stock: 1 }, 'to');
    await refused({ from: p.date, to: addDays(p.date, 366), stock: 1 }, 'to');
    await refused({ from: p.date, to: p.date }, 'prices');
    await refused({ from: p.date, to: p.date, prices: {} }, 'prices');
    await refused({ from: '2026-02-30', to: p.date, stock: 1 }, 'from');
    await refused({ from: p.date, to: '2026-13-01', stock: 1 }, 'to');
    await refused({ from: p.date, to: p.date, weekdays: [7], stock: 1 }, 'weekdays.0');
    // The old factor is no longer a field: refused by name.
    const factor = await put(owner.headers, p.gcode, { from: p.date, to: p.date, priceFactor: 150 });
    expect(factor.statusCode).toBe(400);
    expect(factor.json().message).toContain('priceFactor');
    expect(await stockOf(t, p.packageId, p.date)).toBe(9);
    expect((await row(p, p.date))?.adult_price).toBeNull();
    expect(await auditRows(p.gcode)).toHaveLength(0);
  });

  it('answers another merchant’s package with 404, an agent with 403 and a member token with 401', async () => {
    const p = await bookable(t);
    const other = await deskStaff(t, { businessNumber: '518200' });
    expect((await put(other.headers, p.gcode, { from: p.date, to: p.date, stock: 1 })).statusCode).toBe(404);
    expect((await month(other.headers, p.gcode, p.date.slice(0, 7))).statusCode).toBe(404);
    const agent = await deskStaff(t, { role: 'agent' });
    expect((await put(agent.headers, p.gcode, { from: p.date, to: p.date, stock: 1 })).statusCode).toBe(403);
    expect((await month(agent.headers, p.gcode, p.date.slice(0, 7))).statusCode).toBe(403);
    const member = await quickMember(t);
    expect((await put(member.headers, p.gcode, { from: p.date, to: p.date, stock: 1 })).statusCode).toBe(401);
    expect(await stockOf(t, p.packageId, p.date)).toBe(50);
    expect(await auditRows(p.gcode)).toHaveLength(0);
  });
});

const copyMonth = (headers: Headers, gcode: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${url(gcode)}/copy`, headers, payload });
/** The month `n` months after the month of `date` (YYYY-MM). */
const monthAfter = (date: string, n: number) => {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
const daysOfMonth = async (headers: Headers, gcode: string, m: string) =>
  (await month(headers, gcode, m)).json().data.days as Day[];
const copyRows = async (gcode: string) => (await auditRows(gcode)).filter((r) => r.action === 'calendar.copy');

describe('POST /api/admin/v1/packages/{gcode}/calendar/copy', () => {
  it('copies each day on sale onto the same day of the other month in one call, one audit row; an editor may', async () => {
    const p = await bookable(t);
    const editor = await deskStaff(t, { role: 'editor' });
    const source = monthAfter(p.date, 1);
    const target = monthAfter(p.date, 2);
    const last = (await daysOfMonth(editor.headers, p.gcode, source)).at(-1)!.date;
    expect(
      (await put(editor.headers, p.gcode, { from: `${source}-01`, to: last, stock: 30, prices: { adult: 8100 } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(editor.headers, p.gcode, { from: `${source}-01`, to: last, weekdays: [6], prices: { adult: 9100 } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(editor.headers, p.gcode, { from: `${source}-05`, to: `${source}-05`, closed: true })).statusCode,
    ).toBe(200);
    const from = await daysOfMonth(editor.headers, p.gcode, source);

    const res = await copyMonth(editor.headers, p.gcode, { fromMonth: source, toMonth: target });
    expect(res.statusCode, res.body).toBe(200);
    const to = await daysOfMonth(editor.headers, p.gcode, target);
    const copied = from.filter((d) => Number(d.date.slice(8)) <= to.length);
    expect(res.json().data.days).toBeLessThanOrEqual(copied.length);
    expect(res.json().data.days).toBeGreaterThan(0);
    for (const day of copied) {
      const onto = to.find((d) => d.date === `${target}${day.date.slice(7)}`)!;
      expect(
        { state: onto.state, stock: onto.stock, adult: onto.prices.adult, own: onto.ownPrices },
        onto.date,
      ).toEqual({ state: day.state, stock: day.stock, adult: day.prices.adult, own: day.ownPrices });
    }
    expect(to.find((d) => d.date === `${target}-05`)?.state).toBe('closed');
    const rows = await copyRows(p.gcode);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.after_json ?? '{}')).toMatchObject({
      days: res.json().data.days,
      copy: { fromMonth: source, toMonth: target },
    });

    // The storefront's calendar answers the copied price at once (its cached answer was dropped).
    const shop = { businessnumber: '456817', currency: p.currency, language: 'en-AU' };
    const saturday = to.find((d) => d.weekday === 6 && d.state === 'open')!.date;
    const days = (
      await t.app.inject({ method: 'GET', url: `/api/v1/tripproduct/calendar/${p.code}/${p.gcode}`, headers: shop })
    ).json().data as { date: string; prices: { adult: number } }[];
    expect(days.find((d) => d.date === saturday)?.prices.adult).toBe(
      roundSellingPrice(p.currency as CurrencyCode, 9100),
    );

    // The same copy again changes nothing and writes no second row.
    const again = await copyMonth(editor.headers, p.gcode, { fromMonth: source, toMonth: target });
    expect(again.json().data).toEqual({ days: 0 });
    expect(await copyRows(p.gcode)).toHaveLength(1);
  });

  it('refuses a copy whose stock falls below what is sold on a day, naming the date, and writes nothing', async () => {
    const p = await bookable(t, { stock: 10 });
    const owner = await deskStaff(t);
    const member = await quickMember(t);
    expect((await createOrder(t, member.headers, productOrder(p, 4))).statusCode).toBe(200);
    const target = p.date.slice(0, 7);
    const source = monthAfter(p.date, 1);
    const last = (await daysOfMonth(owner.headers, p.gcode, source)).at(-1)!.date;
    expect(
      (await put(owner.headers, p.gcode, { from: `${source}-01`, to: last, stock: 3, prices: { adult: 100 } }))
        .statusCode,
    ).toBe(200);
    const before = await daysOfMonth(owner.headers, p.gcode, target);

    const res = await copyMonth(owner.headers, p.gcode, { fromMonth: source, toMonth: target });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe(4181);
    expect(res.json().message).toContain(p.date);
    expect(await daysOfMonth(owner.headers, p.gcode, target)).toEqual(before);
    expect(await dayOf(owner.headers, p.gcode, p.date)).toMatchObject({ stock: 10, sold: 4, left: 6 });
    expect(await copyRows(p.gcode)).toHaveLength(0);
  });

  it('refuses the same month and a malformed one by field, another merchant’s package 404, an agent 403', async () => {
    const p = await bookable(t);
    const owner = await deskStaff(t);
    const m = p.date.slice(0, 7);
    const same = await copyMonth(owner.headers, p.gcode, { fromMonth: m, toMonth: m });
    expect(same.statusCode).toBe(400);
    expect(same.json().data.field).toBe('toMonth');
    const bad = await copyMonth(owner.headers, p.gcode, { fromMonth: m, toMonth: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('toMonth');
    const other = await deskStaff(t, { businessNumber: '518200' });
    expect((await copyMonth(other.headers, p.gcode, { fromMonth: m, toMonth: monthAfter(p.date, 1) })).statusCode).toBe(
      404,
    );
    const agent = await deskStaff(t, { role: 'agent' });
    expect((await copyMonth(agent.headers, p.gcode, { fromMonth: m, toMonth: monthAfter(p.date, 1) })).statusCode).toBe(
      403,
    );
    expect(await copyRows(p.gcode)).toHaveLength(0);
  });
});

describe('a price changed in the back office, on the storefront', () => {
  const { list } = catalogClient(() => t.app);

  it('shows in the listing, the product calendar and an order quote within the same second', async () => {
    const p = await bookable(t);
    const owner = await deskStaff(t);
    const shop = { businessnumber: '456817', currency: p.currency, language: 'en-AU' };
    const { city_id } = await t.db
      .selectFrom('products')
      .select('city_id')
      .where('id', '=', p.productId)
      .executeTakeFirstOrThrow();
    const listed = async () =>
      (await list({ cityId: city_id, sort: 'priceAsc', pageSize: 50 }, shop)).page.list.find((c) => c.code === p.code)
        ?.price;
    const calendar = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/tripproduct/calendar/${p.code}/${p.gcode}`,
        headers: shop,
      });
      return (res.json().data as { date: string; prices: { adult: number } }[]).find((d) => d.date === p.date)?.prices
        .adult;
    };
    const quote = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/order/quote',
          headers: shop,
          payload: { item: productOrder(p).item },
        })
      ).json().data.subtotal as number;

    // Every answer read (and the listing cached) before the change.
    const before = { listed: await listed(), calendar: await calendar(), quote: await quote() };
    expect(before.calendar).toBe(before.quote);
    // Cheaper than anything the product sells, so it is the listing's "from" price too.
    const price = Math.max(Math.floor(p.adultPrice / 3), 100);
    const shown = roundSellingPrice(p.currency as CurrencyCode, price);
    expect(shown).toBeLessThan(before.quote);

    const res = await put(owner.headers, p.gcode, { from: p.date, to: p.date, prices: { adult: price } });
    expect(res.statusCode, res.body).toBe(200);
    const acknowledged = Date.now();
    const after = { listed: await listed(), calendar: await calendar(), quote: await quote() };
    expect(Date.now() - acknowledged).toBeLessThan(1000);
    expect(after).toEqual({ listed: shown, calendar: shown, quote: shown });
    const stored = await t.db
      .selectFrom('products')
      .select('from_price')
      .where('id', '=', p.productId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.from_price)).toBe(price);

    // The order made now is priced the same.
    const member = await quickMember(t);
    const order = await createOrder(t, { ...member.headers, currency: p.currency }, productOrder(p));
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data.order.total).toBe(shown);
  });

  it('shows a package on the product page at the prices of its first day on sale', async () => {
    const p = await bookable(t);
    const owner = await deskStaff(t);
    const shop = { businessnumber: '456817', currency: p.currency, language: 'en-AU' };
    const packageOnPage = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/v1/tripproduct/detail/${p.code}`, headers: shop })).json().data
          .packages as { gcode: string; firstAvailableDate: string; prices: { priceType: string; price: number }[] }[]
      ).find((g) => g.gcode === p.gcode);
    const first = (await packageOnPage())?.firstAvailableDate as string;
    const price = p.adultPrice + 1234;
    expect((await put(owner.headers, p.gcode, { from: first, to: first, prices: { adult: price } })).statusCode).toBe(
      200,
    );
    const shown = (await packageOnPage())?.prices.find((x) => x.priceType === 'adult')?.price;
    expect(shown).toBe(roundSellingPrice(p.currency as CurrencyCode, price));
  });
});
