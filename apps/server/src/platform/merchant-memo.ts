import { LRUCache } from 'lru-cache';

/**
 * Values a merchant's listings and hotel searches keep between requests, least recently used out first, for `ttlMs`
 * (the answer cache's minute; 0 keeps nothing). A change to the merchant's catalog or settings
 * forgets them (`merchant.changed`, heard in every process), and a value worked out before such a
 * forgetting is not kept after it. Keys start with the merchant number and `|`.
 */
export function createMerchantMemo<V extends object | number>(options: {
  ttlMs: number;
  /** At most this many values… */
  max: number;
  /** …or, when given, at most this many bytes by `sizeOf`. */
  maxBytes?: number;
  sizeOf?: (value: V, key: string) => number;
}) {
  const kept =
    options.ttlMs > 0
      ? new LRUCache<string, V>({
          max: options.max,
          ttl: options.ttlMs,
          ...(options.maxBytes !== undefined && options.sizeOf
            ? { maxSize: options.maxBytes, sizeCalculation: options.sizeOf }
            : {}),
        })
      : undefined;
  let forgettings = 0;
  /** Values being worked out, by key: requests that need one meanwhile wait for the same work. */
  const underWay = new Map<string, Promise<V | undefined>>();

  /** The kept value of `key`, if any, and how to keep the one worked out now. */
  function lookUp(key: string | undefined) {
    const startedAt = forgettings;
    const known = key === undefined ? undefined : kept?.get(key);
    return {
      known,
      /** Keeps a value worked out now (a known one is not kept again: its age still counts). */
      keep(value: V) {
        if (key !== undefined && known === undefined && startedAt === forgettings) kept?.set(key, value);
      },
    };
  }

  return {
    lookUp,
    /**
     * The kept value of `key`; else the one being worked out for it; else `work()`'s, kept unless
     * it is undefined. Requests arriving together for a value not kept (a place's first searches
     * after a start or a change) do the work once instead of once each.
     */
    valueOf(key: string, work: () => Promise<V | undefined>): Promise<V | undefined> {
      const { known, keep } = lookUp(key);
      if (known !== undefined) return Promise.resolve(known);
      if (!kept) return work();
      let pending = underWay.get(key);
      if (!pending) {
        const started = work().then((value) => {
          if (value !== undefined) keep(value);
          return value;
        });
        pending = started.finally(() => {
          if (underWay.get(key) === pending) underWay.delete(key);
        });
        underWay.set(key, pending);
      }
      return pending;
    },
    /** Forgets the merchant's values (its catalog or settings changed), and work under way for it. */
    forget(merchantNumber: string) {
      forgettings++;
      for (const key of [...underWay.keys()]) if (key.startsWith(`${merchantNumber}|`)) underWay.delete(key);
      if (!kept) return;
      for (const key of [...kept.keys()]) if (key.startsWith(`${merchantNumber}|`)) kept.delete(key);
    },
  };
}
