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

  it('looks the client address up in the bundled IP database without a CDN header', async () => {
    const from = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/open/get/address',
        payload: { ip: null },
        headers: storefrontHeaders('456817', { language: 'en-AU' }),
        remoteAddress: ip,
      });
    // Google's public DNS (US) and a New Zealand government address, over IPv4 and IPv6.
    expect((await from('8.8.8.8')).json()).toMatchObject({
      code: 0,
      data: { ip: '8.8.8.8', countryCode: 'US', country: 'United States', source: 'ip-database' },
    });
    expect((await from('202.37.101.1')).json().data).toMatchObject({ countryCode: 'NZ', source: 'ip-database' });
    expect((await from('2001:4860:4860::8888')).json().data).toMatchObject({
      countryCode: 'US',
      source: 'ip-database',
    });
  });

  it('prefers the CDN header to the IP database', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/open/get/address',
      payload: {},
      headers: storefrontHeaders('456817', { 'cloudfront-viewer-country': 'FJ' }),
      remoteAddress: '8.8.8.8',
    });
    expect(res.json().data).toMatchObject({ countryCode: 'FJ', source: 'cdn-header' });
  });

  it('looks up the socket address, not X-Forwarded-For, without TRUST_PROXY', async () => {
    const res = await lookup({}, storefrontHeaders('456817', { 'x-forwarded-for': '8.8.8.8' }));
    expect(res.json().data).toMatchObject({ ip: '203.0.113.9', countryCode: 'AU', source: 'merchant-default' });
  });

  it('answers code 1 when the cached ip is still the visitor ip', async () => {
    const res = await lookup({ ip: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, message: 'unchanged', data: null });
  });

  it('rejects a malformed body with 2001 naming ip', async () => {
    const res = await lookup({ ip: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'ip' } });
    expect(res.json().message).toMatch(/^网络地址：/);
  });

  it('answers unknown merchant, missing header and bad language with their codes', async () => {
    expect((await lookup({}, storefrontHeaders('404404'))).json().code).toBe(3002);
    expect((await lookup({}, {})).json().code).toBe(2002);
    expect((await lookup({}, storefrontHeaders('456817', { language: 'jp' }))).json().code).toBe(2003);
  });
});
