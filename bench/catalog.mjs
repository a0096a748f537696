// Catalog listing and keyword search over 100 000 products of 50 merchants (issue 5), on SQLite and,
// when BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers, on PostgreSQL
// in a database of its own (storefront_bench_catalog). Each engine's figures are read against a
// bare Fastify route returning a fixed JSON body as big as a 20-item listing page, measured in the
// same run. Targets: listing ≥ 50 % of the bare route's throughput, keyword search ≥ 30 %, p99 < 25 ms.
// The targets are read in the steady state (each request of the rotating mixes asked once before the
// measured runs, as a live shop's popular listings are); a cold run of requests never asked before,
// each built from the database, is printed beside them.
// The generated catalogs are kept under /tmp/storefront-bench/ and reused.
// Run: npm run build -w @storefront/server && node bench/catalog.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  askEachOnce,
  cleanUp,
  ensureDatabase,
  load,
  loadAverage,
  onExit,
  postgresReachable,
  startBareRoute,
  startServer,
  warmLoad,
} from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = '/tmp/storefront-bench';
const MERCHANTS = 50;
const PRODUCTS = 100_000;
const CONNECTIONS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEYWORDS = ['悉尼', '歌剧院', 'opera', 'Sydney', '투어', 'harbour'];

/** Generates the catalog into `databaseUrl` unless `marker` says it is already there. */
function ensureCatalog(databaseUrl, marker) {
  if (existsSync(marker)) return;
  const started = Date.now();
  const args = ['tsx', 'apps/server/src/seed/generate-large.ts', '--merchants', String(MERCHANTS)];
  const result = spawnSync('npx', [...args, '--products', String(PRODUCTS), '--days', '30'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(CACHE, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`catalog generation failed on ${databaseUrl}`);
  writeFileSync(marker, `${PRODUCTS} products, ${MERCHANTS} merchants, ${Date.now() - started} ms\n`);
}

const merchant = (n) => String(800_001 + (n % MERCHANTS));
const headers = (n) => ({
  'content-type': 'application/json',
  businessnumber: merchant(n),
  currency: n % 3 === 0 ? 'CNY' : 'AUD',
  language: n % 2 === 0 ? 'zh-CN' : 'en-AU',
});
/** Listing bodies: a filter or two, rotating merchants, categories, sorts and the first pages. */
const SORTS = ['recommended', 'priceAsc', 'newest', 'sales'];
const listingBody = (n) => ({
  pageIndex: 1 + (n % 3),
  pageSize: 20,
  categoryId: 1 + (n % 6),
  ...(n % 4 === 1 ? { countryId: 'au' } : {}),
  ...(n % 5 === 2 ? { minPrice: 5_000 } : {}),
  sort: SORTS[n % SORTS.length],
});
const keywordBody = (n) => ({ pageIndex: 1, pageSize: 20, keyword: KEYWORDS[n % KEYWORDS.length] });
/** The mixes repeat every 300 listings and 150 keyword searches (merchant, currency, language, filters). */
const LISTING_MIX = 300;
const KEYWORD_MIX = 150;
/** Requests no one asked before: later pages (4–23) of the listing, second pages of the keyword searches. */
const COLD = 300;
const coldListingBody = (n) => ({ ...listingBody(n), pageIndex: 4 + (n % 20) });
const coldKeywordBody = (n) => ({ ...keywordBody(n), pageIndex: 2 });
const rotating = (url, body, extra = {}) => {
  let n = 0;
  return {
    url,
    connections: CONNECTIONS,
    ...extra,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = n++;
          return { ...request, headers: headers(i), body: JSON.stringify(body(i)) };
        },
      },
    ],
  };
};

