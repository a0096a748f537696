#!/usr/bin/env node
// Crash test (issue 7): kills the server with SIGKILL in the middle of order creation and payment
// notifications, 50 times, restarting it each time; then checks that every acknowledged order is
// present and correct, that no order is half-written, and that the stock equals the initial stock
// minus what the stored orders hold.
// The server runs as behind a reverse proxy on the same host (TRUST_PROXY=127.0.0.1); this script
// plays that proxy and names a different client address per request in X-Forwarded-For.
//
// Run: npm run build -w @storefront/server && node scripts/crash-orders.mjs
//      (SQLite by default; CRASH_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL schema)
import { createHmac } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 50);
const SECRET = 'sf-dev-sandbox-payment-secret';
const MERCHANT = '456817';
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-crash-'));

// ── Database: a SQLite file in the data folder, or a fresh schema of a PostgreSQL database ──────
const pgUrl = process.env.CRASH_DATABASE_URL;
const schema = `crash_${process.pid}`;
let databaseUrl = '';
if (pgUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}

/** Runs SQL against the test database (after the server is stopped, or beside it). */
async function query(sql, params = []) {
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (
        await client.query(
          sql.replace(/\?/g, (_, i) => `$${sqlIndex(sql, i)}`),
          params,
        )
      ).rows;
    } finally {
      await client.end();
    }
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'storefront.db'));
  try {
    const statement = db.prepare(sql);
    return statement.reader ? statement.all(...params) : (statement.run(...params), []);
  } finally {
    db.close();
  }
}
const sqlIndex = (sql, offset) => sql.slice(0, offset + 1).split('?').length - 1;

// ── Server ───────────────────────────────────────────────────────────────────────────────────────
let server;
async function start() {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    TRUST_PROXY: '127.0.0.1',
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}
async function kill() {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await exited;
}

let ipCounter = 0;
const headers = () => ({
  'content-type': 'application/json',
  businessnumber: MERCHANT,
  currency: 'AUD',
  // Each request from its own address, as the trusted local proxy reports it, so the per-address
  // order limit never answers instead.
  'x-forwarded-for': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
});
async function post(url, body, extra = {}) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { ...headers(), ...extra },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

// ── Setup: one package and date with plenty of stock ─────────────────────────────────────────────
await start();
const [pkg] = await query(
  `select g.id, g.gcode, p.code from packages g join products p on p.id = g.product_id
   join package_prices pp on pp.package_id = g.id and pp.price_type = 'adult'
   where p.merchant_number = ? and p.status = 'onsale' and p.type <> 'cruise' order by p.id limit 1`,
  [MERCHANT],
);
const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
const INITIAL = 100_000;
await query('delete from package_calendar where package_id = ? and date = ?', [pkg.id, date]);
await query('insert into package_calendar (package_id, date, stock, capacity) values (?, ?, ?, ?)', [
  pkg.id,
  date,
  INITIAL,
  INITIAL,
]);

const traveller = {
  lastName: 'CRASH',
  firstName: 'TEST',
  appellation: 1,
  datebirth: '1990-01-01',
  nationality: 'AU',
  idType: 1,
  idNumber: 'PA1234567',
  idExpiry: '2035-01-01',
};
const orderForm = (adults) => ({
  item: { kind: 'product', productCode: pkg.code, gcode: pkg.gcode, date, quantities: { adult: adults } },
  // A contact per order: visitors' unpaid orders are limited per contact (docs/decisions.md, "Unpaid holds").
  contact: { lastName: 'Crash', firstName: 'Test', email: `crash.${attempts}@example.com` },
  travellers: [traveller],
});

/** Orders the server acknowledged: ocode → { adults, total, token }. */
const acknowledged = new Map();
/** Orders whose payment notification the server acknowledged as paid. */
const acknowledgedPaid = new Set();
let attempts = 0;

function signed(fields) {
  const body = JSON.stringify({
    notificationId: `evt_crash_${Math.random().toString(36).slice(2)}`,
    providerTradeNo: `sbx_crash_${Math.random().toString(36).slice(2)}`,
    status: 'SUCCESS',
    sentAt: new Date().toISOString(),
    ...fields,
  });
  const signature = createHmac('sha256', SECRET).update(body).digest('hex');
  return { body, signature };
}

async function createOne() {
  const adults = 1 + Math.floor(Math.random() * 3);
  attempts++;
  const res = await post('/api/v1/order/create', orderForm(adults));
  if (res.status === 200) {
    const { order, accessToken } = res.body.data;
    acknowledged.set(order.ocode, { adults, total: order.total, token: accessToken });
  }
}

