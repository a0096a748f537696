import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';

/** Phones that sign in or receive codes are mobile numbers for their country (an SMS must reach them). */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSequence = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { businessnumber: '456817', ...headers },
    remoteAddress: `203.0.113.${++ipSequence}`,
  });

const LANDLINES = [
  { country: 86, phone: '010 6552 9988', where: 'a Beijing landline' },
  { country: 86, phone: '+861065529988', where: 'a Beijing landline, international form' },
  { country: 61, phone: '02 9374 4000', where: 'a Sydney landline' },
  { country: 61, phone: '1300 975 707', where: 'an Australian shared-cost number' },
  { country: 64, phone: '09 302 0200', where: 'an Auckland landline' },
];
const MOBILES = [
  { country: 86, phone: '138 0013 8000' },
  { country: 86, phone: '+86 139 1099 8877' },
  { country: 61, phone: '0412 345 679' },
  { country: 64, phone: '021 123 4567' },
];

describe(`phone numbers are checked as mobile numbers on ${testEngine}`, () => {
  it.each(LANDLINES)('send/phonecode refuses $where (+$country $phone) with 2001 naming the phone', async (n) => {
    const res = await post(
      '/api/v1/identity/send/phonecode',
      { phone: n.phone, country: n.country, type: 1 },
      { language: 'en-AU' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'phone' } });
    expect(res.json().message).toMatch(/mobile number/);
  });

  it.each(MOBILES)('send/phonecode accepts the mobile +$country $phone', async (n) => {
    const res = await post('/api/v1/identity/send/phonecode', { phone: n.phone, country: n.country, type: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().code).toBe(0);
  });

  it('says why in the shopper language', async () => {
    const res = await post(
      '/api/v1/identity/send/phonecode',
      { phone: '010 6552 9988', country: 86, type: 1 },
      { language: 'zh-CN' },
    );
    expect(res.json().message).toContain('请输入手机号码');
    expect(res.json().message).not.toContain('form.');
  });

  it('refuses a landline at phone login, and as a member’s new phone', async () => {
    const login = await post('/api/v1/identity/phonelogon', {
      phone: '02 9374 4000',
      country: 61,
      checkCode: '123456',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 2001, data: { field: 'phone' } });
    const { headers } = await registerMember(t.app);
    const code = await post('/api/v1/identity/phonecode', { phone: '010 6552 9988', country: 86 }, headers);
    expect(code.json()).toMatchObject({ code: 2001, data: { field: 'phone' } });
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/edit/phone',
      headers,
      payload: { phone: '010 6552 9988', country: 86, checkCode: '123456' },
    });
    expect(edit.json()).toMatchObject({ code: 2001, data: { field: 'phone' } });
  });
});
