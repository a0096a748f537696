// The live hub at scale (issue 8). Targets, on one server process:
//   · resident memory per idle authenticated connection ≤ 1.5× a bare `ws` server's (same run,
//     same clients) and ≤ 12 KB;
//   · p99 delivery latency of 1 000 UpdateCartNum pushes a second for 10 s < 50 ms
//     (published as `cart.changed` on Redis, the way the cart of any process publishes it).
// Run: ulimit -n 20000 && npm run build -w @storefront/server && node bench/hub.mjs
// Needs Redis (REDIS_URL, default redis://127.0.0.1:6379). BENCH_CONNECTIONS sets the count
// (default 10 000); every connection is its own member, logged in by email code.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { startServer } from './lib.mjs';

// The server's own `ws` (the root one is the SignalR client's older copy).
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { WebSocket, WebSocketServer } = serverRequire('ws');

const RS = '\u001e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

// ── Bare baseline: a `ws` server that holds connections and answers the handshake ──────────
if (process.argv[2] === 'bare-server') {
  const server = createServer((_, res) => res.end('ok'));
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false });
  server.on('upgrade', (request, socket, head) =>
    wss.handleUpgrade(request, socket, head, (ws) => ws.on('message', () => ws.send(`{}${RS}`))),
  );
  server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
} else {
  await main();
}

async function main() {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n']).stdout.toString().trim());
  if (limit < connections + 1000) {
    console.error(`ulimit -n is ${limit}; run \`ulimit -n ${connections * 2}\` first`);
    process.exit(1);
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();

  // 1. Bare ws server: RSS per connection.
  const bare = await startBare(3411);
  const bareBytes = await measure(bare.pid, () => openAll(`ws://127.0.0.1:3411/`, connections, () => ({})));
  await bare.stop();

  // 2. The hub, on the built server with Redis as backplane.
  const server = await startServer({ port: 3412, env: { REDIS_URL: redisUrl, LOG_LEVEL: 'error' } });
  let members;
  try {
    const started = performance.now();
    members = await createMembers(server.base, connections);
    console.log(`  (${connections} members logged in by email code in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  let clients;
  const hubBytes = await measure(server.pid, async () => {
    clients = await openAll(`ws://127.0.0.1:3412/hubs/online`, connections, (i) => ({
      authorization: `Bearer ${members[i].token}`,
    }));
    return clients;
  });

  // 3. Latency: 1 000 pushes a second for 10 s, to random members, timed on receipt.
  const latencies = await pushes(redis, clients, members, { perSecond: 1000, seconds: 10 });
  for (const ws of clients) ws.terminate();
  await server.stop();
  await redis.quit();

  const kb = (bytes) => (bytes / 1024).toFixed(2);
  const ratio = hubBytes / bareBytes;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  console.log(`live hub, ${connections} idle authenticated connections on one process:`);
  console.log(`  bare ws: ${kb(bareBytes)} KB RSS per connection`);
  console.log(
    `  hub:     ${kb(hubBytes)} KB RSS per connection = ${ratio.toFixed(2)}× bare (targets ≤ 1.5× and ≤ 12 KB) ${
      ratio <= 1.5 && hubBytes <= 12 * 1024 ? 'PASS' : 'FAIL'
    }`,
  );
  console.log(
    `  UpdateCartNum via Redis, ${latencies.length} delivered in 10 s: p50 ${pct(50).toFixed(1)} ms, ` +
      `p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms (target p99 < 50 ms) ${pct(99) < 50 ? 'PASS' : 'FAIL'}`,
  );
}

/** The bare server in its own process, as the hub is. */
async function startBare(port) {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, 'bare-server', String(port)], {
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

const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * RSS growth per connection. A warm-up round opens and closes every connection first, so the
 * heap has grown to its working size and the measured round counts the connections, not the
 * first growth of the heap.
 */
async function measure(pid, open) {
  const warm = await open();
  for (const ws of warm) ws.close();
  await sleep(3000);
  const before = rss(pid);
  const sockets = await open();
  await sleep(3000);
  const after = rss(pid);
  const perConnection = (after - before) / sockets.length;
  return perConnection;
}

/** Opens `count` connections, 500 at a time, each completing the SignalR handshake. */
async function openAll(url, count, headersOf) {
  const sockets = [];
  for (let start = 0; start < count; start += 500) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 500); i++) batch.push(openOne(url, headersOf(i), i));
    sockets.push(...(await Promise.all(batch)));
  }
  // The client's keep-alive: a Ping every 15 s, so the hub's 60 s client timeout never trips.
  const keepAlive = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(`{"type":6}${RS}`);
  }, 15_000);
  keepAlive.unref();
  sockets.forEach((ws) => ws.once('close', () => sockets.every((s) => s.readyState === WebSocket.CLOSED) && clearInterval(keepAlive)));
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

/** One member per connection: email code login (each from its own forwarded address, so the
 * per-IP code limit does not apply), then its member id. */
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
