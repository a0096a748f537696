// Catalog listing and keyword search over 100 000 products of 50 merchants (issue 5), on SQLite and,
// when BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers, on PostgreSQL
// in a database of its own (storefront_bench_catalog). Each engine's figures are read against a
// bare Fastify route returning a fixed JSON body as big as a 20-item listing page, measured just
// before each run. Two verdicts (issue 16):
// - cold: every request asks something never asked before (distinct merchant, filters, sort, page,
//   keyword), so the answer cache cannot help and each answer is built from the database; the
//   cache's counters (/metrics) are read around the run to show it answered none. Targets: listing
//   ≥ 10 % of the bare route's throughput, keyword search ≥ 5 %, p99 < 100 ms.
// - steady state: each request of the rotating mixes asked once before the measured runs, as a
//   live shop's popular listings are. Targets: listing ≥ 50 %, keyword search ≥ 30 %, p99 < 25 ms.
// BENCH_ENGINES=sqlite or =postgres runs one engine only; BENCH_PARTS=cold (or steady) one part only.
// The generated catalogs are kept under /tmp/storefront-bench/ and reused.
// Run: npm run build -w @storefront/server && node bench/catalog.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  askEachOnce,
  cleanUp,
  coldLoad,
  ensureDatabase,
  loadAverage,
  onExit,
  postgresReachable,
  startBareRoute,
  startServer,
  percentOf,
  percentText,
  verdict,
  warmLoad,
} from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = '/tmp/storefront-bench';
const MERCHANTS = 50;
const PRODUCTS = 100_000;
const CONNECTIONS = 50;
/** The SQLite server and its bare route take this port and the next; PostgreSQL's the two after. */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3410);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STEADY_P99 = 25;
const COLD_P99 = 100;
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const PARTS = (process.env.BENCH_PARTS ?? 'cold,steady').split(',');
/** BENCH_COLD=listing (or =keyword) runs one of the cold runs only, to profile it alone. */
const COLD = (process.env.BENCH_COLD ?? 'listing,keyword').split(',');
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
/**
 * Cold requests, each asked once: n is read as digits of mixed radix, so every n is a different
 * request and the database work differs too (merchant, category, sort, filter and page vary before
 * language and currency repeat a query: 16 800 listings, 50 × 88 × 2 keyword searches).
 */
