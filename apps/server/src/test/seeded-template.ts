import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.js';
import type { DatabaseConfig } from '../config.js';
import { databaseUrl, testConfig, testEngine } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database migrated and seeded with the demo merchants once per run, for test files to copy. */
    seededTemplate: DatabaseConfig | null;
  }
}

/**
 * Vitest global setup of the server suites: migrating and seeding a database takes 1 to 3 s (more on
 * PostgreSQL), and nearly every test file starts from the same seeded state, so it is built once
 * per run and each file copies it (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL) instead of seeding its own. The copy is the same state a fresh seed gives.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let database: DatabaseConfig;
  let remove: () => Promise<void>;
  if (testEngine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const name = `sf_seeded_${process.pid}_${Date.now().toString(36)}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    database = { engine: 'postgres', url: databaseUrl(url, name) };
    remove = () => admin(`drop database if exists ${name} with (force)`);
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'storefront-seeded-'));
    database = { engine: 'sqlite', file: path.join(dir, 'seeded.db') };
    remove = async () => rmSync(dir, { recursive: true, force: true });
  }
  try {
    const app = await buildApp(testConfig(database));
    await app.close();
  } catch (error) {
    await remove();
    throw error;
  }
  project.provide('seededTemplate', database);
  return remove;
}