async function payOne(ocode) {
  const order = acknowledged.get(ocode);
  const checkout = await post(`/api/v1/payment/create/${ocode}`, {}, { 'x-order-token': order.token });
  if (checkout.status !== 200) return;
  const { merchantTradeNumber, amount, currency } = checkout.body.data;
  const n = signed({ merchantTradeNumber, amount, currency });
  const res = await fetch(`${base}/api/v1/payment/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
    body: n.body,
  });
  const answer = await res.json();
  if (res.status === 200 && answer.data.result === 'paid') acknowledgedPaid.add(ocode);
}

// ── The loop: a burst of orders and payments, cut by SIGKILL at a random moment ─────────────────
const started = Date.now();
for (let round = 1; round <= ROUNDS; round++) {
  if (round > 1) await start();
  let alive = true;
  // Eight clients keep ordering and paying until the kill, so it lands in the middle of both.
  const clients = Array.from({ length: 8 }, async (_, client) => {
    while (alive) {
      const unpaid = [...acknowledged.keys()].filter((o) => !acknowledgedPaid.has(o));
      const ocode = client % 2 === 1 ? unpaid[Math.floor(Math.random() * unpaid.length)] : undefined;
      await (ocode ? payOne(ocode) : createOne()).catch(() => {});
    }
  });
  await new Promise((r) => setTimeout(r, 150 + Math.random() * 450));
  await kill();
  alive = false;
  await Promise.all(clients);
  process.stdout.write(
    `\rround ${round}/${ROUNDS}: ${acknowledged.size} orders and ${acknowledgedPaid.size} payments acknowledged`,
  );
}
console.log();

// ── Checks ───────────────────────────────────────────────────────────────────────────────────────
await start();
// A clean stop: nothing in flight, every process gone before the database is read.
const exited = new Promise((r) => server.once('exit', r));
server.kill('SIGTERM');
await exited;

const problems = [];
const orders = await query(
  `select o.id, o.ocode, o.status, o.total, o.subtotal,
     (select count(*) from order_items i where i.order_id = o.id) as items,
     (select count(*) from order_events e where e.order_id = o.id) as events,
     (select coalesce(sum(i.amount), 0) from order_items i where i.order_id = o.id) as amount
   from orders o where o.merchant_number = ?`,
  [MERCHANT],
);
const items = await query(
  `select o.ocode, o.status, i.quantities from order_items i join orders o on o.id = i.order_id
   where i.package_id = ? and i.travel_date = ?`,
  [pkg.id, date],
);
const byCode = new Map(orders.map((o) => [o.ocode, o]));
for (const [ocode, ack] of acknowledged) {
  const stored = byCode.get(ocode);
  if (!stored) problems.push(`acknowledged order ${ocode} is missing`);
  else if (Number(stored.total) !== ack.total)
    problems.push(`order ${ocode}: total ${stored.total}, acknowledged ${ack.total}`);
}
for (const ocode of acknowledgedPaid) {
  const stored = byCode.get(ocode);
  if (!stored || !['confirmed', 'awaiting_confirmation'].includes(stored.status)) {
    problems.push(`order ${ocode} was acknowledged paid but is ${stored?.status}`);
  }
}
for (const o of orders) {
  if (Number(o.items) === 0) problems.push(`order ${o.ocode} has no lines`);
  if (Number(o.events) === 0) problems.push(`order ${o.ocode} has no history`);
  if (Number(o.amount) !== Number(o.subtotal))
    problems.push(`order ${o.ocode}: lines ${o.amount} ≠ subtotal ${o.subtotal}`);
}
const payments = await query(
  `select p.merchant_trade_number, p.status, o.status as order_status from payments p join orders o on o.id = p.order_id`,
);
for (const p of payments) {
  if (p.status === 'succeeded' && !['confirmed', 'awaiting_confirmation', 'paid'].includes(p.order_status)) {
    problems.push(`payment ${p.merchant_trade_number} collected for an order that is ${p.order_status}`);
  }
}
const HOLDING = ['pending_payment', 'paid', 'awaiting_confirmation', 'confirmed', 'completed', 'refund_requested'];
const held = items
  .filter((i) => HOLDING.includes(i.status))
  .reduce((sum, i) => sum + Object.values(JSON.parse(i.quantities)).reduce((a, b) => a + b, 0), 0);
const [{ stock }] = await query('select stock from package_calendar where package_id = ? and date = ?', [pkg.id, date]);
if (Number(stock) !== INITIAL - held) problems.push(`stock ${stock} ≠ initial ${INITIAL} − held ${held}`);

console.log(
  `${ROUNDS} kills in ${Math.round((Date.now() - started) / 1000)} s: ${attempts} order attempts, ` +
    `${acknowledged.size} acknowledged, ${orders.length} stored (${orders.length - acknowledged.size} unacknowledged but complete), ` +
    `${acknowledgedPaid.size} payments acknowledged, ${payments.filter((p) => p.status === 'succeeded').length} collected; ` +
    `stock ${stock} = ${INITIAL} − ${held}`,
);
if (pgUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
rmSync(dataDir, { recursive: true, force: true });
if (problems.length > 0) {
  console.log(`FAILED:\n  ${problems.slice(0, 20).join('\n  ')}`);
  process.exit(1);
}
console.log('passed: every acknowledged order present and correct, none half-written, stock consistent');
