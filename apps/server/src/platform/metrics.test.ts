import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storefrontHeaders, testEngine } from '../test/harness.js';
import { registerMetrics, type MetricsOptions } from './metrics.js';

/** The samples of a Prometheus text exposition: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    map.set(match[1] as string, Number(match[2]));
  }
  return map;
}

describe(`GET /metrics on ${testEngine}`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let scraped: Map<string, number>;
  let text: string;
  beforeAll(async () => {
    // The answer cache on, as in production, so its lookups are counted.
    t = await createTestApp({ answerCacheMs: 60_000 });
    const listing = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/tripproduct/operation/pagging',
        headers: storefrontHeaders(),
        payload: { pageSize: 3 },
      });
    expect((await listing()).statusCode).toBe(200);
    expect((await listing()).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/tripproduct/detail/PNOSUCH01', headers: storefrontHeaders() });
    await t.app.inject({ method: 'GET', url: '/api/v1/tripproduct/detail/PNOSUCH02', headers: storefrontHeaders() });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/identity/send/emailcode',
      headers: storefrontHeaders(),
      payload: { email: `metrics.${Date.now()}@example.com`, type: 1 },
      remoteAddress: '203.0.113.201',
    });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    text = res.body;
    scraped = samples(text);
  });
  afterAll(() => t.close());

  it('counts requests by route pattern and status, never by raw URL', () => {
    expect(scraped.get('http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(
      scraped.get('http_requests_total{method="POST",route="/api/v1/tripproduct/operation/pagging",status_code="200"}'),
    ).toBe(2);
    const details = [...scraped.keys()].filter((key) => key.includes('/api/v1/tripproduct/detail/'));
    expect(details).toContain(
      'http_requests_total{method="GET",route="/api/v1/tripproduct/detail/:code",status_code="404"}',
    );
    expect(
      scraped.get('http_requests_total{method="GET",route="/api/v1/tripproduct/detail/:code",status_code="404"}'),
    ).toBe(2);
    expect(text).not.toContain('PNOSUCH');
  });

  it('keeps a latency histogram per route', () => {
    const labels = 'method="GET",route="/api/health",status_code="200"';
    expect(scraped.get(`http_request_duration_seconds_count{${labels}}`)).toBe(1);
    expect(scraped.get(`http_request_duration_seconds_bucket{le="10",${labels}}`)).toBe(1);
    expect(scraped.get(`http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThan(0);
  });

  it('counts answer-cache misses and hits', () => {
    expect(scraped.get('storefront_answer_cache_lookups_total{result="miss"}')).toBe(1);
    expect(scraped.get('storefront_answer_cache_lookups_total{result="hit"}')).toBe(1);
  });

  it('reports hub connections, the outbox backlog and (on PostgreSQL) the pool', () => {
    expect(scraped.get('storefront_hub_connections')).toBe(0);
    expect(scraped.get('storefront_outbox_backlog_messages')).toBeGreaterThanOrEqual(1);
    expect(scraped.get('storefront_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    if (testEngine === 'postgres') {
      expect(scraped.get('storefront_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(scraped.has('storefront_db_pool_connections{state="idle"}')).toBe(true);
      expect(scraped.get('storefront_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('storefront_db_pool');
    }
  });

  it("includes Node's process metrics", () => {
    expect(scraped.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(scraped.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('who may scrape /metrics', () => {
  const sources: MetricsOptions['sources'] = {
    hubConnections: () => 3,
    outboxBacklog: async () => ({ count: 0, oldestSentAt: null }),
  };
  const scrape = async (options: Omit<MetricsOptions, 'sources'>, authorization?: string) => {
    const app = Fastify();
    registerMetrics(app, { ...options, sources });
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
    await app.close();
    return res;
  };
  const token = 'scrape-token-0123456789';

  it('anyone outside production without METRICS_TOKEN', async () => {
    const res = await scrape({ env: 'development', token: undefined });
    expect(res.statusCode).toBe(200);
    expect(samples(res.body).get('storefront_hub_connections')).toBe(3);
  });

  it('nobody in production without METRICS_TOKEN (not served)', async () => {
    const res = await scrape({ env: 'production', token: undefined });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
  });

  it.each(['production', 'development'] as const)('in %s with METRICS_TOKEN: only its bearer', async (env) => {
    for (const wrong of [undefined, 'Bearer nope', `Bearer ${token}x`, token, `Basic ${token}`]) {
      const res = await scrape({ env, token }, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().code).toBe(1005);
    }
    const res = await scrape({ env, token }, `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storefront_hub_connections 3');
  });
});
