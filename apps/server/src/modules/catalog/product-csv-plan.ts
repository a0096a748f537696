// The product CSV's shapes and the pure steps between its rows and the stored catalog (what
// changes, search text, day ranges); product-csv.ts runs them in the import's transaction.
import { randomInt } from 'node:crypto';
import {
  PRODUCT_CSV_TEXT_COLUMNS,
  PRODUCT_TEXT_LIMITS,
  type PriceType,
  type ProductCsvTextColumn,
  type ProductEditStatus,
  type SiteLanguage,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { type PackageTitleColumns } from './package-editing-repo.js';
import { placeTitles } from './places.js';
import { nextDate, readIds, readList, readYesNo } from './product-csv-format.js';
import { type CsvDayRow, type CsvPackageRow } from './product-csv-repo.js';
import { type EditableProductRow, type EditableTextColumns } from './product-edit-repo.js';
import { STORED_STATUS, TYPE_OF_GROUP, groupOf, listOf, placeOf } from './product-editing.js';
import { labelsWithInstant, TAG_IDS as LABEL } from '@storefront/reference-data';

export const TEXT_FIELDS = Object.keys(PRODUCT_CSV_TEXT_COLUMNS) as ProductCsvTextColumn[];
export const LIST_FIELDS: ReadonlySet<ProductCsvTextColumn> = new Set(['highlights', 'included']);
export const TEXT_LIMIT: Record<ProductCsvTextColumn, number> = {
  title: PRODUCT_TEXT_LIMITS.title,
  subtitle: PRODUCT_TEXT_LIMITS.subtitle,
  highlights: PRODUCT_TEXT_LIMITS.highlights,
  description: PRODUCT_TEXT_LIMITS.description,
  included: PRODUCT_TEXT_LIMITS.included,
  how_to_use: PRODUCT_TEXT_LIMITS.howToUse,
  cancellation_policy: PRODUCT_TEXT_LIMITS.cancellationPolicy,
  meeting_point: PRODUCT_TEXT_LIMITS.meetingPoint,
};
export const TITLE_COLUMN: Record<SiteLanguage, keyof PackageTitleColumns> = {
  'en-AU': 'title_en_au',
  'zh-CN': 'title_zh_cn',
  'zh-TW': 'title_zh_tw',
  'ko-KR': 'title_ko_kr',
};
export const DAY_PRICE: Record<PriceType, 'adult_price' | 'child_price' | 'senior_price' | 'unit_price'> = {
  adult: 'adult_price',
  child: 'child_price',
  senior: 'senior_price',
  unit: 'unit_price',
};
export const PRODUCT_CODE = /^P[0-9A-Z]{8}$/;
export const PACKAGE_CODE = /^G[0-9A-Z]{8}$/;
export const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The product's columns that must agree on every row of one product (an empty cell takes the others'). */
export const PRODUCT_VALUE_COLUMNS = [
  'status',
  'category',
  'location',
  'tags',
  'topics',
  'duration_minutes',
  'instant_confirmation',
  'refundable',
] as const;

export type Row = { row: number; cell: (column: string) => string };
export type Texts = Partial<Record<SiteLanguage, Partial<Record<ProductCsvTextColumn, string>>>>;
export type DayPlan = Omit<CsvDayRow, 'package_id'>;

export type PackagePlan = {
  key: string;
  row: number;
  gcode: string | undefined;
  existing: CsvPackageRow | undefined;
  titles: Partial<Record<SiteLanguage, string>>;
  onSale: boolean | undefined;
  /** The package's price types and base prices (a new package: its first priced row's). */
  prices: Map<PriceType, number>;
  days: Map<string, DayPlan & { row: number }>;
};

export type ProductPlan = {
  row: number;
  code: string | undefined;
  existing: EditableProductRow | undefined;
  values: Partial<Record<(typeof PRODUCT_VALUE_COLUMNS)[number], { value: string; row: number }>>;
  texts: Texts;
  packages: Map<string, PackagePlan>;
};

