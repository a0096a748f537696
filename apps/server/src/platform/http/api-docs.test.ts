import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, testConfig, testEngine } from '../../test/harness.js';

describe(`API_DOCS=0 on ${testEngine}`, () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    app = await buildApp(testConfig(test.database, { seedDemo: false, apiDocs: false }));
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml'])('serves no %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3004);
  });

  it('still serves the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
