// Where a saturated server's p99 comes from (issue 16, session 11). A child process serves one
// route that keeps its one thread busy for 9 ms per request (about a cold hotel search); 50
// connections that never pause drive it for 8 s, first with autocannon (as the other benchmarks
// do), then with 50 loops of `fetch`. A server answering in turn would answer each request in
// about 50 × 9 ms; a p99 far above that is requests left waiting while others were answered,
// whichever client asks.
// Run: node bench/fairness.mjs
import { fork } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3498);
const BUSY_MS = 9;
const CONNECTIONS = 50;
const SECONDS = 8;

if (process.argv[2] === '--serve') {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const end = performance.now() + BUSY_MS;
      while (performance.now() < end);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  server.listen(PORT, '127.0.0.1', () => process.send?.('listening'));
} else {
  const child = fork(import.meta.filename, ['--serve']);
  await new Promise((resolve) => child.once('message', resolve));
  const url = `http://127.0.0.1:${PORT}/`;
  const request = { method: 'POST', body: '{"q":1}', headers: { 'content-type': 'application/json' } };
  try {
    const a = await autocannon({ url, ...request, connections: CONNECTIONS, duration: SECONDS });
    console.log(
      `autocannon: ${Math.round(a.requests.average)} req/s, p50 ${a.latency.p50} ms, p90 ${a.latency.p90} ms, p99 ${a.latency.p99} ms, max ${a.latency.max} ms`,
    );
    const latencies = [];
    const stopAt = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < stopAt) {
          const started = performance.now();
          await fetch(url, request).then((r) => r.text());
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((x, y) => x - y);
    const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]);
    console.log(
      `fetch:      ${Math.round(latencies.length / SECONDS)} req/s, p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${Math.round(latencies.at(-1))} ms`,
    );
    console.log(`a fair server answers each in about ${CONNECTIONS * BUSY_MS} ms`);
  } finally {
    child.kill();
  }
}
