// The API fuzz (apps/server/src/test/probes/fuzz.test.ts) run long: every operation of the
// OpenAPI document, FUZZ_RUNS requests each (default 300; npm test runs 10), on SQLite and, when
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers, on PostgreSQL with
// Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379). Prints requests fuzzed and 5xx per
// engine. Target: 0 answers of 5xx and none over 2 s. FUZZ_SEED picks other requests.
// Run: node bench/fuzz.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresReachable } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = process.env.FUZZ_RUNS ?? '300';
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dir = mkdtempSync(path.join(tmpdir(), 'storefront-fuzz-'));

const engines = [{ engine: 'sqlite', env: {} }];
if (await postgresReachable(PG_URL)) {
  engines.push({
    engine: 'postgres',
    env: { TEST_ENGINE: 'postgres', TEST_DATABASE_URL: PG_URL, TEST_REDIS_URL: REDIS_URL },
  });
} else {
  console.log(`PostgreSQL at ${PG_URL} does not answer: SQLite only`);
}

console.log(`fuzz: ${runs} requests per operation, seed ${seed}`);
let failed = false;
for (const { engine, env } of engines) {
  const report = path.join(dir, `${engine}.json`);
  const started = Date.now();
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', 'apps/server/src/test/probes/fuzz.test.ts', '--reporter=dot'],
    {
      cwd: root,
      env: { ...process.env, ...env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_REPORT: report },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let r;
  try {
    r = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    console.log(`${engine}: the fuzz did not finish (exit ${run.status}); run the test file for its error`);
    failed = true;
    continue;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const verdict = r.serverErrors === 0 && r.slow === 0 ? 'ok' : 'OVER TARGET';
  console.log(
    `${engine.padEnd(8)} ${String(r.requests).padStart(7)} requests over ${r.operations} operations in ${seconds} s: ` +
      `${r.serverErrors} 5xx (target 0), ${r.slow} over 2 s (target 0, slowest ${r.slowestMs} ms)  ${verdict}`,
  );
  console.log(`         statuses ${JSON.stringify(r.statuses)}`);
  for (const f of r.failures) console.log(`         ${f.operation}: ${f.problem}\n           ${f.request}`);
  failed ||= verdict !== 'ok';
}
rmSync(dir, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
