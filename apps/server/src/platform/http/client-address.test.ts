import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { uniqueEmail } from '../../test/members.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const subscribe = (t: TestApp, forwardedFor: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/operation/subscribe/email/${encodeURIComponent(uniqueEmail('address'))}`,
    headers: { businessnumber: '456817', 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

/** The address the server takes the visitor for (the visitor module answers it). */
const addressSeen = async (t: TestApp, forwardedFor: string, remoteAddress: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/open/get/address',
    headers: { businessnumber: '456817', 'x-forwarded-for': forwardedFor },
    payload: { ip: null },
    remoteAddress,
  });
  return res.json().data.ip as string;
};

describe(`client address without TRUST_PROXY on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: eleven forwarded addresses from one socket still hit the 10/h newsletter limit', async () => {
    const socket = '198.51.100.20';
    for (let i = 1; i <= 10; i++) expect((await subscribe(t, `203.0.113.${i}`, socket)).statusCode).toBe(200);
    const refused = await subscribe(t, '203.0.113.11', socket);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(4290);
  });

  it('takes the socket peer for the client, whatever the header says', async () => {
    expect(await addressSeen(t, '203.0.113.50', '198.51.100.21')).toBe('198.51.100.21');
  });
});

describe(`client address with TRUST_PROXY=127.0.0.1 on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('counts the forwarded address when the proxy relays: eleven visitors behind it each sign up', async () => {
    for (let i = 1; i <= 11; i++) expect((await subscribe(t, `203.0.113.${i}`, '127.0.0.1')).statusCode).toBe(200);
    expect(await addressSeen(t, '203.0.113.60', '127.0.0.1')).toBe('203.0.113.60');
  });

  it('takes the address the proxy appended, not one the visitor put in front of it', async () => {
    expect(await addressSeen(t, '10.9.9.9, 203.0.113.61', '127.0.0.1')).toBe('203.0.113.61');
  });

  it('ignores the header from a peer that is not the proxy', async () => {
    const socket = '198.51.100.30';
    expect(await addressSeen(t, '203.0.113.70', socket)).toBe(socket);
    for (let i = 1; i <= 10; i++) expect((await subscribe(t, `203.0.114.${i}`, socket)).statusCode).toBe(200);
    expect((await subscribe(t, '203.0.114.11', socket)).statusCode).toBe(429);
  });
});
