import { describe, expect, it } from 'vitest';
import { createCache } from './cache.js';
import { createMemoryPubSub } from './pubsub/memory.js';

const counter = () => {
  let loads = 0;
  return {
    get loads() {
      return loads;
    },
    load: async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { version: loads };
    },
  };
};

describe('read cache', () => {
  it('shares one load among concurrent askers of a key, and keeps it for its ttl', async () => {
    const cache = await createCache(createMemoryPubSub());
    const source = counter();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', 60_000, source.load)));
    expect(source.loads).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(await cache.getOrLoad('k', 60_000, source.load)).toBe(a);
    expect(source.loads).toBe(1);
    await cache.close();
  });

  it('loads again once the ttl has passed', async () => {
    const cache = await createCache(createMemoryPubSub());
    const source = counter();
    await cache.getOrLoad('k', 20, source.load);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.getOrLoad('k', 20, source.load)).toEqual({ version: 2 });
    await cache.close();
  });

  it('keeps neither nothing nor a failure: the next asker loads again', async () => {
    const cache = await createCache(createMemoryPubSub());
    let loads = 0;
    expect(await cache.getOrLoad('missing', 60_000, async () => (loads++, undefined))).toBeUndefined();
    expect(await cache.getOrLoad('missing', 60_000, async () => (loads++, undefined))).toBeUndefined();
    const failing = async () => {
      loads += 1;
      throw new Error('database down');
    };
    await expect(cache.getOrLoad('broken', 60_000, failing)).rejects.toThrow('database down');
    expect(await cache.getOrLoad('broken', 60_000, async () => (loads++, 'back'))).toBe('back');
    expect(loads).toBe(4);
    await cache.close();
  });

  it('answers a load that a delete overtook, but does not keep what it read', async () => {
    const cache = await createCache(createMemoryPubSub());
    const source = counter();
    const pending = cache.getOrLoad('k', 60_000, source.load);
    await cache.delete('k');
    expect(await pending).toEqual({ version: 1 });
    expect(await cache.getOrLoad('k', 60_000, source.load)).toEqual({ version: 2 });
    await cache.close();
  });

  it('drops the least recently used key when full, not the oldest', async () => {
    const cache = await createCache(createMemoryPubSub(), { maxEntries: 2 });
    let loads = 0;
    const load = (value: string) => async () => (loads++, value);
    await cache.getOrLoad('a', 60_000, load('a'));
    await cache.getOrLoad('b', 60_000, load('b'));
    await cache.getOrLoad('a', 60_000, load('a'));
    await cache.getOrLoad('c', 60_000, load('c'));
    expect(loads).toBe(3);
    await cache.getOrLoad('a', 60_000, load('a'));
    expect(loads).toBe(3);
    await cache.getOrLoad('b', 60_000, load('b'));
    expect(loads).toBe(4);
    await cache.close();
  });

  it("drops every process's copy of a deleted key (through the pubsub)", async () => {
    const pubsub = createMemoryPubSub();
    const [one, two] = await Promise.all([createCache(pubsub), createCache(pubsub)]);
    let version = 1;
    expect(await two.getOrLoad('k', 60_000, async () => version)).toBe(1);
    version = 2;
    await one.delete('k');
    expect(await two.getOrLoad('k', 60_000, async () => version)).toBe(2);
    await Promise.all([one.close(), two.close()]);
  });

  it("counts the deletions it has seen, its own and other processes', so copies kept elsewhere know to go", async () => {
    const pubsub = createMemoryPubSub();
    const [one, two] = await Promise.all([createCache(pubsub), createCache(pubsub)]);
    expect([one.deletionsSeen(), two.deletionsSeen()]).toEqual([0, 0]);
    await one.getOrLoad('k', 60_000, async () => 1);
    expect(one.deletionsSeen()).toBe(0);
    await one.delete('k');
    expect(one.deletionsSeen()).toBeGreaterThan(0);
    await expect.poll(() => two.deletionsSeen()).toBe(1);
    await Promise.all([one.close(), two.close()]);
  });
});
