import type { FastifyReply } from 'fastify';

/**
 * Ready-made JSON answers of public, read-heavy searches (product listing, hotel search), kept
 * for a minute. A popular listing is asked for many times a second by visitors who all get
 * the same page, so it is built once and sent as text. Stock and prices are checked again when a
 * visitor opens a product, quotes or books, so a listing up to `ttlMs + graceMs` old is safe
 * (docs/decisions.md, platform: "answer cache").
 *
 * - Per process and rebuildable (DESIGN §1): nothing here is the only copy of anything.
 * - Bounded by bytes, least recently used out first.
 * - One build per key at a time: concurrent askers of a missing key share it.
 * - Stale-while-revalidate: for `graceMs` after expiry the old text is still sent while one
 *   rebuild runs, so an expiry never stalls a burst of askers.
 * - Errors are not cached: a refused request is refused again by the next build.
 */
export interface AnswerCache {
  /** The JSON text of `build()`'s answer for `key`, built at most once per ttl. */
  json(key: string, build: () => Promise<unknown>): Promise<string>;
}

export type AnswerCacheOptions = { ttlMs: number; graceMs: number; maxBytes: number; now?: () => number };

type Entry = { text: string; bytes: number; builtAt: number };

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<string>>();
  let bytes = 0;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function keep(key: string, entry: Entry) {
    forget(key);
    if (entry.bytes > options.maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // Map order is insertion order and hits re-insert, so the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  function rebuild(key: string, build: () => Promise<unknown>): Promise<string> {
    const running = building.get(key);
    if (running) return running;
    const promise = build()
      .then((answer) => {
        const text = JSON.stringify(answer);
        // UTF-16 in memory: two bytes per code unit.
        keep(key, { text, bytes: text.length * 2, builtAt: now() });
        return text;
      })
      .finally(() => building.delete(key));
    building.set(key, promise);
    return promise;
  }

  return {
    async json(key, build) {
      if (options.ttlMs <= 0) return JSON.stringify(await build());
      const entry = entries.get(key);
      const age = entry ? now() - entry.builtAt : Infinity;
      if (!entry || age > options.ttlMs + options.graceMs) return rebuild(key, build);
      entries.delete(key);
      entries.set(key, entry);
      // Past ttl, within grace: answer with the old text while one rebuild runs; if that rebuild
      // fails, the old text is still sent until grace ends, then askers wait for a build again.
      if (age > options.ttlMs) rebuild(key, build).catch(() => undefined);
      return entry.text;
    },
  };
}

/** Sends JSON text as it is (no second serialisation; the route's response schema still documents it). */
export function sendJsonText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
