// Product CSV import (issue 14): 2 000 new products, each with a package and a year (365 days) of
// calendar — 730 000 calendar rows — imported through POST /api/admin/v1/products/import into a
// fresh server, on SQLite and, when BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
// answers, on PostgreSQL in a database of its own (storefront_bench_import, dropped first).
// Prints the seconds of the dry run and of the import per engine; target: the import < 60 s.
// Then checks a file with one bad row writes nothing.
// The server runs from source through tsx unless BENCH_SERVER names a built main.js.
// Run: node bench/import.mjs   (BENCH_ENGINES=sqlite or =postgres for one engine)
import { createCipheriv } from 'node:crypto';
import { postgresReachable, startServer, verdict } from './lib.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const TARGET_S = 60;
const PORT = Number(process.env.BENCH_PORT ?? 3470);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const MERCHANT = '456817';
const fromSource = !process.env.BENCH_SERVER;
process.env.BENCH_SERVER ??= 'apps/server/src/main.ts';

const key = process.env.TRANSPORT_AES_KEY ?? 'sf-dev-aes-key-1';
const iv = process.env.TRANSPORT_AES_IV ?? 'sf-dev-aes-iv-01';
const encrypt = (text) => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

const quote = (v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const HEADER = [
  'product_code',
  'status',
  'category',
  'location',
  'tags',
  'duration_minutes',
  'instant_confirmation',
  'refundable',
  'title_en-AU',
  'title_zh-CN',
  'description_en-AU',
  'highlights_en-AU',
  'meeting_point_en-AU',
  'package_name_en-AU',
  'price_adult',
  'price_child',
  'from',
  'to',
  'stock',
];

/** The file: one row per product (its package and a year of days in one range). */
function generateCsv(count, { badRow } = {}) {
  const lines = [HEADER.join(',')];
  for (let i = 0; i < count; i++) {
    const word = `benchimp${i.toString(36)}`;
    lines.push(
      [
        '',
        'published',
        i === badRow ? '999' : String(201 + (i % 3)),
        'au-nsw-sydney',
        '',
        String(60 + (i % 8) * 30),
        'yes',
        i % 5 === 0 ? 'no' : 'yes',
        `Harbour ${word} tour`,
        `港湾${word}之旅`,
        `A day on the harbour, ${word}, with "lunch", tea and coffee.`,
        'Ferry ride\nLunch included',
        'Circular Quay, wharf 6',
        'Standard',
        String(5000 + (i % 50) * 100),
        String(2500 + (i % 50) * 50),
        '2027-01-01',
        '2027-12-31',
        String(20 + (i % 30)),
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function signIn(base) {
  const res = await fetch(`${base}/api/admin/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `owner@${MERCHANT}.example`, password: encrypt(`Demo-${MERCHANT}-owner`) }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`staff sign-in failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.token}`, language: 'en-AU' };
}

async function importCsv(base, headers, csv, dryRun) {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/v1/products/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: csv,
  });
  const body = await res.json();
  return { status: res.status, body, seconds: (performance.now() - started) / 1000 };
}

async function freshPostgres() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query('drop database if exists storefront_bench_import with (force)');
    await client.query('create database storefront_bench_import');
  } finally {
    await client.end();
  }
  const url = new URL(PG_URL);
  url.pathname = '/storefront_bench_import';
  return url.toString();
}

const csv = generateCsv(PRODUCTS);
const bad = generateCsv(50, { badRow: 37 });
console.log(
  `product CSV import: ${PRODUCTS} products × 365 days = ${PRODUCTS * 365} calendar rows, ${(csv.length / 1e6).toFixed(1)} MB` +
    (fromSource ? ' (server from source through tsx)' : ''),
);
const results = [];
for (const engine of ENGINES) {
  let env = {};
  if (engine === 'postgres') {
    if (!(await postgresReachable(PG_URL))) {
      console.log(`PostgreSQL at ${PG_URL} does not answer: skipped`);
      continue;
    }
    env = { DATABASE_URL: await freshPostgres() };
  }
  const server = await startServer({
    port: PORT + results.length,
    env,
    nodeArgs: fromSource ? ['--import', 'tsx'] : [],
  });
  try {
    const headers = await signIn(server.base);
    const refused = await importCsv(server.base, headers, bad, false);
    const refusedOk = refused.status === 400 && refused.body.data?.errors?.[0]?.row === 39;
    const dry = await importCsv(server.base, headers, csv, true);
    const real = await importCsv(server.base, headers, csv, false);
    const ok = real.status === 200 && real.body.data.productsCreated === PRODUCTS;
    const days = real.body.data?.days;
    const search = await fetch(`${server.base}/api/v1/tripproduct/operation/pagging`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', businessnumber: MERCHANT, language: 'en-AU' },
      body: JSON.stringify({ keyword: `benchimp${(PRODUCTS - 1).toString(36)}`, pageIndex: 1, pageSize: 10 }),
    }).then((r) => r.json());
    const found = search.data?.total ?? 0;
    results.push({ engine, seconds: real.seconds });
    console.log(
      `${engine}: dry run ${dry.seconds.toFixed(1)} s (${dry.body.data?.errors?.length ?? '?'} errors); ` +
        `import ${real.seconds.toFixed(1)} s, ${days} days written, last product found by keyword: ${found === 1 ? 'yes' : 'no'} — ` +
        `${verdict(ok, found === 1, real.seconds < TARGET_S)} vs ${TARGET_S} s; ` +
        `a bad row (line 39) refused with nothing written: ${refusedOk ? 'yes' : `no (${refused.status})`}`,
    );
    if (!ok) console.log(JSON.stringify(real.body).slice(0, 500));
  } finally {
    await server.stop();
  }
}
