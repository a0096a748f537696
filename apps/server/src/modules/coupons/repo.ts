import type { CouponKind, SiteLanguage } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

/** Whose coupons: every query names the merchant and the member. */
export type Owner = { merchantNumber: string; memberId: number };

export type CouponTemplate = {
  id: number;
  titles: Partial<Record<SiteLanguage, string>>;
  kind: CouponKind;
  value: number;
  currency: string;
  minSpend: number;
  maxDiscount: number | null;
  categoryIds: number[];
  validDays: number | null;
  validFrom: string | null;
  validTo: string | null;
  welcome: boolean;
};

export type TemplateDraft = Omit<CouponTemplate, 'id'>;

/** A member's coupon with its template. */
export type CouponRecord = {
  id: number;
  status: 'available' | 'used';
  validFrom: string;
  validTo: string;
  usedAt: string | null;
  orderId: number | null;
  template: CouponTemplate;
};

const TEMPLATE_COLUMNS = [
  't.id as template_id',
  't.titles',
  't.kind',
  't.value',
  't.currency',
  't.min_spend',
  't.max_discount',
  't.category_ids',
  't.valid_days',
  't.valid_from as template_valid_from',
  't.valid_to as template_valid_to',
  't.welcome',
] as const;

type TemplateRow = {
  template_id: number;
  titles: string;
  kind: string;
  value: number;
  currency: string;
  min_spend: number;
  max_discount: number | null;
  category_ids: string;
  valid_days: number | null;
  template_valid_from: string | null;
  template_valid_to: string | null;
  welcome: number;
};

const toTemplate = (r: TemplateRow): CouponTemplate => ({
  id: r.template_id,
  titles: JSON.parse(r.titles) as CouponTemplate['titles'],
  kind: r.kind as CouponKind,
  value: Number(r.value),
  currency: r.currency,
  minSpend: Number(r.min_spend),
  maxDiscount: r.max_discount === null ? null : Number(r.max_discount),
  categoryIds: JSON.parse(r.category_ids) as number[],
  validDays: r.valid_days,
  validFrom: r.template_valid_from,
  validTo: r.template_valid_to,
  welcome: r.welcome === 1,
});

function ownedCoupons(db: Db, owner: Owner) {
  return db
    .selectFrom('member_coupons as c')
    .innerJoin('coupon_templates as t', 't.id', 'c.template_id')
    .where('c.merchant_number', '=', owner.merchantNumber)
    .where('c.member_id', '=', owner.memberId)
    .where('t.merchant_number', '=', owner.merchantNumber);
}

const COUPON_COLUMNS = ['c.id', 'c.status', 'c.valid_from', 'c.valid_to', 'c.used_at', 'c.order_id'] as const;

type CouponRow = TemplateRow & {
  id: number;
  status: string;
  valid_from: string;
  valid_to: string;
  used_at: string | null;
  order_id: number | null;
};

const toCoupon = (r: CouponRow): CouponRecord => ({
  id: r.id,
  status: r.status as CouponRecord['status'],
  validFrom: r.valid_from,
  validTo: r.valid_to,
  usedAt: r.used_at,
  orderId: r.order_id,
  template: toTemplate(r),
});

/** `available` = unused and not past its end; `expired` = unused and past it; `used`. */
export type CouponFilter = 'available' | 'used' | 'expired' | undefined;

function filtered(db: Db, owner: Owner, filter: CouponFilter, now: string) {
  const q = ownedCoupons(db, owner);
  if (filter === 'used') return q.where('c.status', '=', 'used');
  if (filter === 'available') return q.where('c.status', '=', 'available').where('c.valid_to', '>', now);
  if (filter === 'expired') return q.where('c.status', '=', 'available').where('c.valid_to', '<=', now);
  return q;
}

