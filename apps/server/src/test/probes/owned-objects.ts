import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { registerMember } from '../members.js';
import { loginStaff } from '../staff.js';

/**
 * Real objects for the access probes, made through the API as a browser would: a member's
 * traveller, cart line, coupon and orders (unpaid, paid with a supplement to pay, a visitor's),
 * and the merchant's catalog items they refer to.
 */

export const MERCHANT = '456817';
export const OTHER_MERCHANT = '518200';
export const ORDER_TOKEN_HEADER = 'x-order-token';

type Headers = Record<string, string>;

let addressSequence = 0;
/** A client address of its own per request, so per-IP limits (orders, codes) never answer for the probes. */
export const nextAddress = () => {
  const n = ++addressSequence;
  return `203.0.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

export async function call(app: FastifyInstance, options: InjectOptions) {
  return app.inject({ remoteAddress: nextAddress(), ...options });
}

async function dataOf<T>(app: FastifyInstance, what: string, options: InjectOptions): Promise<T> {
  const res = await call(app, options);
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 400)}`);
  return (res.json() as { data: T }).data;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The merchant's items the probes book: a package on two dates with stock, a stay, a flash sale. */
export type Catalog = {
  product: { code: string; gcode: string; date: string; otherDate: string; quantities: Record<string, number> };
  hotel: { hotelId: number; roomTypeId: number; ratePlanId: number; date: [string, string] };
  seckill: { seckillId: number; date: string } | null;
};

export const productItem = (c: Catalog) => ({
  kind: 'product',
  productCode: c.product.code,
  gcode: c.product.gcode,
  date: c.product.date,
  quantities: c.product.quantities,
});
export const hotelItem = (c: Catalog) => ({ kind: 'hotel', ...c.hotel, rooms: [{ adultNum: 1 }] });
export const seckillItem = (c: Catalog) =>
  c.seckill ? { kind: 'seckill', ...c.seckill, quantity: 1 } : { kind: 'seckill', seckillId: 1, date: daysAhead(1) };

export async function findCatalog(app: FastifyInstance, merchant = MERCHANT): Promise<Catalog> {
  const headers = { businessnumber: merchant };
  const page = await dataOf<{ list: { code: string; type: string }[] }>(app, 'product listing', {
    method: 'POST',
    url: '/api/v1/tripproduct/operation/pagging',
    headers,
    payload: { pageIndex: 1, pageSize: 20 },
  });
  let product: Catalog['product'] | undefined;
  for (const { code, type } of page.list) {
    if (type === 'cruise') continue;
    const detail = await dataOf<{ packages: { gcode: string; prices: { priceType: string }[] }[] }>(
      app,
      'product detail',
      { method: 'GET', url: `/api/v1/tripproduct/detail/${code}`, headers },
    );
    const pkg = detail.packages[0];
    if (!pkg) continue;
    const days = await dataOf<{ date: string; stock: number }[]>(app, 'calendar', {
      method: 'GET',
      url: `/api/v1/tripproduct/calendar/${code}/${pkg.gcode}`,
      headers,
    });
    // Far enough ahead for a change of date (≥ 21 days), with stock for every order the probes make.
    const open = days.filter((d) => d.date >= daysAhead(30) && d.stock >= 15);
    if (open.length < 2) continue;
    const priceType = pkg.prices.some((p) => p.priceType === 'adult') ? 'adult' : (pkg.prices[0]?.priceType ?? 'unit');
    product = {
      code,
      gcode: pkg.gcode,
      date: open[0]!.date,
      otherDate: open[1]!.date,
      quantities: { [priceType]: 1 },
    };
    break;
  }
  if (!product) throw new Error('no bookable product for the probes');

  const date: [string, string] = [daysAhead(40), daysAhead(42)];
  const rooms = [{ adultNum: 1 }];
  const hotels = await dataOf<{ list: { id: number }[] }>(app, 'hotel search', {
    method: 'POST',
    url: '/api/v1/hotelproduct/search',
    headers,
    payload: { date, rooms, pageIndex: 1, pageSize: 5 },
  });
  let hotel: Catalog['hotel'] | undefined;
  for (const { id } of hotels.list) {
    const offer = await dataOf<{
      roomTypes: { id: number; fits: boolean; plans: { id: number; available: boolean }[] }[];
    }>(app, 'hotel rooms', {
      method: 'POST',
      url: `/api/v1/hotelproduct/rooms/${id}`,
      headers,
      payload: { date, rooms },
    });
    const roomType = offer.roomTypes.find((r) => r.fits && r.plans.some((p) => p.available));
    const plan = roomType?.plans.find((p) => p.available);
    if (roomType && plan) {
      hotel = { hotelId: id, roomTypeId: roomType.id, ratePlanId: plan.id, date };
      break;
    }
  }
  if (!hotel) throw new Error('no bookable stay for the probes');

  const sales = await dataOf<{
    list: { id: number; status: string; stockLeft: number; productCode: string; gcode: string }[];
  }>(app, 'flash sales', { method: 'GET', url: '/api/v1/marketing/seckill', headers });
  let seckill: Catalog['seckill'] = null;
  for (const sale of sales.list.filter((s) => s.status === 'ongoing' && s.stockLeft > 0)) {
    const days = await dataOf<{ date: string; stock: number }[]>(app, 'flash sale calendar', {
      method: 'GET',
      url: `/api/v1/tripproduct/calendar/${sale.productCode}/${sale.gcode}`,
      headers,
    });
    const day = days.find((d) => d.date > today() && d.stock > 0);
    if (day) {
      seckill = { seckillId: sale.id, date: day.date };
      break;
    }
  }
  return { product, hotel, seckill };
}

