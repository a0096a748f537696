import { z } from 'zod';
import { isIsoDate } from './calendar-date.js';
import { PRICE_TYPES } from './catalog.js';
import { SITE_LANGUAGES, type SiteLanguage } from './locale.js';

/**
 * Products with their packages and calendar ranges as one CSV (issue 14; docs/decisions.md,
 * "Product CSV import and export (issue 14)"). One row per package and date range: the product's
 * columns repeat on each row of the product, the package's on each row of the package, so a
 * merchant can sort and filter the sheet in a spreadsheet. Texts have one column per shop
 * language (`title_en-AU`); prices are minor units of the product's currency.
 */
export const PRODUCT_CSV_LIMITS = {
  /** Largest file read (2 000 products with a year of calendar in weekly ranges fits). */
  maxBytes: 64 * 1024 * 1024,
  maxRows: 500_000,
  /** Errors answered at most (the first ones, in row order). */
  maxErrors: 500,
} as const;

/** Text columns per language, each `<name>_<language>` (e.g. `title_zh-CN`). Lists hold one item per line. */
export const PRODUCT_CSV_TEXT_COLUMNS = {
  title: 'title',
  subtitle: 'subtitle',
  highlights: 'highlights',
  description: 'description',
  included: 'included',
  how_to_use: 'howToUse',
  cancellation_policy: 'cancellationPolicy',
  meeting_point: 'meetingPoint',
} as const;
export type ProductCsvTextColumn = keyof typeof PRODUCT_CSV_TEXT_COLUMNS;

/** The product's own columns, before its texts. */
export const PRODUCT_CSV_PRODUCT_COLUMNS = [
  'product_code',
  'status',
  'category',
  'location',
  'tags',
  'topics',
  'duration_minutes',
  'instant_confirmation',
  'refundable',
] as const;
/** The package's and the range's columns, after the product's texts (`package_name_<language>` sit after package_code). */
export const PRODUCT_CSV_PACKAGE_COLUMNS = ['package_code', 'on_sale'] as const;
export const PRODUCT_CSV_RANGE_COLUMNS = [
  ...PRICE_TYPES.map((t) => `price_${t}` as const),
  'from',
  'to',
  'weekdays',
  'stock',
  'closed',
] as const;
/** Weekday names of the `weekdays` column, index = JavaScript's weekday (0 = Sunday). */
export const PRODUCT_CSV_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The header of a shop's CSV, in order, for the shop's languages. */
export function productCsvHeader(languages: readonly SiteLanguage[]): string[] {
  const own = SITE_LANGUAGES.filter((l) => languages.includes(l));
  return [
    ...PRODUCT_CSV_PRODUCT_COLUMNS,
    ...Object.keys(PRODUCT_CSV_TEXT_COLUMNS).flatMap((c) => own.map((l) => `${c}_${l}`)),
    'package_code',
    ...own.map((l) => `package_name_${l}`),
    'on_sale',
    ...PRODUCT_CSV_RANGE_COLUMNS,
  ];
}

export const productCsvImportQuery = z.object({
  dryRun: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .meta({ description: '1: check every row and write nothing' }),
});

const isoDate = z.string().refine(isIsoDate, { message: 'Use a calendar date, YYYY-MM-DD' });

/** What an export holds: every product (or the codes given) and every stored day (or those from–to). */
export const productCsvExportQuery = z.object({
  codes: z
    .string()
    .max(20_000)
    .regex(/^[0-9A-Za-z]{1,12}(,[0-9A-Za-z]{1,12})*$/, 'List product codes separated by commas')
    .optional()
    .meta({ description: 'Only these products (codes separated by commas)' }),
  from: isoDate.optional().meta({ description: 'Only calendar days from this date (YYYY-MM-DD)' }),
  to: isoDate.optional().meta({ description: 'Only calendar days up to this date, inclusive' }),
});
export type ProductCsvExportQuery = z.infer<typeof productCsvExportQuery>;

export const productCsvRowError = z.object({
  row: z.number().int().meta({ description: 'Line of the sheet, 1 = the header' }),
  column: z.string(),
  why: z.string().meta({ description: "What is wrong, in the staff's language" }),
});
export type ProductCsvRowError = z.infer<typeof productCsvRowError>;

export const productCsvImported = z.object({
  dryRun: z.boolean(),
  rows: z.number().int().meta({ description: 'Data rows read' }),
  errors: z.array(productCsvRowError),
  productsCreated: z.number().int(),
  productsUpdated: z.number().int(),
  packagesCreated: z.number().int(),
  days: z.number().int().meta({ description: 'Calendar days written (or that would be)' }),
});
export type ProductCsvImported = z.infer<typeof productCsvImported>;
