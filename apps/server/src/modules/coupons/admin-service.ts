import type {
  AdminCouponTemplate,
  CouponIssueRequest,
  CouponReport,
  CouponTemplateCreate,
  CouponTemplatePatch,
  SiteLanguage,
} from '@storefront/contracts';
import { categories } from '@storefront/reference-data';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { AuditService } from '../audit/service.js';
import type { MemberContact } from '../identity/service.js';
import * as repo from './admin-repo.js';
import type { CouponService } from './service.js';

/** The category groups a coupon may name (reference data). */
const GROUP_IDS: ReadonlySet<number> = new Set(categories('en-AU').map((g) => g.id));

type Contact = { kind: 'email'; email: string } | { kind: 'phone'; country: number; phone: string };
type Deps = {
  db: Db;
  audit: AuditService;
  events: EventPublisher;
  coupons: CouponService;
  members: { findMemberByContact(ctx: RequestContext, contact: Contact): Promise<MemberContact | undefined> };
};

/** A template as a rule checks it: the stored one with a patch over it. */
type Shape = Pick<
  AdminCouponTemplate,
  'kind' | 'value' | 'maxDiscount' | 'categoryIds' | 'validFrom' | 'validTo' | 'validDays' | 'quantity' | 'titles'
>;

/**
 * Coupon templates in the back office (issue 14): created and edited, issued to a member found
 * by email or phone, taken by shoppers with a public code, and reported (issued, used, discount
 * given). Each write is one transaction with one audit row; `merchant.changed` follows the commit.
 */
