// The live hub at scale (issue 8). Targets, on one server process:
//   · resident memory per idle authenticated connection ≤ 1.5× a bare `ws` server's (same run,
//     same clients) and ≤ 12 KB;
//   · p99 delivery latency of 1 000 UpdateCartNum pushes a second for 10 s < 50 ms
//     (published as `cart.changed` on Redis, the way the cart of any process publishes it).
// Run: ulimit -n 20000 && npm run build -w @storefront/server && node bench/hub.mjs
// Needs Redis (REDIS_URL, default redis://127.0.0.1:6379). BENCH_CONNECTIONS sets the count
// (default 10 000); every connection is its own member, logged in by email code.
// Memory is read from /proc/PID/status after a full, compacting GC in each server (preloaded
// gc-on-signal.cjs); both servers are fresh processes with the same V8 flags, and the clients
// (raw `ws`, speaking the SignalR handshake and pinging every 15 s) live in this process.
// The servers run as behind a reverse proxy on the same host (TRUST_PROXY=127.0.0.1); this script
// plays that proxy, naming each member's own address in X-Forwarded-For when it logs in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from './lib.mjs';

// The server's own `ws` (the root one is the SignalR client's older copy).
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { WebSocket, WebSocketServer } = serverRequire('ws');

const RS = '\u001e';
const GC_PRELOAD = new URL('./gc-on-signal.cjs', import.meta.url).pathname;
/** Both servers: a full GC on SIGUSR2, and a young generation of fixed size (16 MB, V8's default maximum). */
const V8_FLAGS = ['--expose-gc', '--min-semi-space-size=16', '--max-semi-space-size=16', '--require', GC_PRELOAD];
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

