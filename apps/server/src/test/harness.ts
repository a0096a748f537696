import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config, type DatabaseConfig } from '../config.js';

/** Which engine the server suites run on: PostgreSQL when TEST_ENGINE=postgres, else SQLite. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A database of its own for one test file: a temporary SQLite file or a fresh PostgreSQL schema —
 * or, with `seeded`, a copy of the run's database already migrated and seeded with the demo
 * merchants (seeded-template.ts), which the app then finds seeded.
 */
export async function createTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<{
  database: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  const template = seeded ? inject('seededTemplate') : null;
  if (template) return copyOf(template);
  if (testEngine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    return {
      database: { engine: 'postgres', url, schema },
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  return {
    database: { engine: 'sqlite', file: path.join(dir, 'test.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function copyOf(template: DatabaseConfig): Promise<{ database: DatabaseConfig; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  if (template.engine === 'postgres') {
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    const from = new URL(template.url).pathname.slice(1);
    await admin(`create database ${name} template ${from}`);
    return {
      database: { engine: 'postgres', url: databaseUrl(template.url, name) },
      drop: () => admin(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  const file = path.join(dir, 'test.db');
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(template.file + suffix)) copyFileSync(template.file + suffix, file + suffix);
  }
  return { database: { engine: 'sqlite', file }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export function testConfig(database: DatabaseConfig, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    // Rebuildable caches (resized images) go to a temporary folder, never the project's data/.
    dataDir: path.join(tmpdir(), 'storefront-test-data'),
    // Tests read their own writes at once; the answer cache has tests of its own.
    answerCacheMs: 0,
    ...overrides,
  };
}

/** The real app on a database of its own, seeded with the demo merchants. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<{
  app: FastifyInstance;
  /** The app's database, for tests that set up what no API can (a session near its end). */
  database: DatabaseConfig;
  close: () => Promise<void>;
}> {
  // A production start seeds no demo owners, so it starts from an empty database as before.
  const seeded = overrides.seedDemo !== false && overrides.env === undefined;
  const { database, drop } = await createTestDatabase({ seeded });
  const app = await buildApp(testConfig(database, overrides));
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Standard storefront headers for a merchant; pass undefined values to leave a header out. */
export function storefrontHeaders(businessNumber: string | undefined = '456817', extra: Record<string, string> = {}) {
  return { ...(businessNumber === undefined ? {} : { businessnumber: businessNumber }), ...extra };
}