async function benchEngine(engine, databaseUrl, port) {
  const server = await startServer({ port, env: { DATABASE_URL: databaseUrl, SEED_DEMO: '0' } });
  const stopServer = onExit(server.stop);
  const listingUrl = `${server.base}/api/v1/tripproduct/operation/pagging`;
  const post = (body, n = 0) =>
    fetch(listingUrl, { method: 'POST', headers: headers(n), body: JSON.stringify(body) }).then((r) => r.text());
  // The bare route returns a real 20-item page of this catalog, byte for byte.
  const page = await post({ pageIndex: 1, pageSize: 20 }, 1);
  const parsed = JSON.parse(page);
  if (parsed.data?.list?.length !== 20) throw new Error(`listing answered ${page.slice(0, 200)}`);
  const hits = await Promise.all(
    KEYWORDS.map(async (k, i) => `${k}:${JSON.parse(await post(keywordBody(i), i)).data.total}`),
  );
  const bare = await startBareRoute({ port: port + 1, body: page });
  const stopBare = onExit(bare.stop);

  // Cold first, on an empty answer cache: every answer is built from the database.
  const coldListing = await load(rotating(listingUrl, coldListingBody, { amount: COLD }));
  const coldKeyword = await load(rotating(listingUrl, coldKeywordBody, { amount: COLD }));
  // Steady state: each request of the mixes asked once, then the measured runs.
  const warm = { url: listingUrl, headersOf: headers };
  const warmMs =
    (await askEachOnce({ ...warm, count: LISTING_MIX, bodyOf: listingBody })) +
    (await askEachOnce({ ...warm, count: KEYWORD_MIX, bodyOf: keywordBody }));
  const baseline = await warmLoad({ url: bare.url, method: 'POST', connections: CONNECTIONS });
  const listing = await warmLoad(rotating(listingUrl, listingBody));
  const keyword = await warmLoad(rotating(listingUrl, keywordBody));
  await stopBare();
  await stopServer();

  const pct = (r) => Math.round((r.requestsPerSecond / baseline.requestsPerSecond) * 100);
  const line = (name, r, target) =>
    `  ${name.padEnd(15)} ${String(r.requestsPerSecond).padStart(6)} req/s  ${String(pct(r)).padStart(3)} % ` +
    `(target ≥ ${target} %)  p50 ${r.p50} ms  p99 ${r.p99} ms (target < 25)  errors ${r.errors}  ` +
    `${pct(r) >= target && r.p99 < 25 && r.errors === 0 ? 'OK' : 'MISSED'}`;
  const coldLine = (name, r) =>
    `  ${name.padEnd(15)} ${String(r.requestsPerSecond).padStart(6)} req/s  ${String(pct(r)).padStart(3)} %  ` +
    `p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  (${COLD} requests never asked before)`;
  console.log(`${engine}: ${PRODUCTS} products over ${MERCHANTS} merchants, ${CONNECTIONS} connections`);
  console.log(
    `  bare route      ${String(baseline.requestsPerSecond).padStart(6)} req/s  (${bare.bytes} B body) p99 ${baseline.p99} ms`,
  );
  console.log(line('listing', listing, 50));
  console.log(line('keyword search', keyword, 30));
  console.log(
    `    (steady state: the ${LISTING_MIX} listings and ${KEYWORD_MIX} searches of the mixes asked once first, ${warmMs} ms; then 2 s warm-up + 8 s each)`,
  );
  console.log(coldLine('cold listing', coldListing));
  console.log(coldLine('cold keyword', coldKeyword));
  console.log(`  keyword totals (merchant-dependent): ${hits.join(' ')}`);
  console.log(`  load average (1/5/15 min): ${loadAverage()}`);
}

try {
  mkdirSync(path.join(CACHE, 'catalog-sqlite'), { recursive: true });
  console.log(`load average before (1/5/15 min): ${loadAverage()}`);
  const sqliteFile = path.join(CACHE, 'catalog-sqlite', 'storefront.db');
  ensureCatalog(sqliteFile, path.join(CACHE, 'catalog-sqlite.done'));
  await benchEngine('SQLite', sqliteFile, 3410);
  if (await postgresReachable(PG_URL)) {
    const url = await ensureDatabase(PG_URL, 'storefront_bench_catalog');
    ensureCatalog(url, path.join(CACHE, 'catalog-postgres.done'));
    await benchEngine('PostgreSQL', url, 3412);
  } else {
    console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
  }
} finally {
  await cleanUp();
}
