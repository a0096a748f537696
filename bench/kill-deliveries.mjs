#!/usr/bin/env node
// Kill test of the delivery queue (issue 15): the built server is killed with SIGKILL 20 times
// while shoppers ask for login codes by mail and SMS, orders are paid through Stripe (its webhook)
// and refunded from the back office, with the SMTP server and the Stripe stand-in each down about
// half of the time. Afterwards, with everything back up, every acknowledged mail, SMS and refund
// must have been delivered exactly once: mail counted at a real SMTP server by Message-ID (the
// job's idempotency key), SMS at a Twilio stand-in by number, refunds at the Stripe stand-in by
// the refund's reference (its idempotency keys' stem). Prints OK or MISSED / DUPLICATE lines.
//
// Run: npm run build -w @storefront/server && node bench/kill-deliveries.mjs
//      (SQLite; KILL_DATABASE_URL=postgres://… runs it on a fresh PostgreSQL schema; KILL_ROUNDS=20)
import { createCipheriv } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 20);
const MERCHANT = '456817';
const started = Date.now();
const { startStripeStandIn } = await tsImport('../apps/server/src/test/stripe-stand-in.ts', import.meta.url);
const { startTwilioStandIn } = await tsImport('../apps/server/src/test/twilio-stand-in.ts', import.meta.url);

// ── The outside world: SMTP, Stripe and Twilio, on 127.0.0.1 ────────────────────────────────────
const arrivals = new Map(); // Message-ID → count
let smtp;
const smtpPort = 4600 + Math.floor(Math.random() * 300);
async function smtpUp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          arrivals.set(mail.messageId, (arrivals.get(mail.messageId) ?? 0) + 1);
          done();
        },
        (error) => done(error),
      );
    },
  });
  // A killed server leaves its SMTP connections reset: that is expected here.
  smtp.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });
}
const smtpDown = () => new Promise((resolve) => smtp.close(resolve));
await smtpUp();
const stripe = await startStripeStandIn();
const twilioCredentials = { accountSid: `AC${'4b1d'.repeat(8)}`, authToken: 'kill-test-auth-token-01' };
const twilio = await startTwilioStandIn(twilioCredentials);

// ── Database and server ─────────────────────────────────────────────────────────────────────────
const port = 4000 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-kill-'));
const pgUrl = process.env.KILL_DATABASE_URL;
const schema = `kill_${process.pid}`;
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
async function query(sql, params = []) {
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let i = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows;
    } finally {
      await client.end();
    }
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'storefront.db'));
  db.pragma('busy_timeout = 5000');
  try {
    const statement = db.prepare(sql);
    return statement.reader ? statement.all(...params) : (statement.run(...params), []);
  } finally {
    db.close();
  }
}

