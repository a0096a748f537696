// Shared helpers for the benchmarks: start the built server on a fresh database, run autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the built server (`apps/server/dist/main.js`, or the bundle BENCH_SERVER names) on
 * 127.0.0.1 with its own SQLite file (or the given env and node flags). BENCH_NODE_ARGS adds flags
 * of its own, space-separated: `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles every thread of it.
 */
export async function startServer({ port, env = {}, nodeArgs = [] }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const extraArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    'node',
    [...SERVER_NODE_FLAGS, ...nodeArgs, ...extraArgs, process.env.BENCH_SERVER ?? 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  // Up to 10 minutes: the first start on a large benchmark database runs the newer migrations.
  let ready = false;
  for (let i = 0; i < 2400 && !ready; i++) {
    try {
      ready = (await fetch(`${base}/api/health`)).ok;
    } catch {
      /* starting */
    }
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  if (!ready) {
    child.kill('SIGTERM');
    throw new Error(`the server on port ${port} did not start within 10 minutes`);
  }
  return {
    base,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One bounded autocannon run (by duration, or by `amount` of requests); returns requests/s and
 * latency percentiles in ms. With `warmup` (seconds), the run lasts warm-up + duration on the same
 * connections and only the answers of the last `duration` seconds are counted (the latencies of
 * requests sent in them); `onMeasured` is called when that part starts (to start counting CPU).
 *
 * The warm-up is not a run of its own: a run that ends drops its 50 connections with requests in
 * flight, and the next one's 50 new connections wait for the server to accept them while it still
 * serves those. Since libuv 1.45 (Node 20), a server accepts one connection per turn of its event
 * loop, and a saturated loop turns a few dozen times a second: the measured run's first requests
 * waited up to 2 s (docs/decisions.md, session 30), a p99 of the harness rather than of the pages.
 */
export async function load({ warmup, onMeasured, ...options }) {
  if (!warmup) {
    const result = await autocannon({ connections: 10, duration: 10, ...options });
    return {
      // A run bounded by a request count ends mid-second: its rate is the count over the time taken.
      requestsPerSecond: Math.round(options.amount ? result.requests.total / result.duration : result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      total: result.requests.total,
      /** Bytes of the answers received (headers and bodies). */
      bytes: result.throughput.total,
    };
  }
  const duration = options.duration ?? 10;
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  let measuring = false;
  let measuredAt = 0;
  const instance = autocannon({ connections: 10, ...options, duration: warmup + duration });
  const timer = setTimeout(() => {
    measuring = true;
    measuredAt = performance.now();
    onMeasured?.();
  }, warmup * 1000);
  let answered = 0;
  instance.on('response', (_client, statusCode, responseBytes, responseTime) => {
    if (!measuring) return;
    answered++;
    bytes += responseBytes;
    if (statusCode < 200 || statusCode > 299) errors++;
    // A request sent during the warm-up (the first ones wait for the JIT and the first reads) is the warm-up's.
    else if (performance.now() - responseTime >= measuredAt) latencies.push(responseTime);
  });
  instance.on('reqError', () => {
    if (measuring) errors++;
  });
  await new Promise((resolve) => instance.on('done', resolve));
  clearTimeout(timer);
  const seconds = (performance.now() - measuredAt) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies.length === 0 ? 0 : Math.round(latencies[Math.ceil((p / 100) * latencies.length) - 1]);
  return {
    requestsPerSecond: Math.round(answered / seconds),
    p50: percentile(50),
    p99: percentile(99),
    errors,
    total: answered,
    bytes,
  };
}

export const json = (body) => ({ 'content-type': 'application/json', ...body });

/**
 * The baseline of the read benchmarks: a bare Fastify route on 127.0.0.1, started by the bench
 * process on a thread of its own (so autocannon's event loop does not slow it), returning a fixed
 * JSON body (the same bytes every time).
 */
export async function startBareRoute({ port, body }) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const worker = new Worker(new URL(import.meta.url), { workerData: { bareRoute: { port, payload } } });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  let stopped;
  return {
    url: `http://127.0.0.1:${port}/bare`,
    bytes: Buffer.byteLength(payload),
    stop: () => (stopped ??= worker.terminate()),
  };
}

if (!isMainThread && workerData?.bareRoute) {
  const { port, payload } = workerData.bareRoute;
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const reply = (_request, res) => res.type('application/json; charset=utf-8').send(payload);
  app.get('/bare', reply);
  app.post('/bare', reply);
  await app.listen({ port, host: '127.0.0.1' });
  parentPort.postMessage('ready');
}

/** Warm-up (not counted), then the measured part of the same run. */
export function warmLoad(options, { warmup = 2, duration = 8 } = {}) {
  return load({ ...options, warmup, duration });
}

/**
 * Asks each request of a rotating mix once (`count` bodies from `bodyOf(n)`, 8 at a time), so
 * the measured run reads the server's steady state rather than its first minute; answers ms taken.
 */
