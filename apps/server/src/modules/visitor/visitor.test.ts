import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (payload: unknown, headers: Record<string, string> = storefrontHeaders()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/open/get/address',
    payload: payload as object,
    headers,
    remoteAddress: '203.0.113.9',
  });

describe('POST /api/v1/open/get/address', () => {
  it('uses the CDN country header when present', async () => {
    const res = await lookup({ ip: null }, storefrontHeaders('456817', { 'cf-ipcountry': 'nz', language: 'en-AU' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { countryCode: 'NZ', country: 'New Zealand', source: 'cdn-header' },
    });
  });

  it("falls back to the merchant's home country without a CDN header", async () => {
    const au = (await lookup({ ip: null })).json();
    expect(au).toMatchObject({ code: 0, data: { countryCode: 'AU', source: 'merchant-default', ip: '203.0.113.9' } });
    const kr = (await lookup({}, storefrontHeaders('630900'))).json();
    expect(kr.data.countryCode).toBe('KR');
  });

  it('answers code 1 when the cached ip is still the visitor ip', async () => {
    const res = await lookup({ ip: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, message: 'unchanged', data: null });
  });

  it('rejects a malformed body with 2001 naming ip', async () => {
    const res = await lookup({ ip: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2001);
    expect(res.json().message).toContain('ip');
  });

  it('answers unknown merchant, missing header and bad language with their codes', async () => {
    expect((await lookup({}, storefrontHeaders('404404'))).json().code).toBe(3002);
    expect((await lookup({}, {})).json().code).toBe(2002);
    expect((await lookup({}, storefrontHeaders('456817', { language: 'jp' }))).json().code).toBe(2003);
  });
});
