import {
  convertDiscount,
  currencyInfo,
  type CouponPage,
  type CouponPageRequest,
  type CurrencyCode,
  type MemberCoupon,
  type SiteLanguage,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { Pricer } from '../catalog/pricing.js';
import type { CatalogService } from '../catalog/service.js';
import { returnIssue, takeIssue } from './admin-repo.js';
import * as repo from './repo.js';

export type { TemplateDraft } from './repo.js';
export type CouponOwner = repo.Owner;

/** What a coupon is checked against: the order's lines in the request currency. */
export type Basket = { subtotal: number; lines: readonly { categoryId: number | null; amount: number }[] };
export type CouponUse = { couponId: number; title: string; discount: number };

const DAY_MS = 86_400_000;

/**
 * Coupon templates (fixed or percent, minimum spend, categories, validity) issued to members and
 * used once at checkout; an order that is cancelled, expires or is refunded gives its coupon back.
 */
export function createCouponService({ db, catalog }: { db: Db; catalog: CatalogService }) {
  async function listCoupons(ctx: RequestContext, memberId: number, request: CouponPageRequest): Promise<CouponPage> {
    const now = new Date().toISOString();
    const [pricer, page] = await Promise.all([
      catalog.pricerFor(ctx),
      repo.findCouponPage(db, ownerOf(ctx, memberId), {
        filter: request.status,
        now,
        offset: (request.pageIndex - 1) * request.pageSize,
        limit: request.pageSize,
      }),
    ]);
    return {
      pageIndex: request.pageIndex,
      pageSize: request.pageSize,
      total: page.total,
      list: page.list.map((c) => toMemberCoupon(c, ctx, pricer, now)),
    };
  }

  /** Coupons usable now (the account's `couponsCount`). */
  const countCoupons = (ctx: RequestContext, memberId: number) =>
    repo.countAvailableCoupons(db, ownerOf(ctx, memberId), new Date().toISOString());

  /**
   * The discount a member's coupon gives a basket, or the reason it gives none: 3004 (not the
   * member's), 4112 used, 4111 not valid now, 4114 no product of its categories, 4113 below the
   * minimum spend. The order's transaction then takes it with `useCoupon`.
   */
  async function evaluateCoupon(
    ctx: RequestContext,
    memberId: number | null,
    couponId: number,
    basket: Basket,
  ): Promise<CouponUse> {
    if (memberId === null) throw new AppError('invalidToken', 'Log in to use a coupon');
    const [coupon, pricer] = await Promise.all([
      repo.findCoupon(db, ownerOf(ctx, memberId), couponId),
      catalog.pricerFor(ctx),
    ]);
    if (!coupon) throw new AppError('notFound', 'No such coupon in your account', 'couponId');
    const result = assess(coupon, ctx, pricer, basket, new Date().toISOString());
    if ('error' in result) throw result.error;
    return { couponId, title: titleOf(coupon.template, ctx.language), discount: result.discount };
  }

  /** Every usable coupon of a member with what it would do for a basket (the checkout's list). */
  async function listCouponOptions(ctx: RequestContext, memberId: number | null, basket: Basket) {
    if (memberId === null) return [];
    const now = new Date().toISOString();
    const [coupons, pricer] = await Promise.all([
      repo.findUsableCoupons(db, ownerOf(ctx, memberId), now),
      catalog.pricerFor(ctx),
    ]);
    return coupons.map((coupon) => {
      const result = assess(coupon, ctx, pricer, basket, now);
      return {
        id: coupon.id,
        title: titleOf(coupon.template, ctx.language),
        applicable: !('error' in result),
        reason: 'error' in result ? result.error.message : '',
        discount: 'error' in result ? 0 : result.discount,
      };
    });
  }

  /** Takes the coupon for an order inside its transaction; false when it is no longer usable. */
  const useCoupon = (trx: Db, owner: repo.Owner, couponId: number, orderId: number) =>
    repo.markCouponUsed(trx, owner, { id: couponId, orderId, now: new Date().toISOString() });

  /** Gives an order's coupon back inside its transaction. */
  const returnCoupon = (trx: Db, owner: repo.Owner, couponId: number, orderId: number) =>
    repo.markCouponUnused(trx, owner, { id: couponId, orderId });

  /** Issues the shop's welcome coupons once to a member who completed the account. */
  async function issueWelcomeCoupons(ctx: RequestContext, memberId: number): Promise<void> {
    const templates = await repo.findWelcomeTemplates(db, ctx.merchant.number);
    for (const template of templates) {
      await issueCoupon(db, ownerOf(ctx, memberId), template, `welcome:${template.id}`);
    }
  }

  /** Issues one coupon of a template (with an `issueKey`, at most once); answers its id or null. */
  async function issueCoupon(trx: Db, owner: repo.Owner, template: repo.CouponTemplate, issueKey: string | null) {
    const issued = await issueFromTemplate(trx, owner, template, issueKey);
    return 'id' in issued ? issued.id : null;
  }

  /**
   * Issues one coupon of a template within its quantity (a conditional UPDATE takes one; migration
   * 0023): its id, or why not — every coupon was issued, or the member has this `issueKey` already.
   */
  async function issueFromTemplate(
    trx: Db,
    owner: repo.Owner,
    template: repo.CouponTemplate,
    issueKey: string | null,
  ): Promise<{ id: number } | { refused: 'allIssued' | 'duplicate' }> {
    if (!(await takeIssue(trx, owner.merchantNumber, template.id))) return { refused: 'allIssued' };
    const id = await insertIssued(trx, owner, template, issueKey);
    if (id !== null) return { id };
    await returnIssue(trx, owner.merchantNumber, template.id);
    return { refused: 'duplicate' };
  }

  async function insertIssued(trx: Db, owner: repo.Owner, template: repo.CouponTemplate, issueKey: string | null) {
    const now = new Date();
    const validFrom = template.validDays !== null ? now.toISOString() : (template.validFrom ?? now.toISOString());
    const validTo =
      template.validDays !== null
        ? new Date(now.getTime() + template.validDays * DAY_MS).toISOString()
        : (template.validTo ?? now.toISOString());
    return repo.insertMemberCoupon(trx, owner, {
      templateId: template.id,
      validFrom,
      validTo,
      issueKey,
      at: now.toISOString(),
    });
  }

  /** Issues a coupon of a template by id (tests and the dev issuing endpoint). */
  async function issueCouponById(trx: Db, owner: repo.Owner, templateId: number, issueKey: string | null = null) {
    const template = await repo.findTemplate(trx, owner.merchantNumber, templateId);
    if (!template) throw new AppError('notFound', `No coupon template ${templateId}`, 'templateId');
    return issueCoupon(trx, owner, template, issueKey);
  }

  /** Adds a merchant's templates once (seed); answers their ids, or [] when it has some already. */
  async function importTemplates(trx: Db, merchantNumber: string, drafts: readonly repo.TemplateDraft[]) {
    if ((await repo.countTemplates(trx, merchantNumber)) > 0) return [];
    return repo.insertTemplates(trx, merchantNumber, drafts, new Date().toISOString());
  }

  /** Adds templates (tests); answers their ids. */
  const addTemplates = (trx: Db, merchantNumber: string, drafts: readonly repo.TemplateDraft[]) =>
    repo.insertTemplates(trx, merchantNumber, drafts, new Date().toISOString());

  return {
    listCoupons,
    countCoupons,
    evaluateCoupon,
    listCouponOptions,
    useCoupon,
    returnCoupon,
    issueWelcomeCoupons,
    issueCouponById,
    importTemplates,
    addTemplates,
    issueFromTemplate,
    findTemplate: (trx: Db, merchantNumber: string, id: number) => repo.findTemplate(trx, merchantNumber, id),
  };
}

export type CouponService = ReturnType<typeof createCouponService>;

const ownerOf = (ctx: RequestContext, memberId: number): repo.Owner => ({
  merchantNumber: ctx.merchant.number,
  memberId,
});

const titleOf = (template: repo.CouponTemplate, language: SiteLanguage) =>
  template.titles[language] ?? template.titles['en-AU'] ?? Object.values(template.titles)[0] ?? '';

/** Amount of a template's currency in the request currency: discounts round down, thresholds up. */
const discountIn = (amount: number, template: repo.CouponTemplate, ctx: RequestContext, pricer: Pricer) =>
  convertDiscount(amount, template.currency as CurrencyCode, ctx.currency, pricer.rateFrom(template.currency) ?? 0);

function assess(
  coupon: repo.CouponRecord,
  ctx: RequestContext,
  pricer: Pricer,
  basket: Basket,
  now: string,
): { discount: number } | { error: AppError } {
  const t = coupon.template;
  if (coupon.status === 'used')
    return { error: new AppError('couponUsed', 'This coupon was already used', 'couponId') };
  if (coupon.validFrom > now || coupon.validTo <= now) {
    return {
      error: new AppError(
        'couponExpired',
        `This coupon is valid from ${coupon.validFrom.slice(0, 10)} to ${coupon.validTo.slice(0, 10)}`,
        'couponId',
      ),
    };
  }
  const eligible = basket.lines
    .filter((l) => t.categoryIds.length === 0 || (l.categoryId !== null && t.categoryIds.includes(l.categoryId)))
    .reduce((sum, l) => sum + l.amount, 0);
  if (eligible === 0) {
    return { error: new AppError('couponNotApplicable', 'This coupon does not apply to these products', 'couponId') };
  }
  const minSpend = t.minSpend > 0 ? pricer.convert(t.minSpend, t.currency) : 0;
  if (eligible < minSpend) {
    return {
      error: new AppError(
        'couponMinSpend',
        `This coupon needs a spend of at least ${minSpend / 100} ${ctx.currency}`,
        'couponId',
      ),
    };
  }
  let discount =
    t.kind === 'fixed'
      ? discountIn(t.value, t, ctx, pricer)
      : convertDiscount(Math.floor((eligible * t.value) / 100), ctx.currency, ctx.currency, 1);
  if (t.kind === 'percent' && t.maxDiscount !== null)
    discount = Math.min(discount, discountIn(t.maxDiscount, t, ctx, pricer));
  // Something is always left to pay: at least one charging step of the currency.
  const step = currencyInfo(ctx.currency).wholeUnits ? 100 : 1;
  return { discount: Math.max(0, Math.min(discount, eligible, basket.subtotal - step)) };
}

function toMemberCoupon(c: repo.CouponRecord, ctx: RequestContext, pricer: Pricer, now: string): MemberCoupon {
  const t = c.template;
  return {
    id: c.id,
    title: titleOf(t, ctx.language),
    kind: t.kind,
    percent: t.kind === 'percent' ? t.value : null,
    amount: t.kind === 'fixed' ? discountIn(t.value, t, ctx, pricer) : null,
    maxDiscount: t.kind === 'percent' && t.maxDiscount !== null ? discountIn(t.maxDiscount, t, ctx, pricer) : null,
    minSpend: t.minSpend > 0 ? pricer.convert(t.minSpend, t.currency) : 0,
    currency: ctx.currency,
    categoryIds: t.categoryIds,
    validFrom: c.validFrom,
    validTo: c.validTo,
    status: c.status === 'used' ? 'used' : c.validTo <= now ? 'expired' : 'available',
    usedAt: c.usedAt,
  };
}
