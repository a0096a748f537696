import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestApp } from '../../test/harness.js';
import { encrypt } from '../../test/members.js';
import { inviteTokenOf, loginStaff, signInStaff, staffClientIp, type LoggedInStaff } from '../../test/staff.js';

/*
 * The owner's staff management, invitations, password reset and the audit log (issue 13): each
 * change writes one audit row; roles are enforced; another merchant's staff and log stay unseen.
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

let sequence = 0;
const uniqueStaffEmail = (label: string) => `${label}.${++sequence}.${Date.now()}@team.example`;
const codeOf = (res: LightMyRequestResponse) => (res.json() as { code: number }).code;
const call = (staff: LoggedInStaff, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload && { payload }) });
const auditRows = (merchantNumber: string) =>
  db.selectFrom('audit_log').select(['action', 'object_id']).where('merchant_number', '=', merchantNumber).execute();

async function invite(owner: LoggedInStaff, role: string, refundLimits?: object) {
  const email = uniqueStaffEmail(role);
  const res = await call(owner, 'POST', '/api/admin/v1/staff/invite', {
    email,
    role,
    ...(refundLimits && { refundLimits }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, id: (res.json().data as { id: number }).id };
}

async function accept(email: string, password = 'Accepted-2026') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/invite/accept',
    payload: { token: await inviteTokenOf(t.app, email), password: encrypt(password) },
    remoteAddress: staffClientIp(),
  });
}

describe('staff management', () => {
  it('invites with a role and refund limits: one-time link, listed as invited, then active', async () => {
    const owner = await loginStaff(t.app);
    const before = (await auditRows('456817')).length;
    const { email, id } = await invite(owner, 'agent', { AUD: 50_000, NZD: 40_000 });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const mail = (outbox.json() as { subject: string; body: string }[])[0];
    expect(mail?.subject).toContain('Southern Cross Journeys');
    expect(mail?.body).toMatch(/\/admin\/invite#token=[\w-]{40,}/);

    let list = (await call(owner, 'GET', '/api/admin/v1/staff')).json().data as { id: number; status: string }[];
    expect(list.find((s) => s.id === id)).toMatchObject({
      email,
      role: 'agent',
      status: 'invited',
      refundLimits: { AUD: 50_000, NZD: 40_000 },
    });

    const token = await inviteTokenOf(t.app, email);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/invite/accept',
      payload: { token, password: encrypt('short') },
    });
    expect([weak.statusCode, weak.json().data.field]).toEqual([400, 'password']);
    expect((await accept(email)).statusCode).toBe(200);
    // Single use.
    const again = await accept(email);
    expect([again.statusCode, codeOf(again), again.json().data.field]).toEqual([400, 1011, 'token']);

    list = (await call(owner, 'GET', '/api/admin/v1/staff')).json().data;
    expect(list.find((s) => s.id === id)?.status).toBe('active');
    const agent = await signInStaff(t.app, email, 'Accepted-2026');
    const me = (await call(agent, 'GET', '/api/admin/v1/auth/me')).json().data;
    expect(me).toMatchObject({ role: 'agent', refundLimits: { AUD: 50_000, NZD: 40_000 } });

    const actions = (await auditRows('456817')).slice(before).map((r) => r.action);
    expect(actions).toEqual(['staff.invite', 'staff.invite.accept']);
  });

  it('refuses an expired invitation link (72 hours)', async () => {
    const owner = await loginStaff(t.app);
    const { email, id } = await invite(owner, 'editor');
    await db
      .updateTable('staff_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('staff_id', '=', id)
      .execute();
    const res = await accept(email);
    expect([res.statusCode, codeOf(res)]).toEqual([400, 1011]);
  });

  it('refuses an address that is staff already here or elsewhere (409)', async () => {
    const owner = await loginStaff(t.app);
    const other = await loginStaff(t.app, { businessNumber: '518200' });
    const here = await call(owner, 'POST', '/api/admin/v1/staff/invite', {
      email: 'owner@456817.example',
      role: 'agent',
    });
    const elsewhere = await call(other, 'POST', '/api/admin/v1/staff/invite', {
      email: 'owner@456817.example',
      role: 'agent',
    });
    expect([here.statusCode, elsewhere.statusCode]).toEqual([409, 409]);
  });

  it('changes a role and refund limits, with the audit row before → after', async () => {
    const owner = await loginStaff(t.app);
    const { email, id } = await invite(owner, 'agent', { AUD: 10_000 });
    await accept(email);
    const res = await call(owner, 'PATCH', `/api/admin/v1/staff/${id}`, { role: 'manager', refundLimits: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'manager', refundLimits: null });
    const log = await call(owner, 'GET', `/api/admin/v1/audit?objectType=staff&objectId=${id}`);
    const [newest] = log.json().data.items as { action: string; staffEmail: string; before: object; after: object }[];
    expect(newest).toMatchObject({
      action: 'staff.update',
      staffEmail: 'owner@456817.example',
      before: { role: 'agent', refundLimits: { AUD: 10_000 } },
      after: { role: 'manager', refundLimits: null },
    });
    // The role applies to the live session at once.
    const manager = await signInStaff(t.app, email, 'Accepted-2026');
    await call(owner, 'PATCH', `/api/admin/v1/staff/${id}`, { role: 'editor' });
    expect((await call(manager, 'GET', '/api/admin/v1/auth/me')).json().data.role).toBe('editor');
  });

  it('removes a member of staff: their sessions end at once (1006), one audit row', async () => {
    const owner = await loginStaff(t.app);
    const { email, id } = await invite(owner, 'agent');
    await accept(email);
    const agent = await signInStaff(t.app, email, 'Accepted-2026');
    const before = (await auditRows('456817')).length;
    const res = await call(owner, 'DELETE', `/api/admin/v1/staff/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = await call(agent, 'GET', '/api/admin/v1/auth/me');
    expect([after.statusCode, codeOf(after)]).toEqual([401, 1006]);
    expect((await auditRows('456817')).slice(before)).toEqual([{ action: 'staff.remove', object_id: String(id) }]);
    expect((await call(owner, 'DELETE', `/api/admin/v1/staff/${id}`)).statusCode).toBe(404);
  });

  it('keeps the last owner: no demotion or removal of it (4171), but of a second owner', async () => {
    const owner = await loginStaff(t.app, { businessNumber: '630900' });
    const ownId = owner.staffId;
    const demote = await call(owner, 'PATCH', `/api/admin/v1/staff/${ownId}`, { role: 'manager' });
    const remove = await call(owner, 'DELETE', `/api/admin/v1/staff/${ownId}`);
    expect([demote.statusCode, codeOf(demote)]).toEqual([409, 4171]);
    expect([remove.statusCode, codeOf(remove)]).toEqual([409, 4171]);

    const second = await invite(owner, 'owner');
    await accept(second.email);
    expect((await call(owner, 'PATCH', `/api/admin/v1/staff/${second.id}`, { role: 'manager' })).statusCode).toBe(200);
    // Two owners demoting each other at once: one must stay.
    await call(owner, 'PATCH', `/api/admin/v1/staff/${second.id}`, { role: 'owner' });
    const other = await signInStaff(t.app, second.email, 'Accepted-2026');
    const both = await Promise.all([
      call(owner, 'PATCH', `/api/admin/v1/staff/${second.id}`, { role: 'manager' }),
      call(other, 'PATCH', `/api/admin/v1/staff/${ownId}`, { role: 'manager' }),
    ]);
    // The later one is refused either way: 409 when both were let in while two owners were left,
    // 403 when the earlier had already made its caller a manager before it was let in (CI, once).
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(both.map((r) => r.statusCode).sort());
    const owners = await db
      .selectFrom('staff')
      .select('id')
      .where('merchant_number', '=', '630900')
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('is for owners: a manager, agent or editor gets 403', async () => {
    for (const role of ['manager', 'agent', 'editor'] as const) {
      const staff = await loginStaff(t.app, { businessNumber: '518200', role });
      const list = await call(staff, 'GET', '/api/admin/v1/staff');
      const invited = await call(staff, 'POST', '/api/admin/v1/staff/invite', {
        email: uniqueStaffEmail('x'),
        role: 'owner',
      });
      const audit = await call(staff, 'GET', '/api/admin/v1/audit');
      expect([role, list.statusCode, invited.statusCode, audit.statusCode]).toEqual([role, 403, 403, 403]);
    }
  });

  it("cannot see or change another merchant's staff (404) or audit log", async () => {
    const owner = await loginStaff(t.app);
    const rival = await loginStaff(t.app, { businessNumber: '518200' });
    const { id } = await invite(owner, 'editor');
    const patch = await call(rival, 'PATCH', `/api/admin/v1/staff/${id}`, { role: 'owner' });
    const remove = await call(rival, 'DELETE', `/api/admin/v1/staff/${id}`);
    expect([patch.statusCode, remove.statusCode]).toEqual([404, 404]);
    const list = (await call(rival, 'GET', '/api/admin/v1/staff')).json().data as { id: number }[];
    expect(list.map((s) => s.id)).not.toContain(id);
    const log = (await call(rival, 'GET', `/api/admin/v1/audit?objectType=staff&objectId=${id}`)).json().data;
    expect(log).toEqual({ items: [], total: 0 });
  });

  it('rejects malformed input naming the field', async () => {
    const owner = await loginStaff(t.app);
    const badRole = await call(owner, 'POST', '/api/admin/v1/staff/invite', {
      email: uniqueStaffEmail('r'),
      role: 'king',
    });
    const badLimit = await call(owner, 'POST', '/api/admin/v1/staff/invite', {
      email: uniqueStaffEmail('l'),
      role: 'agent',
      refundLimits: { XYZ: 5 },
    });
    const empty = await call(owner, 'PATCH', `/api/admin/v1/staff/${owner.staffId}`, {});
    const badId = await call(owner, 'DELETE', '/api/admin/v1/staff/abc');
    expect([badRole.statusCode, badLimit.statusCode, empty.statusCode, badId.statusCode]).toEqual([400, 400, 400, 400]);
  });
});

describe('password reset', () => {
  it('mails a code; a wrong one counts down, the right one sets the password and ends sessions', async () => {
    const owner = await loginStaff(t.app);
    const { email } = await invite(owner, 'manager');
    await accept(email);
    const session = await signInStaff(t.app, email, 'Accepted-2026');
    const ip = staffClientIp();
    const forgot = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/auth/password/forgot',
        payload: { email: address },
        remoteAddress: ip,
      });
    expect((await forgot(email)).statusCode).toBe(200);
    // Unknown addresses are answered alike (and counted alike).
    expect((await forgot('nobody.here@team.example')).statusCode).toBe(200);
    // A second ask within the minute waits.
    expect(codeOf(await forgot(email))).toBe(4291);

    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = (outbox.json() as { code: string | null }[]).find((m) => m.code)?.code as string;
    expect(code).toMatch(/^\d{6}$/);
    const reset = (c: string, password = 'Brand-New-2026') =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/auth/password/reset',
        payload: { email, code: c, password: encrypt(password) },
      });
    const wrong = await reset(code === '000000' ? '111111' : '000000');
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 1010]);
    expect(wrong.json().message).toContain('4 tries left');
    expect((await reset(code)).statusCode).toBe(200);
    expect(codeOf(await reset(code))).toBe(1011);

    const old = await call(session, 'GET', '/api/admin/v1/auth/me');
    expect([old.statusCode, codeOf(old)]).toEqual([401, 1006]);
    await signInStaff(t.app, email, 'Brand-New-2026');
  });

  it('gives a code 5 tries', async () => {
    const owner = await loginStaff(t.app);
    const { email } = await invite(owner, 'editor');
    await accept(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/password/forgot',
      payload: { email },
      remoteAddress: staffClientIp(),
    });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = (outbox.json() as { code: string | null }[]).find((m) => m.code)?.code as string;
    const wrongCode = code === '123456' ? '654321' : '123456';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/auth/password/reset',
        payload: { email, code: i < 5 ? wrongCode : code, password: encrypt('Brand-New-2026') },
      });
      codes.push(codeOf(res));
    }
    expect(codes).toEqual([1010, 1010, 1010, 1010, 1012, 1012]);
  });
  it('lets a code live 10 minutes', async () => {
    const owner = await loginStaff(t.app);
    const { email } = await invite(owner, 'editor');
    await accept(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/password/forgot',
      payload: { email },
      remoteAddress: staffClientIp(),
    });
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = (outbox.json() as { code: string | null }[]).find((m) => m.code)?.code as string;
    const staffId = (await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const stored = await db
      .selectFrom('staff_codes')
      .select(['created_at', 'expires_at', 'code_hash'])
      .where('staff_id', '=', staffId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(10 * 60_000);
    expect(stored.code_hash).not.toContain(code);
    await db
      .updateTable('staff_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(
        'staff_id',
        '=',
        (await db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
      )
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/password/reset',
      payload: { email, code, password: encrypt('Brand-New-2026') },
    });
    expect([res.statusCode, codeOf(res)]).toEqual([400, 1011]);
    const row = await db
      .selectFrom('staff_codes')
      .select(['created_at', 'code_hash'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
  });
});

describe('audit log', () => {
  it('pages and filters by staff, object and time', async () => {
    const owner = await loginStaff(t.app, { businessNumber: '518200' });
    for (let i = 0; i < 3; i++) await invite(owner, 'editor');
    const page = await call(owner, 'GET', '/api/admin/v1/audit?page=1&size=2');
    expect(page.statusCode, page.body).toBe(200);
    const { items, total } = page.json().data as { items: { id: number; at: string }[]; total: number };
    expect(items).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id);
    const byStaff = (await call(owner, 'GET', '/api/admin/v1/audit?staff=owner@518200.example')).json().data;
    expect(byStaff.total).toBeGreaterThanOrEqual(3);
    expect(byStaff.total).toBeLessThanOrEqual(total);
    expect(new Set((byStaff.items as { staffEmail: string }[]).map((i) => i.staffEmail))).toEqual(
      new Set(['owner@518200.example']),
    );
    const byNobody = (await call(owner, 'GET', '/api/admin/v1/audit?staff=nobody@518200.example')).json().data;
    expect(byNobody.total).toBe(0);
    const future = (await call(owner, 'GET', '/api/admin/v1/audit?from=2999-01-01')).json().data;
    expect(future.total).toBe(0);
    const bad = await call(owner, 'GET', '/api/admin/v1/audit?size=1000');
    expect(bad.statusCode).toBe(400);
  });
});
