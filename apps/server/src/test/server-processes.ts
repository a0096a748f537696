import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { encryptPassword } from '../platform/crypto/password-transport.js';
import { testEngine } from './harness.js';

/**
 * Two real server processes on one PostgreSQL schema and one Redis (the scale-out path): what one
 * changes, the other can only learn through the database and the Redis backplane, since nothing
 * is shared in memory. Used by the `*.processes.test.ts` files, which the suite runs one at a time
 * in its PostgreSQL pass.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ROOT = path.resolve(import.meta.dirname, '../../../..');
// The development transport key the servers start with (no TRANSPORT_AES_* set).
const TRANSPORT = { key: 'sf-dev-aes-key-1', iv: 'sf-dev-aes-iv-01' };

/** True where both services are configured: the PostgreSQL pass of the suite. */
export const canRunProcesses = testEngine === 'postgres' && !!databaseUrl && !!redisUrl;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One real server process (tsx on the source, as `npm run dev` runs it), healthy before it returns. */
async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server never became healthy');
}

async function onAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Starts two servers on a fresh schema (demo merchants seeded by the first) before the file's
 * tests, and stops them and drops the schema after. `a` and `b` are their base URLs once started.
 */
export function twoServerProcesses(): { a: string; b: string } {
  const schema = `procs_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const servers: ChildProcess[] = [];
  const bases = { a: '', b: '' };

  beforeAll(async () => {
    await onAdmin(`create schema ${schema}`);
    const url = new URL(databaseUrl as string);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl as string, SEED_DEMO: '1' };
    // The first one migrates and seeds; the second starts on what it wrote.
    const first = await startServer(env);
    servers.push(first.child);
    const second = await startServer(env);
    servers.push(second.child);
    bases.a = first.base;
    bases.b = second.base;
  }, 180_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(servers.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await onAdmin(`drop schema if exists ${schema} cascade`);
  });

  return bases;
}

/** The demo owner's back-office bearer headers on the server at `base`. */
export async function demoOwnerHeaders(base: string, merchant: string): Promise<{ authorization: string }> {
  const response = await fetch(`${base}/api/admin/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `owner@${merchant}.example`,
      password: encryptPassword(TRANSPORT, `Demo-${merchant}-owner`),
    }),
  });
  const login = (await response.json()) as { code: number; data: { token: string } };
  if (login.code !== 0) throw new Error(`demo owner login failed with ${login.code}`);
  return { authorization: `Bearer ${login.data.token}` };
}
