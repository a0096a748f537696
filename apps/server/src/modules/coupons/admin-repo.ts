import type { AdminCouponTemplate, CouponKind } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

/** The row of a template as the back office edits it (JSON lists still text). */
export type TemplateValues = {
  titles: string;
  kind: CouponKind;
  value: number;
  currency: string;
  min_spend: number;
  max_discount: number | null;
  category_ids: string;
  valid_days: number | null;
  valid_from: string | null;
  valid_to: string | null;
  quantity: number | null;
  code: string | null;
  active: number;
};

const COLUMNS = [
  'id',
  'titles',
  'kind',
  'value',
  'currency',
  'min_spend',
  'max_discount',
  'category_ids',
  'valid_days',
  'valid_from',
  'valid_to',
  'quantity',
  'issued',
  'code',
  'welcome',
  'active',
  'created_at',
] as const;

type Row = {
  id: number;
  titles: string;
  kind: string;
  value: number;
  currency: string;
  min_spend: number;
  max_discount: number | null;
  category_ids: string;
  valid_days: number | null;
  valid_from: string | null;
  valid_to: string | null;
  quantity: number | null;
  issued: number;
  code: string | null;
  welcome: number;
  active: number;
  created_at: string;
};

const toTemplate = (r: Row): AdminCouponTemplate => ({
  id: r.id,
  titles: JSON.parse(r.titles) as AdminCouponTemplate['titles'],
  kind: r.kind as CouponKind,
  value: Number(r.value),
  currency: r.currency,
  minSpend: Number(r.min_spend),
  maxDiscount: r.max_discount === null ? null : Number(r.max_discount),
  categoryIds: JSON.parse(r.category_ids) as number[],
  validFrom: r.valid_from,
  validTo: r.valid_to,
  validDays: r.valid_days,
  quantity: r.quantity,
  issued: Number(r.issued),
  code: r.code,
  welcome: Number(r.welcome) === 1,
  active: Number(r.active) === 1,
  createdAt: r.created_at,
});

export async function findAdminTemplates(db: Db, merchantNumber: string): Promise<AdminCouponTemplate[]> {
  const rows = await db
    .selectFrom('coupon_templates')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => toTemplate(r as Row));
}

export async function findAdminTemplate(
  db: Db,
  merchantNumber: string,
  id: number,
): Promise<AdminCouponTemplate | undefined> {
  const row = await db
    .selectFrom('coupon_templates')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toTemplate(row as Row) : undefined;
}

export async function findTemplateIdByCode(db: Db, merchantNumber: string, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('coupon_templates')
    .select('id')
    .where('merchant_number', '=', merchantNumber)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id;
}

export async function insertAdminTemplate(
  db: Db,
  merchantNumber: string,
  values: TemplateValues,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('coupon_templates')
    .values({ merchant_number: merchantNumber, ...values, welcome: 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdminTemplate(
  db: Db,
  merchantNumber: string,
  id: number,
  values: Partial<TemplateValues>,
  at: string,
): Promise<void> {
  await db
    .updateTable('coupon_templates')
    .set({ ...values, updated_at: at })
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .execute();
}

/**
 * Takes one coupon of a template's quantity: a conditional UPDATE, so two last takers never both
 * get one. False when every coupon was issued.
 */
export async function takeIssue(db: Db, merchantNumber: string, templateId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupon_templates')
    .set((eb) => ({ issued: eb('issued', '+', 1) }))
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', templateId)
    .where((eb) => eb.or([eb('quantity', 'is', null), eb('issued', '<', eb.ref('quantity'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a taken issue (the coupon was not issued after all: the member had it already). */
export async function returnIssue(db: Db, merchantNumber: string, templateId: number): Promise<void> {
  await db
    .updateTable('coupon_templates')
    .set((eb) => ({ issued: eb('issued', '-', 1) }))
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', templateId)
    .where('issued', '>', 0)
    .execute();
}

export type ReportCounts = { templateId: number; issued: number; used: number };
export type ReportDiscount = { templateId: number; currency: string; amount: number };

/** Coupons of each template of the merchant, issued and used. */
export async function findReportCounts(db: Db, merchantNumber: string): Promise<ReportCounts[]> {
  const rows = await db
    .selectFrom('member_coupons as c')
    .innerJoin('coupon_templates as t', 't.id', 'c.template_id')
    .select((eb) => [
      'c.template_id',
      eb.fn.countAll<number>().as('issued'),
      eb.fn.sum<number>(eb.case().when('c.status', '=', 'used').then(1).else(0).end()).as('used'),
    ])
    .where('t.merchant_number', '=', merchantNumber)
    .where('c.merchant_number', '=', merchantNumber)
    .groupBy('c.template_id')
    .execute();
  return rows.map((r) => ({ templateId: r.template_id, issued: Number(r.issued), used: Number(r.used ?? 0) }));
}

/** Discount given by the orders that hold a coupon of each template, per order currency. */
export async function findReportDiscounts(db: Db, merchantNumber: string): Promise<ReportDiscount[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('member_coupons as c', 'c.id', 'o.member_coupon_id')
    .select((eb) => ['c.template_id', 'o.currency', eb.fn.sum<number>('o.coupon_discount').as('amount')])
    .where('o.merchant_number', '=', merchantNumber)
    .where('c.merchant_number', '=', merchantNumber)
    .where('c.status', '=', 'used')
    .whereRef('c.order_id', '=', 'o.id')
    .groupBy(['c.template_id', 'o.currency'])
    .execute();
  return rows.map((r) => ({ templateId: r.template_id, currency: r.currency, amount: Number(r.amount) }));
}
