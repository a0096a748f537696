import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  Kysely,
  type LogEvent,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  type RawBuilder,
  SqliteDialect,
  sql,
} from 'kysely';
import type { DatabaseConfig } from '../../config.js';
import { migrationProvider } from './migrations/index.js';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.js';
import type { Database } from './schema.js';
import { createPostgresReaders } from './postgres-readers.js';
import { createSqliteReaders } from './sqlite-readers.js';

export type Db = Kysely<Database>;
export type Engine = DatabaseConfig['engine'];
/** A PostgreSQL pool's connections right now (for metrics). */
export type PoolStats = { total: number; idle: number; waiting: number };

type QueryObserver = (sql: string, durationMs: number, parameters: readonly unknown[]) => void;
const queryObservers = new Set<QueryObserver>();

/**
 * Calls `observer` with the SQL of every statement the databases of this process run, until the
 * returned function is called. Tests count statements per request with it (no N+1 queries).
 */
export function observeQueries(observer: QueryObserver): () => void {
  queryObservers.add(observer);
  return () => queryObservers.delete(observer);
}

function observed(sql: string, durationMs: number, parameters: readonly unknown[]) {
  for (const observer of queryObservers) observer(sql, durationMs, parameters);
}

const log = (event: LogEvent) => {
  if (queryObservers.size > 0) observed(event.query.sql, event.queryDurationMillis, event.query.parameters);
};

/**
 * How a database's reads outside a transaction run: a SQLite file's reading threads (none in
 * memory), PostgreSQL's named prepared statements.
 */
const readersOf = new WeakMap<Db, { all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> }>();

/**
 * The rows of a read that is not part of a transaction: on a reading thread of a SQLite file
 * (sqlite-readers.ts), as a named prepared statement on PostgreSQL (postgres-readers.ts);
 * otherwise on the connection, as `execute()` would. For the statements that cost the most per
 * request: cold listings, keyword and hotel searches.
 */
export async function readRows<R>(
  db: Db,
  query: { compile(): CompiledQuery<R>; execute(): Promise<R[]> } | RawBuilder<R>,
): Promise<R[]> {
  const readers = db.isTransaction ? undefined : readersOf.get(db);
  if (!readers) return 'isRawBuilder' in query ? (await query.execute(db)).rows : query.execute();
  const { sql: text, parameters } = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  const started = performance.now();
  const rows = (await readers.all(text, parameters)) as R[];
  if (queryObservers.size > 0) observed(text, performance.now() - started, parameters);
  return rows;
}

/**
 * Every SQLite connection's settings, the reading threads' too. Searches read many index pages: a
 * 64 MB page cache, and reads straight from a memory map of the file (no read() call and copy per
 * page). The map is 2 GiB, SQLite's own ceiling: at 256 MB, the 100 000-product benchmark catalog
 * (2.3 GB) was read mostly through read(), and a cold listing's statement took 1.18 ms on average
 * against 0.86 ms mapped (cold hotel search: 5.7 → 4.5 ms of SQL). Mapped pages are the operating
 * system's file cache, not the heap.
 */
const SQLITE_READ_PRAGMAS = ['busy_timeout = 5000', 'cache_size = -65536', 'mmap_size = 2147418112'];

/** Prepared statements kept per SQLite connection (least recently used out first). */
const STATEMENTS_KEPT = 500;

/**
 * Kysely asks better-sqlite3 to prepare every statement it runs, each time. A listing page's
 * statement took as long to prepare (~0.3 ms) as to run, so statements are kept by their text
 * and reused; one still being read (a stream) is never handed out twice. SQLite re-prepares a
 * kept statement itself when the schema changes.
 */
function reusePreparedStatements(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = kept.get(source);
    if (statement && !statement.busy) {
      kept.delete(source);
      kept.set(source, statement);
      return statement;
    }
    const fresh = prepare(source);
    kept.set(source, fresh);
    if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
    return fresh;
  }) as typeof sqlite.prepare;
}

/**
 * Opens the database of the config: a SQLite file (created with its folder) or a PostgreSQL pool.
 * The pg driver is loaded only when used, which keeps an embedded server's memory small.
 */
export async function createDb(
  config: DatabaseConfig,
): Promise<{ db: Db; engine: Engine; schema?: string; poolStats?: () => PoolStats }> {
  if (config.engine === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    for (const pragma of SQLITE_READ_PRAGMAS) sqlite.pragma(pragma);
    // SQLite's lower() folds ASCII only; search text is lower-cased like JavaScript does (Île → île).
    sqlite.function('unicode_lower', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : text,
    );
    reusePreparedStatements(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
    if (config.file !== ':memory:') {
      const readers = createSqliteReaders(path.resolve(config.file), SQLITE_READ_PRAGMAS);
      readersOf.set(db, readers);
      // Kysely's destroy() closes the connection: the reading threads end with it.
      const closeConnection = sqlite.close.bind(sqlite);
      sqlite.close = () => {
        void readers.close();
        return closeConnection();
      };
    }
    return { db, engine: 'sqlite' };
  }
  const { default: pg } = await import('pg');
  // PostgreSQL BIGINT (int8) values are money in minor units: well within Number's safe range.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // No JIT compilation: it pays off for long analytical queries, not for the storefront's short
    // ones. Planned from stale statistics (a bulk load before autovacuum's analyze, which is off on
    // these machines), every run of the listing triggers' statements was compiled first: one
    // merchant's 6 000 tag rows of the benchmark catalog took over 5 minutes instead of seconds.
    options: ['-c jit=off', ...(config.schema ? [`-c search_path=${config.schema}`] : [])].join(' '),
  });
  // A connection that breaks (PostgreSQL restarted, network cut) emits 'error': on the pool when
  // it is idle, on the client when a query holds it. Unheard, either ends the process. The query
  // in flight fails on its own (and its request answers 500), the pool drops the broken client
  // and the next query opens another, while /api/ready reports the outage.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  // The migration bookkeeping belongs to the schema the connection works in. Left to itself, the
  // migrator finds a `kysely_migration` table in any schema of the database (another deployment's
  // or test's sharing it) and then fails on its missing lock table.
  const schema =
    config.schema ?? (await pool.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema;
  const db = new Kysely<Database>({
    dialect: schema ? new OwnSchemaPostgresDialect({ pool }, schema) : new PostgresDialect({ pool }),
    log,
  });
  readersOf.set(db, createPostgresReaders(pool));
  return {
    db,
    engine: 'postgres',
    schema,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Settles a database after a bulk load (the benchmark generators): the query planner's statistics,
 * and on PostgreSQL a vacuum. Without statistics PostgreSQL plans a 2 000-hotel search as scans
 * of whole tables (450 ms instead of 35 ms). Without the vacuum, the 100 000-product catalog's
 * `listing_cards` kept 1 million dead row versions from its triggers (autovacuum is off on the
 * machines' PostgreSQL; a production database's would clear them) and its index-only scans read
 * the table for every row: cold listings ran at 290 req/s, 785 after `vacuum analyze`.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
}

/** Brings the schema up to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  // A PostgreSQL schema of its own (tests) keeps its migration bookkeeping inside it too.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
