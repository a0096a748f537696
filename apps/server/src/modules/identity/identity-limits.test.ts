import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestApp } from '../../test/harness.js';
import { encrypt, latestCode, registerMember, uniqueEmail } from '../../test/members.js';

/**
 * The identity limits under load: each burst sends its attempts at once, so a limit checked
 * before it is counted would let more than its figure through (docs/decisions.md, "Identity").
 */
const BURST = 40;

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A second connection to the app's database, to read what the bursts left. */
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
/** A client address of its own (IPv6 documentation prefix), so no two attempts share one by chance. */
const newAddress = () => `2001:db8::${(++addressSequence).toString(16)}`;

const headers = { businessnumber: '456817' };
const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress });
const login = (userName: string, password: string, address: string) =>
  post('/api/v1/identity/login', { userName, password: encrypt(password) }, address);
const sendCode = (email: string, address: string) =>
  post('/api/v1/identity/send/emailcode', { email, type: 1 }, address);
const codeLogin = (email: string, checkCode: string, address: string) =>
  post('/api/v1/identity/emaillogon', { email, checkCode }, address);

/** How many answers carried each envelope code: `{ 0: 5, 4290: 35 }`. */
function tally(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) {
    const { code } = answer.json() as { code: number };
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

const burst = (attempt: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: BURST }, (_, i) => attempt(i)));

/** Moves the clock on from where it stands (dates only: timers and the database keep running). */
const later = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });

describe('password tries', () => {
  it('checks 5 of 40 concurrent wrong passwords from one address; the right one after answers 4292', async () => {
    const { email, password } = await registerMember(t.app);
    const attacker = newAddress();
    expect(tally(await burst(() => login(email, 'Wrong12345', attacker)))).toEqual({ 1001: 5, 4292: BURST - 5 });
    expect((await login(email, password, attacker)).json().code).toBe(4292);
  });

  it("locks the attacker's address only: the owner logs in from another", async () => {
    const { email, password } = await registerMember(t.app);
    const attacker = newAddress();
    for (let i = 0; i < 6; i++) await login(email, 'Wrong12345', attacker);
    expect((await login(email, password, attacker)).json().code).toBe(4292);
    const owner = await login(email, password, newAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toEqual(expect.any(String));
  });

  it('checks 30 of 40 concurrent wrong passwords from one address to 40 accounts', async () => {
    const attacker = newAddress();
    const answers = await burst(() => login(uniqueEmail('guess'), 'Wrong12345', attacker));
    expect(tally(answers)).toEqual({ 1001: 30, 4292: BURST - 30 });
  });

  it('checks 20 of 40 concurrent wrong passwords from 40 addresses; the owner still gets in from home', async () => {
    const { email, password } = await registerMember(t.app);
    const home = newAddress();
    expect((await login(email, password, home)).statusCode).toBe(200);
    expect(tally(await burst(() => login(email, 'Wrong12345', newAddress())))).toEqual({ 1001: 20, 4292: BURST - 20 });
    // A new address waits for the hour to pass (or logs in with a code); home is not held up.
    expect((await login(email, password, newAddress())).json().code).toBe(4292);
    expect((await login(email, password, home)).statusCode).toBe(200);
    later(60 * 60_000 + 1000);
    expect((await login(email, password, newAddress())).statusCode).toBe(200);
  });
});

describe('code tries', () => {
  it('checks 5 of 40 concurrent wrong tries of one code; the right code after answers 1012', async () => {
    const email = uniqueEmail();
    const address = newAddress();
    expect((await sendCode(email, address)).statusCode).toBe(200);
    const right = await latestCode(t.app, email);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await burst(() => codeLogin(email, wrong, newAddress()));
    expect(tally(answers)).toEqual({ 1010: 4, 1012: BURST - 4 });
    const left = answers
      .filter((a) => a.json().code === 1010)
      .map((a) => /还可尝试 (\d) 次/.exec(a.json().message)?.[1]);
    expect(left.sort()).toEqual(['1', '2', '3', '4']);
    const row = await db
      .selectFrom('verification_codes')
      .select('tries')
      .where('destination', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
    expect((await codeLogin(email, right, address)).json().code).toBe(1012);
  });
});

describe('code sends', () => {
  it('sends 1 of 40 concurrent requests from one address, and 5 an hour to one destination', async () => {
    const email = uniqueEmail();
    const attacker = newAddress();
    for (let minute = 0; minute < 5; minute++) {
      if (minute > 0) later(61_000);
      expect(tally(await burst(() => sendCode(email, attacker)))).toEqual({ 0: 1, 4291: BURST - 1 });
    }
    later(61_000);
    expect(tally(await burst(() => sendCode(email, attacker)))).toEqual({ 4290: BURST });
    // The owner, elsewhere, is held up neither by the cooldown nor by the hourly limit.
    const owner = newAddress();
    expect((await sendCode(email, owner)).statusCode).toBe(200);
    expect((await codeLogin(email, await latestCode(t.app, email), owner)).statusCode).toBe(200);
  });

  it('sends 20 of 40 concurrent requests from one address to 40 destinations', async () => {
    const attacker = newAddress();
    expect(tally(await burst(() => sendCode(uniqueEmail('flood'), attacker)))).toEqual({ 0: 20, 4290: BURST - 20 });
  });

  it('sends 10 of 40 concurrent requests from 40 addresses to one destination, and still to where its owner logs in', async () => {
    const { email, password } = await registerMember(t.app);
    const home = newAddress();
    expect((await login(email, password, home)).statusCode).toBe(200);
    // Every send counts, the one that registered the member too: its hour passes first.
    later(60 * 60_000 + 1000);
    expect(tally(await burst(() => sendCode(email, newAddress())))).toEqual({ 0: 10, 4290: BURST - 10 });
    expect((await sendCode(email, newAddress())).json().code).toBe(4290);
    expect((await sendCode(email, home)).statusCode).toBe(200);
  });
});
