import type { PointsEntry, PointsReason } from '@storefront/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

/** Whose points: every query names the merchant and the member. */
export type Owner = { merchantNumber: string; memberId: number };
export type OrderRef = { orderId: number; ocode: string };

export type PointsRule = {
  currency: string;
  earnPerUnit: number;
  step: number;
  stepValue: number;
  maxRedeemPercent: number;
};

export async function findPointsRule(db: Db, merchantNumber: string): Promise<PointsRule | undefined> {
  const row = await db
    .selectFrom('points_rules')
    .select(['currency', 'earn_per_unit', 'step', 'step_value', 'max_redeem_percent'])
    .where('merchant_number', '=', merchantNumber)
    .executeTakeFirst();
  return row
    ? {
        currency: row.currency,
        earnPerUnit: row.earn_per_unit,
        step: row.step,
        stepValue: row.step_value,
        maxRedeemPercent: row.max_redeem_percent,
      }
    : undefined;
}

export async function upsertPointsRule(db: Db, merchantNumber: string, rule: PointsRule): Promise<void> {
  const values = {
    currency: rule.currency,
    earn_per_unit: rule.earnPerUnit,
    step: rule.step,
    step_value: rule.stepValue,
    max_redeem_percent: rule.maxRedeemPercent,
  };
  await db
    .insertInto('points_rules')
    .values({ merchant_number: merchantNumber, ...values })
    .onConflict((oc) => oc.column('merchant_number').doUpdateSet(values))
    .execute();
}

export async function findBalance(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('points_accounts')
    .select('balance')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .executeTakeFirst();
  return row ? Number(row.balance) : 0;
}

/** Takes points only when the balance covers them (a conditional UPDATE); answers the new balance or null. */
export async function takePoints(db: Db, owner: Owner, points: number, now: string): Promise<number | null> {
  const row = await db
    .updateTable('points_accounts')
    .set((eb) => ({ balance: eb('balance', '-', points), updated_at: now }))
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('balance', '>=', points)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/** Adds points, opening the account on first use; answers the new balance. */
export async function addPoints(db: Db, owner: Owner, points: number, now: string): Promise<number> {
  const row = await db
    .insertInto('points_accounts')
    .values({ merchant_number: owner.merchantNumber, member_id: owner.memberId, balance: points, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['merchant_number', 'member_id'])
        .doUpdateSet({ balance: sql<number>`points_accounts.balance + ${points}`, updated_at: now }),
    )
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function insertLedgerEntry(
  db: Db,
  owner: Owner,
  entry: { delta: number; balanceAfter: number; reason: PointsReason; order?: OrderRef; at: string },
): Promise<void> {
  await db
    .insertInto('points_ledger')
    .values({
      merchant_number: owner.merchantNumber,
      member_id: owner.memberId,
      delta: entry.delta,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      order_id: entry.order?.orderId ?? null,
      ocode: entry.order?.ocode ?? '',
      created_at: entry.at,
    })
    .execute();
}

export async function findLedgerPage(
  db: Db,
  owner: Owner,
  page: { offset: number; limit: number },
): Promise<{ total: number; list: PointsEntry[] }> {
  const scoped = db
    .selectFrom('points_ledger')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId);
  const [count, rows] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    scoped
      .select(['id', 'delta', 'balance_after', 'reason', 'ocode', 'created_at'])
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    list: rows.map((r) => ({
      id: r.id,
      delta: Number(r.delta),
      balanceAfter: Number(r.balance_after),
      reason: r.reason as PointsReason,
      ocode: r.ocode,
      createdAt: r.created_at,
    })),
  };
}
