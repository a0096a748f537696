// Hotel search over 2 000 hotels × 365 nights (issue 6), on SQLite and, when BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test) answers, on PostgreSQL in a database of its own
// (storefront_bench_hotels). 2 rooms (2 adults; 1 adult + 1 child aged 5), 2–3 nights, rotating
// locations, 50 connections, read against the catalog benchmark's baseline measured in the same run:
// a bare Fastify route returning a fixed JSON body as big as a 20-item listing page.
// Two verdicts (issue 16):
// - cold: every search never asked before (a different location, check-in and length of stay each,
//   so the answer cache cannot help and each search is built from the database; the cache's
//   counters, /metrics, are read around the run to show it answered none). Target: p99 < 150 ms.
// - steady state: the 600 searches of the mix asked once before the measured run. Targets: ≥ 15 %
//   of the bare route's throughput, p99 < 100 ms.
// BENCH_ENGINES=sqlite or =postgres runs one engine only; BENCH_PARTS=cold (or steady) one part only.
// The hotels are generated once through the hotel seed and service (`importHotels`, batched
// inserts) and kept under /tmp/storefront-bench/.
// Run: npm run build -w @storefront/server && node bench/hotels.mjs
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
const HOTEL_COUNT = 2000;
const MERCHANT = '456817';
const CONNECTIONS = 50;
const COLD_P99 = 150;
/** The SQLite server and its bare route take this port and the next; PostgreSQL's the two after. */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3420);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const PARTS = (process.env.BENCH_PARTS ?? 'cold,steady').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** States, cities and a country of the location tree, in turn. */
const LOCATIONS = ['au-qld', 'au-nsw', 'au-vic', 'nz', 'au-nsw-sydney', 'fj-vitilevu', 'au-qld-goldcoast', 'nc'];

/**
 * Generation mode (run under tsx, which loads the server's TypeScript): the demo merchants and
 * demo hotels, then copies of the demo hotels (own names, prices and allotments) for the default
 * shop until it sells HOTEL_COUNT, each batch one `importHotels` transaction. Safe to run again.
 */