const LANGUAGE_CURRENCY = [
  ['zh-CN', 'AUD'],
  ['en-AU', 'CNY'],
  ['zh-CN', 'CNY'],
  ['en-AU', 'AUD'],
];
const digits = (n, ...radices) => {
  const out = [];
  for (const radix of radices) {
    out.push(n % radix);
    n = Math.floor(n / radix);
  }
  return [...out, n];
};
const COLD_FILTERS = [{}, { countryId: 'au' }, { minPrice: 5_000 }, { maxPrice: 20_000 }];
const coldListing = (n) => {
  const [m, category, sort, filter, page, rest] = digits(n, MERCHANTS, 7, SORTS.length, COLD_FILTERS.length, 3);
  const [language, currency] = LANGUAGE_CURRENCY[rest % LANGUAGE_CURRENCY.length];
  return {
    headers: { 'content-type': 'application/json', businessnumber: merchant(m), currency, language },
    body: {
      pageIndex: 1 + page + 3 * Math.floor(rest / LANGUAGE_CURRENCY.length),
      pageSize: 20,
      ...(category > 0 ? { categoryId: category } : {}),
      ...COLD_FILTERS[filter],
      sort: SORTS[sort],
    },
  };
};
/** Words of the generated catalog's titles and places, in its four languages (some match nothing). */
const COLD_KEYWORDS = [
  ...['sydney', 'melbourne', 'brisbane', 'cairns', 'perth', 'adelaide', 'hobart', 'darwin', 'auckland'],
  ...['queenstown', 'rotorua', 'wellington', 'christchurch', 'fiji', 'noumea', 'gold coast', 'uluru', 'tasmania'],
  ...['tour', 'ticket', 'pass', 'cruise', 'wine', 'food', 'day trip', 'reef', 'island', 'whale', 'zoo'],
  ...['aquarium', 'bridge', 'climb', 'museum', 'park', 'beach', 'sunset', 'dinner', 'transfer', 'edition'],
  ...['deluxe', 'express', 'classic', 'small group', 'guided', 'admission', 'highlights', 'harbour', 'opera'],
  ...['悉尼', '墨尔本', '布里斯班', '凯恩斯', '珀斯', '奥克兰', '皇后镇', '门票', '一日游', '导览', '通票'],
  ...['美食', '歌剧院', '大堡礁', '海港', '夏季版', '豪华版', '经典版', '精简版', '出发', '城市精华', '景点'],
  ...['시드니', '멜버른', '투어', '입장권', '패스', '일일', '가이드', '클래식', '디럭스', '오클랜드', '크루즈'],
  ...['sydney tour', 'opera house', 'day tour', 'wine tour', 'city highlights', 'reef cruise', '悉尼 门票'],
];
const coldKeyword = (n) => {
  const [m, word, page, rest] = digits(n, MERCHANTS, COLD_KEYWORDS.length, 2);
  const [language, currency] = LANGUAGE_CURRENCY[rest % LANGUAGE_CURRENCY.length];
  return {
    headers: { 'content-type': 'application/json', businessnumber: merchant(m), currency, language },
    body: {
      pageIndex: 1 + page + 2 * Math.floor(rest / LANGUAGE_CURRENCY.length),
      pageSize: 20,
      keyword: COLD_KEYWORDS[word],
    },
  };
};
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
  const bare = await startBareRoute({ port: port + 1, body: page });
  const stopBare = onExit(bare.stop);
  // The bare route is measured just before each run it is the baseline of: this machine's speed
  // drifts by up to half within minutes (session 31: the bare route at 11 000–24 000 req/s).
  const bareRun = () => warmLoad({ url: bare.url, method: 'POST', connections: CONNECTIONS });
  /** The run of `measure()` with the bare route's run just before it as `bare`. */
  const withBare = async (measure) => {
    const bareBefore = await bareRun();
    return { ...(await measure()), bare: bareBefore };
  };

  // Cold first, on an empty answer cache: every request asks something never asked before, so
  // every answer is built from the database (the cache's own counters are read to prove it).
  const cold = (of) => ({
    base: server.base,
    pid: server.pid,
    database: engine === 'PostgreSQL' ? 'postgres' : undefined,
    url: listingUrl,
    connections: CONNECTIONS,
    headersOf: (n) => of(n).headers,
    bodyOf: (n) => of(n).body,
  });
  const coldRun = async (part, of) =>
    PARTS.includes('cold') && COLD.includes(part) && (await withBare(() => coldLoad(cold(of))));
  const coldListingRun = await coldRun('listing', coldListing);
  const coldKeywordRun = await coldRun('keyword', coldKeyword);
  // How many cold keyword searches find something (a search that finds nothing is cheap).
  const sample = await Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      const { headers: h, body } = coldKeyword(100_000 + i * 53);
      const r = await fetch(listingUrl, { method: 'POST', headers: h, body: JSON.stringify(body) });
      return JSON.parse(await r.text()).data.total > 0;
    }),
  );
  const hits = await Promise.all(
    KEYWORDS.map(async (k, i) => `${k}:${JSON.parse(await post(keywordBody(i), i)).data.total}`),
  );
  let steadyRuns;
  if (PARTS.includes('steady')) {
    // Steady state: each request of the mixes asked once, then the measured runs.
    const warm = { url: listingUrl, headersOf: headers };
    const warmMs =
      (await askEachOnce({ ...warm, count: LISTING_MIX, bodyOf: listingBody })) +
      (await askEachOnce({ ...warm, count: KEYWORD_MIX, bodyOf: keywordBody }));
    const listing = await withBare(() => warmLoad(rotating(listingUrl, listingBody)));
    const keyword = await withBare(() => warmLoad(rotating(listingUrl, keywordBody)));
    steadyRuns = { warmMs, listing, keyword };
  }
  await stopBare();
  await stopServer();

  const figures = (name, r) =>
    `  ${name.padEnd(15)} ${String(r.requestsPerSecond).padStart(6)} req/s  ${percentText(r, r.bare).padStart(4)} % of bare  ` +
    `p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`;
  const bareLine = (r) =>
    `      bare route just before: ${r.bare.requestsPerSecond} req/s (${bare.bytes} B body), p99 ${r.bare.p99} ms`;
  console.log(`${engine}: ${PRODUCTS} products over ${MERCHANTS} merchants, ${CONNECTIONS} connections`);
  if (coldListingRun || coldKeywordRun) {
    const coldLine = (name, r, target) =>
      `${figures(name, r)}  (targets ≥ ${target} %, p99 < ${COLD_P99} ms)  ` +
      verdict(percentOf(r, r.bare) >= target, r.p99 < COLD_P99, r.errors === 0, r.repeats === 0, r.cacheHits === 0) +
      `\n${bareLine(r)}` +
      `\n      ${r.asked} requests, each asked once (${r.repeats} repeats); answer cache: ${r.cacheHits} hits, ${r.cacheMisses} builds` +
      `\n      ${r.cpu}`;
    console.log(`  cold (every request never asked before; 2 s warm-up of other new requests, then 8 s):`);
    if (coldListingRun) console.log(coldLine('listing', coldListingRun, 10));
    if (coldKeywordRun) console.log(coldLine('keyword search', coldKeywordRun, 5));
    console.log(
      `      ${sample.filter(Boolean).length} of ${sample.length} sampled cold keyword searches find products`,
    );
  }
  if (steadyRuns) {
    const { warmMs, listing, keyword } = steadyRuns;
    const steady = (name, r, target) =>
      `${figures(name, r)}  (targets ≥ ${target} %, p99 < ${STEADY_P99} ms)  ` +
      verdict(percentOf(r, r.bare) >= target, r.p99 < STEADY_P99, r.errors === 0) +
      `\n${bareLine(r)}`;
    console.log(
      `  steady state (the ${LISTING_MIX} listings and ${KEYWORD_MIX} searches of the mixes asked once first, ${warmMs} ms; then 2 s warm-up + 8 s each):`,
    );
    console.log(steady('listing', listing, 50));
    console.log(steady('keyword search', keyword, 30));
  }
  console.log(`  keyword totals (merchant-dependent): ${hits.join(' ')}`);
  console.log(`  load average (1/5/15 min): ${loadAverage()}`);
}

try {
  mkdirSync(path.join(CACHE, 'catalog-sqlite'), { recursive: true });
  console.log(`load average before (1/5/15 min): ${loadAverage()}`);
  const sqliteFile = path.join(CACHE, 'catalog-sqlite', 'storefront.db');
  if (ENGINES.includes('sqlite')) {
    ensureCatalog(sqliteFile, path.join(CACHE, 'catalog-sqlite.done'));
    await benchEngine('SQLite', sqliteFile, BENCH_PORT);
  }
  if (!ENGINES.includes('postgres')) {
    /* SQLite only */
  } else if (await postgresReachable(PG_URL)) {
    const url = await ensureDatabase(PG_URL, 'storefront_bench_catalog');
    ensureCatalog(url, path.join(CACHE, 'catalog-postgres.done'));
    await benchEngine('PostgreSQL', url, BENCH_PORT + 2);
  } else {
    console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
  }
} finally {
  await cleanUp();
}
