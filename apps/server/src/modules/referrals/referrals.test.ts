import { TAG_IDS } from '@storefront/reference-data';
import { describe, expect, it } from 'vitest';
import { completionPayload, loginByEmailCode, registerMember, uniqueEmail } from '../../test/members.js';
import { bookable, detail, payInSandbox, placeOrder, productOrder, sweep, useOrderTestApp } from '../../test/orders.js';

/** Referral credit (spec §1 site terms): invite codes at registration, credit on a first completed order. */
const t = useOrderTestApp();

type Headers = Record<string, string>;
const bearer = (token: string, merchant = '456817') => ({ businessnumber: merchant, authorization: `Bearer ${token}` });

async function overview(headers: Headers) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/account/referral', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    code: string;
    earnedPoints: number;
    referredBy: string | null;
    referrals: { name: string; state: string; points: number }[];
  };
}

/** Registers through the API with an invite code; answers the completion's answer and the member's headers. */
async function registerWith(inviteCode: string | undefined, options: { email?: string; merchant?: string } = {}) {
  const merchant = options.merchant ?? '456817';
  const { token } = await loginByEmailCode(t.app, options.email ?? uniqueEmail('referred'), merchant);
  const headers = bearer(token, merchant);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/perfect/information',
    headers,
    payload: { ...completionPayload(), ...(inviteCode !== undefined && { inviteCode }) },
  });
  return { res, headers };
}

async function referralLedger(headers: Headers) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/integral/pagging',
    headers,
    payload: { pageIndex: 1, pageSize: 50 },
  });
  return (res.json().data.list as { reason: string; delta: number; ocode: string }[]).filter(
    (e) => e.reason === 'referral',
  );
}

/** Places, pays and completes (travel ended, sweep) one order of the member; answers its ocode. */
async function completedOrder(headers: Headers, merchant = '456817') {
  const p = await bookable(t, { stock: 20, tags: [TAG_IDS.instantConfirmation], merchant });
  const order = await placeOrder(t, { ...headers, currency: 'AUD', language: 'en-AU' }, productOrder(p, 1));
  await payInSandbox(t, headers, order.ocode);
  await t.db.updateTable('orders').set({ last_travel_date: '2020-01-01' }).where('ocode', '=', order.ocode).execute();
  await sweep(t);
  expect((await detail(t, headers, order.ocode)).json().data.status).toBe('completed');
  return order.ocode;
}

describe('referral credit', () => {
  it('gives each member a code of 6–16 letters and digits, the same on every call', async () => {
    const { headers } = await registerMember(t.app);
    const first = await overview(headers);
    expect(first.code).toMatch(/^[A-Z0-9]{6,16}$/);
    expect((await overview(headers)).code).toBe(first.code);
    expect(first).toMatchObject({ earnedPoints: 0, referrals: [], referredBy: null });
  });

  it('credits both members once, on the referred member’s first completed order only', async () => {
    const referrer = await registerMember(t.app);
    const { code } = await overview(referrer.headers);
    // Typed in lower case: codes do not depend on case.
    const { res, headers: referred } = await registerWith(code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect((await overview(referred)).referredBy).toBe(code);
    expect((await overview(referrer.headers)).referrals).toEqual([
      expect.objectContaining({ name: 'M. C.', state: 'pending', points: 0 }),
    ]);

    const first = await completedOrder(referred);
    expect(await referralLedger(referred)).toEqual([expect.objectContaining({ delta: 500, ocode: first })]);
    expect(await referralLedger(referrer.headers)).toEqual([expect.objectContaining({ delta: 500, ocode: '' })]);
    expect(await overview(referrer.headers)).toMatchObject({
      earnedPoints: 500,
      referrals: [expect.objectContaining({ state: 'credited', points: 500 })],
    });

    await completedOrder(referred);
    expect(await referralLedger(referred)).toHaveLength(1);
    expect(await referralLedger(referrer.headers)).toHaveLength(1);
    expect((await overview(referrer.headers)).earnedPoints).toBe(500);
  });

  it('refuses a member’s own code, and that of an account on the same mailbox', async () => {
    // Own code: a new account can see its code before it completes registration.
    const { token } = await loginByEmailCode(t.app, uniqueEmail('self'));
    const own = await overview(bearer(token));
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/perfect/information',
      headers: bearer(token),
      payload: { ...completionPayload(), inviteCode: own.code },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 2001, data: { field: 'inviteCode' } });

    const referrer = await registerMember(t.app);
    const { code } = await overview(referrer.headers);
    const [local, domain] = referrer.email.split('@');
    const { res, headers } = await registerWith(code, { email: `${local}+again@${domain}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'inviteCode' } });
    // Nothing was half written: the account is still to complete, and completes without a code.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/perfect/information',
      headers,
      payload: completionPayload(),
    });
    expect(retry.statusCode).toBe(200);
    expect((await overview(referrer.headers)).referrals).toEqual([]);
  });

  it('refuses a code of another shop', async () => {
    const elsewhere = await registerMember(t.app, '518200');
    const { code } = await overview(elsewhere.headers);
    const { res } = await registerWith(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'inviteCode' } });
  });

  it('refuses a malformed code with 400 and registers with an empty one', async () => {
    for (const inviteCode of ['AB-123', 'ABC', 'A'.repeat(17)]) {
      const { res } = await registerWith(inviteCode);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(2001);
    }
    expect((await registerWith('')).res.statusCode).toBe(200);
  });

  it('credits the referred member but not the referrer past the monthly cap', async () => {
    await t.db
      .insertInto('referral_rules')
      .values({ merchant_number: '630900', referrer_points: 300, referred_points: 200, monthly_cap: 1 })
      .execute();
    const referrer = await registerMember(t.app, '630900');
    const { code } = await overview(referrer.headers);
    const friends = [];
    for (let i = 0; i < 2; i++) {
      const { res, headers } = await registerWith(code, { merchant: '630900' });
      expect(res.statusCode).toBe(200);
      friends.push(headers);
    }
    for (const friend of friends) {
      await completedOrder(friend, '630900');
      expect(await referralLedger(friend)).toEqual([expect.objectContaining({ delta: 200 })]);
    }
    expect(await referralLedger(referrer.headers)).toEqual([expect.objectContaining({ delta: 300 })]);
    const states = (await overview(referrer.headers)).referrals.map((r) => r.state).sort();
    expect(states).toEqual(['capped', 'credited']);
  });
});
