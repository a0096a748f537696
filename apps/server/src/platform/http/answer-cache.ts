import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/**
 * Ready-made JSON answers of public, read-heavy searches (product listing, hotel search), kept
 * for a minute. A popular listing is asked for many times a second by visitors who all get
 * the same page, so it is built once and kept as the UTF-8 bytes that are sent: a Chinese or
 * Korean answer is a two-byte string in memory, and encoding it again for every asker (its length
 * for the header, then its bytes for the socket) cost a third of a cached answer's time. Stock
 * and prices are checked again when a visitor opens a product, quotes or books, so a listing up
 * to `ttlMs + graceMs` old is safe (docs/decisions.md, platform: "answer cache").
 *
 * - Per process and rebuildable (DESIGN §1): nothing here is the only copy of anything.
 * - Bounded by bytes, least recently used out first.
 * - One build per key at a time: concurrent askers of a missing key share it.
 * - Stale-while-revalidate: for `graceMs` after expiry the old text is still sent while one
 *   rebuild runs, so an expiry never stalls a burst of askers.
 * - Errors are not cached: a refused request is refused again by the next build.
 */
export interface AnswerCache {
  /** The JSON of `build()`'s answer for `key` as UTF-8 bytes, built at most once per ttl. */
  json(key: string, build: () => Promise<unknown>): Promise<Buffer>;
  /** Drops every answer whose key `matches` (a merchant's settings changed); builds under way are not kept. */
  forget(matches: (key: string) => boolean): void;
}

/** How a lookup was answered: fresh bytes, old bytes while a rebuild runs, or a build (joined or new). */
export type AnswerCacheOutcome = 'hit' | 'stale' | 'miss';

export type AnswerCacheOptions = {
  ttlMs: number;
  graceMs: number;
  maxBytes: number;
  now?: () => number;
  /** Told of every lookup (metrics count them); the cache itself knows nothing of metrics. */
  onLookup?: (outcome: AnswerCacheOutcome) => void;
};

type Entry = { json: Buffer; builtAt: number };

/** The build a missing or refreshed key runs (lru-cache's fetch context). */
type Build = () => Promise<unknown>;

export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const now = options.now ?? Date.now;
  // Keys with a build under way. lru-cache's `keys()` skips them, so `forget` looks here too:
  // otherwise a listing built from the old settings would be stored after the forgetting.
  const building = new Set<string>();
  // No ttl inside the LRU: age is judged here from `builtAt`, so an entry within grace can be
  // sent while it is rebuilt. The LRU keeps the byte bound, recency and one build per key.
  const entries = new LRUCache<string, Entry, Build>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxBytes / 4,
    sizeCalculation: (entry) => entry.json.length,
    // While a key is rebuilt, reads see its previous entry instead of nothing.
    allowStale: true,
    // A `forget` during a build still answers that build's askers, but never stores what it
    // built: it may predate the change that asked for the forgetting.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _previous, { context }) => {
      building.add(key);
      try {
        return { json: jsonBytes(await context()), builtAt: now() };
      } finally {
        building.delete(key);
      }
    },
  });

  /** A build the askers wait for (shared by every asker of the key until it ends). */
  async function build(key: string, run: Build): Promise<Buffer> {
    const entry = await entries.fetch(key, { context: run, forceRefresh: true, allowStale: false });
    return (entry as Entry).json;
  }

  return {
    forget(matches) {
      for (const key of [...entries.keys(), ...building]) if (matches(key)) entries.delete(key);
    },
    async json(key, run) {
      if (options.ttlMs <= 0) {
        options.onLookup?.('miss');
        return jsonBytes(await run());
      }
      const entry = entries.get(key);
      const age = entry ? now() - entry.builtAt : Infinity;
      if (!entry || age > options.ttlMs + options.graceMs) {
        options.onLookup?.('miss');
        return build(key, run);
      }
      // Past ttl, within grace: answer with the old bytes while one rebuild runs; if that rebuild
      // fails, the old bytes are still sent until grace ends, then askers wait for a build again.
      if (age > options.ttlMs) {
        options.onLookup?.('stale');
        void entries.fetch(key, { context: run, forceRefresh: true, noDeleteOnFetchRejection: true });
      } else {
        options.onLookup?.('hit');
      }
      return entry.json;
    },
  };
}

const jsonBytes = (answer: unknown) => Buffer.from(JSON.stringify(answer));

const bytesOfOwners = new WeakMap<object, Map<string, Buffer>>();

/**
 * The JSON bytes of an answer that follows from one object that never changes once made — a
 * language's reference data, a merchant as its cache loaded it (a change loads a new object) — by
 * `key` among that object's answers: encoded through the route's response schema once, as the
 * route's serializer would, then reused until the object is dropped. Every page the server renders
 * asks these answers (a language's 948 texts took ~3 ms to check and encode each time).
 */
export function jsonBytesOf<S extends z.ZodType>(
  owner: object,
  key: string,
  schema: S,
  answer: () => z.output<S>,
): Buffer {
  let answers = bytesOfOwners.get(owner);
  if (!answers) bytesOfOwners.set(owner, (answers = new Map()));
  let json = answers.get(key);
  if (!json) answers.set(key, (json = jsonBytes(schema.encode(answer()))));
  return json;
}

/** Sends JSON bytes as they are (no second serialisation; the route's response schema still documents it). */
export function sendJsonBytes(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