export async function askEachOnce({ url, count, headersOf, bodyOf }) {
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const res = await fetch(url, { method: 'POST', headers: headersOf(n), body: JSON.stringify(bodyOf(n)) });
      if (!res.ok) throw new Error(`warming ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return Date.now() - started;
}

/**
 * The answer cache's lookups so far (hit, stale, miss), read from the server's /metrics: a cold
 * run reads them before and after, so its report shows that no answer came from the cache.
 */
export async function answerCacheLookups(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const counts = { hit: 0, stale: 0, miss: 0 };
  for (const match of text.matchAll(/^storefront_answer_cache_lookups_total\{result="(\w+)"\} (\d+)/gm)) {
    counts[match[1]] = Number(match[2]);
  }
  return counts;
}

/**
 * A cold run: requests never asked before, each body from `bodyOf(n)` for n = 0, 1, 2, … (every n
 * a different request; the generator checks it and counts repeats), a warm-up of its own distinct
 * requests first (the JIT, not the answer cache, warms up), then the measured run. The answer
 * cache's lookups are read around both, so the report can show it answered none of them.
 */
export async function coldLoad(
  { base, pid, database, url, connections, headersOf, bodyOf, keyOf },
  { warmup = 2, duration = 8 } = {},
) {
  const seen = new Set();
  let repeats = 0;
  let n = 0;
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => {
        const i = n++;
        const headers = headersOf(i);
        const body = JSON.stringify(bodyOf(i));
        const key = keyOf ? keyOf(i) : `${headers.businessnumber}|${headers.language}|${headers.currency}|${body}`;
        if (seen.has(key)) repeats++;
        else seen.add(key);
        return { ...request, headers, body };
      },
    },
  ];
  const before = await answerCacheLookups(base);
  let cpuOf;
  const result = await load({
    url,
    connections,
    requests,
    warmup,
    duration,
    onMeasured: () => (cpuOf = pid && countCpu(pid, { database })),
  });
  const cpu = cpuOf && cpuOf(result.total);
  const after = await answerCacheLookups(base);
  return {
    ...result,
    asked: n,
    repeats,
    cacheHits: after.hit - before.hit + (after.stale - before.stale),
    cacheMisses: after.miss - before.miss,
    /** Where the measured run's CPU went (when the server's `pid` is given). */
    cpu,
  };
}

/** OK when every condition holds, MISSED otherwise. */
export const verdict = (...conditions) => (conditions.every(Boolean) ? 'OK' : 'MISSED');

/**
 * A run's throughput as a percentage of a baseline's, unrounded: verdicts compare this figure
 * (a rounded 4.8 % once passed a 5 % target); print it with `percentText`.
 */
export const percentOf = (run, baseline) => (run.requestsPerSecond / baseline.requestsPerSecond) * 100;
export const percentText = (run, baseline) => percentOf(run, baseline).toFixed(1);

/**
 * CPU time (user + system, ms) of each thread of process `pid` so far, by thread id, read from
 * /proc (Linux): read before and after a run (`countCpu`), it tells where a request's CPU went.
 * On a shared two-core machine throughput moves with the neighbours; CPU per request moves far
 * less, so changes are judged on it (docs/decisions.md, session 17).
 */
export function threadCpu(pid) {
  const threads = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
      threads.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

/**
 * CPU time (ms) of every PostgreSQL server process on this machine so far (backends and helpers,
 * by their command name), from /proc: the benchmarks run PostgreSQL beside the server, so the
 * database's share of a request is read the same way as the server's.
 */
export function postgresCpu() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

/**
 * Starts counting CPU: each thread of the server `pid` (threadCpu), this process (the load
 * generator) and, with `database: 'postgres'`, PostgreSQL's processes. The returned function says,
 * for the requests served since, each thread's CPU per request in ms (main thread first, then the
 * others busiest first; threads under 1 % of the total left out), the load generator's and the
 * database's.
 */
export function countCpu(pid, { database } = {}) {
  const [before, benchBefore] = [threadCpu(pid), process.cpuUsage()];
  const databaseBefore = database === 'postgres' ? postgresCpu() : 0;
  return (requests) => {
    const benchAfter = process.cpuUsage();
    const databaseMs = database === 'postgres' ? postgresCpu() - databaseBefore : undefined;
    const spent = [...threadCpu(pid)].map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)]);
    const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
    const main = spent.find(([tid]) => tid === String(pid))?.[1] ?? 0;
    const others = spent
      .filter(([tid, ms]) => tid !== String(pid) && ms > total / 100)
      .map(([, ms]) => ms)
      .sort((a, b) => b - a);
    const bench = (benchAfter.user + benchAfter.system - benchBefore.user - benchBefore.system) / 1000;
    const per = (ms) => (ms / Math.max(1, requests)).toFixed(2);
    const db = databaseMs === undefined ? '' : `, PostgreSQL ${per(databaseMs)} ms`;
    return `CPU per request: server ${per(total)} ms (main thread ${per(main)}, others ${others.map(per).join(' ')}), load generator ${per(bench)} ms${db}`;
  };
}

/** The machine's 1/5/15-minute load average, for reading the figures of a shared machine. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Whether a PostgreSQL server answers at `url` (one short connection attempt). */
export async function postgresReachable(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates database `name` next to `url`'s (if missing) and returns its URL. */
export async function ensureDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Stops everything registered here when the process ends or is interrupted. */
const cleanups = [];
/** Registers `fn` to run on exit; returns it wrapped to run at most once. */
export function onExit(fn) {
  let done;
  const once = () => (done ??= fn());
  cleanups.push(once);
  return once;
}
export async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}
for (const signal of isMainThread ? ['SIGINT', 'SIGTERM'] : []) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
}
