import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config, type DatabaseConfig } from '../config.js';

/** Which engine the server suites run on: PostgreSQL when TEST_ENGINE=postgres, else SQLite. */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** A database of its own for one test file: a temporary SQLite file or a fresh PostgreSQL schema. */
export async function createTestDatabase(): Promise<{ database: DatabaseConfig; drop: () => Promise<void> }> {
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
  const { database, drop } = await createTestDatabase();
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
