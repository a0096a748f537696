import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import {
  completionPayload,
  encrypt,
  latestCode,
  loginByEmailCode,
  registerMember,
  uniqueEmail,
} from '../../test/members.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipSequence = 0;
/** Each test speaks from its own address so per-IP limits never leak between tests. */
const freshIp = () => `198.51.100.${++ipSequence}`;

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = { businessnumber: '456817' },
  ip = freshIp(),
) => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const put = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, payload, headers });
const load = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/account/load', headers });

describe('sending a login code', () => {
  it('sends a 6-digit code by email, readable in the dev outbox', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v1/identity/send/emailcode', { email, type: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', data: true });
    expect(await latestCode(t.app, email)).toMatch(/^\d{6}$/);
  });

  it('sends a code by SMS to a phone valid for its dialling code', async () => {
    const res = await post('/api/v1/identity/send/phonecode', { phone: '0412 345 678', country: 61, type: 1 });
    expect(res.statusCode).toBe(200);
    expect(await latestCode(t.app, '+61 412345678')).toMatch(/^\d{6}$/);
  });

  it('refuses a second code within 60 s with 4291, and allows it after', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    expect((await post('/api/v1/identity/send/emailcode', { email, type: 1 }, undefined, ip)).statusCode).toBe(200);
    const again = await post('/api/v1/identity/send/emailcode', { email, type: 1 }, undefined, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(4291);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await post('/api/v1/identity/send/emailcode', { email, type: 1 }, undefined, ip)).statusCode).toBe(200);
  });

  it('limits codes per IP with 4290', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/v1/identity/send/emailcode', { email: uniqueEmail('ip') }, undefined, ip);
      expect(res.statusCode).toBe(200);
    }
    const res = await post('/api/v1/identity/send/emailcode', { email: uniqueEmail('ip') }, undefined, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(4290);
  });

  it('rejects a malformed email with 2001 naming the field, in the request language', async () => {
    const res = await post(
      '/api/v1/identity/send/emailcode',
      { email: 'not-an-email', type: 1 },
      { businessnumber: '456817', language: 'en-AU' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'email' } });
    expect(res.json().message).toMatch(/email/i);
    expect(res.json().message).not.toContain('form.');
  });

  it('rejects a phone that is not valid for its dialling code', async () => {
    const res = await post('/api/v1/identity/send/phonecode', { phone: '12345', country: 86, type: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'phone' } });
  });

  it('answers unknown merchant and missing header with 3002 and 2002', async () => {
    expect(
      (await post('/api/v1/identity/send/emailcode', { email: uniqueEmail() }, { businessnumber: '1' })).json().code,
    ).toBe(3002);
    expect((await post('/api/v1/identity/send/emailcode', { email: uniqueEmail() }, {})).json().code).toBe(2002);
  });
});

describe('logging in with a code', () => {
  it('registers a new member on first login, who must complete the account (nextPage 1)', async () => {
    const { token, nextPage } = await loginByEmailCode(t.app, uniqueEmail());
    expect(nextPage).toBe(1);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const account = (await load({ businessnumber: '456817', authorization: `Bearer ${token}` })).json().data;
    expect(account.completed).toBe(false);
  });

  it('logs in by phone code', async () => {
    const phone = '0498 765 432';
    await post('/api/v1/identity/send/phonecode', { phone, country: 61, type: 1 });
    const checkCode = await latestCode(t.app, '+61 498765432');
    const res = await post('/api/v1/identity/phonelogon', { phone, country: 61, checkCode });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nextPage).toBe(1);
  });

  it('answers a wrong code with 1010 and tries left, and kills the code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    await post('/api/v1/identity/send/emailcode', { email, type: 1 });
    const right = await latestCode(t.app, email);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await post('/api/v1/identity/emaillogon', { email, checkCode: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 1010, data: { field: 'checkCode' } });
    expect(first.json().message).toContain('还可尝试 4 次');
    for (let i = 0; i < 3; i++) await post('/api/v1/identity/emaillogon', { email, checkCode: wrong });
    expect((await post('/api/v1/identity/emaillogon', { email, checkCode: wrong })).json().code).toBe(1012);
    expect((await post('/api/v1/identity/emaillogon', { email, checkCode: right })).json().code).toBe(1012);
  });

  it('uses a code once: a second login with it answers 1011', async () => {
    const email = uniqueEmail();
    await loginByEmailCode(t.app, email);
    const used = await latestCode(t.app, email);
    const res = await post('/api/v1/identity/emaillogon', { email, checkCode: used });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1011);
  });

  it('answers an expired code (older than 10 minutes) with 1011', async () => {
    const email = uniqueEmail();
    await post('/api/v1/identity/send/emailcode', { email, type: 1 });
    const code = await latestCode(t.app, email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    expect((await post('/api/v1/identity/emaillogon', { email, checkCode: code })).json().code).toBe(1011);
  });

  it("does not accept one merchant's code at another merchant", async () => {
    const email = uniqueEmail();
    await post('/api/v1/identity/send/emailcode', { email, type: 1 });
    const code = await latestCode(t.app, email);
    const res = await post('/api/v1/identity/emaillogon', { email, checkCode: code }, { businessnumber: '518200' });
    expect(res.json().code).toBe(1011);
  });

  it('rejects a malformed code with 2001', async () => {
    const res = await post('/api/v1/identity/emaillogon', { email: uniqueEmail(), checkCode: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'checkCode' } });
  });
});

