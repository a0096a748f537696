// Order creation throughput and p99 under 50 connections, and a flash-sale burst (issue 7).
// Targets (this machine class, SQLite): ≥ 100 orders/s with p99 ≤ 1 s at 50 connections; a burst
// of 500 buyers for 100 units settles in ≤ 5 s with exactly 100 sold. The product-detail read
// rate of the same run is printed as the baseline the order rate is compared with.
// The server runs as it would behind a reverse proxy on the same host: TRUST_PROXY=127.0.0.1, and
// this script, connecting from 127.0.0.1, plays that proxy, naming each simulated visitor's own
// address in X-Forwarded-For (so the per-address limits count visitors, as in production).
// Run: npm run build -w @storefront/server && node bench/orders.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { load, startServer } from './lib.mjs';

const MERCHANT = '456817';
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-orders-'));
const server = await startServer({ port: 3402, env: { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' } });
const db = new SQLite(path.join(dataDir, 'storefront.db'));
db.pragma('busy_timeout = 5000');

let ip = 0;
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;
const headers = (extra = {}) => ({
  'content-type': 'application/json',
  businessnumber: MERCHANT,
  currency: 'AUD',
  ...extra,
});

// A package with stock that never runs out on one date.
const pkg = db
  .prepare(
    `select g.id, g.gcode, p.code, p.id as product_id from packages g join products p on p.id = g.product_id
     join package_prices pp on pp.package_id = g.id and pp.price_type = 'adult'
     where p.merchant_number = ? and p.status = 'onsale' and p.type <> 'cruise' order by p.id limit 1`,
  )
  .get(MERCHANT);
const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
db.prepare('delete from package_calendar where package_id = ? and date = ?').run(pkg.id, date);
db.prepare('insert into package_calendar (package_id, date, stock, capacity) values (?, ?, ?, ?)').run(
  pkg.id,
  date,
  10_000_000,
  10_000_000,
);
// A contact per order: visitors' unpaid orders are limited per contact (docs/decisions.md, "Unpaid holds").
let contacts = 0;
const order = (item) => ({
  item,
  contact: { lastName: 'Bench', firstName: 'Mark', email: `bench.${++contacts}@example.com` },
  travellers: [
    {
      lastName: 'BENCH',
      firstName: 'MARK',
      appellation: 1,
      datebirth: '1990-01-01',
      nationality: 'AU',
      idType: 1,
      idNumber: 'PA1234567',
      idExpiry: '2035-01-01',
    },
  ],
});
const productItem = { kind: 'product', productCode: pkg.code, gcode: pkg.gcode, date, quantities: { adult: 1 } };

// Baseline: product detail reads in the same run.
const baseline = await load({
  url: `${server.base}/api/v1/tripproduct/detail/${pkg.code}`,
  headers: headers(),
  connections: 50,
  duration: 10,
});

// Order creation: visitors, each request from its own address as the local proxy reports it (the
// per-address order limit counts visitors, not the proxy).
const creation = await load({
  url: `${server.base}/api/v1/order/create`,
  connections: 50,
  duration: 10,
  requests: [
    {
      method: 'POST',
      body: JSON.stringify(order(productItem)),
      setupRequest: (request) => ({
        ...request,
        headers: headers({ 'x-forwarded-for': nextIp() }),
        body: JSON.stringify(order(productItem)),
      }),
    },
  ],
});

// Flash-sale burst: 500 members (code logins) at once for 100 units.
const BUYERS = 500;
const UNITS = 100;
const post = async (url, body, extra = {}) => {
  const res = await fetch(server.base + url, { method: 'POST', headers: headers(extra), body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};
const tokens = [];
for (let i = 0; i < BUYERS; i += 25) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(25, BUYERS - i) }, async (_, j) => {
      const email = `burst.${Date.now()}.${i + j}@example.com`;
      const from = { 'x-forwarded-for': nextIp() };
      await post('/api/v1/identity/send/emailcode', { email, type: 1 }, from);
      const [message] = await fetch(`${server.base}/api/dev/outbox?to=${encodeURIComponent(email)}`).then((r) =>
        r.json(),
      );
      const login = await post('/api/v1/identity/emaillogon', { email, checkCode: message.code }, from);
      return login.body.data.token;
    }),
  );
  tokens.push(...batch);
}
const now = Date.now();
const { lastInsertRowid: saleId } = db
  .prepare(
    `insert into seckill_sales (merchant_number, product_id, package_id, price_type, sale_price, stock, sold, start_at, end_at)
     values (?, ?, ?, 'adult', 1000, ?, 0, ?, ?)`,
  )
  .run(
    MERCHANT,
    pkg.product_id,
    pkg.id,
    UNITS,
    new Date(now - 60_000).toISOString(),
    new Date(now + 3_600_000).toISOString(),
  );
const seckillItem = { kind: 'seckill', seckillId: Number(saleId), date, quantity: 1 };
const burstStarted = performance.now();
const answers = await Promise.all(
  tokens.map((token) =>
    post('/api/v1/order/create', order(seckillItem), {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': nextIp(),
    }),
  ),
);
const burstMs = Math.round(performance.now() - burstStarted);
const sold = answers.filter((a) => a.status === 200).length;
const refused = answers.filter((a) => a.body.code === 4132).length;
const { sold: soldInDb } = db.prepare('select sold from seckill_sales where id = ?').get(saleId);

db.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

console.log('order creation (visitor, 1 product line), SQLite, 50 connections, 10 s:');
console.log(
  `  ${creation.requestsPerSecond} orders/s (target ≥ 100), p50 ${creation.p50} ms, p99 ${creation.p99} ms (target ≤ 1000), ` +
    `errors ${creation.errors}, total ${creation.total}`,
);
console.log(
  `  baseline product detail reads: ${baseline.requestsPerSecond}/s, p99 ${baseline.p99} ms; ` +
    `orders/reads = ${(creation.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
);
console.log(`flash-sale burst: ${BUYERS} members at once for ${UNITS} units:`);
console.log(
  `  settled in ${burstMs} ms (target ≤ 5000); ${sold} sold (database: ${soldInDb}; target exactly ${UNITS}), ${refused} refused with 4132`,
);
