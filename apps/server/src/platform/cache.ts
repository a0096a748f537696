import type { PubSub } from './pubsub/pubsub.js';

/**
 * A per-process read cache with expiry. Caches are rebuildable copies (DESIGN §1): a delete is
 * published so every process drops its copy.
 */
export interface Cache {
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

const INVALIDATE_CHANNEL = 'cache.invalidated';
const MAX_ENTRIES = 10_000;

export async function createCache(pubsub: PubSub): Promise<Cache> {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const unsubscribe = await pubsub.subscribe(INVALIDATE_CHANNEL, (key) => entries.delete(key));

  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value as T;
      const value = await load();
      if (value !== undefined) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expires: Date.now() + ttlMs });
      }
      return value;
    },
    async delete(key) {
      entries.delete(key);
      await pubsub.publish(INVALIDATE_CHANNEL, key);
    },
    async close() {
      await unsubscribe();
      entries.clear();
    },
  };
}