async function generate(databaseUrl) {
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { createCatalogService } = await import('../apps/server/src/modules/catalog/service.js');
  const { createHotelService } = await import('../apps/server/src/modules/hotels/service.js');
  const { createMerchantService } = await import('../apps/server/src/modules/merchant/service.js');
  const { createCache } = await import('../apps/server/src/platform/cache.js');
  const { createDb, migrateToLatest, refreshPlannerStatistics } =
    await import('../apps/server/src/platform/db/kysely.js');
  const { createDatabaseImageStorage } = await import('../apps/server/src/platform/images/storage.js');
  const { createMemoryPubSub } = await import('../apps/server/src/platform/pubsub/memory.js');
  const { seedDemoData } = await import('../apps/server/src/seed/seed.js');
  const { seedDemoHotels } = await import('../apps/server/src/seed/hotels/seed-hotels.js');
  const { composeMerchantHotels } = await import('../apps/server/src/seed/hotels/generate.js');
  const { HOTELS } = await import('../apps/server/src/seed/hotels/content.js');
  const { addDays } = await import('@storefront/contracts');

  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const { db, schema } = await createDb(config.database);
  await migrateToLatest(db, schema);
  const cache = await createCache(createMemoryPubSub());
  const images = createDatabaseImageStorage(db);
  const catalog = createCatalogService({ db, cache });
  const hotels = createHotelService({ db, catalog });
  await seedDemoData({ merchants: createMerchantService({ db, cache, config }), images });
  await seedDemoHotels({ db, images, hotels });

  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -1);
  const nights = 367;
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('hotels')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('merchant_number', '=', MERCHANT)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let have = await count();
  const started = Date.now();
  while (have < HOTEL_COUNT) {
    const keys = HOTELS.slice(0, Math.min(HOTELS.length, HOTEL_COUNT - have)).map((h) => h.key);
    const copy = have;
    const drafts = composeMerchantHotels({ merchantNumber: `bench-${copy}`, hotelKeys: keys, from, nights }).map(
      (draft, i) => ({
        ...draft,
        latitude: draft.latitude + ((i % 7) - 3) * 0.003,
        texts: Object.fromEntries(
          Object.entries(draft.texts).map(([lang, t]) => [lang, { ...t, name: `${t.name} ${copy + i}` }]),
        ),
      }),
    );
    await db.transaction().execute((trx) => hotels.importHotels(trx, MERCHANT, drafts));
    have = await count();
    process.stdout.write(`${have} hotels (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
  await refreshPlannerStatistics(db);
  await cache.close();
  await db.destroy();
}

function ensureHotels(databaseUrl, marker) {
  if (existsSync(marker)) return;
  const started = Date.now();
  const result = spawnSync('npx', ['tsx', 'bench/hotels.mjs', '--generate', databaseUrl], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(CACHE, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`hotel generation failed on ${databaseUrl}`);
  writeFileSync(marker, `${HOTEL_COUNT} hotels × 365 nights, ${Date.now() - started} ms\n`);
}

/** The mix: 600 different searches (8 locations × 300 check-in days, 2 or 3 nights, 4 sorts), in turn. */
const MIX = 600;
const stay = (daysAhead, nights) => {
  const checkIn = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return [checkIn, new Date(Date.parse(checkIn) + nights * 86_400_000).toISOString().slice(0, 10)];
};
const searchBody = (n) => ({ ...roomsAndPage(n), date: stay(3 + ((n * 7) % 300), 2 + (n % 2)) });
/**
 * Searches no one asked before: n read as digits of mixed radix (location, check-in day 3–322,
 * 1–7 nights), so each is a different stay of a different place: 17 920 before one repeats. The
 * last check-out (day 329) stays inside the booking horizon (the end of the month 11 months
 * ahead: 334 days at the least), so no search is refused whatever the day the benchmark runs.
 */
const coldBody = (n) => {
  const location = n % LOCATIONS.length;
  const day = Math.floor(n / LOCATIONS.length) % 320;
  const nights = 1 + (Math.floor(n / (LOCATIONS.length * 320)) % 7);
  return { ...roomsAndPage(n), locationId: LOCATIONS[location], date: stay(3 + day, nights) };
};
const roomsAndPage = (n) => {
  return {
    locationId: LOCATIONS[n % LOCATIONS.length],
    rooms: [
      { adultNum: 2, childNum: 0, childAges: [] },
      { adultNum: 1, childNum: 1, childAges: [5] },
    ],
    sort: 1 + (n % 4),
    pageIndex: 1,
    pageSize: 20,
  };
};
const headers = (n) => ({
  'content-type': 'application/json',
  businessnumber: MERCHANT,
  currency: n % 3 === 0 ? 'CNY' : 'AUD',
  language: n % 2 === 0 ? 'zh-CN' : 'en-AU',
});

async function benchEngine(engine, databaseUrl, port) {
  // Demo seeding on: its catalog gives the 20-item listing page the bare route returns (seeded once).
  const server = await startServer({ port, env: { DATABASE_URL: databaseUrl, SEED_DEMO: '1' } });
  const stopServer = onExit(server.stop);
  const post = (url, body, n = 1) =>
    fetch(server.base + url, { method: 'POST', headers: headers(n), body: JSON.stringify(body) }).then((r) => r.text());
  const page = await post('/api/v1/tripproduct/operation/pagging', { pageIndex: 1, pageSize: 20 });
  if (JSON.parse(page).data?.list?.length !== 20) throw new Error(`listing answered ${page.slice(0, 200)}`);
  const bare = await startBareRoute({ port: port + 1, body: page });
  const stopBare = onExit(bare.stop);

  const searchUrl = `${server.base}/api/v1/hotelproduct/search`;
  const rotating = (bodyOf, from = 0) => {
    let n = from;
    return [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = n++;
          return { ...request, headers: headers(i), body: JSON.stringify(bodyOf(i)) };
        },
      },
    ];
  };
  const bareCold = await warmLoad({ url: bare.url, method: 'POST', connections: CONNECTIONS });
  // Cold first, on an empty answer cache: every search is built from the database.
  const cold =
    PARTS.includes('cold') &&
    (await coldLoad({
      base: server.base,
      pid: server.pid,
      database: engine === 'PostgreSQL' ? 'postgres' : undefined,
      url: searchUrl,
      connections: CONNECTIONS,
      headersOf: headers,
      bodyOf: coldBody,
    }));
  const found = await Promise.all(
    LOCATIONS.map(async (loc, i) => {
      const answer = JSON.parse(await post('/api/v1/hotelproduct/search', { ...searchBody(i), locationId: loc }, i));
      if (!answer.data) throw new Error(`hotel search answered ${JSON.stringify(answer).slice(0, 300)}`);
      return `${loc}:${answer.data.total}`;
    }),
  );
  let steady;
  if (PARTS.includes('steady')) {
    const warmMs = await askEachOnce({ url: searchUrl, count: MIX, headersOf: headers, bodyOf: searchBody });
    const baseline = await warmLoad({ url: bare.url, method: 'POST', connections: CONNECTIONS });
    const search = await warmLoad({ url: searchUrl, connections: CONNECTIONS, requests: rotating(searchBody) });
    steady = { warmMs, baseline, search };
  }
  await stopBare();
  await stopServer();

  const bareLine = (r) =>
    `  bare route     ${String(r.requestsPerSecond).padStart(6)} req/s  (${bare.bytes} B body)  p99 ${r.p99} ms`;
  console.log(`${engine}: ${HOTEL_COUNT} hotels × 365 nights, ${CONNECTIONS} connections`);
  if (cold) {
    console.log(`  cold (every search never asked before; 2 s warm-up of other new searches, then 8 s):`);
    console.log(bareLine(bareCold));
    console.log(
      `  hotel search   ${String(cold.requestsPerSecond).padStart(6)} req/s  ${percentText(cold, bareCold)} % of bare  ` +
        `p50 ${cold.p50} ms  p99 ${cold.p99} ms (target < ${COLD_P99})  errors ${cold.errors}  ` +
        verdict(cold.p99 < COLD_P99, cold.errors === 0, cold.repeats === 0, cold.cacheHits === 0),
    );
    console.log(
      `      ${cold.asked} searches, each asked once (${cold.repeats} repeats); answer cache: ${cold.cacheHits} hits, ${cold.cacheMisses} builds`,
    );
    console.log(`      ${cold.cpu}`);
  }
  if (steady) {
    const { warmMs, baseline, search } = steady;
    console.log(
      `  steady state (the ${MIX} searches of the mix asked once first, ${warmMs} ms; then 2 s warm-up + 8 s):`,
    );
    console.log(bareLine(baseline));
    console.log(
      `  hotel search   ${String(search.requestsPerSecond).padStart(6)} req/s  ${percentText(search, baseline)} % of bare (target ≥ 15 %)  ` +
        `p50 ${search.p50} ms  p99 ${search.p99} ms (target < 100)  errors ${search.errors}  ` +
        verdict(percentOf(search, baseline) >= 15, search.p99 < 100, search.errors === 0),
    );
  }
  console.log(`  hotels found per location (2 rooms): ${found.join(' ')}`);
  console.log(`  load average (1/5/15 min): ${loadAverage()}`);
}

if (process.argv[2] === '--generate') {
  await generate(process.argv[3]);
} else {
  try {
    mkdirSync(path.join(CACHE, 'hotels-sqlite'), { recursive: true });
    console.log(`load average before (1/5/15 min): ${loadAverage()}`);
    const sqliteFile = path.join(CACHE, 'hotels-sqlite', 'storefront.db');
    if (ENGINES.includes('sqlite')) {
      ensureHotels(sqliteFile, path.join(CACHE, 'hotels-sqlite.done'));
      await benchEngine('SQLite', sqliteFile, BENCH_PORT);
    }
    if (!ENGINES.includes('postgres')) {
      /* SQLite only */
    } else if (await postgresReachable(PG_URL)) {
      const url = await ensureDatabase(PG_URL, 'storefront_bench_hotels');
      ensureHotels(url, path.join(CACHE, 'hotels-postgres.done'));
      await benchEngine('PostgreSQL', url, BENCH_PORT + 2);
    } else {
      console.log(`PostgreSQL: not reachable at ${PG_URL}, skipped`);
    }
  } finally {
    await cleanUp();
  }
}