export const contact = (email: string) => ({
  lastName: 'Probe',
  firstName: 'Owner',
  email,
  phone: '0412 345 678',
  country: 61,
});
export const traveller = (idNumber: string) => ({
  lastName: 'PROBE',
  firstName: 'TRAVELLER',
  appellation: 1,
  datebirth: '1988-04-02',
  nationality: 'AU',
  idType: 1,
  idNumber,
  idExpiry: daysAhead(3650),
});

/** One order a party can reach, with what its sub-resources are called. */
export type OrderObjects = {
  label: string;
  ocode: string;
  itemId: number;
  requestKey: string;
  /** Headers that read the order: the member's, or the visitor's with its order token. */
  readHeaders: Headers;
  payid?: string;
  merchantTradeNumber?: string;
  returnToken?: string;
};

/** What a party owns and how to act as it. */
export type Objects = {
  label: string;
  headers: Headers;
  email?: string;
  passengerId?: number;
  cartItemId?: number;
  couponId?: number;
  orders: OrderObjects[];
};

/** An idempotency key as a client makes one: 128 random bits and more. */
const requestKey = () => randomUUID();

export async function placeOrder(
  app: FastifyInstance,
  headers: Headers,
  label: string,
  payload: Record<string, unknown>,
): Promise<OrderObjects> {
  const key = requestKey();
  const data = await dataOf<{ order: { ocode: string; items: { id: number }[] }; accessToken: string | null }>(
    app,
    `order (${label})`,
    { method: 'POST', url: '/api/v1/order/create', headers, payload: { ...payload, requestKey: key } },
  );
  return {
    label,
    ocode: data.order.ocode,
    itemId: data.order.items[0]!.id,
    requestKey: key,
    readHeaders: data.accessToken ? { ...headers, [ORDER_TOKEN_HEADER]: data.accessToken } : headers,
  };
}

/** Opens the order's checkout; answers its trade number. */
export async function openCheckout(app: FastifyInstance, order: OrderObjects, payid?: string) {
  const checkout = await dataOf<{ merchantTradeNumber: string; redirectUrl: string }>(app, 'payment create', {
    method: 'POST',
    url: `/api/v1/payment/create/${order.ocode}`,
    headers: order.readHeaders,
    payload: payid ? { payid } : {},
  });
  return checkout;
}

/**
 * Presses Pay (or Cancel) on the sandbox's hosted page for the order; either way the order gets
 * the trade number and the return page's token.
 */