export function createCouponAdmin({ db, audit, events, coupons, members }: Deps) {
  async function stored(database: Db, merchantNumber: string, id: number) {
    const template = await repo.findAdminTemplate(database, merchantNumber, id);
    if (!template) throw new AppError('notFound', `No coupon template ${id} in this shop`, 'id');
    return template;
  }

  const listTemplates = async (staff: StaffPrincipal) => ({
    items: await repo.findAdminTemplates(db, staff.merchantNumber),
  });

  const getTemplate = (staff: StaffPrincipal, id: number) => stored(db, staff.merchantNumber, id);

  async function createTemplate(staff: StaffPrincipal, merchant: Merchant, input: CouponTemplateCreate) {
    checkShape(merchant, input);
    const number = staff.merchantNumber;
    const template = await db.transaction().execute(async (trx) => {
      if (input.code !== null) await checkCodeFree(trx, number, input.code, null);
      const at = new Date().toISOString();
      const id = await repo.insertAdminTemplate(
        trx,
        number,
        {
          titles: JSON.stringify(input.titles),
          kind: input.kind,
          value: input.value,
          currency: input.currency,
          min_spend: input.minSpend,
          max_discount: input.kind === 'percent' ? input.maxDiscount : null,
          category_ids: JSON.stringify(input.categoryIds),
          valid_days: input.validDays,
          valid_from: isoOf(input.validFrom),
          valid_to: isoOf(input.validTo),
          quantity: input.quantity,
          code: input.code,
          active: 1,
        },
        at,
      );
      const template = await stored(trx, number, id);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'coupon.create',
        objectType: 'coupon',
        objectId: id,
        after: template,
      });
      return template;
    });
    await events.publish('merchant.changed', { merchantNumber: number });
    return template;
  }

  async function updateTemplate(staff: StaffPrincipal, merchant: Merchant, id: number, patch: CouponTemplatePatch) {
    const number = staff.merchantNumber;
    const { template, changed } = await db.transaction().execute(async (trx) => {
      const before = await stored(trx, number, id);
      const next: Shape = {
        kind: before.kind,
        value: patch.value ?? before.value,
        maxDiscount: patch.maxDiscount === undefined ? before.maxDiscount : patch.maxDiscount,
        categoryIds: patch.categoryIds ?? before.categoryIds,
        validFrom: patch.validFrom === undefined ? before.validFrom : patch.validFrom,
        validTo: patch.validTo === undefined ? before.validTo : patch.validTo,
        validDays: patch.validDays === undefined ? before.validDays : patch.validDays,
        quantity: patch.quantity === undefined ? before.quantity : patch.quantity,
        titles: patch.titles ?? before.titles,
      };
      checkShape(merchant, next);
      if (next.quantity !== null && next.quantity < before.issued) {
        throw new AppError(
          'validationFailed',
          `The quantity cannot be below the ${before.issued} coupons already issued`,
          'quantity',
        );
      }
      if (patch.code) await checkCodeFree(trx, number, patch.code, id);
      await repo.updateAdminTemplate(
        trx,
        number,
        id,
        {
          ...(patch.titles === undefined ? {} : { titles: JSON.stringify(patch.titles) }),
          ...(patch.value === undefined ? {} : { value: patch.value }),
          ...(patch.minSpend === undefined ? {} : { min_spend: patch.minSpend }),
          ...(patch.maxDiscount === undefined ? {} : { max_discount: patch.maxDiscount }),
          ...(patch.categoryIds === undefined ? {} : { category_ids: JSON.stringify(patch.categoryIds) }),
          ...(patch.validFrom === undefined ? {} : { valid_from: isoOf(patch.validFrom) }),
          ...(patch.validTo === undefined ? {} : { valid_to: isoOf(patch.validTo) }),
          ...(patch.validDays === undefined ? {} : { valid_days: patch.validDays }),
          ...(patch.quantity === undefined ? {} : { quantity: patch.quantity }),
          ...(patch.code === undefined ? {} : { code: patch.code }),
          ...(patch.active === undefined ? {} : { active: patch.active ? 1 : 0 }),
        },
        new Date().toISOString(),
      );
      const template = await stored(trx, number, id);
      const changed = JSON.stringify(before) !== JSON.stringify(template);
      if (changed) {
        await audit.record(trx, {
          merchantNumber: number,
          staffId: staff.staffId,
          action: 'coupon.update',
          objectType: 'coupon',
          objectId: id,
          before,
          after: template,
        });
      }
      return { template, changed };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return template;
  }

  /** Issues one coupon of a template to a member of this shop, found by email or by phone. */
  async function issueToMember(staff: StaffPrincipal, ctx: RequestContext, id: number, to: CouponIssueRequest) {
    const contact = contactOf(to);
    const member = await members.findMemberByContact(ctx, contact);
    if (!member) {
      throw new AppError(
        'notFound',
        'No member of this shop has this email or phone',
        contact.kind === 'email' ? 'email' : 'phone',
      );
    }
    const number = staff.merchantNumber;
    const couponId = await db.transaction().execute(async (trx) => {
      const template = await stored(trx, number, id);
      checkIssuing(template);
      const found = await coupons.findTemplate(trx, number, id);
      if (!found) throw new AppError('notFound', `No coupon template ${id} in this shop`, 'id');
      const issued = await coupons.issueFromTemplate(trx, { merchantNumber: number, memberId: member.id }, found, null);
      if (!('id' in issued)) throw new AppError('couponsAllIssued', `All ${template.quantity} coupons were issued`);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'coupon.issue',
        objectType: 'coupon',
        objectId: id,
        after: { couponId: issued.id, memberId: member.id, email: member.email, phone: member.phone },
      });
      return issued.id;
    });
    await events.publish('merchant.changed', { merchantNumber: number });
    return { couponId, memberId: member.id };
  }

  /** A shopper takes the coupon of a public code into the account, once per account. */
  async function claimCode(ctx: RequestContext, memberId: number, code: string) {
    const number = ctx.merchant.number;
    return db.transaction().execute(async (trx) => {
      const id = await repo.findTemplateIdByCode(trx, number, code);
      const template = id === undefined ? undefined : await repo.findAdminTemplate(trx, number, id);
      const found = id === undefined ? undefined : await coupons.findTemplate(trx, number, id);
      if (!template || !found) throw new AppError('notFound', 'No coupon has this code', 'code');
      checkIssuing(template);
      const issued = await coupons.issueFromTemplate(
        trx,
        { merchantNumber: number, memberId },
        found,
        `code:${template.id}`,
      );
      if (!('id' in issued)) {
        if (issued.refused === 'duplicate')
          throw new AppError('couponAlreadyTaken', 'You already took the coupon of this code', 'code');
        throw new AppError('couponsAllIssued', `All ${template.quantity} coupons were issued`, 'code');
      }
      return { couponId: issued.id, title: titleOf(template, ctx.language) };
    });
  }

  async function report(staff: StaffPrincipal, ctx: RequestContext): Promise<CouponReport> {
    const [templates, counts, discounts] = await Promise.all([
      repo.findAdminTemplates(db, staff.merchantNumber),
      repo.findReportCounts(db, staff.merchantNumber),
      repo.findReportDiscounts(db, staff.merchantNumber),
    ]);
    return {
      items: templates.map((t) => {
        const count = counts.find((c) => c.templateId === t.id);
        return {
          templateId: t.id,
          title: titleOf(t, ctx.language),
          code: t.code,
          issued: count?.issued ?? 0,
          used: count?.used ?? 0,
          discounts: discounts
            .filter((d) => d.templateId === t.id)
            .map((d) => ({ currency: d.currency, amount: d.amount }))
            .sort((a, b) => a.currency.localeCompare(b.currency)),
        };
      }),
    };
  }

  async function checkCodeFree(trx: Db, merchantNumber: string, code: string, self: number | null) {
    const holder = await repo.findTemplateIdByCode(trx, merchantNumber, code);
    if (holder !== undefined && holder !== self) {
      throw new AppError('couponCodeTaken', `Coupon ${holder} already has the code ${code}`, 'code');
    }
  }

  return { listTemplates, getTemplate, createTemplate, updateTemplate, issueToMember, claimCode, report };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;

