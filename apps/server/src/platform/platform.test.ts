import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantService } from '../modules/merchant/service.js';
import { seedDemoData } from '../seed/seed.js';
import { createTestApp, createTestDatabase, testConfig, testEngine } from '../test/harness.js';
import { createCache } from './cache.js';
import { createDb, migrateToLatest } from './db/kysely.js';
import { createDatabaseImageStorage } from './images/storage.js';
import { createMemoryPubSub } from './pubsub/memory.js';

describe(`migrations on ${testEngine}`, () => {
  it('build every table in an empty database, and a second run changes nothing', async () => {
    const { database, drop } = await createTestDatabase();
    const { db, schema } = await createDb(database);
    try {
      await migrateToLatest(db, schema);
      await migrateToLatest(db, schema);
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining(['merchants', 'images', 'seed_runs']));
      const count = await sql<{ n: number }>`select count(*) as n from merchants`.execute(db);
      expect(Number(count.rows[0]?.n)).toBe(0);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe('demo seed', () => {
  it('is idempotent: seeding twice leaves three merchants', async () => {
    const { database, drop } = await createTestDatabase();
    const { db, schema } = await createDb(database);
    try {
      await migrateToLatest(db, schema);
      const pubsub = createMemoryPubSub();
      const merchants = createMerchantService({ db, cache: await createCache(pubsub), config: testConfig(database) });
      const images = createDatabaseImageStorage(db);
      await seedDemoData({ merchants, images });
      await seedDemoData({ merchants, images });
      expect(await merchants.listMerchants()).toEqual(['456817', '518200', '630900']);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});

describe('HTTP platform', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { database: true, engine: testEngine } });
  });

  it('publishes an OpenAPI document listing our paths and the error catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/business/configure',
        '/api/v1/business/common/{businessNumber}',
        '/api/v1/open/get/address',
        '/api/v1/tripproduct/categorys',
        '/api/v1/query/static/file/{type}/{rtype}/{language}',
      ]),
    );
    expect(doc.info.description).toContain('3002');
  });

  it('serves the docs UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing/here',
      headers: { businessnumber: '456817' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
  });

  it('answers malformed JSON with 2001 and HTTP 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/open/get/address',
      headers: { businessnumber: '456817', 'content-type': 'application/json' },
      payload: '{"ip":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2001);
  });

  it('serves a merchant logo, and resizes it to WebP on request', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/images/merchants/456817/logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const webp = await t.app.inject({ method: 'GET', url: '/images/merchants/456817/logo.svg?h=84&fm=webp' });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('serves only the named sizes (1× and 2×), and answers other sizes with 2001', async () => {
    const common2x = await t.app.inject({
      method: 'GET',
      url: '/images/merchants/456817/logo.svg?w=520&h=390&fm=webp',
    });
    expect(common2x.statusCode).toBe(200);
    const odd = await t.app.inject({ method: 'GET', url: '/images/merchants/456817/logo.svg?w=123&h=45' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 2001, data: { field: 'w' } });
  });

  it('answers a missing image with 3004 and a bad size with 2001', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/images/none.png' })).json().code).toBe(3004);
    const bad = await t.app.inject({ method: 'GET', url: '/images/merchants/456817/logo.svg?w=99999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(2001);
  });

  it('finishes an in-flight request when closing, then refuses new ones', async () => {
    const { app, close } = await createTestApp();
    app.get('/api/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { code: 0, message: 'success', data: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 50));
    const closing = close();
    expect(await inFlight).toMatchObject({ data: 'done' });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
