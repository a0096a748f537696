import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from './db/kysely.js';
import type { AnswerCacheOutcome } from './http/answer-cache.js';

/** What the metrics read when scraped; each is asked at scrape time, never kept up to date. */
export type MetricsSources = {
  /** PostgreSQL pool counts; absent on SQLite (one synchronous connection, nothing to pool). */
  poolStats?: () => PoolStats;
  hubConnections: () => number;
  outboxBacklog: () => Promise<{ count: number; oldestSentAt: string | null }>;
};

export type MetricsOptions = {
  env: 'development' | 'production' | 'test';
  /** With a token, a scrape needs `Authorization: Bearer <token>`; without, only outside production. */
  token: string | undefined;
  sources: MetricsSources;
};

/** Seconds; from a cached answer (~1 ms) to a cold hotel search of a large state (seconds). */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /metrics on the main port. Each app has a registry of its own (tests
 * build many apps in one process). Returns the hook the answer cache reports its lookups to.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const { sources } = options;

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeLabel(request), status_code: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const answerCache = new Counter({
    name: 'storefront_answer_cache_lookups_total',
    help: 'Listing and hotel-search answer cache lookups: hit (fresh), stale (old text sent while rebuilding), miss (built)',
    labelNames: ['result'] as const,
    registers,
  });

  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'storefront_db_pool_connections',
      help: 'PostgreSQL pool connections, open in total and idle among them',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: 'storefront_db_pool_waiting_requests',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers,
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  new Gauge({
    name: 'storefront_hub_connections',
    help: 'Live hub (WebSocket) connections open on this process',
    registers,
    collect() {
      this.set(sources.hubConnections());
    },
  });

  // Both outbox gauges read one query per scrape (the registry collects metrics concurrently).
  // With the database down they keep their last values: the scrape must still answer then.
  const outbox = sharedWhileRunning(() => sources.outboxBacklog().catch(() => undefined));
  new Gauge({
    name: 'storefront_outbox_backlog_messages',
    help: 'Delivery jobs (mail, SMS, refunds) queued and not yet delivered, given-up ones aside',
    registers,
    async collect() {
      const backlog = await outbox();
      if (backlog) this.set(backlog.count);
    },
  });
  new Gauge({
    name: 'storefront_outbox_oldest_age_seconds',
    help: 'Age of the oldest undelivered delivery job (0 when none is waiting)',
    registers,
    async collect() {
      const backlog = await outbox();
      if (!backlog) return;
      const { oldestSentAt } = backlog;
      this.set(oldestSentAt ? Math.max(0, (Date.now() - Date.parse(oldestSentAt)) / 1000) : 0);
    },
  });

  const access = options.token ? 'token' : options.env === 'production' ? 'off' : 'open';
  const tokenDigest = options.token ? digest(options.token) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (access === 'off') {
      return reply
        .status(404)
        .send({ code: ERROR_CODES.notFound.code, message: 'No route GET /metrics (set METRICS_TOKEN)', data: null });
    }
    if (tokenDigest && !bearerMatches(request.headers.authorization, tokenDigest)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({
        code: ERROR_CODES.invalidToken.code,
        message: 'Scraping /metrics needs Authorization: Bearer <METRICS_TOKEN>',
        data: null,
      });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });

  return {
    answerCacheLookup: (outcome: AnswerCacheOutcome) => answerCache.inc({ result: outcome }),
  };
}

/**
 * The route pattern, never the URL (one series per route, whatever ids and queries come in).
 * Each built asset is a route of its own (the static plugin registers them one by one): one label.
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  return route.startsWith('/assets/') ? '/assets/*' : route;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/** Calls share one running promise of `load`, and the next call after it settles starts anew. */
function sharedWhileRunning<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= load().finally(() => {
      running = undefined;
    }));
}
