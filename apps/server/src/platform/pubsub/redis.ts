import { Redis } from 'ioredis';
import type { PubSub } from './pubsub.js';

/** Redis pubsub: one connection publishes, a second one (in subscriber mode) listens. */
export async function createRedisPubSub(url: string): Promise<PubSub> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<(message: string) => void>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });

  return {
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },
    async ping() {
      // While ioredis reconnects it queues commands; a probe must answer now, not when Redis is back.
      if (publisher.status !== 'ready' || subscriber.status !== 'ready') return false;
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      handlers.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
