import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { closed, listen, loginAgain, nextCall, signalrClient } from '../../test/hub-clients.js';
import { encrypt, latestCode, registerMember, uniqueEmail } from '../../test/members.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
const clients: HubConnection[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

let ipSequence = 0;
/** Each test speaks from its own address so per-IP limits never leak between tests. */
const freshIp = () => `203.0.113.${++ipSequence}`;
const shop = (merchant = '456817'): Record<string, string> => ({ businessnumber: merchant });

const post = (url: string, payload: object, headers = shop(), ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const sendResetCode = (email: string, headers = shop(), ip = freshIp()) =>
  post('/api/v1/identity/send/emailcode', { email, type: 2 }, headers, ip);
const reset = (userName: string, code: string, password: string, headers = shop(), extra: object = {}) =>
  post('/api/v1/identity/password/reset', { userName, code, password: encrypt(password), ...extra }, headers);
const login = (userName: string, password: string, headers = shop()) =>
  post('/api/v1/identity/login', { userName, password: encrypt(password) }, headers);
const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
    subject: string;
  }[];
/** A code that is not the one sent (the sent one with its last digit turned). */
const otherThan = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

describe(`password reset by a code sent with type 2 on ${testEngine}`, () => {
  it('sets the new password, ends every session and forces live connections offline', async () => {
    const member = await registerMember(t.app);
    const second = await loginAgain(t.app, member.email, member.password);
    const connection = signalrClient(base, second);
    clients.push(connection);
    await connection.start();
    const notice = nextCall(connection, 'ForceOffline');
    const ended = closed(connection);

    const sent = await sendResetCode(member.email, { ...shop(), language: 'en-AU' });
    expect(sent.json()).toEqual({ code: 0, message: 'success', data: true });
    const [mail] = await outbox(member.email);
    expect(mail?.subject).toMatch(/reset your password/);
    const code = await latestCode(t.app, member.email);
    const res = await reset(member.email, code, 'Forgot2027');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', data: true });

    expect(await notice).toEqual({ MessageKey: 'ForceOffline', Data: { reason: 'password-reset' } });
    await ended;
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    for (const token of [member.token, second]) {
      const load = await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/load',
        headers: { ...shop(), authorization: `Bearer ${token}` },
      });
      expect(load.json().code).toBe(1006);
    }
    expect((await login(member.email, member.password)).json().code).toBe(1001);
    const fresh = await login(member.email, 'Forgot2027');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ nextPage: 0 });
  });

  it('lets the new password in at once after wrong passwords from the same address', async () => {
    const member = await registerMember(t.app);
    const ip = freshIp();
    const wrong = () =>
      post('/api/v1/identity/login', { userName: member.email, password: encrypt('Nope12345') }, shop(), ip);
    for (let i = 0; i < 5; i++) await wrong();
    expect((await wrong()).json().code).toBe(4292);
    await sendResetCode(member.email, shop(), ip);
    const code = await latestCode(t.app, member.email);
    const res = await post(
      '/api/v1/identity/password/reset',
      { userName: member.email, code, password: encrypt('Forgot2027') },
      shop(),
      ip,
    );
    expect(res.statusCode).toBe(200);
    const again = await post(
      '/api/v1/identity/login',
      { userName: member.email, password: encrypt('Forgot2027') },
      shop(),
      ip,
    );
    expect(again.json().code).toBe(0);
  });

  it('resets by a code sent by SMS, for an account made by phone', async () => {
    const phone = '0412 555 017';
    await post('/api/v1/identity/send/phonecode', { phone, country: 61, type: 1 });
    const logon = await post('/api/v1/identity/phonelogon', {
      phone,
      country: 61,
      checkCode: await latestCode(t.app, '+61 412555017'),
    });
    expect(logon.json().code).toBe(0);
    const sent = await post('/api/v1/identity/send/phonecode', { phone, country: 61, type: 2 });
    expect(sent.json()).toMatchObject({ code: 0, data: true });
    const code = await latestCode(t.app, '+61 412555017');
    expect((await reset(phone, code, 'Phone2027', shop(), { country: 61 })).json().code).toBe(0);
    const res = await post('/api/v1/identity/login', { userName: phone, country: 61, password: encrypt('Phone2027') });
    expect(res.json()).toMatchObject({ code: 0, data: { nextPage: 1 } });
  });

  it('refuses a wrong code with 1010 naming the field, and after 5 tries with 1012', async () => {
    const member = await registerMember(t.app);
    await sendResetCode(member.email);
    const code = await latestCode(t.app, member.email);
    const first = await reset(member.email, otherThan(code), 'Forgot2027');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 1010, data: { field: 'code' } });
    for (let i = 0; i < 4; i++) await reset(member.email, otherThan(code), 'Forgot2027');
    expect((await reset(member.email, code, 'Forgot2027')).json().code).toBe(1012);
    expect((await login(member.email, member.password)).json().code).toBe(0);
  });

  it('refuses a used code and an expired one with 1011', async () => {
    const member = await registerMember(t.app);
    await sendResetCode(member.email);
    const code = await latestCode(t.app, member.email);
    expect((await reset(member.email, code, 'Forgot2027')).json().code).toBe(0);
    const reused = await reset(member.email, code, 'Another2028');
    expect(reused.json()).toMatchObject({ code: 1011, data: { field: 'code' } });

    await sendResetCode(member.email);
    const later = await latestCode(t.app, member.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    expect((await reset(member.email, later, 'Another2028')).json().code).toBe(1011);
    vi.useRealTimers();
    expect((await login(member.email, 'Forgot2027')).json().code).toBe(0);
  });

  it('refuses a weak password with 2001 on password, without spending the code', async () => {
    const member = await registerMember(t.app);
    await sendResetCode(member.email);
    const code = await latestCode(t.app, member.email);
    for (const weak of ['short1', 'lettersonly', '12345678901']) {
      const res = await reset(member.email, code, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 2001, data: { field: 'password' } });
    }
    expect((await reset(member.email, code, 'Strong2027')).json().code).toBe(0);
  });

  it('refuses a password that is not the transport encryption with 2001', async () => {
    const member = await registerMember(t.app);
    const res = await post('/api/v1/identity/password/reset', {
      userName: member.email,
      code: '123456',
      password: 'Plain2027',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2001);
  });

  it("does not reset another merchant's member: the code of 456817 is no code at 518200", async () => {
    const member = await registerMember(t.app);
    await sendResetCode(member.email);
    const code = await latestCode(t.app, member.email);
    const res = await reset(member.email, code, 'Forgot2027', shop('518200'));
    expect(res.json()).toMatchObject({ code: 1011, data: { field: 'code' } });
    expect((await login(member.email, member.password)).json().code).toBe(0);
    expect((await login(member.email, 'Forgot2027', shop('518200'))).json().code).toBe(1001);
  });

  it('answers an unknown address as a known one: the send says sent, nothing goes out, the reset says no code', async () => {
    const stranger = uniqueEmail('stranger');
    const send = await sendResetCode(stranger);
    expect(send.statusCode).toBe(200);
    expect(send.json()).toEqual({ code: 0, message: 'success', data: true });
    expect(await outbox(stranger)).toEqual([]);
    const unknown = await reset(stranger, '123456', 'Forgot2027');

    const member = await registerMember(t.app);
    const unsent = await reset(member.email, '123456', 'Forgot2027');
    expect(unknown.statusCode).toBe(unsent.statusCode);
    expect(unknown.json()).toEqual(unsent.json());
  });

  it('limits sends as login codes are limited, known account or not (4291 within 60 s, 4290 per address)', async () => {
    const member = await registerMember(t.app);
    for (const email of [member.email, uniqueEmail('stranger')]) {
      const ip = freshIp();
      expect((await sendResetCode(email, shop(), ip)).statusCode).toBe(200);
      const again = await sendResetCode(email, shop(), ip);
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe(4291);
    }
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await sendResetCode(uniqueEmail('many'), shop(), ip)).statusCode).toBe(200);
    expect((await sendResetCode(uniqueEmail('many'), shop(), ip)).json().code).toBe(4290);
  });

  it('refuses a send type other than 1 or 2 with 2001 naming type', async () => {
    const res = await post('/api/v1/identity/send/emailcode', { email: uniqueEmail(), type: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'type' } });
  });
});
