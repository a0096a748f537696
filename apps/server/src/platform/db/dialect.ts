import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Db } from './kysely.js';

/** True when the database answers a trivial query (health check). */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The binary column type of the engine behind `db` (for migrations). */
export function binaryColumnType(db: Kysely<unknown>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
}

/**
 * Adds an auto-numbered `id` primary key: an identity column on PostgreSQL, the rowid alias
 * (`integer primary key autoincrement`) on SQLite.
 */
export function withIdColumn<T extends string, C extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'id'> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
