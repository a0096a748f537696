import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';
import { openApiOf, operationsOf, type ApiOperation } from '../../test/probes/openapi.js';

/**
 * Member-only routes check the token before the request is validated, on every route the
 * OpenAPI document marks as needing a bearer token under /api/v1 (the back office's are staff
 * routes: platform/auth/staff-routes.test.ts): the list comes from the app, so a route added
 * tomorrow is covered without a test of its own.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: ApiOperation[];
let live: Record<string, string>;
let ended: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operations = operationsOf(openApiOf(t.app), '/api/v1/').filter((operation) => operation.secured);
  live = (await registerMember(t.app)).headers;
  ended = (await registerMember(t.app)).headers;
  const logout = await t.app.inject({ method: 'POST', url: '/api/v1/identity/logout', headers: ended });
  expect(logout.statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

const routeOf = (operation: ApiOperation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The operation called with a path parameter and a body no schema accepts. */
const invalidCall = (operation: ApiOperation, headers: Record<string, string>) =>
  t.app.inject({
    method: operation.method,
    url: operation.path.replace(/\{\w+\}/g, 'x'),
    headers: { ...headers, 'content-type': 'application/json' },
    ...(operation.method === 'GET' ? {} : { payload: '123' }),
  });

describe('member-only routes', () => {
  it('are the routes the OpenAPI document marks as needing a bearer token', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map(routeOf).sort()).toEqual([...t.app.memberRoutes].sort());
  });

  it('answer an anonymous call with an invalid body 1005, not 2001', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const res = await invalidCall(operation, { businessnumber: '456817' });
      if (res.statusCode !== 401 || res.json().code !== 1005) wrong.push(`${operation.key} → ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answer an ended session with an invalid body 1006', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const res = await invalidCall(operation, ended);
      if (res.statusCode !== 401 || res.json().code !== 1006) wrong.push(`${operation.key} → ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('still validate the body of a logged-in member (2001): the calls above were invalid', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => o.body)) {
      const res = await invalidCall(operation, live);
      if (res.statusCode !== 400) wrong.push(`${operation.key} → ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
