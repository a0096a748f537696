import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestApp } from '../../test/harness.js';
import { encrypt, registerMember } from '../../test/members.js';
import { inviteTokenOf, loginStaff, staffClientIp, STAFF_PASSWORD } from '../../test/staff.js';
import { demoOwnerOf } from '../../seed/staff.js';

/*
 * Staff sign-in and sessions (issue 13, DESIGN §5): passwords, lockout and rate limits, the
 * 12-hour idle expiry, and the wall between member and staff tokens.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = (await createDb(t.database)).db;
});
afterAll(async () => {
  await db.destroy();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let addressSequence = 0;
const newAddress = () => `2001:db8:5::${(++addressSequence).toString(16)}`;

const login = (email: string, password: string, remoteAddress = newAddress(), totp?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/login',
    payload: { email, password: encrypt(password), ...(totp && { totp }) },
    remoteAddress,
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
const codeOf = (res: LightMyRequestResponse) => (res.json() as { code: number }).code;

/** A fresh member of staff of 456817 with `role`, invited by the demo owner, with its password. */
async function newStaff(role: 'manager' | 'agent' | 'editor' | 'owner' = 'agent') {
  const owner = await loginStaff(t.app);
  const email = `fresh.${role}.${++addressSequence}@456817.staff.example`;
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/staff/invite',
    headers: owner.headers,
    payload: { email, role },
  });
  expect(invite.statusCode, invite.body).toBe(200);
  const accept = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/invite/accept',
    payload: { token: await inviteTokenOf(t.app, email), password: encrypt(STAFF_PASSWORD) },
    remoteAddress: staffClientIp(),
  });
  expect(accept.statusCode, accept.body).toBe(200);
  return { email, password: STAFF_PASSWORD, id: (invite.json().data as { id: number }).id };
}

