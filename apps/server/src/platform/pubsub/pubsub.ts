/** Messages between server processes: in-process by default, Redis when REDIS_URL is set. */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Calls `handler` for every message on `channel`; returns a function that stops it. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Whether the backplane answers now (readiness); absent when it lives in this process. */
  ping?(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's pubsub, for modules that publish events after commit (and tests that stand in for them). */
    pubsub: PubSub;
  }
}