describe('completing the account', () => {
  it('stores upper-cased trimmed names and makes the next login nextPage 0', async () => {
    const email = uniqueEmail();
    const { token } = await loginByEmailCode(t.app, email);
    const headers = { businessnumber: '456817', authorization: `Bearer ${token}` };
    const res = await post('/api/v1/account/perfect/information', completionPayload(), headers);
    expect(res.statusCode).toBe(200);
    const account = (await load(headers)).json().data;
    expect(account).toMatchObject({
      lastName: 'CHEN',
      firstName: 'MEI',
      appellation: 2,
      nationality: 'AU',
      residency: 'CN',
      completed: true,
      subscribe: 1,
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await loginByEmailCode(t.app, email)).nextPage).toBe(0);
  });

  it.each([
    ['lastName', { lastName: '陈' }],
    ['firstName', { firstName: 'x'.repeat(101) }],
    ['datebirth', { datebirth: '2015-01-01' }],
    ['datebirth', { datebirth: '2999-01-01' }],
    ['nationality', { nationality: 'ZZ' }],
    ['appellation', { appellation: 3 }],
    ['password', { password: encrypt('short1'), password_two: encrypt('short1') }],
    ['password', { password: encrypt('lettersonly'), password_two: encrypt('lettersonly') }],
    ['password_two', { password_two: encrypt('Different99') }],
  ])('rejects a bad %s with 2001', async (field, change) => {
    const { token } = await loginByEmailCode(t.app, uniqueEmail());
    const headers = { businessnumber: '456817', authorization: `Bearer ${token}` };
    const res = await post('/api/v1/account/perfect/information', { ...completionPayload(), ...change }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
    expect((await load(headers)).json().data.completed).toBe(false);
  });

  it('refuses to complete twice with 4009', async () => {
    const { headers } = await registerMember(t.app);
    const res = await post('/api/v1/account/perfect/information', completionPayload(), headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4009);
  });

  it('needs a token: 1005 without one', async () => {
    const res = await post('/api/v1/account/perfect/information', completionPayload());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1005);
  });
});

