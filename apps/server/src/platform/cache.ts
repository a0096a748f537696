import { LRUCache } from 'lru-cache';
import type { PubSub } from './pubsub/pubsub.js';

/**
 * A per-process read cache with expiry. Caches are rebuildable copies (DESIGN §1): a delete is
 * published so every process drops its copy.
 */
export interface Cache {
  /**
   * The value of `key`, loaded by `load` when missing or older than `ttlMs`. Concurrent askers of
   * one key share one load; an undefined value or a failed load is not kept.
   */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  delete(key: string): Promise<void>;
  /**
   * How many deletions this process has seen, its own and other processes': a copy of a cached
   * value kept outside the cache (a render thread's) is to be dropped once this moves.
   */
  deletionsSeen(): number;
  close(): Promise<void>;
}

const INVALIDATE_CHANNEL = 'cache.invalidated';
const MAX_ENTRIES = 10_000;

/** What a load answers; undefined (nothing found) is answered but never kept. */
type Load = () => Promise<NonNullable<unknown> | undefined>;

/** Keeps at most `maxEntries` values, the least recently used going first. */
export async function createCache(
  pubsub: PubSub,
  { maxEntries = MAX_ENTRIES }: { maxEntries?: number } = {},
): Promise<Cache> {
  const entries = new LRUCache<string, NonNullable<unknown>, Load>({
    max: maxEntries,
    fetchMethod: (_key, _stale, { context }) => context(),
    // A delete during a load still answers that load's askers, but never stores what it read:
    // the value may predate the change the delete announced.
    ignoreFetchAbort: true,
  });
  let deletions = 0;
  const unsubscribe = await pubsub.subscribe(INVALIDATE_CHANNEL, (key) => {
    deletions++;
    entries.delete(key);
  });

  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      // A kept value is answered by a plain read: lru-cache's fetch costs several times a get,
      // and every request reads its merchant through here (a get skips expired values too).
      const kept = entries.get(key);
      if (kept !== undefined) return kept as T;
      return (await entries.fetch(key, { ttl: ttlMs, context: load as Load })) as T;
    },
    async delete(key) {
      deletions++;
      entries.delete(key);
      await pubsub.publish(INVALIDATE_CHANNEL, key);
    },
    deletionsSeen: () => deletions,
    async close() {
      await unsubscribe();
      entries.clear();
    },
  };
}
