#!/usr/bin/env node
// `npm start`: builds only when a source changed since the last build, then runs the server.
// Outside production its JSON log is shown readable (pino-pretty) and one line says where the
// storefront and the back office answer once /api/health does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'apps/server/dist/.built-at');
const production = process.env.NODE_ENV === 'production';

/** What a build reads: sources, configs and the lockfile (a dependency change rebuilds too). */
const INPUTS = [
  'package-lock.json',
  'package.json',
  'scripts/compress-assets.mjs',
  'packages/contracts/src',
  'packages/reference-data/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file changes its folder's time
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(stamp)) return 'no build yet';
  const builtAt = statSync(stamp).mtimeMs;
  const changed = INPUTS.find((input) => newestChange(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed` : null;
}

const reason = needsBuild();
if (reason) {
  console.log(`Building (${reason}) …`);
  const startedAt = new Date();
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The stamp carries the time the build began: a source saved while it ran is newer, so the
  // next start builds again instead of serving a build that missed the change.
  writeFileSync(stamp, startedAt.toISOString() + '\n');
  utimesSync(stamp, startedAt, startedAt);
  console.log(`Built in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`);
}

// dist/main.js keeps V8's code cache of the server bundle beside it (apps/server/src/load-server.mjs).
// The server says when it listens over the IPC channel (main.ts): asking /api/health in a loop
// meant a request for the starting server to answer every 25 ms, on the thread doing the start.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
  cwd: root,
  env: process.env,
  stdio: ['inherit', production ? 'inherit' : 'pipe', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const port = process.env.PORT ?? '3000';
const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';
const base = `http://${host}:${port}`;
server.once('message', () => {
  server.disconnect();
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(`\nStorefront ${base}/  ·  back office ${base}/admin/  ·  ready in ${seconds} s\n`);
});

if (!production) {
  const { default: pretty } = await import('pino-pretty');
  server.stdout.pipe(pretty({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
}
