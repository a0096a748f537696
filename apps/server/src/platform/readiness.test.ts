import { createServer, connect, type Server, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, testConfig, testEngine } from '../test/harness.js';
import { waitFor } from '../test/hub-clients.js';
import { holdPortWhileStarting, readinessRoute } from './readiness.js';

/**
 * A TCP relay in front of PostgreSQL or Redis that a test can cut and mend: the outage the app
 * sees is real (connections reset, new ones refused) and nothing real is stopped.
 */
async function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  await open();
  const cut = () =>
    new Promise<void>((resolve) => {
      server?.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const urlOf = (original: string) => {
    const url = new URL(original);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  return { cut, mend: open, urlOf };
}

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/ready' });

describe(`GET /api/ready on ${testEngine}`, () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    app = await buildApp(testConfig(test.database, { seedDemo: false }));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('answers 200 when the database answers; /api/health (liveness) stays as it was', async () => {
    const res = await ready(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'ready', data: { database: true } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      code: 0,
      data: { database: true, engine: testEngine },
    });
  });
});

describe('readiness probes', () => {
  it('answers 503 naming each dependency that is down or does not answer in time', async () => {
    const app = Fastify();
    readinessRoute(
      app,
      [
        { name: 'database', ping: async () => true },
        { name: 'redis', ping: () => new Promise<boolean>(() => undefined) },
        { name: 'search', ping: async () => Promise.reject(new Error('refused')) },
      ],
      50,
    );
    const res = await ready(app);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      code: 5000,
      message: 'not ready: redis, search unreachable',
      data: { database: true, redis: false, search: false },
    });
    await app.close();
  });

  it('answers 503 "starting" on the port while the app is built (migrations), then frees the port', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const release = await holdPortWhileStarting({ port, host: '127.0.0.1' });
    for (const path of ['/api/ready', '/api/health', '/api/v1/business/configure']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 5000, message: expect.stringContaining('starting') });
    }
    await release();
    const app = Fastify();
    await app.listen({ port, host: '127.0.0.1' });
    await app.close();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('GET /api/ready with Redis', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let redis: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    redis = await relay(new URL(process.env.TEST_REDIS_URL as string));
    app = await buildApp(
      testConfig(test.database, { seedDemo: false, redisUrl: redis.urlOf(process.env.TEST_REDIS_URL as string) }),
    );
  });
  afterAll(async () => {
    await redis.mend().catch(() => undefined);
    await app.close();
    await drop();
  });

  it('answers 503 while Redis is unreachable and 200 once it is back, the process staying up', async () => {
    expect((await ready(app)).json()).toEqual({ code: 0, message: 'ready', data: { database: true, redis: true } });
    await redis.cut();
    const down = await ready(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ message: 'not ready: redis unreachable', data: { redis: false } });
    await redis.mend();
    let status = 0;
    await waitFor(() => {
      void ready(app).then((res) => (status = res.statusCode));
      return status === 200;
    }, 15_000);
  });
});

describe.skipIf(testEngine !== 'postgres')('GET /api/ready with PostgreSQL unreachable', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let database: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    if (test.database.engine !== 'postgres') throw new Error('PostgreSQL only');
    database = await relay(new URL(test.database.url));
    app = await buildApp(testConfig({ ...test.database, url: database.urlOf(test.database.url) }, { seedDemo: false }));
  });
  afterAll(async () => {
    await database.mend().catch(() => undefined);
    await app.close();
    await drop();
  });

  it('answers 503 while the database is unreachable and 200 once it is back', async () => {
    expect((await ready(app)).statusCode).toBe(200);
    await database.cut();
    const down = await ready(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ message: 'not ready: database unreachable', data: { database: false } });
    await database.mend();
    expect((await ready(app)).statusCode).toBe(200);
  });
});
