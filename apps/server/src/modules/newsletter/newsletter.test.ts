import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestDatabase, testConfig } from '../../test/harness.js';
import { uniqueEmail } from '../../test/members.js';

let app: FastifyInstance;
/** A second connection to the test database, to see the rows the sign-ups leave. */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  app = await buildApp(testConfig(test.database));
  db = (await createDb(test.database)).db;
});
afterAll(async () => {
  await db.destroy();
  await app.close();
  await drop();
});

const subscribe = (
  email: string,
  headers: Record<string, string> = { businessnumber: '456817' },
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/operation/subscribe/email/${encodeURIComponent(email)}`,
    headers,
    remoteAddress,
  });

const rowsFor = (email: string) =>
  db
    .selectFrom('newsletter_subscriptions')
    .select(['merchant_number', 'language'])
    .where('email', '=', email)
    .execute();

describe('newsletter sign-up', () => {
  it('takes 10 sign-ups per client IP and hour, then refuses with 4290 and writes nothing', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) expect((await subscribe(uniqueEmail('burst'), undefined, ip)).json().code).toBe(0);
    const email = uniqueEmail('burst');
    const refused = await subscribe(email, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 4290, message: expect.stringContaining('订阅次数过多') });
    expect(await rowsFor(email)).toEqual([]);
    expect((await subscribe(email, undefined, '203.0.113.78')).json().code).toBe(0);
  });

  it('takes exactly 10 of 40 concurrent sign-ups from one client IP', async () => {
    const ip = '203.0.113.90';
    const emails = Array.from({ length: 40 }, () => uniqueEmail('race'));
    const answers = await Promise.all(emails.map((email) => subscribe(email, undefined, ip)));
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === 4290)).toHaveLength(30);
    const written = await db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', 'in', emails)
      .execute();
    expect(written).toHaveLength(10);
  });

  it('signs an address up without a login, in the request language', async () => {
    const email = uniqueEmail('news');
    const res = await subscribe(email, { businessnumber: '456817', language: 'ko-KR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', data: null });
    expect(await rowsFor(email)).toEqual([{ merchant_number: '456817', language: 'ko-KR' }]);
  });

  it('is idempotent: signing up twice (in any letter case) answers 0 both times and keeps one row', async () => {
    const email = uniqueEmail('news');
    expect((await subscribe(email)).json().code).toBe(0);
    expect((await subscribe(email.toUpperCase())).json().code).toBe(0);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('keeps sign-ups per merchant', async () => {
    const email = uniqueEmail('news');
    await subscribe(email, { businessnumber: '456817' });
    await subscribe(email, { businessnumber: '518200' });
    const merchants = (await rowsFor(email)).map((row) => row.merchant_number).sort();
    expect(merchants).toEqual(['456817', '518200']);
  });

  it.each(['not-an-email', 'a@b', 'two words@example.com'])('rejects "%s" with 2001 naming email', async (email) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'email' } });
  });

  it('answers an unknown merchant with 3002 and writes nothing', async () => {
    const email = uniqueEmail('news');
    const res = await subscribe(email, { businessnumber: '1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3002);
    expect(await rowsFor(email)).toEqual([]);
  });
});