async function main() {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n']).stdout.toString().trim());
  if (limit < connections + 1000) {
    console.error(`ulimit -n is ${limit}; run \`ulimit -n ${connections * 2}\` first`);
    process.exit(1);
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch {
    console.log(`live hub: skipped, no Redis at ${redisUrl} (set REDIS_URL)`);
    return;
  }

  // 1. Bare ws server: RSS per connection.
  const bare = await startBare(3411);
  let bareBytes;
  try {
    bareBytes = await measure(bare.pid, (count = connections) => openAll(`ws://127.0.0.1:3411/`, count, () => ({})));
  } finally {
    await bare.stop();
  }

  // 2. Members, logged in through one server process; the hub is measured on a second, fresh
  // process on the same database, so it starts from the same state as the bare server.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-hub-bench-'));
  const env = { REDIS_URL: redisUrl, LOG_LEVEL: 'error', DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' };
  let hubBytes;
  let latencies;
  try {
    const setup = await startServer({ port: 3412, env });
    let members;
    try {
      const started = performance.now();
      members = await createMembers(setup.base, connections);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`  (${connections} members logged in by email code in ${seconds} s)`);
    } finally {
      await setup.stop();
    }

    // 3. The hub with Redis as backplane: memory, then 1 000 pushes a second for 10 s.
    const server = await startServer({ port: 3413, env, nodeArgs: V8_FLAGS });
    try {
      let clients;
      hubBytes = await measure(server.pid, async (count = connections) => {
        clients = await openAll(`ws://127.0.0.1:3413/hubs/online`, count, (i) => ({
          authorization: `Bearer ${members[i].token}`,
        }));
        return clients;
      });
      latencies = await pushes(redis, clients, members, { perSecond: 1000, seconds: 10 });
      for (const ws of clients) ws.terminate();
    } finally {
      await server.stop();
    }
  } finally {
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const kb = (bytes) => (bytes / 1024).toFixed(2);
  const ratio = hubBytes.rss / bareBytes.rss;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  console.log(`live hub, ${connections} idle authenticated connections on one process:`);
  console.log(`  bare ws: ${kb(bareBytes.rss)} KB RSS per connection (JS heap ${kb(bareBytes.heap)} KB)`);
  console.log(
    `  hub:     ${kb(hubBytes.rss)} KB RSS per connection (JS heap ${kb(hubBytes.heap)} KB) = ${ratio.toFixed(2)}× bare ` +
      `(targets ≤ 1.5× and ≤ 12 KB) ${ratio <= 1.5 && hubBytes.rss <= 12 * 1024 ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  UpdateCartNum via Redis, ${latencies.length} delivered in 10 s: p50 ${pct(50).toFixed(1)} ms, ` +
      `p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms (target p99 < 50 ms) ${pct(99) < 50 ? 'PASS' : 'FAIL'}`,
  );
}

/** The bare server in its own process, as the hub is. */
async function startBare(port) {
  const script = new URL(import.meta.url).pathname;
  const child = spawn(process.execPath, [...V8_FLAGS, script, 'bare-server', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const readRss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
/** Resident memory and JS heap after a full garbage collection (see gc-on-signal.cjs). */
async function memory(pid) {
  const file = path.join(tmpdir(), `bench-memory-${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(file); i++) await sleep(100);
  await sleep(500); // let the collector hand pages back before reading RSS
  const { heapUsed, external, arrayBuffers, handles } = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  return { rss: readRss(pid), heap: heapUsed + external + arrayBuffers, handles };
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * RSS growth per connection, each reading taken after a full GC (the young generation's size is
 * pinned, see V8_FLAGS, so a collection does not resize it between readings). A small warm-up
 * round first compiles the code paths; the baseline is taken once the server has let go of it.
 */
async function measure(pid, open) {
  const idle = await memory(pid);
  const warm = await open(200);
  for (const ws of warm) ws.terminate();
  for (let i = 0; i < 60 && (await memory(pid)).handles > idle.handles + 5; i++) await sleep(500);
  const before = await memory(pid);
  const sockets = await open();
  await sleep(2000);
  const after = await memory(pid);
  const held = after.handles - before.handles;
  if (held < sockets.length) throw new Error(`the server holds ${held} of ${sockets.length} sockets`);
  return { rss: (after.rss - before.rss) / sockets.length, heap: (after.heap - before.heap) / sockets.length };
}

/** Opens `count` connections, 500 at a time, each completing the SignalR handshake. */
async function openAll(url, count, headersOf) {
  const sockets = [];
  for (let start = 0; start < count; start += 500) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 500); i++) batch.push(openOne(url, headersOf(i), i));
    sockets.push(...(await Promise.all(batch)));
  }
  // Each client's keep-alive: a Ping every 15 s, spread over the interval as independent
  // browsers would spread them, so the hub's 60 s client timeout never trips.
  const slices = 150;
  let slice = 0;
  const keepAlive = setInterval(() => {
    for (let i = slice; i < sockets.length; i += slices) {
      if (sockets[i].readyState === WebSocket.OPEN) sockets[i].send(`{"type":6}${RS}`);
    }
    slice = (slice + 1) % slices;
    if (sockets.every((s) => s.readyState === WebSocket.CLOSED)) clearInterval(keepAlive);
  }, 15_000 / slices);
  keepAlive.unref();
  return sockets;
}

function openOne(url, headers, index) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.index = index;
    ws.once('open', () => ws.send(HANDSHAKE));
    ws.once('message', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** One member per connection: email code login (each from its own address, named by the trusted
 * local proxy this script plays, so the per-IP code limit counts members), then its member id. */
async function createMembers(base, count) {
  const members = new Array(count);
  let next = 0;
  const run = Date.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const email = `hub.${run}.${i}@example.com`;
      const headers = {
        'content-type': 'application/json',
        businessnumber: '456817',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      };
      const post = (path, body) =>
        fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json());
      const sent = await post('/api/v1/identity/send/emailcode', { email, type: 1 });
      if (sent.code !== 0) throw new Error(`send code: ${JSON.stringify(sent)}`);
      const [message] = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`).then((r) => r.json());
      const login = await post('/api/v1/identity/emaillogon', { email, checkCode: message.code });
      if (login.code !== 0) throw new Error(`email logon: ${JSON.stringify(login)}`);
      const token = login.data.token;
      const account = await fetch(`${base}/api/v1/account/load`, {
        headers: { businessnumber: '456817', authorization: `Bearer ${token}` },
      }).then((r) => r.json());
      members[i] = { token, memberId: account.data.id };
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return members;
}

/** Publishes `perSecond` cart.changed events on Redis for `seconds`; returns each delivery's latency in ms. */
async function pushes(redis, clients, members, { perSecond, seconds }) {
  const sentAt = new Map();
  const latencies = [];
  for (const ws of clients) {
    ws.on('message', (data) => {
      const text = data.toString();
      if (!text.includes('UpdateCartNum')) return;
      for (const record of text.split(RS)) {
        if (!record.includes('UpdateCartNum')) continue;
        const sequence = JSON.parse(record).arguments[0].Data;
        const at = sentAt.get(sequence);
        if (at !== undefined) {
          latencies.push(performance.now() - at);
          sentAt.delete(sequence);
        }
      }
    });
  }
  const total = perSecond * seconds;
  const start = performance.now();
  let sequence = 0;
  while (sequence < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * perSecond) / 1000));
    for (; sequence < due; sequence++) {
      const member = members[Math.floor(Math.random() * members.length)];
      sentAt.set(sequence, performance.now());
      void redis.publish(
        'cart.changed',
        JSON.stringify({ merchantNumber: '456817', memberId: member.memberId, cartNumber: sequence }),
      );
    }
    await sleep(2);
  }
  await sleep(1000);
  if (sentAt.size > 0) console.log(`  (${sentAt.size} pushes not delivered within 1 s of the end)`);
  return latencies;
}

/** The baseline: a bare `ws` server that holds connections and answers the handshake. */
function bareServer(port) {
  const server = createServer((_, res) => res.end('ok'));
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false });
  server.on('upgrade', (request, socket, head) =>
    wss.handleUpgrade(request, socket, head, (ws) => ws.on('message', () => ws.send(`{}${RS}`))),
  );
  server.listen(port, '127.0.0.1', () => process.send?.('ready'));
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[2] === 'bare-server') bareServer(Number(process.argv[3]));
else await main();
