import { SANDBOX_SIGNATURE_HEADER, addDays } from '@storefront/contracts';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { newToken, sha256 } from '../platform/crypto/secrets.js';
import { createDb, type Db } from '../platform/db/kysely.js';
import { signSandboxBody } from '../modules/payments/sandbox.js';
import { createCatalogService } from '../modules/catalog/service.js';
import { createCouponService } from '../modules/coupons/service.js';
import { createMarketingService } from '../modules/marketing/service.js';
import { createMerchantService } from '../modules/merchant/service.js';
import { createSearchHistoryService } from '../modules/search-history/service.js';
import { createCache } from '../platform/cache.js';
import { createDatabaseImageStorage } from '../platform/images/storage.js';
import { createMemoryPubSub } from '../platform/pubsub/memory.js';
import { seedDemoCatalog } from '../seed/catalog/seed-catalog.js';
import { seedDemoCoupons } from '../seed/coupons/seed-coupons.js';
import { seedDemoData } from '../seed/seed.js';
import { createTestDatabase, testConfig } from './harness.js';

/**
 * The real app on a database of its own plus a second connection to that database for fixtures
 * (stock, tags, flash sales) the API cannot set. The order sweep's timer is off: tests run it
 * through the development endpoint. Seeded with the demo merchants, catalogs and coupons but not
 * the demo hotels (tests that need a hotel write their own): building the app is most of a
 * suite's time on PostgreSQL.
 */
