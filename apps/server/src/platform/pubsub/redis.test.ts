import { describe, expect, it } from 'vitest';
import { createCache } from '../cache.js';
import { createRedisPubSub } from './redis.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis pubsub (TEST_REDIS_URL)', () => {
  it('delivers a message published by one process to another', async () => {
    const a = await createRedisPubSub(redisUrl as string);
    const b = await createRedisPubSub(redisUrl as string);
    try {
      const channel = `test.${Math.random()}`;
      const received = new Promise<string>((resolve) => void b.subscribe(channel, resolve));
      await new Promise((r) => setTimeout(r, 50));
      await a.publish(channel, 'hello');
      expect(await received).toBe('hello');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("drops another process's cached copy when a key is deleted", async () => {
    const pa = await createRedisPubSub(redisUrl as string);
    const pb = await createRedisPubSub(redisUrl as string);
    const a = await createCache(pa);
    const b = await createCache(pb);
    try {
      let version = 1;
      expect(await b.getOrLoad('k', 60_000, async () => version)).toBe(1);
      version = 2;
      await a.delete('k');
      await new Promise((r) => setTimeout(r, 100));
      expect(await b.getOrLoad('k', 60_000, async () => version)).toBe(2);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([pa.close(), pb.close()]);
    }
  });
});
