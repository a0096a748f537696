import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';
import { openApiOf, operationsOf, type ApiOperation } from '../../test/probes/openapi.js';
import { loginStaff } from '../../test/staff.js';

/**
 * The back office's routes, from the OpenAPI document (a route added tomorrow is covered too):
 * each one marked as needing a bearer token checks a staff token before the request is
 * validated — nobody gets 1005, a member's token gets 1005 (DESIGN §5: a member token never opens
 * the admin API), an ended staff session gets 1006 — and no admin route is open without being
 * one of the sign-in steps listed here.
 */
const PUBLIC = [
  'POST /api/admin/v1/auth/login',
  'POST /api/admin/v1/auth/password/forgot',
  'POST /api/admin/v1/auth/password/reset',
  'POST /api/admin/v1/auth/invite/accept',
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: ApiOperation[];
let member: Record<string, string>;
let ended: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operations = operationsOf(openApiOf(t.app), '/api/admin/v1/');
  member = (await registerMember(t.app)).headers;
  const staff = await loginStaff(t.app);
  const out = await t.app.inject({ method: 'POST', url: '/api/admin/v1/auth/logout', headers: staff.headers });
  expect(out.statusCode).toBe(200);
  ended = staff.headers;
}, 60_000);
afterAll(() => t.close());

/** The operation called with a path parameter and a body no schema accepts. */
const invalidCall = (operation: ApiOperation, headers: Record<string, string>) =>
  t.app.inject({
    method: operation.method,
    url: operation.path.replace(/\{\w+\}/g, 'x'),
    headers: { ...headers, 'content-type': 'application/json' },
    ...(operation.method === 'GET' ? {} : { payload: '123' }),
  });

describe('admin routes', () => {
  it('need a staff token, except the sign-in steps', () => {
    expect(operations.length).toBeGreaterThan(10);
    const open = operations.filter((op) => !op.secured).map((op) => op.key);
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it.each([
    ['no token', () => ({}), 1005],
    ['a member token', () => member, 1005],
    ['an ended staff session', () => ended, 1006],
  ] as const)('answer %s with an invalid body 401 %i, not 2001', async (_, headers, code) => {
    const wrong: string[] = [];
    for (const operation of operations.filter((op) => op.secured)) {
      const res = await invalidCall(operation, headers());
      if (res.statusCode !== 401 || res.json().code !== code) wrong.push(`${operation.key} → ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