export async function createOrderTestApp(overrides: Partial<Config> = {}) {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(database, { orderSweepMs: 0, seedDemo: false, ...overrides });
  const app = await buildApp(config);
  const { db } = await createDb(database);
  const cache = await createCache(createMemoryPubSub());
  const images = createDatabaseImageStorage(db);
  await seedDemoData({ merchants: createMerchantService({ db, cache, config }), images });
  const catalog = createCatalogService({ db, cache });
  await seedDemoCatalog({
    db,
    images,
    catalog,
    marketing: createMarketingService({ db, catalog }),
    searchHistory: createSearchHistoryService({ db, catalog }),
  });
  await seedDemoCoupons({ db, coupons: createCouponService({ db, catalog }) });
  await cache.close();
  return {
    app,
    db,
    secret: config.paymentSandboxSecret,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

export type OrderTestApp = Awaited<ReturnType<typeof createOrderTestApp>>;

/**
 * The order test app of the calling test file: built before its tests and closed after them.
 * Its fields are filled in when the file's tests start.
 */
export function useOrderTestApp(): OrderTestApp {
  const t = {} as OrderTestApp;
  beforeAll(async () => {
    Object.assign(t, await createOrderTestApp());
  });
  afterAll(() => t.close());
  return t;
}
type Headers = Record<string, string>;

/** A product package set up for a test: its own tags, and `stock` left on `date` at the base price. */
export type Bookable = {
  code: string;
  gcode: string;
  productId: number;
  packageId: number;
  categoryId: number;
  date: string;
  /** Base adult price, minor units of `currency`. */
  adultPrice: number;
  currency: string;
};

const taken = new Set<number>();

/**
 * Takes a product of the merchant nobody in this process has used yet (per-person, with an adult
 * price), gives it exactly `tags`, and `stock` left on the date `daysAhead` from today at the
 * base price (factor 100). Other dates keep their seeded stock.
 */
export async function bookable(
  t: OrderTestApp,
  options: { tags?: number[]; stock?: number; daysAhead?: number; merchant?: string; categoryId?: number } = {},
): Promise<Bookable> {
  const merchant = options.merchant ?? '456817';
  const rows = await t.db
    .selectFrom('products as p')
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', (j) => j.onRef('pp.package_id', '=', 'g.id').on('pp.price_type', '=', 'adult'))
    .select(['p.id', 'p.code', 'p.category_id', 'p.currency', 'g.id as package_id', 'g.gcode', 'pp.current_price'])
    .where('p.merchant_number', '=', merchant)
    .where('p.status', '=', 'onsale')
    .where('p.type', '<>', 'cruise')
    .$if(options.categoryId !== undefined, (q) => q.where('p.category_id', '=', options.categoryId as number))
    .where('p.category_id', 'not in', merchant === '518200' ? [4, 5] : merchant === '630900' ? [6] : [0])
    .orderBy('p.id')
    .limit(400)
    .execute();
  const row = rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error('no unused product left for a fixture');
  taken.add(row.id);
  const date = addDays(new Date().toISOString().slice(0, 10), options.daysAhead ?? 40);
  await t.db.deleteFrom('product_tags').where('product_id', '=', row.id).execute();
  // Some seeded products are sold non-refundable; a fixture starts refundable like its tags start
  // empty, and the tests about refundability set it themselves.
  await t.db.updateTable('products').set({ refundable: 1 }).where('id', '=', row.id).execute();
  if (options.tags?.length) {
    await t.db
      .insertInto('product_tags')
      .values(options.tags.map((tag_id) => ({ product_id: row.id, tag_id })))
      .execute();
  }
  await setStock(t, row.package_id, date, options.stock ?? 50);
  return {
    code: row.code,
    gcode: row.gcode,
    productId: row.id,
    packageId: row.package_id,
    categoryId: row.category_id,
    date,
    adultPrice: Number(row.current_price),
    currency: row.currency,
  };
}

/** Sets a package's stock on a date (adding the day at the base price when it is not sold). */
export async function setStock(t: OrderTestApp, packageId: number, date: string, stock: number) {
  await t.db.deleteFrom('package_calendar').where('package_id', '=', packageId).where('date', '=', date).execute();
  await t.db.insertInto('package_calendar').values({ package_id: packageId, date, stock, capacity: stock }).execute();
}

export async function stockOf(t: OrderTestApp, packageId: number, date: string): Promise<number> {
  const row = await t.db
    .selectFrom('package_calendar')
    .select('stock')
    .where('package_id', '=', packageId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** A flash sale of a package running now (or in the given window) with `stock` units. */
export async function flashSale(
  t: OrderTestApp,
  product: Bookable,
  options: {
    stock: number;
    salePrice?: number;
    startsInMs?: number;
    endsInMs?: number;
    merchant?: string;
    memberLimit?: number;
  },
): Promise<number> {
  const now = Date.now();
  const row = await t.db
    .insertInto('seckill_sales')
    .values({
      merchant_number: options.merchant ?? '456817',
      product_id: product.productId,
      package_id: product.packageId,
      price_type: 'adult',
      sale_price: options.salePrice ?? Math.floor(product.adultPrice / 2),
      stock: options.stock,
      start_at: new Date(now + (options.startsInMs ?? -3_600_000)).toISOString(),
      end_at: new Date(now + (options.endsInMs ?? 3_600_000)).toISOString(),
      ...(options.memberLimit === undefined ? {} : { member_limit: options.memberLimit }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A contact with that email and a mobile number of its own (derived from the email), so orders of
 * different contacts never share the per-phone unpaid-order limit.
 */
export const contact = (email = 'guest.traveller@example.com') => ({
  lastName: 'Smith',
  firstName: 'Alex',
  email,
  phone: `0412 ${String(parseInt(sha256(email).slice(0, 8), 16) % 1_000_000).padStart(6, '0')}`,
  country: 61,
});

let contactSequence = 0;
/**
 * A visitor's contact of its own (a fresh email, no phone), for bursts of visitor orders that
 * must not share the per-contact unpaid-order limit.
 */
export const visitorContact = () => ({
  lastName: 'Smith',
  firstName: 'Alex',
  email: `visitor.${process.pid}.${Date.now()}.${++contactSequence}@example.com`,
});

/**
 * The newest code mailed to an address. The visitor lookup mails its code after answering, so
 * this waits for the message (up to 3 s).
 */
export async function waitForCode(t: OrderTestApp, to: string): Promise<string> {
  for (let waited = 0; waited < 3000; waited += 20) {
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const code = (outbox.json() as { code: string | null }[]).find((m) => m.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No code was mailed to ${to}`);
}

export const traveller = () => ({
  lastName: 'SMITH',
  firstName: 'ALEX',
  appellation: 1,
  datebirth: '1988-04-02',
  nationality: 'AU',
  idType: 1,
  idNumber: 'PA1234567',
  idExpiry: addDays(new Date().toISOString().slice(0, 10), 3650),
});

/** An order form for `adults` adults of a bookable package. */
export const productOrder = (p: Bookable, adults = 1, extra: Record<string, unknown> = {}) => ({
  item: { kind: 'product', productCode: p.code, gcode: p.gcode, date: p.date, quantities: { adult: adults } },
  contact: contact(),
  travellers: [traveller()],
  ...extra,
});

let ipSequence = 0;
/** A different client address per call, so the per-IP order limit never trips across tests. */
export const nextIp = () => `198.51.${Math.floor(++ipSequence / 250) % 250}.${(ipSequence % 250) + 1}`;

export async function createOrder(t: OrderTestApp, headers: Headers, payload: object, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/v1/order/create', headers, payload, remoteAddress });
}

/** Orders and answers `{ocode, total, token, headers}` (headers that read the order: the member's or the visitor's). */
export async function placeOrder(t: OrderTestApp, headers: Headers, payload: object) {
  const res = await createOrder(t, headers, payload);
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
  const data = res.json().data as {
    order: { ocode: string; total: number; currency: string };
    accessToken: string | null;
  };
  const readHeaders = data.accessToken ? { ...headers, 'x-order-token': data.accessToken } : headers;
  return { ...data.order, token: data.accessToken, headers: readHeaders };
}

export const detail = (t: OrderTestApp, headers: Headers, ocode: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/order/detail/${ocode}`, headers });

/**
 * Pays through the sandbox as a browser would: create the checkout, open the hosted page, press
 * Pay (or Cancel), follow the redirect; answers the return path and the trade number.
 */
export async function payInSandbox(
  t: OrderTestApp,
  headers: Headers,
  ocode: string,
  options: { payid?: string; action?: 'pay' | 'cancel' } = {},
) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment/create/${ocode}`,
    headers,
    payload: options.payid ? { payid: options.payid } : {},
  });
  if (created.statusCode !== 200) throw new Error(`payment create failed: ${created.body}`);
  const checkout = created.json().data as { redirectUrl: string; merchantTradeNumber: string; amount: number };
  const page = await t.app.inject({ method: 'GET', url: checkout.redirectUrl });
  if (page.statusCode !== 200 || !page.body.includes('Pay')) throw new Error(`sandbox page: ${page.statusCode}`);
  const pressed = await t.app.inject({
    method: 'POST',
    url: `${checkout.redirectUrl}/${options.action ?? 'pay'}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (pressed.statusCode !== 303)
    throw new Error(`sandbox ${options.action ?? 'pay'}: ${pressed.statusCode} ${pressed.body}`);
  const location = String(pressed.headers.location);
  return { ...checkout, location, returnToken: location.split('/').pop() as string };
}

/** A sandbox notification signed with `secret` (tests forge wrong amounts, signatures and replays with it). */
export function signedNotification(secret: string, fields: Record<string, unknown>) {
  const body = JSON.stringify({
    notificationId: `evt_test_${Math.random().toString(36).slice(2)}`,
    providerTradeNo: `sbx_test_${Math.random().toString(36).slice(2)}`,
    status: 'SUCCESS',
    sentAt: new Date().toISOString(),
    ...fields,
  });
  return {
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body) },
  };
}

export const notify = (t: OrderTestApp, n: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment/notify/sandbox', headers: n.headers, payload: n.body });

/** Opens a checkout without paying it (for forged notifications). */
export async function openCheckout(t: OrderTestApp, headers: Headers, ocode: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/payment/create/${ocode}`, headers, payload: {} });
  if (res.statusCode !== 200) throw new Error(`payment create failed: ${res.body}`);
  return res.json().data as {
    merchantTradeNumber: string;
    amount: number;
    currency: string;
    redirectUrl: string;
    expiresAt: string;
  };
}

/** Makes an order's payment window end now (as if 30 minutes had passed). */
export async function lapse(t: OrderTestApp, ocode: string) {
  await t.db
    .updateTable('orders')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('ocode', '=', ocode)
    .execute();
}

export const sweep = (t: OrderTestApp) => t.app.inject({ method: 'POST', url: '/api/dev/orders/sweep' });

/** An order's history as `from→to` moves (`∅` for its creation), oldest first. */
export const orderEvents = async (t: OrderTestApp, ocode: string) =>
  (
    await t.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.from_status', 'e.to_status'])
      .where('o.ocode', '=', ocode)
      .orderBy('e.id')
      .execute()
  ).map((e) => `${e.from_status ?? '∅'}→${e.to_status}`);

let memberSequence = 0;

/**
 * `count` logged-in members created straight in the database (a burst test needs hundreds;
 * registering each through the API would take most of the suite's time).
 */
export async function quickMembers(t: OrderTestApp, count: number, merchant = '456817'): Promise<Headers[]> {
  const now = new Date().toISOString();
  const rows = await t.db
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, i) => ({
        merchant_number: merchant,
        email: `burst.${process.pid}.${Date.now()}.${memberSequence++}.${i}@example.com`,
        phone_country: null,
        phone: null,
        password_hash: null,
        completed_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  const tokens = rows.map(() => newToken());
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  await t.db
    .insertInto('sessions')
    .values(
      rows.map(({ id }, i) => ({
        token_hash: sha256(tokens[i] as string),
        member_id: id,
        merchant_number: merchant,
        created_at: now,
        expires_at: expires,
        revoked_at: null,
        revoke_reason: null,
      })),
    )
    .execute();
  return tokens.map((token) => ({ businessnumber: merchant, authorization: `Bearer ${token}` }));
}

/** Sets a member's points balance (a fixture: points are otherwise earned by completed orders). */
export async function grantPoints(t: OrderTestApp, memberId: number, balance: number, merchant = '456817') {
  await t.db
    .insertInto('points_accounts')
    .values({ merchant_number: merchant, member_id: memberId, balance, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['merchant_number', 'member_id']).doUpdateSet({ balance }))
    .execute();
}

/** The member id behind a bearer header. */
export async function memberIdOfHeaders(t: OrderTestApp, headers: Headers): Promise<number> {
  const token = headers.authorization?.replace('Bearer ', '') ?? '';
  const row = await t.db
    .selectFrom('sessions')
    .select('member_id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirstOrThrow();
  return row.member_id;
}

export type { Db };

/** Another session of the member behind `headers` (the member logged in on a second device). */
export async function secondSession(t: OrderTestApp, headers: Headers): Promise<Headers> {
  const memberId = await memberIdOfHeaders(t, headers);
  const token = newToken();
  const now = new Date().toISOString();
  await t.db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      member_id: memberId,
      merchant_number: headers.businessnumber ?? '456817',
      created_at: now,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      revoked_at: null,
      revoke_reason: null,
    })
    .execute();
  return { ...headers, authorization: `Bearer ${token}` };
}

/** One logged-in member written straight to the database (no welcome coupons: the API's registration gives those). */
export async function quickMember(t: OrderTestApp, merchant = '456817') {
  const [headers] = await quickMembers(t, 1, merchant);
  return { headers: headers as Headers };
}