/** Instants are stored in UTC (`Z`), so they compare as text. */
const isoOf = (value: string | null) => (value === null ? null : new Date(value).toISOString());

const titleOf = (t: Pick<AdminCouponTemplate, 'titles'>, language: SiteLanguage) =>
  t.titles[language] ?? t.titles['en-AU'] ?? Object.values(t.titles)[0] ?? '';

function contactOf(to: CouponIssueRequest): Contact {
  if (to.email) return { kind: 'email', email: to.email };
  if (to.phone) {
    if (to.country === undefined)
      throw new AppError('validationFailed', 'Give the calling code of the phone', 'country');
    return { kind: 'phone', country: to.country, phone: to.phone };
  }
  throw new AppError('validationFailed', 'Give the member’s email or phone', 'email');
}

/** Issuing stops when staff stop it or the template's fixed window has ended. */
function checkIssuing(t: AdminCouponTemplate) {
  if (!t.active) throw new AppError('couponNotIssuing', 'This coupon is no longer given out', 'id');
  if (t.validDays === null && t.validTo !== null && t.validTo <= new Date().toISOString()) {
    throw new AppError('couponNotIssuing', 'This coupon is no longer given out', 'id');
  }
}

function checkShape(merchant: Merchant, t: Shape) {
  if (Object.keys(t.titles).length === 0) {
    throw new AppError('validationFailed', 'Give the coupon a name in at least one language', 'titles');
  }
  for (const language of Object.keys(t.titles)) {
    if (!merchant.languages.includes(language as SiteLanguage)) {
      throw new AppError('validationFailed', `The shop does not sell in ${language}`, 'titles');
    }
  }
  if (t.kind === 'percent' && t.value > 100) {
    throw new AppError('validationFailed', 'A percentage coupon takes off 1 to 100 percent', 'value');
  }
  const unknown = t.categoryIds.find((id) => !GROUP_IDS.has(id));
  if (unknown !== undefined) {
    throw new AppError(
      'validationFailed',
      `No category ${unknown}: choose a group of the category list`,
      'categoryIds',
    );
  }
  if (t.validDays === null && (t.validFrom === null || t.validTo === null)) {
    throw new AppError('validationFailed', 'Give the coupon a window (from and to) or a number of days', 'validTo');
  }
  if (t.validDays !== null && (t.validFrom !== null || t.validTo !== null)) {
    throw new AppError('validationFailed', 'Give a window or a number of days, not both', 'validDays');
  }
  if (t.validFrom !== null && t.validTo !== null && Date.parse(t.validTo) <= Date.parse(t.validFrom)) {
    throw new AppError('validationFailed', 'The end of the window is not after its start', 'validTo');
  }
}