export class RolledBack extends Error {
  constructor(
    readonly counts: {
      productsCreated: number;
      productsUpdated: number;
      packagesCreated: number;
      days: number;
      changed: boolean;
    },
  ) {
    super('rolled back');
  }
}

export const PRODUCT_CSV_TEXT_COLUMNS_STORED: Record<ProductCsvTextColumn, keyof EditableTextColumns> = {
  title: 'title',
  subtitle: 'subtitle',
  highlights: 'highlights',
  description: 'description',
  included: 'included',
  how_to_use: 'how_to_use',
  cancellation_policy: 'cancellation_policy',
  meeting_point: 'meeting_point',
};

export type PackageIndex = { byCode: Map<string, CsvPackageRow>; byProduct: Map<number, CsvPackageRow[]> };

export function indexPackages(rows: readonly CsvPackageRow[]): PackageIndex {
  const byCode = new Map<string, CsvPackageRow>();
  const byProduct = new Map<number, CsvPackageRow[]>();
  for (const g of rows) {
    byCode.set(g.gcode, g);
    const list = byProduct.get(g.product_id);
    if (list) list.push(g);
    else byProduct.set(g.product_id, [g]);
  }
  return { byCode, byProduct };
}

/** The product row's columns that differ from the stored product. */
export function productChanges(p: ProductPlan, row: EditableProductRow) {
  const v = p.values;
  const changes: Partial<Omit<EditableProductRow, 'id' | 'code' | 'currency' | 'created_at'>> = {};
  if (v.category && Number(v.category.value) !== row.subcategory_id) {
    const group = groupOf(Number(v.category.value));
    changes.category_id = group;
    changes.subcategory_id = Number(v.category.value);
    if (group !== row.category_id) changes.type = TYPE_OF_GROUP[group] ?? row.type;
  }
  if (v.location && v.location.value !== row.city_id) Object.assign(changes, placeOf(v.location.value));
  if (v.status) {
    const status = STORED_STATUS[v.status.value as ProductEditStatus];
    if (status !== row.status) changes.status = status;
  }
  if (v.refundable) {
    const next = readYesNo(v.refundable.value) ? 1 : 0;
    if (next !== row.refundable) changes.refundable = next;
  }
  if (v.duration_minutes && Number(v.duration_minutes.value) !== row.duration_minutes)
    changes.duration_minutes = Number(v.duration_minutes.value);
  return changes;
}

/** Whether writing the product's cells would change it (its row, texts or labels; a dry run's count). */
export function wouldChange(
  p: ProductPlan,
  storedTexts: readonly (EditableTextColumns & { product_id: number; language: string })[],
  labels: {
    tags: readonly { product_id: number; id: number }[];
    topics: readonly { product_id: number; id: number }[];
  },
): boolean {
  const row = p.existing as EditableProductRow;
  try {
    if (Object.keys(productChanges(p, row)).length > 0) return true;
  } catch {
    return true;
  }
  for (const [language, t] of Object.entries(p.texts)) {
    const stored = storedTexts.find((x) => x.product_id === row.id && x.language === language);
    if (!stored) return true;
    const next = textColumnsOf(t ?? {}, stored);
    if (Object.entries(next).some(([k, v]) => stored[k as keyof EditableTextColumns] !== v)) return true;
  }
  const ownTags = labels.tags.filter((x) => x.product_id === row.id).map((x) => x.id);
  const tags = nextLabels(p, ownTags);
  if (tags !== undefined && !sameSet(tags, ownTags)) return true;
  const topics = readIds(p.values.topics?.value ?? '');
  const ownTopics = labels.topics.filter((x) => x.product_id === row.id).map((x) => x.id);
  return p.values.topics !== undefined && topics !== null && !sameSet(topics, ownTopics);
}

