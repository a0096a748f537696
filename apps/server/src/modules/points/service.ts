import {
  convertDiscount,
  convertSellingPrice,
  type CurrencyCode,
  type PointsBalance,
  type PointsPage,
  type PointsPageRequest,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogService } from '../catalog/service.js';
import * as repo from './repo.js';

export type { PointsRule } from './repo.js';
type OrderRef = repo.OrderRef;

/**
 * A merchant's rate when it has set none: 1 point per whole A$ paid, 100 points take A$1 off,
 * points pay at most half of an order.
 */
export const DEFAULT_POINTS_RULE: repo.PointsRule = {
  currency: 'AUD',
  earnPerUnit: 1,
  step: 100,
  stepValue: 100,
  maxRedeemPercent: 50,
};

/** A redemption worked out for a payable amount (order currency). */
export type Redemption = { points: number; discount: number };

/**
 * Loyalty points: a ledger per member and merchant and a balance that never goes negative (a
 * conditional UPDATE takes points, a CHECK constraint backs it up).
 */
export function createPointsService({ db, catalog }: { db: Db; catalog: CatalogService }) {
  const ruleOf = async (merchantNumber: string) =>
    (await repo.findPointsRule(db, merchantNumber)) ?? DEFAULT_POINTS_RULE;

  /** The value of `points` in the request currency, rounded down. */
  async function valuer(ctx: RequestContext) {
    const [rule, pricer] = await Promise.all([ruleOf(ctx.merchant.number), catalog.pricerFor(ctx)]);
    const rate = pricer.rateFrom(rule.currency) ?? 0;
    const valueOf = (points: number) =>
      convertDiscount(
        Math.floor(points / rule.step) * rule.stepValue,
        rule.currency as CurrencyCode,
        ctx.currency,
        rate,
      );
    /** Whole points earned for an amount of the request currency (before any doubling). */
    const earnedFor = (amount: number) => {
      const inRuleCurrency = rate > 0 ? amount / rate : 0;
      return Math.floor(Math.round(inRuleCurrency * 1e6) / 1e6 / 100) * rule.earnPerUnit;
    };
    /** What earns `earnPerUnit` points, in the request currency: one whole unit of the rule's currency. */
    const earnEvery = rate > 0 ? convertSellingPrice(100, rule.currency as CurrencyCode, ctx.currency, rate) : 0;
    return { rule, valueOf, earnedFor, earnEvery };
  }

  async function getBalance(ctx: RequestContext, memberId: number): Promise<PointsBalance> {
    const [balance, { rule, valueOf, earnEvery }] = await Promise.all([
      repo.findBalance(db, ownerOf(ctx, memberId)),
      valuer(ctx),
    ]);
    return {
      balance,
      earnPerUnit: rule.earnPerUnit,
      earnEvery,
      step: rule.step,
      stepValue: valueOf(rule.step),
      currency: ctx.currency,
      maxRedeemPercent: rule.maxRedeemPercent,
    };
  }

  const countPoints = (ctx: RequestContext, memberId: number) => repo.findBalance(db, ownerOf(ctx, memberId));

  async function listEntries(ctx: RequestContext, memberId: number, request: PointsPageRequest): Promise<PointsPage> {
    const owner = ownerOf(ctx, memberId);
    const [balance, page] = await Promise.all([
      repo.findBalance(db, owner),
      repo.findLedgerPage(db, owner, {
        offset: (request.pageIndex - 1) * request.pageSize,
        limit: request.pageSize,
      }),
    ]);
    return { balance, pageIndex: request.pageIndex, pageSize: request.pageSize, ...page };
  }

  /**
   * What redeeming points can do for an order (read only; the order's transaction takes them):
   * the balance, the step and its value, the most points usable on `payable`, and the discount
   * of `requested` points. Refuses a count off the step (2001), above the balance (4121) or
   * above the merchant's share of the order (2001).
   */
  async function planRedemption(
    ctx: RequestContext,
    memberId: number | null,
    payable: number,
    requested: number,
  ): Promise<{ balance: number; step: number; stepValue: number; maxUsable: number; redemption: Redemption }> {
    if (memberId === null) {
      // Visitors have no points: nothing to look up.
      if (requested > 0) throw new AppError('invalidToken', 'Log in to redeem points');
      return { balance: 0, step: 0, stepValue: 0, maxUsable: 0, redemption: { points: 0, discount: 0 } };
    }
    const [balance, { rule, valueOf }] = await Promise.all([repo.findBalance(db, ownerOf(ctx, memberId)), valuer(ctx)]);
    const stepValue = valueOf(rule.step);
    const cap = Math.floor((payable * rule.maxRedeemPercent) / 100);
    const stepsByCap = stepValue > 0 ? Math.floor(cap / stepValue) : 0;
    const maxUsable = Math.min(Math.floor(balance / rule.step), stepsByCap) * rule.step;
    if (requested > 0) {
      if (requested % rule.step !== 0) {
        throw new AppError('validationFailed', `Points are redeemed in multiples of ${rule.step}`, 'points');
      }
      if (requested > balance) {
        throw new AppError('pointsInsufficient', `You have ${balance} points; ${requested} were asked for`, 'points');
      }
      if (requested > maxUsable) {
        throw new AppError(
          'validationFailed',
          `At most ${maxUsable} points can be used on this order (${rule.maxRedeemPercent}% of it)`,
          'points',
        );
      }
    }
    return {
      balance,
      step: rule.step,
      stepValue,
      maxUsable,
      redemption: { points: requested, discount: valueOf(requested) },
    };
  }

  /** Points an order will earn on completion: per line, doubled on 2X Points products. */
  async function planEarning(ctx: RequestContext, lines: readonly { amount: number; double: boolean }[]) {
    const { earnedFor } = await valuer(ctx);
    return lines.reduce((sum, line) => sum + earnedFor(line.amount) * (line.double ? 2 : 1), 0);
  }

  /** Takes redeemed points inside the order's transaction; false when the balance no longer covers them. */
  async function spendPoints(trx: Db, owner: repo.Owner, points: number, order: OrderRef): Promise<boolean> {
    if (points <= 0) return true;
    const at = new Date().toISOString();
    const balance = await repo.takePoints(trx, owner, points, at);
    if (balance === null) return false;
    await repo.insertLedgerEntry(trx, owner, { delta: -points, balanceAfter: balance, reason: 'redeemed', order, at });
    return true;
  }

  /** Gives redeemed points back (cancelled, expired or refunded order) inside its transaction. */
  async function returnPoints(trx: Db, owner: repo.Owner, points: number, order: OrderRef): Promise<void> {
    if (points <= 0) return;
    const at = new Date().toISOString();
    const balance = await repo.addPoints(trx, owner, points, at);
    await repo.insertLedgerEntry(trx, owner, { delta: points, balanceAfter: balance, reason: 'returned', order, at });
  }

  /** Credits points earned by a completed order inside its transaction. */
  async function earnPoints(trx: Db, owner: repo.Owner, points: number, order: OrderRef): Promise<void> {
    if (points <= 0) return;
    const at = new Date().toISOString();
    const balance = await repo.addPoints(trx, owner, points, at);
    await repo.insertLedgerEntry(trx, owner, { delta: points, balanceAfter: balance, reason: 'earned', order, at });
  }

  /** Credits referral points (the referrals module, when a referred member's first order completes). */
  async function awardReferralPoints(trx: Db, owner: repo.Owner, points: number, order: OrderRef): Promise<void> {
    if (points <= 0) return;
    const at = new Date().toISOString();
    const balance = await repo.addPoints(trx, owner, points, at);
    await repo.insertLedgerEntry(trx, owner, { delta: points, balanceAfter: balance, reason: 'referral', order, at });
  }

  /** Sets a merchant's rate (seed, tests). */
  const setRule = (trx: Db, merchantNumber: string, rule: repo.PointsRule) =>
    repo.upsertPointsRule(trx, merchantNumber, rule);

  return {
    getBalance,
    countPoints,
    listEntries,
    planRedemption,
    planEarning,
    spendPoints,
    returnPoints,
    earnPoints,
    awardReferralPoints,
    setRule,
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
export type PointsOwner = repo.Owner;

const ownerOf = (ctx: RequestContext, memberId: number): repo.Owner => ({
  merchantNumber: ctx.merchant.number,
  memberId,
});