describe('logging in with a password', () => {
  it('logs a completed member in with the encrypted password', async () => {
    const { email, password } = await registerMember(t.app);
    const res = await post('/api/v1/identity/login', { userName: email, password: encrypt(password) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nextPage: 0, token: expect.any(String) });
  });

  it('answers a wrong password and an unknown account alike with 1001', async () => {
    const { email } = await registerMember(t.app);
    const wrong = await post('/api/v1/identity/login', { userName: email, password: encrypt('Wrong12345') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe(1001);
    const unknown = await post('/api/v1/identity/login', { userName: uniqueEmail(), password: encrypt('Wrong12345') });
    expect(unknown.json()).toMatchObject({ code: 1001, message: wrong.json().message });
  });

  it('refuses a password that is not transport-encrypted with 2001', async () => {
    const { email, password } = await registerMember(t.app);
    const res = await post('/api/v1/identity/login', { userName: email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'password' } });
  });

  it('answers an account without a password with 1002', async () => {
    const email = uniqueEmail();
    await loginByEmailCode(t.app, email);
    const res = await post('/api/v1/identity/login', { userName: email, password: encrypt('Travel2026') });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1002);
  });

  it('throttles an account after 5 wrong passwords with 4292, even for the right one', async () => {
    const { email, password } = await registerMember(t.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      await post('/api/v1/identity/login', { userName: email, password: encrypt('Wrong12345') }, undefined, ip);
    const res = await post('/api/v1/identity/login', { userName: email, password: encrypt(password) }, undefined, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(4292);
  });
});

describe('sessions', () => {
  it('ends with logout: the token then answers 1006', async () => {
    const { headers } = await registerMember(t.app);
    expect((await post('/api/v1/identity/logout', {}, headers)).statusCode).toBe(200);
    const res = await load(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1006);
  });

  it('answers an unknown token with 1005', async () => {
    const res = await load({ businessnumber: '456817', authorization: 'Bearer not-a-real-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1005);
  });

  it("answers another merchant's token with 1005", async () => {
    const { token } = await registerMember(t.app, '456817');
    const res = await load({ businessnumber: '518200', authorization: `Bearer ${token}` });
    expect(res.json().code).toBe(1005);
  });

  it('expires after 7 days with 1006', async () => {
    const { headers } = await registerMember(t.app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 86_400_000 + 1000 });
    expect((await load(headers)).json().code).toBe(1006);
  });

  it('changing the password ends the other sessions, keeps this one, and the new password works', async () => {
    const { email, password, headers } = await registerMember(t.app);
    const second = (await post('/api/v1/identity/login', { userName: email, password: encrypt(password) })).json().data
      .token;
    const res = await put(
      '/api/v1/account/edit/password',
      { oldPassword: encrypt(password), password: encrypt('NewTrip2027'), password_two: encrypt('NewTrip2027') },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await load({ businessnumber: '456817', authorization: `Bearer ${second}` })).json().code).toBe(1006);
    expect((await load(headers)).statusCode).toBe(200);
    const relogin = await post('/api/v1/identity/login', { userName: email, password: encrypt('NewTrip2027') });
    expect(relogin.json().data.nextPage).toBe(0);
  });

  it('refuses a password change with a wrong current password (1001)', async () => {
    const { headers } = await registerMember(t.app);
    const res = await put(
      '/api/v1/account/edit/password',
      { oldPassword: encrypt('Nope12345'), password: encrypt('NewTrip2027'), password_two: encrypt('NewTrip2027') },
      headers,
    );
    expect(res.json()).toMatchObject({ code: 1001, data: { field: 'oldPassword' } });
  });
});

describe('account', () => {
  it('updates notification choices', async () => {
    const { headers } = await registerMember(t.app);
    expect((await put('/api/v1/account/subscribe', { orderMsg: 0, activityMsg: 1 }, headers)).statusCode).toBe(200);
    expect((await load(headers)).json().data).toMatchObject({ orderMsg: 0, activityMsg: 1, orderEmail: 1 });
  });

  it('rejects a bad subscription flag with 2001', async () => {
    const { headers } = await registerMember(t.app);
    const res = await put('/api/v1/account/subscribe', { orderMsg: 5 }, headers);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'orderMsg' } });
  });

  it('changes the email with a code sent to the new address', async () => {
    const { headers } = await registerMember(t.app);
    const email = uniqueEmail('new');
    expect((await post('/api/v1/identity/emailcode', { email }, headers)).statusCode).toBe(200);
    const checkCode = await latestCode(t.app, email);
    expect((await put('/api/v1/account/edit/email', { email, checkCode }, headers)).statusCode).toBe(200);
    expect((await load(headers)).json().data.email).toBe(email);
  });

  it("refuses another member's email with 4009", async () => {
    const { headers } = await registerMember(t.app);
    const other = await registerMember(t.app);
    await post('/api/v1/identity/emailcode', { email: other.email }, headers);
    const checkCode = await latestCode(t.app, other.email);
    const res = await put('/api/v1/account/edit/email', { email: other.email, checkCode }, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4009);
  });

  it('changes the phone with a code sent to the new number', async () => {
    const { headers } = await registerMember(t.app);
    const phone = '021 555 0199';
    expect((await post('/api/v1/identity/phonecode', { phone, country: 64 }, headers)).statusCode).toBe(200);
    const checkCode = await latestCode(t.app, '+64 215550199');
    expect((await put('/api/v1/account/edit/phone', { phone, country: 64, checkCode }, headers)).statusCode).toBe(200);
    expect((await load(headers)).json().data).toMatchObject({ phone: '215550199', country: 64 });
  });

  it('edits names and details', async () => {
    const { headers } = await registerMember(t.app);
    const res = await put(
      '/api/v1/account/edit/info',
      {
        lastName: 'kim',
        firstName: 'jisoo',
        appellation: 2,
        datebirth: '1988-02-29',
        nationality: 'KR',
        residency: 'AU',
        nickName: 'Jisoo',
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await load(headers)).json().data).toMatchObject({
      lastName: 'KIM',
      firstName: 'JISOO',
      nickName: 'Jisoo',
      nationality: 'KR',
    });
  });
});
