import { z } from 'zod';
import { COUPON_KINDS } from './coupons.js';
import { SITE_LANGUAGES } from './locale.js';
import { CURRENCY_CODES } from './money.js';
import { recordId } from './record-id.js';

/**
 * The back office's money settings (issue 14): coupon templates with their issuing and
 * redemption report, the points rule, and the merchant's exchange rates (by hand or from a CSV).
 * Owners and managers change them; editors and agents may not (docs/decisions.md, "Money settings").
 */
export const MONEY_ADMIN_LIMITS = {
  titleMax: 100,
  /** A public code: letters, digits and dashes, what a shopper can type from a poster. */
  codeMin: 4,
  codeMax: 20,
  /** Amounts in minor units: 10 000 000.00 of any currency is more than any travel coupon. */
  amountMax: 1_000_000_000,
  quantityMax: 1_000_000,
  validDaysMax: 3650,
  categoriesMax: 20,
  /** A rate between two currencies (IDR per AUD is ~10 000; AUD per IDR ~0.0001). */
  rateMin: 0.000001,
  rateMax: 1_000_000,
  csvBytesMax: 200_000,
  csvRowsMax: 200,
  pointsEarnMax: 1000,
  pointsStepMax: 1_000_000,
} as const;

export const COUPON_CODE_PATTERN = /^[A-Z0-9-]+$/;

const L = MONEY_ADMIN_LIMITS;
const currency = z.enum(CURRENCY_CODES);
const amount = z.number().int().min(0).max(L.amountMax);
const instant = z.iso.datetime({ offset: true }).meta({ description: 'An instant, ISO 8601' });
const titles = z
  .partialRecord(z.enum(SITE_LANGUAGES), z.string().trim().min(1).max(L.titleMax))
  .meta({ description: 'The coupon’s name per site language' });
const code = z
  .string()
  .trim()
  .toUpperCase()
  .min(L.codeMin)
  .max(L.codeMax)
  .regex(COUPON_CODE_PATTERN, 'Use letters, digits and dashes')
  .meta({ description: 'A public code a shopper types to take the coupon (upper-cased); null: issued by staff only' });

const templateFields = {
  titles,
  kind: z.enum(COUPON_KINDS),
  value: z
    .number()
    .int()
    .min(1)
    .max(L.amountMax)
    .meta({ description: 'fixed: amount off, minor units of `currency`; percent: 1–100' }),
  currency: currency.meta({ description: 'Currency of value, minSpend and maxDiscount' }),
  minSpend: amount.default(0),
  maxDiscount: amount.nullable().default(null).meta({ description: 'Cap of a percent coupon; null: none' }),
  categoryIds: z
    .array(recordId)
    .max(L.categoriesMax)
    .default([])
    .meta({ description: 'Category groups it applies to; [] = every product' }),
  validFrom: instant.nullable().default(null),
  validTo: instant.nullable().default(null),
  validDays: z
    .number()
    .int()
    .min(1)
    .max(L.validDaysMax)
    .nullable()
    .default(null)
    .meta({ description: 'Each issued coupon is valid this many days from its issue (instead of a fixed window)' }),
  quantity: z
    .number()
    .int()
    .min(1)
    .max(L.quantityMax)
    .nullable()
    .default(null)
    .meta({ description: 'How many may be issued in all; null: no limit' }),
  code: code.nullable().default(null),
};

/** POST /api/admin/v1/coupons */
export const couponTemplateCreate = z.object(templateFields).strict();
export type CouponTemplateCreate = z.output<typeof couponTemplateCreate>;

/** PATCH /api/admin/v1/coupons/{id}: kind and currency stay (issued coupons were priced with them). */
export const couponTemplatePatch = z
  .object({
    titles: templateFields.titles.optional(),
    value: templateFields.value.optional(),
    minSpend: amount.optional(),
    maxDiscount: amount.nullable().optional(),
    categoryIds: z.array(recordId).max(L.categoriesMax).optional(),
    validFrom: instant.nullable().optional(),
    validTo: instant.nullable().optional(),
    validDays: z.number().int().min(1).max(L.validDaysMax).nullable().optional(),
    quantity: z.number().int().min(1).max(L.quantityMax).nullable().optional(),
    code: code.nullable().optional(),
    active: z.boolean().optional().meta({ description: 'false stops issuing (issued coupons stay usable)' }),
  })
  .strict();
export type CouponTemplatePatch = z.output<typeof couponTemplatePatch>;

export const couponTemplateParams = z.object({ id: z.coerce.number().int().positive() });

