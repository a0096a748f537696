import { sql } from 'kysely';
import { insertInChunks, MAX_PARAMS } from '../../platform/db/dialect.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EditableProductRow, EditableTextRow } from './product-edit-repo.js';

// SQL of the product CSV import and export (issue 14): reads and writes many products, packages
// and calendar days in few statements. The merchant is in every WHERE of what it reads.

const IN_CHUNK = 5000;

async function inChunks<T, R>(values: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += IN_CHUNK) {
    for (const row of await read(values.slice(i, i + IN_CHUNK))) out.push(row);
  }
  return out;
}

const PRODUCT_COLUMNS = [
  'id',
  'code',
  'type',
  'category_id',
  'subcategory_id',
  'city_id',
  'state_id',
  'country_id',
  'status',
  'refundable',
  'instant_confirmation',
  'duration_minutes',
  'currency',
  'created_at',
] as const;

/** The merchant's products, every status, oldest first (all of them, or those of the codes given). */
export async function findCsvProducts(
  db: Db,
  merchantNumber: string,
  codes?: readonly string[],
): Promise<EditableProductRow[]> {
  const base = db.selectFrom('products').select(PRODUCT_COLUMNS).where('merchant_number', '=', merchantNumber);
  if (!codes) return (await base.orderBy('id').execute()) as EditableProductRow[];
  return (await inChunks(codes, (chunk) => base.where('code', 'in', chunk).execute())) as EditableProductRow[];
}

/** Which of the product codes any shop uses (codes are unique across shops). */
export async function findTakenProductCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  const rows = await inChunks(codes, (chunk) =>
    db.selectFrom('products').select('code').where('code', 'in', chunk).execute(),
  );
  return new Set(rows.map((r) => r.code));
}

/** Which of the package codes any shop uses. */
export async function findTakenPackageCodes(db: Db, gcodes: readonly string[]): Promise<Set<string>> {
  const rows = await inChunks(gcodes, (chunk) =>
    db.selectFrom('packages').select('gcode').where('gcode', 'in', chunk).execute(),
  );
  return new Set(rows.map((r) => r.gcode));
}

export async function findCsvTexts(db: Db, merchantNumber: string, ids: readonly number[]) {
  return inChunks(ids, (chunk) =>
    db
      .selectFrom('product_texts as t')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .select([
        't.product_id',
        't.language',
        't.title',
        't.subtitle',
        't.highlights',
        't.description',
        't.included',
        't.how_to_use',
        't.cancellation_policy',
        't.meeting_point',
      ])
      .where('p.merchant_number', '=', merchantNumber)
      .where('t.product_id', 'in', chunk)
      .execute(),
  ) as Promise<EditableTextRow[]>;
}

export async function findCsvLabels(db: Db, merchantNumber: string, ids: readonly number[]) {
  const tags = await inChunks(ids, (chunk) =>
    db
      .selectFrom('product_tags as x')
      .innerJoin('products as p', 'p.id', 'x.product_id')
      .select(['x.product_id', 'x.tag_id as id'])
      .where('p.merchant_number', '=', merchantNumber)
      .where('x.product_id', 'in', chunk)
      .orderBy('x.tag_id')
      .execute(),
  );
  const topics = await inChunks(ids, (chunk) =>
    db
      .selectFrom('product_topics as x')
      .innerJoin('products as p', 'p.id', 'x.product_id')
      .select(['x.product_id', 'x.topic_id as id'])
      .where('p.merchant_number', '=', merchantNumber)
      .where('x.product_id', 'in', chunk)
      .orderBy('x.topic_id')
      .execute(),
  );
  return { tags, topics };
}

export type CsvPackageRow = {
  id: number;
  product_id: number;
  gcode: string;
  sort: number;
  on_sale: number;
  title_en_au: string;
  title_zh_cn: string;
  title_zh_tw: string;
  title_ko_kr: string;
};

/** The packages of the merchant's products given, in display order. */
export async function findCsvPackages(db: Db, merchantNumber: string, productIds: readonly number[]) {
  return inChunks(productIds, (chunk) =>
    db
      .selectFrom('packages')
      .select([
        'id',
        'product_id',
        'gcode',
        'sort',
        'on_sale',
        'title_en_au',
        'title_zh_cn',
        'title_zh_tw',
        'title_ko_kr',
      ])
      .where('merchant_number', '=', merchantNumber)
      .where('product_id', 'in', chunk)
      .orderBy('product_id')
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ) as Promise<CsvPackageRow[]>;
}

export async function findCsvPrices(db: Db, packageIds: readonly number[]) {
  return inChunks(packageIds, (chunk) =>
    db
      .selectFrom('package_prices')
      .select(['package_id', 'price_type', 'current_price'])
      .where('package_id', 'in', chunk)
      .execute(),
  );
}

