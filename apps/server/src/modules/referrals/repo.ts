import type { ReferralState } from '@storefront/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

/** Whose referral data: every query names the merchant, and the member where it has one. */
export type Owner = { merchantNumber: string; memberId: number };

export type ReferralRule = { referrerPoints: number; referredPoints: number; monthlyCap: number };

export type ReferralRow = {
  referredId: number;
  state: ReferralState;
  referrerPoints: number;
  createdAt: string;
  creditedAt: string | null;
};

export async function findReferralRule(db: Db, merchantNumber: string): Promise<ReferralRule | undefined> {
  const row = await db
    .selectFrom('referral_rules')
    .select(['referrer_points', 'referred_points', 'monthly_cap'])
    .where('merchant_number', '=', merchantNumber)
    .executeTakeFirst();
  return row
    ? { referrerPoints: row.referrer_points, referredPoints: row.referred_points, monthlyCap: row.monthly_cap }
    : undefined;
}

export async function upsertReferralRule(db: Db, merchantNumber: string, rule: ReferralRule): Promise<void> {
  const values = {
    referrer_points: rule.referrerPoints,
    referred_points: rule.referredPoints,
    monthly_cap: rule.monthlyCap,
  };
  await db
    .insertInto('referral_rules')
    .values({ merchant_number: merchantNumber, ...values })
    .onConflict((oc) => oc.column('merchant_number').doUpdateSet(values))
    .execute();
}

export async function findInviteCode(db: Db, owner: Owner): Promise<string | undefined> {
  const row = await db
    .selectFrom('referral_codes')
    .select('code')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .executeTakeFirst();
  return row?.code;
}

/** Stores a member's code unless the member has one or the code is taken; the caller reads back which. */
export async function insertInviteCode(db: Db, owner: Owner, code: string, at: string): Promise<void> {
  await db
    .insertInto('referral_codes')
    .values({ merchant_number: owner.merchantNumber, member_id: owner.memberId, code, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The member a code belongs to in this merchant (codes of other merchants are not found). */
export async function findCodeHolder(db: Db, merchantNumber: string, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('referral_codes')
    .select('member_id')
    .where('merchant_number', '=', merchantNumber)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.member_id;
}

/** Records who brought a member; false when the member already has a referrer (one per member). */
export async function insertReferral(
  db: Db,
  merchantNumber: string,
  referral: { referrerId: number; referredId: number; code: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('referrals')
    .values({
      merchant_number: merchantNumber,
      referrer_id: referral.referrerId,
      referred_id: referral.referredId,
      code: referral.code,
      state: 'pending',
      created_at: referral.at,
    })
    .onConflict((oc) => oc.columns(['merchant_number', 'referred_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The code a member registered with, if any. */
export async function findReferrerCode(db: Db, owner: Owner): Promise<string | undefined> {
  const row = await db
    .selectFrom('referrals')
    .select('code')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('referred_id', '=', owner.memberId)
    .executeTakeFirst();
  return row?.code;
}

/**
 * Credits the referred member's pending referral for an order (a conditional UPDATE: of two
 * completions racing, one wins). Answers the referrer, or undefined when there was nothing pending.
 */
export async function creditPendingReferral(
  db: Db,
  owner: Owner,
  credit: { orderId: number; ocode: string; referredPoints: number; at: string },
): Promise<{ id: number; referrerId: number } | undefined> {
  const row = await db
    .updateTable('referrals')
    .set({
      state: 'credited',
      order_id: credit.orderId,
      ocode: credit.ocode,
      referred_points: credit.referredPoints,
      credited_at: credit.at,
    })
    .where('merchant_number', '=', owner.merchantNumber)
    .where('referred_id', '=', owner.memberId)
    .where('state', '=', 'pending')
    .returning(['id', 'referrer_id'])
    .executeTakeFirst();
  return row ? { id: row.id, referrerId: row.referrer_id } : undefined;
}

/** Sets what the referrer got for a credited referral: its points, or the capped state. */
export async function settleReferrerShare(
  db: Db,
  merchantNumber: string,
  referralId: number,
  share: { state: 'credited' | 'capped'; referrerPoints: number },
): Promise<void> {
  await db
    .updateTable('referrals')
    .set({ state: share.state, referrer_points: share.referrerPoints })
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', referralId)
    .execute();
}

/**
 * Takes one of a referrer's credits for a month, only while under `cap`: one upsert whose update
 * is conditional, so two completions at once cannot both take the last one.
 */
export async function takeMonthlyCredit(db: Db, owner: Owner, month: string, cap: number): Promise<boolean> {
  if (cap <= 0) return false;
  const row = await db
    .insertInto('referral_monthly_credits')
    .values({ merchant_number: owner.merchantNumber, referrer_id: owner.memberId, month, credits: 1 })
    .onConflict((oc) =>
      oc
        .columns(['merchant_number', 'referrer_id', 'month'])
        .doUpdateSet({ credits: sql<number>`referral_monthly_credits.credits + 1` })
        .where('referral_monthly_credits.credits', '<', cap),
    )
    .returning('credits')
    .executeTakeFirst();
  return row !== undefined;
}

/** A referrer's referrals, newest first. */
export async function findReferralsOf(db: Db, owner: Owner, limit: number): Promise<ReferralRow[]> {
  const rows = await db
    .selectFrom('referrals')
    .select(['referred_id', 'state', 'referrer_points', 'created_at', 'credited_at'])
    .where('merchant_number', '=', owner.merchantNumber)
    .where('referrer_id', '=', owner.memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    referredId: r.referred_id,
    state: r.state as ReferralState,
    referrerPoints: Number(r.referrer_points),
    createdAt: r.created_at,
    creditedAt: r.credited_at,
  }));
}

/** Points a referrer earned from all its referrals. */
export async function sumReferrerPoints(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => eb.fn.sum<number | string | null>('referrer_points').as('total'))
    .where('merchant_number', '=', owner.merchantNumber)
    .where('referrer_id', '=', owner.memberId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