export const adminCouponTemplate = z.object({
  id: z.number().int(),
  titles: z.partialRecord(z.enum(SITE_LANGUAGES), z.string()),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  currency: z.string(),
  minSpend: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  categoryIds: z.array(z.number().int()),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  validDays: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  issued: z.number().int(),
  code: z.string().nullable(),
  welcome: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminCouponTemplate = z.infer<typeof adminCouponTemplate>;

export const adminCouponTemplateList = z.object({ items: z.array(adminCouponTemplate) });

/** POST /api/admin/v1/coupons/{id}/issue: to a member of this shop, by email or by phone. */
export const couponIssueRequest = z
  .object({
    email: z.email().max(254).optional(),
    phone: z.string().trim().min(4).max(20).optional(),
    country: z.number().int().min(1).max(9999).optional().meta({ description: 'Calling code of phone, e.g. 61' }),
  })
  .strict();
export type CouponIssueRequest = z.infer<typeof couponIssueRequest>;

export const couponIssued = z.object({ couponId: z.number().int(), memberId: z.number().int() });

/** GET /api/admin/v1/coupons/report: per template, what was issued, used and given away. */
export const couponReportRow = z.object({
  templateId: z.number().int(),
  title: z.string(),
  code: z.string().nullable(),
  issued: z.number().int(),
  used: z.number().int(),
  discounts: z
    .array(z.object({ currency: z.string(), amount: z.number().int() }))
    .meta({ description: 'Discount given by orders that used it, per order currency (minor units)' }),
});
export const couponReport = z.object({ items: z.array(couponReportRow) });
export type CouponReport = z.infer<typeof couponReport>;

/** POST /api/v1/account/coupon/claim: a shopper takes a public code's coupon into the account. */
export const couponClaimRequest = z.object({ code: z.string().trim().toUpperCase().min(1).max(L.codeMax) });
export const couponClaimed = z.object({ couponId: z.number().int(), title: z.string() });

/** GET / PUT /api/admin/v1/points/rule */
export const pointsRuleSettings = z
  .object({
    currency: currency.meta({ description: 'Currency the rule counts in' }),
    earnPerUnit: z
      .number()
      .int()
      .min(0)
      .max(L.pointsEarnMax)
      .meta({ description: 'Points earned per whole unit of `currency` paid (0: no earning)' }),
    step: z
      .number()
      .int()
      .min(1)
      .max(L.pointsStepMax)
      .meta({ description: 'Points are redeemed in multiples of this' }),
    stepValue: z
      .number()
      .int()
      .min(1)
      .max(L.amountMax)
      .meta({ description: 'What one step takes off, minor units of `currency`' }),
    maxRedeemPercent: z
      .number()
      .int()
      .min(0)
      .max(100)
      .meta({ description: 'Points pay at most this share of an order' }),
  })
  .strict();
export type PointsRuleSettings = z.infer<typeof pointsRuleSettings>;

export const adminExchangeRate = z.object({
  from: currency,
  to: currency,
  rate: z.number().min(L.rateMin).max(L.rateMax).meta({ description: 'Units of `to` per unit of `from`' }),
});
export type AdminExchangeRate = z.infer<typeof adminExchangeRate>;

export const adminExchangeRates = z.object({
  items: z.array(adminExchangeRate.extend({ updatedAt: z.string() })),
});

/** PUT /api/admin/v1/exchange-rates: set these pairs (others stay). */
export const exchangeRatesUpdate = z.object({ rates: z.array(adminExchangeRate).min(1).max(L.csvRowsMax) }).strict();
export type ExchangeRatesUpdate = z.infer<typeof exchangeRatesUpdate>;

/** POST /api/admin/v1/exchange-rates/import: CSV `from,to,rate` with a header row. */
export const exchangeRatesImport = z
  .object({
    csv: z.string().min(1).max(L.csvBytesMax),
    dryRun: z.boolean().default(true).meta({ description: 'true: check every row and write nothing' }),
  })
  .strict();
export type ExchangeRatesImport = z.output<typeof exchangeRatesImport>;

export const importRowError = z.object({
  row: z.number().int().meta({ description: 'Line of the CSV, 1 = the header' }),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const exchangeRatesImported = z.object({
  rows: z.number().int().meta({ description: 'Data rows read' }),
  errors: z.array(importRowError),
  applied: z.number().int().meta({ description: 'Rates written (0 on a dry run or when any row is bad)' }),
});
export type ExchangeRatesImported = z.infer<typeof exchangeRatesImported>;
