import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestApp, testConfig } from '../../test/harness.js';
import { encrypt as encryptPassword } from '../../test/members.js';
import { inviteTokenOf, loginStaff, signInStaff, type LoggedInStaff } from '../../test/staff.js';
import { createOperatorAccount } from './operator.js';

/*
 * The platform operator (issue 13): created from the command line, it lists and creates
 * merchants with their first owner, and enters a merchant's desk, every entry audited.
 */

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const codeOf = (res: LightMyRequestResponse) => (res.json() as { code: number }).code;

/** Runs `npm run admin -- …`'s command (tsx on the CLI's source) with `env`. */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/cli/admin.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run admin -- create-operator', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an operator with a generated password that signs in', async () => {
    const made = await runCli(['create-operator', '--email', 'Ops@Platform.example'], { DATA_DIR: dataDir });
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Operator ops@platform.example created');
    const password = /Password \(shown once\): (\S+)/.exec(made.out)?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(20);

    const again = await runCli(
      ['create-operator', '--email', 'ops@platform.example', '--password', 'Chosen-Pass-2026'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(again.code).toBe(1);
    expect(again.err).toContain('already has a staff account');
    const usage = await runCli(['create-operator'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('--email is required');

    // The server on the same data directory signs the operator in.
    const app = await buildApp(
      testConfig({ engine: 'sqlite', file: path.join(dataDir, 'storefront.db') }, { seedDemo: false, dataDir }),
    );
    try {
      const operator = await signInStaff(app, 'ops@platform.example', password);
      const me = await app.inject({ method: 'GET', url: '/api/admin/v1/auth/me', headers: operator.headers });
      expect(me.json().data).toMatchObject({ operator: true, role: 'owner', merchantNumber: '' });
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('platform operator', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let db: Db;
  let operator: LoggedInStaff;
  beforeAll(async () => {
    t = await createTestApp();
    db = (await createDb(t.database)).db;
    const account = await createOperatorAccount(db, {
      email: 'operator@platform.example',
      password: 'Operator-Pass-2026',
    });
    operator = await signInStaff(t.app, account.email, account.password);
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  const call = (staff: LoggedInStaff, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff.headers, ...(payload && { payload }) });

  it('lists every merchant with its owners', async () => {
    const res = await call(operator, 'GET', '/api/admin/v1/operator/merchants');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { number: string; title: string; owners: string[] }[];
    expect(list.find((m) => m.number === '518200')).toEqual({
      number: '518200',
      title: 'Kiwi Trails',
      owners: ['owner@518200.example'],
    });
  });

  it('creates a merchant and invites its first owner, who accepts and manages it', async () => {
    const res = await call(operator, 'POST', '/api/admin/v1/operator/merchants', {
      number: '990001',
      title: 'Harbour Walks',
      ownerEmail: 'founder@harbour.example',
      defaultCurrency: 'NZD',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      number: '990001',
      owner: { email: 'founder@harbour.example', role: 'owner', status: 'invited' },
    });
    const common = await t.app.inject({ method: 'GET', url: '/api/v1/business/common/990001' });
    expect(common.json().data.title).toBe('Harbour Walks');

    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/auth/invite/accept',
      payload: {
        token: await inviteTokenOf(t.app, 'founder@harbour.example'),
        password: encryptPassword('Founder-Pass-2026'),
      },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const founder = await signInStaff(t.app, 'founder@harbour.example', 'Founder-Pass-2026');
    const audit = await call(founder, 'GET', '/api/admin/v1/audit');
    const actions = (audit.json().data.items as { action: string; staffEmail: string }[]).map((i) => [
      i.action,
      i.staffEmail,
    ]);
    expect(actions).toEqual([
      ['staff.invite.accept', 'founder@harbour.example'],
      ['merchant.create', 'operator@platform.example'],
    ]);

    const twice = await call(operator, 'POST', '/api/admin/v1/operator/merchants', {
      number: '990001',
      title: 'Again',
      ownerEmail: 'another@harbour.example',
    });
    expect(twice.statusCode).toBe(409);
  });

  it("enters a merchant's desk as owner, written to its audit log under the operator's email", async () => {
    const outside = await call(operator, 'GET', '/api/admin/v1/staff');
    expect(outside.statusCode).toBe(403);
    const enter = await call(operator, 'POST', '/api/admin/v1/operator/enter', { merchantNumber: '630900' });
    expect(enter.statusCode, enter.body).toBe(200);
    const { token, staff } = enter.json().data as { token: string; staff: object };
    expect(staff).toEqual({
      email: 'operator@platform.example',
      role: 'owner',
      merchantNumber: '630900',
      operator: true,
    });
    const inside = { ...operator, token, headers: { authorization: `Bearer ${token}` } };
    const list = await call(inside, 'GET', '/api/admin/v1/staff');
    expect(list.statusCode).toBe(200);
    // The operator's own account is not one of the merchant's staff.
    expect((list.json().data as { email: string }[]).map((s) => s.email)).not.toContain('operator@platform.example');
    const owner = await loginStaff(t.app, { businessNumber: '630900' });
    const log = await call(owner, 'GET', '/api/admin/v1/audit?objectType=merchant&objectId=630900');
    expect(log.json().data.items[0]).toMatchObject({
      action: 'operator.enter',
      staffEmail: 'operator@platform.example',
      operator: true,
    });
    const unknown = await call(operator, 'POST', '/api/admin/v1/operator/enter', { merchantNumber: '123' });
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 3002]);
  });

  it('is for operators: an owner gets 403', async () => {
    const owner = await loginStaff(t.app);
    const list = await call(owner, 'GET', '/api/admin/v1/operator/merchants');
    const enter = await call(owner, 'POST', '/api/admin/v1/operator/enter', { merchantNumber: '518200' });
    expect([list.statusCode, enter.statusCode]).toEqual([403, 403]);
  });
});
