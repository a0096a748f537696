import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// apps/server/node-flags.mjs: the V8 flags every launcher runs the built server with.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const { SERVER_NODE_FLAGS } = (await import(pathToFileURL(path.join(ROOT, 'apps/server/node-flags.mjs')).href)) as {
  SERVER_NODE_FLAGS: string[];
};

/**
 * The largest young generation (new space, both semi-spaces) a thread reaches while allocating
 * short-lived objects at a server's rate, in MB.
 */
const CHURN = `
const v8 = require('node:v8');
function churn() {
  let kept = [];
  let largest = 0;
  for (let i = 0; i < 2e6; i++) {
    kept.push({ i, pair: [i, i + 1], text: 'x' + i });
    if (kept.length > 50000) kept = [];
    if (i % 10000 === 0) {
      const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      largest = Math.max(largest, space.space_size);
    }
  }
  return Math.round(largest / 1048576);
}`;

/** The young generation's largest size on the main thread and on a worker thread, Node run with `flags`. */
function youngGenerationMb(flags: string[]): { main: number; thread: number } {
  const worker = `${CHURN}\nrequire('node:worker_threads').parentPort.postMessage(churn());`;
  const script = `${CHURN}
const main = churn();
new (require('node:worker_threads').Worker)(${JSON.stringify(worker)}, { eval: true })
  .on('message', (thread) => console.log(JSON.stringify({ main, thread })));`;
  const result = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as { main: number; thread: number };
}

describe('the server’s V8 flags', () => {
  it('let the main thread and the render and reading threads grow a young generation past V8’s default', () => {
    const byDefault = youngGenerationMb([]);
    const served = youngGenerationMb(SERVER_NODE_FLAGS);
    // V8's default caps each semi-space at 16 MB: 32 MB of new space at most.
    expect(byDefault.main).toBeLessThanOrEqual(32);
    expect(served.main).toBeGreaterThan(32);
    expect(served.thread).toBeGreaterThan(32);
  });

  // Node names none of its threads, so the helpers are counted as the threads a process has beyond
  // those it has besides two helpers (V8 keeps at least one, so there is no process without).
  it.runIf(process.platform === 'linux')('leave V8 one helper thread instead of Node’s four', () => {
    const threads = (flags: string[]) => {
      const script = `console.log(require('node:fs').readdirSync('/proc/self/task').length)`;
      const result = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      return Number(result.stdout.trim());
    };
    const others = threads(['--v8-pool-size=2']) - 2;
    expect(threads([]) - others).toBe(4);
    expect(threads(SERVER_NODE_FLAGS) - others).toBe(1);
  });

  it('are given by every launcher of the built server', () => {
    for (const launcher of ['scripts/start.mjs', 'scripts/test.mjs', 'bench/lib.mjs', 'bench/pages.mjs']) {
      const text = readFileSync(path.join(ROOT, launcher), 'utf8');
      expect(text, launcher).toMatch(/\[\.\.\.SERVER_NODE_FLAGS, [^\]]*dist\/main\.js/);
    }
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const command = ['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'].map((word) => `"${word}"`);
    expect(dockerfile).toContain(`CMD [${command.join(', ')}]`);
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
  });
});