export type CsvDayRow = {
  package_id: number;
  date: string;
  capacity: number;
  closed: number;
  adult_price: number | null;
  child_price: number | null;
  senior_price: number | null;
  unit_price: number | null;
};

/** Stored days of the packages given (the caller's, already checked), by package and date. */
export async function findCsvDays(
  db: Db,
  packageIds: readonly number[],
  { from, to }: { from?: string; to?: string } = {},
): Promise<(CsvDayRow & { sold: number })[]> {
  return inChunks(packageIds, (chunk) =>
    db
      .selectFrom('package_calendar')
      .select([
        'package_id',
        'date',
        'capacity',
        'sold',
        'closed',
        'adult_price',
        'child_price',
        'senior_price',
        'unit_price',
      ])
      .where('package_id', 'in', chunk)
      .$if(from !== undefined, (q) => q.where('date', '>=', from as string))
      .$if(to !== undefined, (q) => q.where('date', '<=', to as string))
      .orderBy('package_id')
      .orderBy('date')
      .execute(),
  );
}

/** Adds products; answers their ids by code. */
export async function insertCsvProducts(
  db: Db,
  rows: readonly (Omit<EditableProductRow, 'id'> & { merchant_number: string })[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await insertInChunks(
    rows.map((r) => ({ ...r, from_price: 0, from_original_price: 0, sales_count: 0, recommend_score: 0 })),
    async (chunk) => {
      for (const r of await db.insertInto('products').values(chunk).returning(['id', 'code']).execute())
        ids.set(r.code, r.id);
    },
  );
  return ids;
}

export async function insertCsvTexts(db: Db, rows: readonly EditableTextRow[]) {
  await insertInChunks([...rows], (chunk) => db.insertInto('product_texts').values(chunk).execute());
}

export async function insertCsvLabels(
  db: Db,
  tags: readonly { product_id: number; tag_id: number }[],
  topics: readonly { product_id: number; topic_id: number }[],
) {
  await insertInChunks([...tags], (chunk) => db.insertInto('product_tags').values(chunk).execute());
  await insertInChunks([...topics], (chunk) => db.insertInto('product_topics').values(chunk).execute());
}

/** Adds packages; answers their ids by code. */
export async function insertCsvPackages(
  db: Db,
  rows: readonly (Omit<CsvPackageRow, 'id'> & { merchant_number: string })[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await insertInChunks([...rows], async (chunk) => {
    for (const r of await db.insertInto('packages').values(chunk).returning(['id', 'gcode']).execute())
      ids.set(r.gcode, r.id);
  });
  return ids;
}

export async function insertCsvPrices(
  db: Db,
  rows: readonly { package_id: number; price_type: string; current_price: number; original_price: number }[],
) {
  await insertInChunks([...rows], (chunk) => db.insertInto('package_prices').values(chunk).execute());
}

/**
 * Writes calendar days (insert, or replace the capacity, prices and closed flag of a stored day),
 * in multi-row statements of the engines' parameter limit. `sold` is never written: an existing
 * day keeps its count, and its places left are capacity − sold (0 when closed).
 */
export async function saveCsvDays(db: Db, days: readonly CsvDayRow[]) {
  const size = Math.floor(MAX_PARAMS / 10);
  for (let i = 0; i < days.length; i += size) {
    await db
      .insertInto('package_calendar')
      .values(
        days.slice(i, i + size).map((d) => ({
          ...d,
          sold: 0,
          stock: d.closed ? 0 : d.capacity,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['package_id', 'date']).doUpdateSet((eb) => ({
          capacity: eb.ref('excluded.capacity'),
          closed: eb.ref('excluded.closed'),
          stock: sql<number>`case when ${eb.ref('excluded.closed')} = 1 then 0
            else ${eb.ref('excluded.capacity')} - package_calendar.sold end`,
          adult_price: eb.ref('excluded.adult_price'),
          child_price: eb.ref('excluded.child_price'),
          senior_price: eb.ref('excluded.senior_price'),
          unit_price: eb.ref('excluded.unit_price'),
        })),
      )
      .execute();
  }
}

/** Days of the packages given whose orders take more places than the day now has. */
export async function findDaysBelowSold(db: Db, packageIds: readonly number[]) {
  return inChunks(packageIds, (chunk) =>
    db
      .selectFrom('package_calendar')
      .select(['package_id', 'date', 'sold'])
      .where('package_id', 'in', chunk)
      .whereRef('capacity', '<', 'sold')
      .orderBy('date')
      .execute(),
  );
}
