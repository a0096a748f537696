import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// dist/main.js as the build copies it, beside a bundle of our own: what the loader gives the
// bundle, and when it saves, keeps or replaces V8's code cache of it.
const LOADER = path.join(import.meta.dirname, 'load-server.mjs');

/** A bundle that reports what the CommonJS wrapper gave it; `extra` makes another bundle. */
const bundleOf = (extra = '') =>
  `'use strict';
const strict = (function () { return this === undefined; })();
const joined = require('node:path').join('a', 'b');
console.log(JSON.stringify({ strict, joined, file: __filename, dir: __dirname, exports: module.exports === exports }));
${extra}
`;

let dir: string;
const bundle = () => path.join(dir, 'server.cjs');
const cache = () => path.join(dir, 'server.cjs.cache');
const run = () => {
  const result = spawnSync(process.execPath, [path.join(dir, 'main.js')], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'load-server-'));
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  copyFileSync(LOADER, path.join(dir, 'main.js'));
  writeFileSync(bundle(), bundleOf());
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the server bundle loader', () => {
  it('runs the bundle as a strict CommonJS module of its own file', () => {
    expect(run()).toEqual({ strict: true, joined: path.join('a', 'b'), file: bundle(), dir, exports: true });
  });

  it('saves the code cache at the first exit and keeps an accepted one as it is', () => {
    expect(existsSync(cache())).toBe(false);
    run();
    const saved = readFileSync(cache());
    expect(saved.length).toBeGreaterThan(0);
    const savedAt = statSync(cache()).mtimeMs;
    run();
    expect(statSync(cache()).mtimeMs).toBe(savedAt);
    expect(readFileSync(cache()).equals(saved)).toBe(true);
  });

  it("replaces a cache V8 rejects (another bundle's) with this run's code", () => {
    run();
    const first = readFileSync(cache());
    writeFileSync(bundle(), bundleOf('const more = [1, 2, 3].map((n) => n * 2); void more;'));
    run();
    const second = readFileSync(cache());
    expect(second.equals(first)).toBe(false);
    const savedAt = statSync(cache()).mtimeMs;
    run();
    expect(statSync(cache()).mtimeMs).toBe(savedAt);
  });

  it('runs past a damaged cache and replaces it', () => {
    writeFileSync(cache(), 'not a code cache');
    expect(run()).toMatchObject({ strict: true, file: bundle() });
    expect(readFileSync(cache(), 'utf8')).not.toBe('not a code cache');
  });
});
