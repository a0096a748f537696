// Shared helpers for the benchmarks: start the built server on a fresh database, run autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');

/** Starts `apps/server/dist/main.js` on 127.0.0.1 with its own SQLite file (or the given env and node flags). */
export async function startServer({ port, env = {}, nodeArgs = [] }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const child = spawn('node', [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
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

/** One bounded autocannon run; returns requests/s and latency percentiles in ms. */
export async function load(options) {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

export const json = (body) => ({ 'content-type': 'application/json', ...body });