describe('staff sign-in', () => {
  it('signs the demo owner in and answers who they are', async () => {
    const { email, password } = demoOwnerOf('518200');
    const res = await login(email, password);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.staff).toEqual({ email, role: 'owner', merchantNumber: '518200', operator: false });
    expect(data.totpSetupRequired).toBe(false);
    // ≥ 128 bits, opaque, and only its hash is stored.
    expect(Buffer.from(data.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(data.token);

    const who = await me(data.token);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({
      email,
      role: 'owner',
      merchantNumber: '518200',
      merchantTitle: 'Kiwi Trails',
      totpEnabled: false,
      refundLimits: null,
    });
  });

  it('refuses a wrong password and an unknown address alike (401 1001)', async () => {
    const wrong = await login(demoOwnerOf('456817').email, 'Not-the-password-1');
    const unknown = await login('nobody@456817.example', 'Not-the-password-1');
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([401, 1001]);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([401, 1001]);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('refuses a password that is not transport-encrypted, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/login',
      payload: { email: 'owner@456817.example', password: 'plain-text' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('password');
  });

  it('locks the attacking address out after 5 wrong passwords, not the owner elsewhere', async () => {
    const { email, password } = await newStaff('manager');
    const attacker = newAddress();
    const tries = await Promise.all(Array.from({ length: 12 }, () => login(email, 'Wrong-password-99', attacker)));
    const codes = tries.map(codeOf);
    expect(codes.filter((c) => c === 1001)).toHaveLength(5);
    expect(codes.filter((c) => c === 4292)).toHaveLength(7);
    // Even the right password waits at that address …
    expect(codeOf(await login(email, password, attacker))).toBe(4292);
    // … while the owner signs in from their own.
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('lets a locked-out address in again after a password reset from it', async () => {
    const { email } = await newStaff('editor');
    const address = newAddress();
    for (let i = 0; i < 5; i++) await login(email, 'Wrong-password-99', address);
    expect(codeOf(await login(email, STAFF_PASSWORD, address))).toBe(4292);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/password/forgot',
      payload: { email },
      remoteAddress: address,
    });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = (outbox.json() as { code: string | null }[]).find((m) => m.code)?.code as string;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/password/reset',
      payload: { email, code, password: encrypt('Reset-Pass-2026') },
      remoteAddress: address,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(email, 'Reset-Pass-2026', address)).statusCode).toBe(200);
  });

  it('caps wrong passwords per address across accounts (rate limit, 4292)', async () => {
    const address = newAddress();
    const answers: number[] = [];
    for (let i = 0; i < 32; i++)
      answers.push(codeOf(await login(`spray${i}@456817.example`, 'Wrong-password-99', address)));
    expect(answers.slice(0, 30).every((c) => c === 1001)).toBe(true);
    expect(answers.slice(30)).toEqual([4292, 4292]);
  });

  it('ends a session after 12 hours without a request, and slides while in use', async () => {
    const staff = await loginStaff(t.app, { businessNumber: '630900' });
    const hash = (
      await db.selectFrom('staff_sessions').select('token_hash').orderBy('created_at', 'desc').executeTakeFirstOrThrow()
    ).token_hash;
    // 11 hours idle: still open, and the request moves last_seen_at to now.
    const elevenHoursAgo = new Date(Date.now() - 11 * 3_600_000).toISOString();
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: elevenHoursAgo })
      .where('token_hash', '=', hash)
      .execute();
    expect((await me(staff.token)).statusCode).toBe(200);
    const touched = await db
      .selectFrom('staff_sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(Date.parse(touched.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
    // Twelve hours and a minute later with no request: ended (1006).
    later(12 * 3_600_000 + 60_000);
    const ended = await me(staff.token);
    expect([ended.statusCode, codeOf(ended)]).toEqual([401, 1006]);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const staff = await loginStaff(t.app, { businessNumber: '630900' });
    const row = () =>
      db
        .selectFrom('staff_sessions')
        .select('last_seen_at')
        .where(
          'created_at',
          '=',
          db.selectFrom('staff_sessions').select((eb) => eb.fn.max('created_at').as('m')),
        )
        .executeTakeFirstOrThrow();
    const first = (await row()).last_seen_at;
    await me(staff.token);
    await me(staff.token);
    expect((await row()).last_seen_at).toBe(first);
  });

  it('logs out: the token is ended (1006)', async () => {
    const staff = await loginStaff(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/v1/auth/logout', headers: staff.headers });
    expect(out.statusCode).toBe(200);
    const after = await me(staff.token);
    expect([after.statusCode, codeOf(after)]).toEqual([401, 1006]);
  });
});

describe('member and staff tokens', () => {
  it('refuses a member token on the admin API (401 1005)', async () => {
    const member = await registerMember(t.app);
    for (const url of ['/api/admin/v1/auth/me', '/api/admin/v1/staff', '/api/admin/v1/audit']) {
      const res = await t.app.inject({ method: 'GET', url, headers: member.headers });
      expect([url, res.statusCode, codeOf(res)]).toEqual([url, 401, 1005]);
    }
  });

  it('refuses a staff token on the shop API (401 1005)', async () => {
    const staff = await loginStaff(t.app);
    for (const url of ['/api/v1/account/load', '/api/v1/operation/Cart/pagging']) {
      const method = url.includes('Cart') ? 'POST' : 'GET';
      const res = await t.app.inject({
        method,
        url,
        headers: { ...staff.headers, businessnumber: '456817' },
        ...(method === 'POST' && { payload: { pageIndex: 1, pageSize: 10 } }),
      });
      expect([url, res.statusCode, codeOf(res)]).toEqual([url, 401, 1005]);
    }
  });

  it('refuses no token and a made-up one (401 1005)', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/v1/staff' });
    const forged = await me('A'.repeat(43));
    expect([none.statusCode, codeOf(none)]).toEqual([401, 1005]);
    expect([forged.statusCode, codeOf(forged)]).toEqual([401, 1005]);
  });

  it('refuses a businessNumber header naming another merchant (403)', async () => {
    const staff = await loginStaff(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/staff',
      headers: { ...staff.headers, businessnumber: '518200' },
    });
    expect(res.statusCode).toBe(403);
  });
});

/** Moves the clock on from where it stands (dates only: timers and the database keep running). */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}