/**
 * The product's labels after the import, undefined when they stay as stored. Instant confirmation
 * is the "Instant Confirmation" label (docs/decisions.md): `instant_confirmation` puts it in or
 * takes it out of the `tags` given, or else of the stored ones; a new product confirms at once
 * unless it says no (as the product editor's default).
 */
export function nextLabels(p: ProductPlan, stored: readonly number[] | undefined): number[] | undefined {
  const given = p.values.tags ? readIds(p.values.tags.value) : undefined;
  const instant = readYesNo(p.values.instant_confirmation?.value ?? '');
  if (given === null || instant === null) return undefined;
  if (stored === undefined) return labelsWithInstant(given ?? [], instant ?? true);
  if (given === undefined && instant === undefined) return undefined;
  return labelsWithInstant(given ?? stored, instant ?? stored.includes(LABEL.instantConfirmation));
}

/** Stored text columns from the cells (lists as JSON); a cell left empty keeps the stored text. */
export function textColumnsOf(
  t: Partial<Record<ProductCsvTextColumn, string>>,
  stored: EditableTextColumns | undefined,
): EditableTextColumns {
  const columns = {} as EditableTextColumns;
  for (const field of TEXT_FIELDS) {
    const column = PRODUCT_CSV_TEXT_COLUMNS_STORED[field];
    const cell = t[field];
    const fallback = stored?.[column] ?? (LIST_FIELDS.has(field) ? '[]' : '');
    columns[column] = cell === undefined ? fallback : LIST_FIELDS.has(field) ? JSON.stringify(readList(cell)) : cell;
  }
  return columns;
}

/** What full-text search reads: titles and descriptive texts in every language, and place names. */
export function searchBody(
  texts: readonly EditableTextColumns[],
  place: { city_id: string; state_id: string; country_id: string },
) {
  const parts: string[] = [];
  for (const t of texts) parts.push(t.title, t.subtitle, ...listOf(t.highlights), t.description, ...listOf(t.included));
  for (const id of new Set([place.city_id, place.state_id, place.country_id])) parts.push(...placeTitles(id));
  return parts.join('\n');
}

/** Whether a stored day sells as the planned one: same stock, closed flag and price of each type the package sells. */
export function sameDay(old: CsvDayRow, day: DayPlan, base: ReadonlyMap<PriceType, number>) {
  if (old.capacity !== day.capacity || old.closed !== day.closed) return false;
  for (const [type, price] of base) {
    if ((old[DAY_PRICE[type]] ?? price) !== (day[DAY_PRICE[type]] ?? price)) return false;
  }
  return true;
}

/** Runs of consecutive days that sell alike (stock, closed, each price), each one CSV row. */
export function rangesOf(days: readonly CsvDayRow[], base: ReadonlyMap<PriceType, number>) {
  const ranges: { from: string; to: string; first: CsvDayRow }[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && nextDate(last.to) === day.date && sameDay(last.first, day, base)) last.to = day.date;
    else ranges.push({ from: day.date, to: day.date, first: day });
  }
  return ranges;
}

export const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

export function rowOfDay(
  products: readonly ProductPlan[],
  packageId: number,
  date: string,
  ids: ReadonlyMap<string, number>,
) {
  for (const p of products) {
    for (const g of p.packages.values()) {
      const id = g.existing?.id ?? ids.get(g.gcode ?? '');
      if (id === packageId) return g.days.get(date)?.row ?? g.row;
    }
  }
  return 1;
}

/** `count` codes like the seed's (a letter and eight letters or digits) that no shop uses yet. */
export async function freshCodes(
  trx: Db,
  letter: 'P' | 'G',
  count: number,
  findTaken: (db: Db, codes: readonly string[]) => Promise<Set<string>>,
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const batch: string[] = [];
    while (batch.length < count - codes.size) {
      let code = letter;
      for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
      if (!codes.has(code)) batch.push(code);
    }
    const taken = await findTaken(trx, [...new Set(batch)]);
    for (const code of batch) if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