let server;
async function start() {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: 'https://shop.example.com',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STRIPE_SECRET_KEY: 'sk_test_kill_deliveries',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    TWILIO_ACCOUNT_SID: twilioCredentials.accountSid,
    TWILIO_AUTH_TOKEN: twilioCredentials.authToken,
    TWILIO_FROM: '+61400000000',
    TWILIO_API_URL: twilio.url,
    // A killed worker's claims pass to the next process after this.
    DELIVERY_LEASE_MS: '3000',
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  server = spawn('node', [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}
async function stop(signal) {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill(signal);
  await exited;
}

let ipCounter = 0;
async function call(method, url, body, extra = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      'content-type': 'application/json',
      businessnumber: MERCHANT,
      currency: 'AUD',
      'x-forwarded-for': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`,
      ...extra,
    },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
const encrypt = (text) => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from('sf-dev-aes-key-1'), Buffer.from('sf-dev-aes-iv-01'));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

// ── Setup: a bookable package with plenty of stock, and the demo owner's back-office session ──
await start();
const [pkg] = await query(
  `select g.gcode, p.code from packages g join products p on p.id = g.product_id
   join package_prices pp on pp.package_id = g.id and pp.price_type = 'adult'
   where p.merchant_number = ? and p.status = 'onsale' and p.type <> 'cruise' and p.refundable = 1
   order by p.id limit 1`,
  [MERCHANT],
);
const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
const [{ id: packageId }] = await query('select id from packages where gcode = ?', [pkg.gcode]);
await query('delete from package_calendar where package_id = ? and date = ?', [packageId, date]);
await query('insert into package_calendar (package_id, date, stock, capacity) values (?, ?, ?, ?)', [
  packageId,
  date,
  100_000,
  100_000,
]);
let staffToken;
async function staffLogin() {
  const res = await call('POST', '/api/admin/v1/auth/login', {
    email: `owner@${MERCHANT}.example`,
    password: encrypt(`Demo-${MERCHANT}-owner`),
  });
  if (res.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
  staffToken = res.body.data.token;
}
await staffLogin();

// ── What the server acknowledged ───────────────────────────────────────────────────────────────
const ackMailCodes = new Set();
const ackSmsCodes = new Set();
const paid = []; // { ocode, total, paymentIntent }
const ackRefunds = new Map(); // ocode → paymentIntent
let seq = 0;
let tries = { codes: 0, orders: 0, refunds: 0 };

async function mailCode() {
  const email = `kill.${process.pid}.${++seq}@example.com`;
  tries.codes++;
  if ((await call('POST', '/api/v1/identity/send/emailcode', { email, type: 1 })).status === 200) {
    ackMailCodes.add(email);
  }
}
async function smsCode() {
  const national = `4${String(10_000_000 + ++seq).slice(-8)}`;
  tries.codes++;
  const res = await call('POST', '/api/v1/identity/send/phonecode', { phone: national, country: 61, type: 1 });
  if (res.status === 200) ackSmsCodes.add(`+61${national}`);
}
async function orderAndPay() {
  tries.orders++;
  const created = await call('POST', '/api/v1/order/create', {
    item: { kind: 'product', productCode: pkg.code, gcode: pkg.gcode, date, quantities: { adult: 1 } },
    contact: { lastName: 'Kill', firstName: 'Test', email: `buyer.${process.pid}.${++seq}@example.com` },
    travellers: [
      {
        lastName: 'KILL',
        firstName: 'TEST',
        appellation: 1,
        datebirth: '1990-01-01',
        nationality: 'AU',
        idType: 1,
        idNumber: 'PA1234567',
        idExpiry: '2035-01-01',
      },
    ],
  });
  if (created.status !== 200) return;
  const { order, accessToken } = created.body.data;
  const checkout = await call('POST', `/api/v1/payment/create/${order.ocode}`, {}, { 'x-order-token': accessToken });
  if (checkout.status !== 200) return;
  const session = stripe.pay(checkout.body.data.redirectUrl);
  const event = stripe.event('checkout.session.completed', session);
  const res = await fetch(`${base}/api/v1/payment/notify/stripe`, {
    method: 'POST',
    headers: event.headers,
    body: event.body,
  });
  const answer = await res.json().catch(() => null);
  if (res.status === 200 && answer?.data?.result === 'paid') {
    paid.push({ ocode: order.ocode, total: order.total, paymentIntent: String(session.payment_intent) });
  }
}
async function refundOne() {
  const order = paid.find((o) => !ackRefunds.has(o.ocode) && !o.asked);
  if (!order) return orderAndPay();
  order.asked = true;
  tries.refunds++;
  const res = await call(
    'POST',
    `/api/admin/v1/orders/${order.ocode}/refund`,
    { amount: order.total, reason: 'Kill test' },
    { authorization: `Bearer ${staffToken}` },
  );
  if (res.status === 200) ackRefunds.set(order.ocode, order.paymentIntent);
  else if (res.status >= 500 || res.status === 0) order.asked = false;
}

// ── The rounds: work, outages, and a SIGKILL at a random moment ────────────────────────────────
let stripeUp = true;
let mailUp = true;
for (let round = 1; round <= ROUNDS; round++) {
  if (round > 1) {
    await start();
    await staffLogin().catch(() => undefined);
  }
  let alive = true;
  const work = [mailCode, smsCode, orderAndPay, orderAndPay, refundOne, refundOne];
  const clients = work.map(async (job) => {
    while (alive) await job().catch(() => undefined);
  });
  // SMTP and Stripe each come and go, down about half of the time.
  const outages = (async () => {
    while (alive) {
      const wantMail = Math.random() < 0.5;
      const wantStripe = Math.random() < 0.5;
      if (wantMail !== mailUp) await (wantMail ? smtpUp() : smtpDown()).catch(() => undefined);
      if (wantStripe !== stripeUp) await (wantStripe ? stripe.up() : stripe.down()).catch(() => undefined);
      mailUp = wantMail;
      stripeUp = wantStripe;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 400));
    }
  })();
  await new Promise((r) => setTimeout(r, 800 + Math.random() * 1200));
  await stop('SIGKILL');
  alive = false;
  await Promise.all([...clients, outages]);
  process.stdout.write(
    `\rround ${round}/${ROUNDS}: ${ackMailCodes.size} mail codes, ${ackSmsCodes.size} SMS codes, ` +
      `${paid.length} paid, ${ackRefunds.size} refunds acknowledged`,
  );
}
console.log();

// ── Everything back up: the queue drains, then the server stops cleanly ─────────────────────────
if (!mailUp) await smtpUp();
if (!stripeUp) await stripe.up();
// Jobs that failed while a transport was down wait out their back-off (1 s doubling, up to 30
// minutes); the run does not wait that long: it makes every waiting job due now, as time would.
const waiting = await query(
  `select count(*) as n, max(next_attempt_at) as latest from delivery_jobs
   where delivered_at is null and failed_at is null and next_attempt_at > ?`,
  [new Date().toISOString()],
);
console.log(`${waiting[0].n} job(s) waiting out a back-off (the latest due ${waiting[0].latest ?? '-'}): made due now`);
await query(`update delivery_jobs set next_attempt_at = ? where delivered_at is null and failed_at is null`, [
  new Date().toISOString(),
]);
await start();
const waitStarted = Date.now();
let left = [];
// The backlog of a fast machine takes minutes (one process delivers a few dozen jobs a second):
// wait while it shrinks, up to 10 minutes; 30 s without progress is a stall and ends the wait.
let lastCount = Infinity;
let lastProgress = Date.now();
for (;;) {
  left = await query(
    `select kind, count(*) as n from delivery_jobs where delivered_at is null and failed_at is null group by kind`,
  );
  const count = left.reduce((sum, row) => sum + Number(row.n), 0);
  if (count < lastCount) [lastCount, lastProgress] = [count, Date.now()];
  if (count === 0 || Date.now() - lastProgress > 30_000 || Date.now() - waitStarted > 600_000) break;
  await new Promise((r) => setTimeout(r, 500));
}
await stop('SIGTERM');
const drainSeconds = Math.round((Date.now() - waitStarted) / 1000);

// ── Checks ─────────────────────────────────────────────────────────────────────────────────────
const problems = [];
for (const row of left) problems.push(`MISSED: ${row.n} ${row.kind} job(s) still undelivered after ${drainSeconds} s`);
const failed = await query(`select kind, idempotency_key, last_error from delivery_jobs where failed_at is not null`);
for (const job of failed) problems.push(`MISSED: ${job.kind} ${job.idempotency_key} given up: ${job.last_error}`);

const mailJobs = await query(`select idempotency_key, payload from delivery_jobs where kind = 'mail'`);
const mailedTo = new Set();
// SMTP has no idempotency key: a copy sent again after a kill between the server's 250 and the
// job's commit arrives with the same Message-ID, which the receiving side recognises as one
// message (counted here as distinct Message-IDs; the copies are reported).
let resentCopies = 0;
for (const job of mailJobs) {
  const count = arrivals.get(`<${job.idempotency_key}@storefront.local>`) ?? 0;
  if (count === 0) problems.push(`MISSED: mail ${job.idempotency_key}`);
  resentCopies += Math.max(0, count - 1);
  if (count > 0) mailedTo.add(JSON.parse(job.payload).to);
}
const strangers = [...arrivals.keys()].filter(
  (id) => !mailJobs.some((j) => `<${j.idempotency_key}@storefront.local>` === id),
);
for (const id of strangers) problems.push(`DUPLICATE: mail ${id} arrived without a job`);
for (const email of ackMailCodes) if (!mailedTo.has(email)) problems.push(`MISSED: the code mailed to ${email}`);

for (const phone of ackSmsCodes) {
  const count = twilio.messages.filter((m) => m.to === phone).length;
  if (count !== 1) problems.push(`${count === 0 ? 'MISSED' : 'DUPLICATE'}: ${count} SMS to ${phone}`);
}

const byReference = new Map();
for (const refund of stripe.refundsMade)
  byReference.set(refund.reference, (byReference.get(refund.reference) ?? 0) + 1);
for (const [reference, count] of byReference) {
  if (count > 1) problems.push(`DUPLICATE: refund ${reference} made ${count} times at Stripe`);
}
const charged = new Map(paid.map((o) => [o.paymentIntent, o.total]));
for (const [ocode, intent] of ackRefunds) {
  const given = stripe.refundsMade.filter((r) => r.paymentIntent === intent).reduce((sum, r) => sum + r.amount, 0);
  if (given !== charged.get(intent))
    problems.push(`MISSED: order ${ocode} refunded ${given} of ${charged.get(intent)}`);
}

console.log(
  `${ROUNDS} kills in ${Math.round((Date.now() - started) / 1000)} s (queue drained in ${drainSeconds} s): ` +
    `${ackMailCodes.size}/${tries.codes} codes by mail and ${ackSmsCodes.size} by SMS acknowledged, ` +
    `${mailJobs.length} mail jobs (${arrivals.size} distinct Message-IDs arrived, ${resentCopies} re-sent copies ` +
    `recognised by Message-ID), ${twilio.messages.length} SMS sent, ` +
    `${paid.length} orders paid, ${ackRefunds.size}/${tries.refunds} refunds acknowledged, ${stripe.refundsMade.length} made at Stripe`,
);

await smtpDown().catch(() => undefined);
await stripe.close();
await twilio.close();
if (pgUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`drop schema ${schema} cascade`);
  await client.end();
}
rmSync(dataDir, { recursive: true, force: true });
if (problems.length > 0) {
  console.log(problems.slice(0, 30).join('\n'));
  console.log(`FAILED: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('OK: every acknowledged mail, SMS and refund was delivered exactly once per idempotency key');