export async function findCouponPage(
  db: Db,
  owner: Owner,
  query: { filter: CouponFilter; now: string; offset: number; limit: number },
): Promise<{ total: number; list: CouponRecord[] }> {
  const [count, rows] = await Promise.all([
    filtered(db, owner, query.filter, query.now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, owner, query.filter, query.now)
      .select([...COUPON_COLUMNS, ...TEMPLATE_COLUMNS])
      .orderBy('c.status')
      .orderBy('c.valid_to')
      .orderBy('c.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { total: Number(count.n), list: rows.map((r) => toCoupon(r as CouponRow)) };
}

export async function countAvailableCoupons(db: Db, owner: Owner, now: string): Promise<number> {
  const row = await filtered(db, owner, 'available', now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findCoupon(db: Db, owner: Owner, id: number): Promise<CouponRecord | undefined> {
  const row = await ownedCoupons(db, owner)
    .select([...COUPON_COLUMNS, ...TEMPLATE_COLUMNS])
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row ? toCoupon(row as CouponRow) : undefined;
}

/** Unused coupons valid at `now` (checkout options). */
export async function findUsableCoupons(db: Db, owner: Owner, now: string): Promise<CouponRecord[]> {
  const rows = await ownedCoupons(db, owner)
    .select([...COUPON_COLUMNS, ...TEMPLATE_COLUMNS])
    .where('c.status', '=', 'available')
    .where('c.valid_from', '<=', now)
    .where('c.valid_to', '>', now)
    .orderBy('c.valid_to')
    .limit(50)
    .execute();
  return rows.map((r) => toCoupon(r as CouponRow));
}

/** Marks a coupon used by an order, only when it is still unused and valid at `now`. */
export async function markCouponUsed(
  db: Db,
  owner: Owner,
  use: { id: number; orderId: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('member_coupons')
    .set({ status: 'used', order_id: use.orderId, used_at: use.now })
    .where('id', '=', use.id)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('status', '=', 'available')
    .where('valid_from', '<=', use.now)
    .where('valid_to', '>', use.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes a coupon used by `orderId` usable again. */
export async function markCouponUnused(db: Db, owner: Owner, use: { id: number; orderId: number }): Promise<void> {
  await db
    .updateTable('member_coupons')
    .set({ status: 'available', order_id: null, used_at: null })
    .where('id', '=', use.id)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('status', '=', 'used')
    .where('order_id', '=', use.orderId)
    .execute();
}

export async function findWelcomeTemplates(db: Db, merchantNumber: string): Promise<CouponTemplate[]> {
  const rows = await db
    .selectFrom('coupon_templates as t')
    .select(TEMPLATE_COLUMNS)
    .where('t.merchant_number', '=', merchantNumber)
    .where('t.welcome', '=', 1)
    .where('t.active', '=', 1)
    .orderBy('t.id')
    .execute();
  return rows.map(toTemplate);
}

export async function findTemplate(db: Db, merchantNumber: string, id: number): Promise<CouponTemplate | undefined> {
  const row = await db
    .selectFrom('coupon_templates as t')
    .select(TEMPLATE_COLUMNS)
    .where('t.merchant_number', '=', merchantNumber)
    .where('t.id', '=', id)
    .executeTakeFirst();
  return row ? toTemplate(row) : undefined;
}

/** Issues a coupon; with an `issueKey` at most once per member (answers null when it already was). */
export async function insertMemberCoupon(
  db: Db,
  owner: Owner,
  coupon: { templateId: number; validFrom: string; validTo: string; issueKey: string | null; at: string },
): Promise<number | null> {
  const row = await db
    .insertInto('member_coupons')
    .values({
      merchant_number: owner.merchantNumber,
      member_id: owner.memberId,
      template_id: coupon.templateId,
      status: 'available',
      valid_from: coupon.validFrom,
      valid_to: coupon.validTo,
      issue_key: coupon.issueKey,
      order_id: null,
      used_at: null,
      issued_at: coupon.at,
    })
    .onConflict((oc) => oc.columns(['merchant_number', 'member_id', 'issue_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function countTemplates(db: Db, merchantNumber: string): Promise<number> {
  const row = await db
    .selectFrom('coupon_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('merchant_number', '=', merchantNumber)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTemplates(
  db: Db,
  merchantNumber: string,
  drafts: readonly TemplateDraft[],
  at: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const d of drafts) {
    const row = await db
      .insertInto('coupon_templates')
      .values({
        merchant_number: merchantNumber,
        titles: JSON.stringify(d.titles),
        kind: d.kind,
        value: d.value,
        currency: d.currency,
        min_spend: d.minSpend,
        max_discount: d.maxDiscount,
        category_ids: JSON.stringify(d.categoryIds),
        valid_days: d.validDays,
        valid_from: d.validFrom,
        valid_to: d.validTo,
        welcome: d.welcome ? 1 : 0,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
