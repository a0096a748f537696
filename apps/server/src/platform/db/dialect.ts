import { type Kysely, PostgresAdapter, sql } from 'kysely';
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
