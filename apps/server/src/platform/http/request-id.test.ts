import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, testConfig, testEngine } from '../../test/harness.js';
import { AppError } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: FastifyInstance;
let drop: () => Promise<void>;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  app = await buildApp(
    testConfig(test.database, {
      seedDemo: false,
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    }),
  );
  // A route that fails the way a bug does, after a service logged through the request's logger
  // (what a service's `ctx.log` is).
  app.get('/api/test/failure', async (request) => {
    request.log.warn('service noticed something');
    throw new Error('boom');
  });
  app.get('/api/test/internal', async () => {
    throw new AppError('internal', 'ledger out of balance');
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe(`request ids on ${testEngine}`, () => {
  it('names every answer with a fresh id when the request brings none', async () => {
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.statusCode).toBe(404);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("keeps a proxy's id when it is a short safe token", async () => {
    const id = 'edge-7f3a.1:42_b';
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces', 'two words'],
    ['quotes and braces', '{"level":60}'],
    ['a forged log line', 'x\\n{"msg":"forged"}'],
  ])('replaces an unsafe incoming id (%s)', async (_, id) => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('puts the id in a 500 answer and on every log line of that request, a service’s included', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/test/failure' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(res.json()).toEqual({ code: 5000, message: expect.any(String), data: { requestId: id } });

    const ofRequest = lines.filter((line) => line.requestId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'service noticed something', 'unhandled error', 'request completed']),
    );
    // Each line names the request once (the request's own logger is not given it twice).
    const raw = JSON.stringify(lines.find((line) => line.msg === 'unhandled error'));
    expect(raw.split('"requestId"').length - 1).toBe(1);
    expect(lines.filter((line) => line.requestId === undefined && line.msg === 'service noticed something')).toEqual(
      [],
    );
  });

  it('puts the id in an internal AppError answer too, beside the log line', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/test/internal', headers: { 'x-request-id': 'trace-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().data).toEqual({ requestId: 'trace-1' });
    expect(lines.some((line) => line.requestId === 'trace-1' && line.level === 50)).toBe(true);
  });

  it('leaves 4xx answers as they were (no id in the body; it is in the header)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/business/configure' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data?.requestId).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
