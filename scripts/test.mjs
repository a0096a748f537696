#!/usr/bin/env node
// The one test command: lint, type checks, unit and API suites on SQLite, the same server suites
// on PostgreSQL when TEST_DATABASE_URL is set, and the end-to-end suite against the built app.
// Ends with the line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

function run(title, command, args, env = {}) {
  console.log(`\n── ${title} ──`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

/**
 * Runs the static checks, each single-threaded, one per core at a time (longest first); each
 * one's output is printed whole when it ends, so the log reads as if they ran in turn.
 */
async function checkAll(checks) {
  const queue = [...checks];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [title, command, args] = next;
      const begun = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      console.log(`\n── ${title} ──\n${Buffer.concat(output).toString().trimEnd()}`);
      console.log(`   (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
      totals[status === 0 ? 'passed' : 'failed'] += 1;
      if (status !== 0) notes.push(`${title} failed`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
}

/** Runs vitest with a JSON report; returns the report, or undefined when vitest crashed without one. */
function vitestReport(title, args, env) {
  const report = path.join(out, `${title.replace(/\W+/g, '-').toLowerCase()}.json`);
  rmSync(report, { force: true });
  run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  return existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
}

/** Files that failed without a failed test: they did not load, a hook threw, or an error escaped a test. */
const brokenFilesOf = (r) =>
  r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'));
const firstLine = (text) => (text || 'no message').split('\n')[0].slice(0, 300);

/**
 * Runs vitest and adds its test counts; a crash without a report counts as one failure. Under CI a
 * failed test is retried twice by Vitest itself, which cannot retry a hook or a file's loading:
 * such a file gets one second run of its own here, and is named in the summary either way.
 */
function vitest(title, args, env = {}, filters = []) {
  const r = vitestReport(title, [...args, ...filters], env);
  if (!r) {
    totals.failed += 1;
    notes.push(`${title}: vitest produced no report`);
    return;
  }
  let brokenFiles = brokenFilesOf(r);
  for (const file of brokenFiles) {
    notes.push(`${title}: FAILED FILE ${path.relative(root, file.name)}: ${firstLine(file.message)}`);
  }
  if (brokenFiles.length > 0 && process.env.CI) {
    const again = vitestReport(
      `${title}, second run of its failed files`,
      [...args, ...brokenFiles.map((f) => path.relative(root, f.name))],
      env,
    );
    if (again) {
      const stillBroken = new Set(again.testResults.filter((f) => f.status === 'failed').map((f) => f.name));
      for (const file of brokenFiles.filter((f) => !stillBroken.has(f.name))) {
        notes.push(`${title}: passed on a second run: ${path.relative(root, file.name)}`);
        const rerun = again.testResults.find((f) => f.name === file.name);
        const passed = rerun?.assertionResults.filter((a) => a.status === 'passed').length ?? 0;
        totals.passed += passed;
        r.numPassedTests -= file.assertionResults.filter((a) => a.status === 'passed').length;
        r.numPendingTests -= file.assertionResults.filter(
          (a) => a.status === 'skipped' || a.status === 'pending',
        ).length;
      }
      brokenFiles = brokenFiles.filter((f) => stillBroken.has(f.name));
    }
  }
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + brokenFiles.length;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (r.numFailedTests || brokenFiles.length) notes.push(`${title}: ${r.numFailedTests + brokenFiles.length} failed`);
  // Failed tests are named with their first error line, so the tail of a CI log says which and why;
  // a test that passed only on a retry (CI retries twice) is named too, so flakiness stays visible.
  for (const file of r.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        notes.push(
          `${title}: FAILED ${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
        );
      }
      if (test.status === 'passed' && test.failureMessages.length > 0) {
        notes.push(
          `${title}: passed on retry ${test.failureMessages.length}: ${path.relative(root, file.name)} › ${test.fullName}`,
        );
        console.log(`!! flaky: ${test.fullName}\n${test.failureMessages[0].split('\n').slice(0, 6).join('\n')}`);
      }
    }
  }
}

async function canReach(url, probe) {
  try {
    await probe(url);
    return true;
  } catch (error) {
    console.error(`!! cannot reach ${url}: ${error.message}`);
    return false;
  }
}

/** A port nobody listens on, so a server left running elsewhere cannot answer for ours. */
async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const started = Date.now();
await checkAll([
  ['typecheck apps/server', 'npx', ['tsc', '-p', 'apps/server/tsconfig.json']],
  ['typecheck apps/web', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']],
  ['prettier', 'npx', ['prettier', '--check', '.']],
  ['eslint', 'npx', ['eslint', '.']],
  ['typecheck apps/admin', 'npx', ['tsc', '-p', 'apps/admin/tsconfig.json']],
  ['typecheck packages/contracts', 'npx', ['tsc', '-p', 'packages/contracts/tsconfig.json']],
  ['typecheck packages/reference-data', 'npx', ['tsc', '-p', 'packages/reference-data/tsconfig.json']],
]);

vitest('unit and API tests (SQLite)', []);

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const { default: pg } = await import('pg');
  const reachable = await canReach(pgUrl, async (url) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    await client.end();
  });
  if (reachable) {
    // Tests that start real server processes run alone afterwards: their start-up (migrating and
    // seeding a schema) would otherwise starve the timing checks of the files running beside them.
    vitest('server API tests (PostgreSQL)', ['--project', 'server', '--exclude', '**/*.processes.test.ts'], {
      TEST_ENGINE: 'postgres',
    });
    // One file at a time: each migrates its own database or schema, and two migrating at once see
    // each other's bookkeeping tables through the search path.
    vitest(
      'server processes (PostgreSQL + Redis)',
      ['--project', 'server', '--no-file-parallelism'],
      { TEST_ENGINE: 'postgres' },
      ['processes.test'],
    );
  } else {
    totals.failed += 1;
    notes.push('PostgreSQL at TEST_DATABASE_URL is unreachable');
  }
} else {
  console.log(
    '\n── PostgreSQL suite skipped: TEST_DATABASE_URL is not set (.ci/run sets it to 127.0.0.1:5432/test) ──',
  );
}
if (process.env.TEST_REDIS_URL) {
  const { Redis } = await import('ioredis');
  const reachable = await canReach(process.env.TEST_REDIS_URL, async (url) => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    await redis.connect();
    await redis.quit();
  });
  if (!reachable) {
    totals.failed += 1;
    notes.push('Redis at TEST_REDIS_URL is unreachable');
  }
} else {
  console.log('── Redis suite skipped: TEST_REDIS_URL is not set ──');
}

// End-to-end: the built app on a fresh SQLite database, driven by Debian's Chromium.
if (!existsSync(process.env.CHROMIUM ?? '/usr/bin/chromium')) {
  totals.failed += 1;
  notes.push('end-to-end suite cannot run: /usr/bin/chromium is missing (.ci/run installs it)');
} else if (!run('build', 'npm', ['run', 'build', '--silent'])) {
  totals.failed += 1;
  notes.push('build failed');
} else {
  const port = process.env.E2E_PORT ?? String(await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const server = spawn('node', [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The suite's API helper names each new member's own address (journey-helpers.ts).
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (await waitForHealth(base, server)) {
    vitest('end-to-end tests', ['--config', 'apps/web/e2e/vitest.config.ts'], { E2E_BASE_URL: base });
  } else {
    totals.failed += 1;
    notes.push('end-to-end suite cannot run: the server did not become healthy');
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n── summary (${Math.round((Date.now() - started) / 1000)} s) ──`);
for (const note of notes) console.log(`   ${note}`);
if (totals.skipped) console.log(`   ${totals.skipped} tests skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
