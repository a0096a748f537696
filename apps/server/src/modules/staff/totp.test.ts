import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestApp, createTestDatabase, testConfig } from '../../test/harness.js';
import { encrypt } from '../../test/members.js';
import { loginStaff, signInStaff } from '../../test/staff.js';
import { createOperatorAccount } from './operator.js';
import { totpCodeAt } from './totp.js';

/*
 * The authenticator (TOTP) second factor: enrolment, sign-in with it, wrong and replayed codes,
 * and the production rule that owners and operators cannot work without it.
 */

const STEP_MS = 30_000;
let addressSequence = 0;
const newAddress = () => `2001:db8:7::${(++addressSequence).toString(16)}`;
const codeOf = (res: LightMyRequestResponse) => (res.json() as { code: number }).code;

const login = (app: FastifyInstance, email: string, password: string, totp?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/login',
    payload: { email, password: encrypt(password), ...(totp && { totp }) },
    remoteAddress: newAddress(),
  });
const post = (app: FastifyInstance, url: string, token: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

/** Enrols TOTP for the session's account; answers the secret and the code that enabled it. */
async function enrol(app: FastifyInstance, token: string): Promise<{ secret: string; enabledWith: string }> {
  const setup = await post(app, '/api/admin/v1/auth/totp/setup', token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json().data as { secret: string; otpauthUrl: string; qrSvg: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  const wrong = await post(app, '/api/admin/v1/auth/totp/enable', token, { code: wrongCode(secret) });
  expect([wrong.statusCode, codeOf(wrong)]).toEqual([401, 1021]);
  const enabledWith = totpCodeAt(secret);
  const enable = await post(app, '/api/admin/v1/auth/totp/enable', token, { code: enabledWith });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, enabledWith };
}

/** A code of none of the steps around now. */
const wrongCode = (secret: string) => {
  const near = [-1, 0, 1].map((d) => totpCodeAt(secret, Date.now() + d * STEP_MS));
  let n = 0;
  while (near.includes(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
};

describe('TOTP outside production', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('asks for the code once enabled (1020), refuses a wrong (1021) or replayed one, takes the next', async () => {
    const agent = await loginStaff(t.app, { businessNumber: '518200', role: 'agent' });
    const { secret, enabledWith } = await enrol(t.app, agent.token);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/v1/auth/me', headers: agent.headers });
    expect(me.json().data.totpEnabled).toBe(true);

    const without = await login(t.app, agent.email, agent.password);
    expect([without.statusCode, codeOf(without), without.json().data.field]).toEqual([401, 1020, 'totp']);
    const wrong = await login(t.app, agent.email, agent.password, wrongCode(secret));
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([401, 1021]);
    // The code the enrolment used cannot sign in, even when the clock has moved into the next step since.
    const replay = await login(t.app, agent.email, agent.password, enabledWith);
    expect([replay.statusCode, codeOf(replay)]).toEqual([401, 1021]);
    // The next step's code (accepted one step early for clock drift) works, once.
    const next = totpCodeAt(secret, Date.now() + STEP_MS);
    const ok = await login(t.app, agent.email, agent.password, next);
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await login(t.app, agent.email, agent.password, next);
    expect(codeOf(again)).toBe(1021);
    // A wrong password with a right code is still a wrong password.
    const badPassword = await login(t.app, agent.email, 'Wrong-password-1', totpCodeAt(secret, Date.now() + STEP_MS));
    expect(codeOf(badPassword)).toBe(1001);
  });

  it('does not let a session replace an enabled authenticator (409)', async () => {
    const manager = await loginStaff(t.app, { businessNumber: '518200', role: 'manager' });
    await enrol(t.app, manager.token);
    const again = await post(t.app, '/api/admin/v1/auth/totp/setup', manager.token);
    expect(again.statusCode).toBe(409);
  });

  it('lets owners work without TOTP outside production', async () => {
    const owner = await loginStaff(t.app, { businessNumber: '630900' });
    const staff = await t.app.inject({ method: 'GET', url: '/api/admin/v1/staff', headers: owner.headers });
    expect(staff.statusCode).toBe(200);
  });
});

describe('TOTP in production', () => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await createTestDatabase();
    drop = made.drop;
    const stripe = { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', apiUrl: 'http://127.0.0.1:9' };
    app = await buildApp(
      testConfig(made.database, {
        env: 'production',
        seedDemo: false,
        stripe,
        phoneLogin: false,
        publicUrl: 'https://shop.example',
      }),
    );
    db = (await createDb(made.database)).db;
  });
  afterAll(async () => {
    await db.destroy();
    await app.close();
    await drop();
  });

  it('signs an operator without TOTP in only to enrol it; enrolling opens the back office', async () => {
    const operator = await createOperatorAccount(db, { email: 'ops@platform.example', password: 'Operator-Pass-2026' });
    const res = await login(app, operator.email, operator.password);
    expect(res.statusCode, res.body).toBe(200);
    const { token, totpSetupRequired } = res.json().data as { token: string; totpSetupRequired: boolean };
    expect(totpSetupRequired).toBe(true);
    const me = await app.inject({
      method: 'GET',
      url: '/api/admin/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data).toMatchObject({ operator: true, totpSetupRequired: true, totpEnabled: false });
    const blocked = await app.inject({
      method: 'GET',
      url: '/api/admin/v1/operator/merchants',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([blocked.statusCode, codeOf(blocked)]).toEqual([403, 1022]);

    await enrol(app, token);
    const open = await app.inject({
      method: 'GET',
      url: '/api/admin/v1/operator/merchants',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(open.statusCode, open.body).toBe(200);
  });

  it('holds an owner without TOTP to enrolment (1022 on the desk) until it is enrolled', async () => {
    // The operator creates the merchant; its first owner accepts the mailed invitation.
    const operator = await createOperatorAccount(db, {
      email: 'ops2@platform.example',
      password: 'Operator-Pass-2026',
    });
    const { token } = (await login(app, operator.email, operator.password)).json().data as { token: string };
    await enrol(app, token);
    const created = await post(app, '/api/admin/v1/operator/merchants', token, {
      number: '700001',
      title: 'Prod Shop',
      ownerEmail: 'owner@700001.example',
    });
    expect(created.statusCode, created.body).toBe(200);
    const job = await db
      .selectFrom('delivery_jobs')
      .select('payload')
      .where('kind', '=', 'mail')
      .where('merchant_number', '=', '700001')
      .executeTakeFirstOrThrow();
    const mail = JSON.parse(job.payload) as { to: string; text: string };
    expect(mail.to).toBe('owner@700001.example');
    expect(mail.text).toContain('https://shop.example/admin/invite#token=');
    const inviteToken = /#token=([\w-]+)/.exec(mail.text)?.[1] as string;
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/invite/accept',
      payload: { token: inviteToken, password: encrypt('Owner-Pass-2026') },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const owner = await signInStaff(app, 'owner@700001.example', 'Owner-Pass-2026');
    const desk = await app.inject({ method: 'GET', url: '/api/admin/v1/staff', headers: owner.headers });
    expect([desk.statusCode, codeOf(desk)]).toEqual([403, 1022]);
    await enrol(app, owner.token);
    const after = await app.inject({ method: 'GET', url: '/api/admin/v1/staff', headers: owner.headers });
    expect(after.statusCode, after.body).toBe(200);
  });
});
