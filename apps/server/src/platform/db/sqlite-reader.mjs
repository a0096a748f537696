// A SQLite reading thread (sqlite-readers.ts): its own read-only connection to the server's
// database file, answering the statements the main thread sends it with their rows, so that a
// cold listing's or hotel search's statements run beside the main thread's work instead of on it.
// Plain JavaScript: the same file runs from the source tree (tests) and beside the bundled server
// (dist/).
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, pragmas } = workerData;
const db = new SQLite(file, { readonly: true, fileMustExist: true });
for (const pragma of pragmas) db.pragma(pragma);
// As on the main connection: search text is lower-cased like JavaScript does (Île → île).
db.function('unicode_lower', { deterministic: true }, (text) => (typeof text === 'string' ? text.toLowerCase() : text));

/**
 * Prepared statements by their text with their column names, least recently used out first (as on
 * the main connection). Rows leave as arrays: better-sqlite3 builds a row object property by
 * property (a 20-row listing page: 104 µs as objects, 69 µs as arrays), and the main thread
 * makes the objects again from the column names.
 */
const kept = new Map();
const KEPT = 200;

function statementOf(source) {
  const statement = kept.get(source);
  if (statement) {
    kept.delete(source);
    kept.set(source, statement);
    return statement;
  }
  const prepared = db.prepare(source);
  if (!prepared.reader) throw new Error('a reading thread runs statements that return rows only');
  const fresh = { columns: prepared.columns().map((column) => column.name), rows: prepared.raw(true) };
  kept.set(source, fresh);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value);
  return fresh;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const { columns, rows } = statementOf(sql);
    parentPort.postMessage({ id, columns, rows: rows.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
