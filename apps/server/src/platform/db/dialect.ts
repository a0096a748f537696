import {
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';

// Typed on any Kysely, not the app's Db: migrations use these helpers, and the module that
// builds the Db runs the migrations.

/** True when the database answers a trivial query (health check). */
export async function pingDatabase<DB>(db: Kysely<DB>): Promise<boolean> {
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

/** Bind parameters per statement stay under SQLite's 32 766 and PostgreSQL's 65 535. */
export const MAX_PARAMS = 30_000;

/** Multi-row inserts within the engines' parameter limits. */
export async function insertInChunks<T extends Record<string, unknown>>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0] as T).length));
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The rows a worker is about to claim: on PostgreSQL locked `FOR UPDATE SKIP LOCKED`, so workers
 * of several processes claiming at once each take other rows instead of waiting on each other;
 * SQLite runs one writer at a time, so there the claiming UPDATE alone is atomic.
 */
export function lockedForClaim<DB, TB extends keyof DB, O>(
  db: Kysely<unknown> | Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate().skipLocked() : query;
}

/**
 * `column in (ids)` as one statement text whatever the number of ids: PostgreSQL takes them as one
 * array parameter (`= any($1)`), so a named statement (postgres-readers.ts) is prepared and
 * planned once for every length of the list instead of once per length; SQLite lists them.
 */
export function idIn<DB>(db: Kysely<DB>, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<SqlBool>`${sql.ref(column)} = any(cast(${[...ids]} as integer[]))`
    : sql<SqlBool>`${sql.ref(column)} in (${sql.join([...ids])})`;
}

/** A list's text as each engine reads it, made once per list (a kept list is asked again and again). */
const listTexts = {
  postgres: new WeakMap<ArrayLike<number>, string>(),
  sqlite: new WeakMap<ArrayLike<number>, string>(),
};

/**
 * `id in (ids)` for lists of hundreds or thousands (a keyword's matches), as one text parameter:
 * PostgreSQL's array literal cast to `integer[]` (`= any`), SQLite's JSON array read by
 * `json_each`. The statement's text stays one whatever the length (a named statement or a
 * reading thread prepares it once) and no statement nears SQLite's parameter limit. The list's
 * text is made once per list object: `pg` would otherwise quote and escape every element of an
 * array parameter at every run (~20 µs for 400 ids).
 */
export function idInMany<DB>(db: Kysely<DB>, id: Expression<number>, ids: ArrayLike<number>): RawBuilder<SqlBool> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const texts = postgres ? listTexts.postgres : listTexts.sqlite;
  let text = texts.get(ids);
  if (text === undefined) {
    const joined = Array.prototype.join.call(ids, ',');
    texts.set(ids, (text = postgres ? `{${joined}}` : `[${joined}]`));
  }
  return postgres
    ? sql<SqlBool>`${id} = any(cast(${text} as integer[]))`
    : sql<SqlBool>`${id} in (select value from json_each(${text}))`;
}

/**
 * An index of `table` on the `keys` that also holds the `covered` columns, so a query reading only
 * those is answered from the index alone: INCLUDEd on PostgreSQL (kept out of the key, as the
 * order needs none of them), key columns after the others on SQLite, which has no INCLUDE.
 * Created only when missing (a migration stopped midway may run again).
 */
export async function createCoveringIndex(
  db: Kysely<unknown>,
  index: { name: string; table: string; keys: readonly string[]; covered: readonly string[] },
): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index if not exists ${sql.id(index.name)} on ${sql.id(index.table)}
      (${sql.join(index.keys.map((c) => sql.ref(c)))}) include (${sql.join(index.covered.map((c) => sql.ref(c)))})`.execute(
      db,
    );
  } else {
    await db.schema
      .createIndex(index.name)
      .ifNotExists()
      .on(index.table)
      .columns([...index.keys, ...index.covered])
      .execute();
  }
}
