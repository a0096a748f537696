import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-merchants.js';
import * as m0002 from './0002-identity.js';

/** Every migration, in order. Listed by hand so the bundled server needs no migration folder. */
const migrations: Record<string, Migration> = {
  '0001-merchants': m0001,
  '0002-identity': m0002,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
