import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const configure = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/business/configure', headers });

describe('GET /api/v1/business/configure', () => {
  it('returns the default merchant with its seven theme colours and password transport key', async () => {
    const res = await configure(storefrontHeaders('456817'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      number: '456817',
      title: 'Southern Cross Journeys',
      language: 'zh-CN',
      currency: 'CNY',
    });
    expect(Object.keys(body.data.webStyle)).toEqual([
      'firstColor',
      'secondColor',
      'thirdColor',
      'fourthColor',
      'fifthColor',
      'sixthColor',
      'sevenColor',
    ]);
    expect(body.data.passwordTransport.key).toHaveLength(16);
    expect(body.data.logo).toMatch(/^\/images\/merchants\/456817\//);
  });

  it('returns a second merchant with its own look, language, currency and hidden categories', async () => {
    const [a, b] = await Promise.all([configure(storefrontHeaders('456817')), configure(storefrontHeaders('518200'))]);
    const first = a.json().data;
    const second = b.json().data;
    expect(second).toMatchObject({ number: '518200', title: 'Kiwi Trails', language: 'en-AU', currency: 'NZD' });
    expect(second.webStyle.firstColor).not.toBe(first.webStyle.firstColor);
    expect(second.logo).not.toBe(first.logo);
    expect(second.businessCategoryCollection).toEqual([4, 5]);
  });

  it('offers phone login only where phone codes can be sent (PHONE_LOGIN=0: email only)', async () => {
    expect((await configure(storefrontHeaders('456817'))).json().data.loginContacts).toEqual(['email', 'phone']);
    const emailOnly = await createTestApp({ phoneLogin: false });
    try {
      const res = await emailOnly.app.inject({
        method: 'GET',
        url: '/api/v1/business/configure',
        headers: storefrontHeaders('456817'),
      });
      expect(res.json().data.loginContacts).toEqual(['email']);
    } finally {
      await emailOnly.close();
    }
  });

  it('answers an unknown merchant with 3002 and HTTP 404', async () => {
    const res = await configure(storefrontHeaders('999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 3002, message: expect.stringContaining('999999') });
  });

  it('answers a missing businessNumber header with 2002 and HTTP 400', async () => {
    const res = await configure({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2002, data: { field: 'businessNumber' } });
  });

  it('answers a malformed businessNumber with 2005', async () => {
    const res = await configure(storefrontHeaders('45x817'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2005, data: { field: 'businessNumber' } });
  });

  it('answers an unsupported language header with 2003 naming the language', async () => {
    const res = await configure(storefrontHeaders('456817', { language: 'fr-FR' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2003, message: expect.stringContaining('fr-FR') });
  });

  it('answers an unsupported currency header with 2004', async () => {
    const res = await configure(storefrontHeaders('456817', { currency: 'EUR' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2004, data: { field: 'currency' } });
  });

  it('accepts language and currency headers in any case', async () => {
    const res = await configure(storefrontHeaders('456817', { language: 'ko-kr', currency: 'krw' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/v1/business/common/{businessNumber}', () => {
  it('returns logo, title, webLogo, website, filing number and dialling code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/business/common/456817' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      number: '456817',
      webLogo: 1,
      merchantWebsite: 'https://www.southerncross-journeys.example',
      filingNumber: expect.stringContaining('ICP'),
      countryCode: 61,
    });
  });

  it('differs per merchant: no website and no filing number for 630900', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/business/common/630900' });
    expect(res.json().data).toMatchObject({ number: '630900', merchantWebsite: '', filingNumber: '', countryCode: 82 });
  });

  it('answers an unknown merchant with 3002', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/business/common/1234' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3002);
  });

  it('answers a malformed merchant number with 2005', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/business/common/shop-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2005);
  });

  it('answers a bad language with 2003', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/business/common/456817',
      headers: { language: 'xx' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2003);
  });
});
