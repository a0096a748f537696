import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Threads that read the SQLite database beside the main thread (issue 16). better-sqlite3 runs a
 * statement on the calling thread, so on the main connection a cold listing's or hotel search's
 * statements (0.9–4.5 ms) held the event loop while other requests waited. A reading thread has a
 * read-only connection of its own to the same file; in WAL mode it sees every transaction
 * committed before the statement starts, so a read sent after a write has returned sees it.
 * Only reads outside a transaction go there (readRows in kysely.ts): a transaction's reads stay
 * on its connection, where its own writes are.
 */
export type SqliteReaders = {
  /** The rows of a statement that returns rows, read on one of the threads. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
};

/** A reading thread's answer: the rows as arrays of values in the order of `columns`, or an error. */
type ReaderAnswer = { id: number; columns?: string[]; rows?: unknown[][]; error?: { message: string; code?: string } };

/** Rows as objects by column name, as better-sqlite3 makes them (a repeated name keeps its last value). */
function rowObjects(columns: readonly string[], rows: readonly unknown[][]): Record<string, unknown>[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row;
  });
}

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };
type Reader = { worker: Worker; pending: Map<number, Pending> };

/**
 * One thread per core, at least two and at most four. A cold keyword search's statement (~0.8 ms)
 * is most of its work: with one thread beside the main thread's on two cores, that thread was the
 * bottleneck while the main thread idled half the time; two gave 1 339–1 505 cold keyword
 * searches/s against 1 223–1 253 with one, listings unchanged (docs/decisions.md, session 20).
 */
export const READER_THREADS = Math.min(4, Math.max(2, availableParallelism()));

/** The error a failed read answers with: SQLite's message and code, as on the main connection. */
class SqliteReadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/** Threads for the database `file`, started on the first read, with the main connection's pragmas. */
export function createSqliteReaders(file: string, pragmas: readonly string[], threads = READER_THREADS): SqliteReaders {
  const readers: (Reader | undefined)[] = Array.from({ length: threads }, () => undefined);
  let nextId = 0;
  let closed = false;

  function start(slot: number): Reader {
    const worker = new Worker(new URL('./sqlite-reader.mjs', import.meta.url), { workerData: { file, pragmas } });
    // A reading thread keeps the process alive only while it has reads in hand: a script that
    // forgets to close its database still exits, and one awaiting a read does not exit before it.
    worker.unref();
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', ({ id, columns, rows, error }: ReaderAnswer) => {
      const waiting = reader.pending.get(id);
      if (!waiting) return;
      reader.pending.delete(id);
      if (reader.pending.size === 0) worker.unref();
      if (error) waiting.reject(new SqliteReadError(error.message, error.code));
      else waiting.resolve(rowObjects(columns ?? [], rows ?? []));
    });
    // A thread that fails to start or dies fails its reads; the next read starts another.
    const fail = (error: Error) => {
      if (readers[slot] === reader) readers[slot] = undefined;
      for (const waiting of reader.pending.values()) waiting.reject(error);
      reader.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the SQLite reading thread stopped (exit code ${code})`)));
    readers[slot] = reader;
    return reader;
  }

  /** The thread with the fewest reads in hand (started when its slot is empty). */
  function leastBusy(): Reader {
    let best: Reader | undefined;
    for (let slot = 0; slot < readers.length; slot++) {
      const reader = readers[slot] ?? start(slot);
      if (!best || reader.pending.size < best.pending.size) best = reader;
      if (reader.pending.size === 0) break;
    }
    return best as Reader;
  }

  return {
    all(sql, parameters) {
      if (closed) return Promise.reject(new Error('the database is closed'));
      const reader = leastBusy();
      const id = nextId++;
      return new Promise<unknown[]>((resolve, reject) => {
        if (reader.pending.size === 0) reader.worker.ref();
        reader.pending.set(id, { resolve, reject });
        reader.worker.postMessage({ id, sql, parameters });
      });
    },
    async close() {
      closed = true;
      await Promise.all(readers.map((reader) => reader?.worker.terminate()));
    },
  };
}
