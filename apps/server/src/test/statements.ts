import { observeQueries } from '../platform/db/kysely.js';

/** Runs `work` and answers the SQL statements the database ran meanwhile (N+1 checks). */
export async function recordStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = observeQueries((sql) => statements.push(sql));
  try {
    const result = await work();
    return { result, statements };
  } finally {
    stop();
  }
}
