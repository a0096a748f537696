import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files at once. Vitest's default is one fewer than the cores (one on a two-core machine),
 * but the server files mostly wait — on a copied database, a started app, timers — so one file a
 * core keeps both cores busy (SQLite suite 324 → 197 s on two cores), and on PostgreSQL, where
 * they also wait on the database server, one more (383 → 259 s).
 */
const cores = availableParallelism();
const maxWorkers = process.env.TEST_ENGINE === 'postgres' ? cores + 1 : Math.max(2, cores);

export default defineConfig({
  test: {
    maxWorkers,
    projects: ['packages/contracts', 'packages/reference-data', 'apps/server', 'apps/web', 'apps/admin'],
  },
});
