import type { FlashSaleQuery, PriceType } from '@storefront/contracts';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

/*
 * The back office's reads and writes of banners and flash sales (issue 14). Every query names
 * the merchant. Flash sales are shown with their product's and package's names and currency:
 * those are read here, beside the sale rows that point at them, rather than one call per row.
 */

export type BannerRow = {
  id: number;
  placement: string;
  language: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  sort: number;
  start_at: string;
  end_at: string;
};

const BANNER_COLUMNS = [
  'id',
  'placement',
  'language',
  'title',
  'subtitle',
  'image',
  'link',
  'sort',
  'start_at',
  'end_at',
] as const;

export async function findAdminBanners(
  db: Db,
  merchantNumber: string,
  filter: { placement?: string | undefined; language?: string | undefined },
): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .$if(filter.placement !== undefined, (q) => q.where('placement', '=', filter.placement as string))
    .$if(filter.language !== undefined, (q) => q.where('language', '=', filter.language as string))
    .orderBy('placement')
    .orderBy('language')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findAdminBanner(db: Db, merchantNumber: string, id: number): Promise<BannerRow | undefined> {
  return db
    .selectFrom('banners')
    .select(BANNER_COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type BannerValues = Omit<BannerRow, 'id'>;

export async function insertAdminBanner(db: Db, merchantNumber: string, values: BannerValues): Promise<number> {
  const row = await db
    .insertInto('banners')
    .values({ merchant_number: merchantNumber, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdminBanner(
  db: Db,
  merchantNumber: string,
  id: number,
  values: Partial<BannerValues>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('banners')
    .set(values)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .execute();
}

export async function deleteAdminBanner(db: Db, merchantNumber: string, id: number): Promise<void> {
  await db.deleteFrom('banners').where('merchant_number', '=', merchantNumber).where('id', '=', id).execute();
}

/** A product of the merchant that a banner may lead to (any status but archived). */
export async function isBannerProduct(db: Db, merchantNumber: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('merchant_number', '=', merchantNumber)
    .where('code', '=', code)
    .where('status', '<>', 'archived')
    .executeTakeFirst();
  return row !== undefined;
}

// ── Flash sales ───────────────────────────────────────────────────────────────────────────

export type FlashSaleRow = {
  id: number;
  product_id: number;
  package_id: number;
  product_code: string;
  product_title: string;
  gcode: string;
  package_title: string;
  currency: string;
  price_type: PriceType;
  sale_price: number;
  regular_price: number | null;
  stock: number;
  sold: number;
  member_limit: number;
  start_at: string;
  end_at: string;
};

/** The flash sales of the merchant with their product and package, joined once. */
function flashSales(db: Db, merchantNumber: string, language: string) {
  return db
    .selectFrom('seckill_sales as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('packages as g', 'g.id', 's.package_id')
    .leftJoin('product_texts as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.language', '=', language))
    .leftJoin('package_prices as pp', (j) =>
      j.onRef('pp.package_id', '=', 'g.id').onRef('pp.price_type', '=', 's.price_type'),
    )
    .where('s.merchant_number', '=', merchantNumber)
    .where('p.merchant_number', '=', merchantNumber);
}

const packageTitleColumn = (language: string) =>
  ({ 'zh-CN': 'g.title_zh_cn', 'zh-TW': 'g.title_zh_tw', 'ko-KR': 'g.title_ko_kr' })[language] ?? 'g.title_en_au';

function flashSaleColumns(language: string) {
  return [
    's.id',
    's.product_id',
    's.package_id',
    'p.code as product_code',
    sql<string>`coalesce(t.title, p.code)`.as('product_title'),
    'g.gcode',
    sql<string>`${sql.ref(packageTitleColumn(language))}`.as('package_title'),
    'p.currency',
    's.price_type',
    's.sale_price',
    'pp.current_price as regular_price',
    's.stock',
    's.sold',
    's.member_limit',
    's.start_at',
    's.end_at',
  ] as const;
}

const toFlashSale = (r: Record<string, unknown>): FlashSaleRow => ({
  ...(r as FlashSaleRow),
  sale_price: Number(r.sale_price),
  regular_price: r.regular_price === null ? null : Number(r.regular_price),
});

export async function findFlashSalePage(
  db: Db,
  merchantNumber: string,
  query: FlashSaleQuery & { language: string; now: string },
): Promise<{ total: number; rows: FlashSaleRow[] }> {
  const base = flashSales(db, merchantNumber, query.language)
    .$if(query.state === 'upcoming', (q) => q.where('s.start_at', '>', query.now))
    .$if(query.state === 'running', (q) => q.where('s.start_at', '<=', query.now).where('s.end_at', '>', query.now))
    .$if(query.state === 'ended', (q) => q.where('s.end_at', '<=', query.now));
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(flashSaleColumns(query.language))
    // Ended sales last; otherwise the soonest first.
    .orderBy(sql`case when s.end_at <= ${query.now} then 1 else 0 end`)
    .orderBy('s.start_at', query.state === 'ended' ? 'desc' : 'asc')
    .orderBy('s.id')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  return { total: Number(count.n), rows: rows.map(toFlashSale) };
}

export async function findFlashSale(
  db: Db,
  merchantNumber: string,
  id: number,
  language: string,
): Promise<FlashSaleRow | undefined> {
  const row = await flashSales(db, merchantNumber, language)
    .select(flashSaleColumns(language))
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? toFlashSale(row) : undefined;
}

/** A package of the merchant by its code, with its product and its price types. */
export async function findSalePackage(
  db: Db,
  merchantNumber: string,
  gcode: string,
): Promise<{ packageId: number; productId: number; priceTypes: PriceType[] } | undefined> {
  const rows = await db
    .selectFrom('packages as g')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .leftJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select(['g.id', 'g.product_id', 'pp.price_type'])
    .where('g.merchant_number', '=', merchantNumber)
    .where('p.merchant_number', '=', merchantNumber)
    .where('p.status', '<>', 'archived')
    .where('g.gcode', '=', gcode)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    packageId: first.id,
    productId: first.product_id,
    priceTypes: rows.flatMap((r) => (r.price_type === null ? [] : [r.price_type as PriceType])),
  };
}

/**
 * Serialises the flash-sale writes of one package: on PostgreSQL the package row is locked until
 * the transaction ends, so two overlapping sales saved at once cannot both pass the overlap
 * check (SQLite runs one writing transaction at a time already).
 */
export async function lockSalePackage(db: Db, merchantNumber: string, packageId: number): Promise<void> {
  await sql`select id from packages where id = ${packageId} and merchant_number = ${merchantNumber} ${
    db.getExecutor().adapter instanceof PostgresAdapter ? sql`for update` : sql``
  }`.execute(db);
}

/** The first other sale of the package whose window overlaps [startAt, endAt). */
export async function findOverlappingSale(
  db: Db,
  merchantNumber: string,
  window: { packageId: number; startAt: string; endAt: string; exceptId?: number },
): Promise<{ id: number; start_at: string; end_at: string } | undefined> {
  return db
    .selectFrom('seckill_sales')
    .select(['id', 'start_at', 'end_at'])
    .where('merchant_number', '=', merchantNumber)
    .where('package_id', '=', window.packageId)
    .where('start_at', '<', window.endAt)
    .where('end_at', '>', window.startAt)
    .$if(window.exceptId !== undefined, (q) => q.where('id', '<>', window.exceptId as number))
    .orderBy('start_at')
    .executeTakeFirst();
}

export type FlashSaleValues = {
  product_id: number;
  package_id: number;
  price_type: PriceType;
  sale_price: number;
  stock: number;
  member_limit: number;
  start_at: string;
  end_at: string;
};

export async function insertFlashSale(db: Db, merchantNumber: string, values: FlashSaleValues): Promise<number> {
  const row = await db
    .insertInto('seckill_sales')
    .values({ merchant_number: merchantNumber, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a sale; a new stock is written only while it covers what is sold at that moment (one
 * conditional UPDATE: a purchase committed in between is counted). Answers whether it was written.
 */
export async function updateFlashSale(
  db: Db,
  merchantNumber: string,
  id: number,
  values: Partial<Pick<FlashSaleValues, 'sale_price' | 'stock' | 'member_limit' | 'start_at' | 'end_at'>>,
): Promise<boolean> {
  if (Object.keys(values).length === 0) return true;
  const result = await db
    .updateTable('seckill_sales')
    .set(values)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .$if(values.stock !== undefined, (q) => q.where('sold', '<=', values.stock as number))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a sale that has sold nothing; answers whether it did. */
export async function deleteUnsoldFlashSale(db: Db, merchantNumber: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('seckill_sales')
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .where('sold', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