export async function pay(app: FastifyInstance, order: OrderObjects, action: 'pay' | 'cancel' = 'pay') {
  const checkout = await openCheckout(app, order);
  const pressed = await call(app, {
    method: 'POST',
    url: `${checkout.redirectUrl}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (pressed.statusCode !== 303) throw new Error(`sandbox pay: ${pressed.statusCode} ${pressed.body}`);
  order.merchantTradeNumber = checkout.merchantTradeNumber;
  order.returnToken = String(pressed.headers.location).split('/').pop();
}

export async function addPassenger(app: FastifyInstance, headers: Headers, lastName: string, idNumber: string) {
  const saved = await dataOf<{ id: number }>(app, 'passenger', {
    method: 'POST',
    url: '/api/v1/account/passenger',
    headers,
    payload: { ...traveller(idNumber), lastName, email: 'traveller@example.com' },
  });
  return saved.id;
}

export async function addCartLine(app: FastifyInstance, headers: Headers, catalog: Catalog) {
  const change = await dataOf<{ id: number }>(app, 'cart add', {
    method: 'POST',
    url: '/api/v1/operation/Cart/add',
    headers,
    payload: productItem(catalog),
  });
  return change.id;
}

async function firstCoupon(app: FastifyInstance, headers: Headers) {
  const page = await dataOf<{ list: { id: number }[] }>(app, 'coupons', {
    method: 'POST',
    url: '/api/v1/account/coupon/pagging',
    headers,
    payload: { pageIndex: 1, pageSize: 10, status: 'available' },
  });
  return page.list[0]?.id;
}

/**
 * The owner: a traveller, a cart line, a favourite of each kind, a coupon, and three orders
 * (unpaid; paid with a supplementary payment asked; a visitor's, its checkout cancelled).
 * `marker` goes into every personal field, so a probe can tell when an answer carries it.
 */
export async function makeOwner(app: FastifyInstance, catalog: Catalog, marker: string): Promise<Objects> {
  const member = await registerMember(app, MERCHANT);
  const headers = member.headers;
  const passengerId = await addPassenger(app, headers, `${marker}PAX`, `${marker}1234`);
  const cartItemId = await addCartLine(app, headers, catalog);
  for (const [id, type] of [
    [catalog.product.code, 1],
    [catalog.hotel.hotelId, 2],
  ] as const) {
    await dataOf(app, 'favourite', { method: 'PUT', url: `/api/v1/account/favorites/${id}/${type}`, headers });
  }
  const couponId = await firstCoupon(app, headers);
  const form = (email: string, travellers: unknown[]) => ({
    item: productItem(catalog),
    contact: contact(email),
    travellers,
  });
  const unpaid = await placeOrder(
    app,
    headers,
    'unpaid member order',
    form(`${marker.toLowerCase()}.contact@example.com`, [{ passengerId }]),
  );
  const paid = await placeOrder(
    app,
    headers,
    'paid member order',
    form(`${marker.toLowerCase()}.paid@example.com`, [traveller(`${marker}5678`)]),
  );
  await pay(app, paid);
  // Staff ask for supplements in the back office (the demo owner of the shop).
  const staff = await loginStaff(app, { businessNumber: MERCHANT });
  const supplement = await dataOf<{ payid: string }>(app, 'supplement', {
    method: 'POST',
    url: `/api/admin/v1/orders/${paid.ocode}/supplement`,
    headers: staff.headers,
    payload: { amount: 1000, reason: 'Probe supplement' },
  });
  paid.payid = supplement.payid;
  const guest = await placeOrder(
    app,
    { businessnumber: MERCHANT },
    'visitor order',
    form(`${marker.toLowerCase()}.guest@example.com`, [traveller(`${marker}9012`)]),
  );
  // A cancelled checkout leaves the order unpaid, with a return link to probe.
  await pay(app, guest, 'cancel');
  return {
    label: 'owner',
    headers,
    email: member.email,
    passengerId,
    cartItemId,
    couponId,
    orders: [unpaid, paid, guest],
  };
}

/** Another member of the owner's shop with objects of the same kinds, and a visitor's order. */
export async function makeRival(
  app: FastifyInstance,
  catalog: Catalog,
): Promise<{ member: Objects; visitor: Objects }> {
  const member = await registerMember(app, MERCHANT);
  const headers = member.headers;
  const order = await placeOrder(app, headers, 'rival order', {
    item: productItem(catalog),
    contact: contact('rival.contact@example.com'),
    travellers: [traveller('RIVAL1234')],
  });
  // Paid, so that a probe of the owner's line in the rival's order gets past the order's state.
  await pay(app, order);
  const guest = await placeOrder(app, { businessnumber: MERCHANT }, 'rival visitor order', {
    item: productItem(catalog),
    contact: contact('rival.guest@example.com'),
    travellers: [traveller('RIVAL5678')],
  });
  await pay(app, guest);
  return {
    member: {
      label: 'rival',
      headers,
      email: member.email,
      passengerId: await addPassenger(app, headers, 'RIVAL', 'RIVAL9012'),
      cartItemId: await addCartLine(app, headers, catalog),
      couponId: await firstCoupon(app, headers),
      orders: [order],
    },
    visitor: { label: 'rival visitor', headers: guest.readHeaders, orders: [guest] },
  };
}

/** Everything of the owner's that the probes read back, to compare before and after. */
export async function stateOf(app: FastifyInstance, owner: Objects): Promise<Record<string, unknown>> {
  const read = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
    const res = await call(app, { method, url, headers, ...(payload ? { payload } : {}) });
    // Stock left is the shop's, moved by anyone's orders: not the owner's state.
    return { status: res.statusCode, body: JSON.parse(res.body, (k, v) => (k === 'stockLeft' ? undefined : v)) };
  };
  const page = { pageIndex: 1, pageSize: 50 };
  const h = owner.headers;
  const state: Record<string, unknown> = {
    account: await read('GET', '/api/v1/account/load', h),
    passengers: await read('POST', '/api/v1/account/passenger/pagging', h, page),
    cart: await read('POST', '/api/v1/operation/Cart/pagging', h, { ...page, check: 0 }),
    favourites: await read('POST', '/api/v1/account/favorites/pagging', h, page),
    coupons: await read('POST', '/api/v1/account/coupon/pagging', h, page),
    points: await read('GET', '/api/v1/account/integral/balance', h),
    orders: await read('POST', '/api/v1/order/pagging', h, page),
  };
  for (const order of owner.orders) {
    state[`order ${order.label}`] = await read('GET', `/api/v1/order/detail/${order.ocode}`, order.readHeaders);
  }
  return state;
}
