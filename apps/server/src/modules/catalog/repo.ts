import {
  PRICE_TYPES,
  type PackagePrice,
  type PriceType,
  type ProductCard,
  type ProductSort,
  type ProductType,
  type SiteLanguage,
} from '@storefront/contracts';
import * as referenceData from '@storefront/reference-data';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { Database } from '../../platform/db/schema.js';
import { placeRef } from './places.js';
import type { ExchangeRate } from './pricing.js';
import type { SearchDocument, SearchStrategy } from './search-strategy.js';
import type { PackageDraft, ProductDraft, ProductTexts } from './service.js';

/** What every catalog read is scoped by: the merchant, its hidden categories and labels, the language. */
export type CatalogScope = {
  merchantNumber: string;
  hiddenCategoryIds: readonly number[];
  hiddenLabelIds: readonly number[];
  language: SiteLanguage;
};

export const ON_SALE = 'onsale';

/** A product card with money still in the product's own currency (the service converts it). */
export type SourceCard = ProductCard & { productId: number };

export type ProductFilters = {
  categoryId?: number;
  subcategoryId?: number;
  countryId?: string;
  stateId?: string;
  cityId?: string;
  tagIds?: readonly number[];
  hotTopicId?: number;
  date?: string;
  keyword?: string;
  type?: ProductType;
  /** Bounds on the converted, unrounded "from" price. */
  price?: { above?: number; atMost?: number };
};

type P = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>;

const CARD_COLUMNS = [
  'p.id',
  'p.code',
  'p.type',
  'p.category_id',
  'p.subcategory_id',
  'p.country_id',
  'p.state_id',
  'p.city_id',
  'p.currency',
  'p.from_price',
  'p.from_original_price',
  'p.sales_count',
  'p.created_at',
  't.title',
  't.subtitle',
  'i.image',
] as const;

/** Products a visitor of the scope may see: the merchant's, on sale, not in a hidden category, with texts in the language. */
function visibleProducts(db: Db, scope: CatalogScope) {
  const hidden = [...scope.hiddenCategoryIds];
  return db
    .selectFrom('products as p')
    .innerJoin('product_texts as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.language', '=', scope.language))
    .where('p.merchant_number', '=', scope.merchantNumber)
    .where('p.status', '=', ON_SALE)
    .$if(hidden.length > 0, (q) =>
      q.where('p.category_id', 'not in', hidden).where('p.subcategory_id', 'not in', hidden),
    );
}

function visibleCards(db: Db, scope: CatalogScope) {
  return visibleProducts(db, scope)
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.sort', '=', 0))
    .select(CARD_COLUMNS);
}

/** `from_price` converted with per-currency rates, as SQL (for sorting and price filters). */
function convertedPrice(rates: ReadonlyMap<string, number>): Expression<number> {
  const cases = [...rates].map(([currency, rate]) => sql`when ${currency} then p.from_price * ${sql.lit(rate)}`);
  return sql<number>`(case p.currency ${sql.join(cases, sql` `)} end)`;
}

function filterConditions(
  eb: P,
  scope: CatalogScope,
  filters: ProductFilters,
  search: SearchStrategy,
  rates: ReadonlyMap<string, number>,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.type) conditions.push(eb('p.type', '=', filters.type));
  if (filters.categoryId !== undefined) conditions.push(eb('p.category_id', '=', filters.categoryId));
  if (filters.subcategoryId !== undefined) conditions.push(eb('p.subcategory_id', '=', filters.subcategoryId));
  if (filters.countryId) conditions.push(eb('p.country_id', '=', filters.countryId));
  if (filters.stateId) conditions.push(eb('p.state_id', '=', filters.stateId));
  if (filters.cityId) conditions.push(eb('p.city_id', '=', filters.cityId));
  for (const tagId of filters.tagIds ?? []) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('product_tags as pt')
          .select('pt.product_id')
          .whereRef('pt.product_id', '=', 'p.id')
          .where('pt.tag_id', '=', tagId),
      ),
    );
  }
  if (filters.hotTopicId !== undefined) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('product_topics as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'p.id')
          .where('pc.topic_id', '=', filters.hotTopicId),
      ),
    );
  }
  if (filters.date) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('packages as g')
          .innerJoin('package_calendar as c', 'c.package_id', 'g.id')
          .select('g.id')
          .whereRef('g.product_id', '=', 'p.id')
          .where('g.merchant_number', '=', scope.merchantNumber)
          .where('c.date', '=', filters.date)
          .where('c.stock', '>', 0),
      ),
    );
  }
  if (filters.keyword) conditions.push(search.matches(eb.ref('p.id'), scope.merchantNumber, filters.keyword));
  if (filters.price?.above !== undefined)
    conditions.push(sql<SqlBool>`${convertedPrice(rates)} > ${filters.price.above}`);
  if (filters.price?.atMost !== undefined)
    conditions.push(sql<SqlBool>`${convertedPrice(rates)} <= ${filters.price.atMost}`);
  return conditions;
}

/** Each sort as one key and a direction; the product id, in the same direction, breaks ties. */
function sortKey(
  sort: ProductSort,
  price: Expression<number>,
): { key: RawBuilder<unknown>; direction: 'asc' | 'desc' } {
  switch (sort) {
    case 'priceAsc':
      return { key: sql`${price}`, direction: 'asc' };
    case 'priceDesc':
      return { key: sql`${price}`, direction: 'desc' };
    case 'newest':
      return { key: sql`p.created_at`, direction: 'desc' };
    case 'sales':
      return { key: sql`p.sales_count`, direction: 'desc' };
    default:
      return { key: sql`p.recommend_score`, direction: 'desc' };
  }
}

/**
 * One page of the listing and the total: two statements whatever the page size. The first finds
 * the matching products once, over narrow rows (id, sort key, and the total beside each as
 * `count(*) over ()`), keeps the page's ids and joins their titles and covers; a separate count
 * used to find them twice, which doubled the cost of a two-character keyword (a scan of the
 * merchant's documents). The second reads the page's tags. Only a page past the end, which has no
 * row to carry the total, counts separately.
 */
export async function findProductPage(
  db: Db,
  scope: CatalogScope,
  query: {
    filters: ProductFilters;
    sort: ProductSort;
    offset: number;
    limit: number;
    search: SearchStrategy;
    rates: ReadonlyMap<string, number>;
  },
): Promise<{ total: number; cards: SourceCard[] }> {
  const where = (eb: P) => eb.and(filterConditions(eb, scope, query.filters, query.search, query.rates));
  const { key, direction } = sortKey(query.sort, convertedPrice(query.rates));
  const pageIds = visibleProducts(db, scope)
    .where(where)
    .select(['p.id as page_id', key.as('sort_key') as never, sql<number | string>`count(*) over ()`.as('total')])
    .orderBy(sql.ref('sort_key'), direction)
    .orderBy('p.id', direction)
    .limit(query.limit)
    .offset(query.offset)
    .as('x');
  const rows = await db
    .selectFrom(pageIds)
    .innerJoin('products as p', 'p.id', 'x.page_id')
    .innerJoin('product_texts as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.language', '=', scope.language))
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.sort', '=', 0))
    .select([...CARD_COLUMNS, 'x.total'])
    .orderBy(sql.ref('x.sort_key'), direction)
    .orderBy('x.page_id', direction)
    .execute();
  if (rows.length === 0) {
    if (query.offset === 0) return { total: 0, cards: [] };
    const counted = await visibleProducts(db, scope)
      .where(where)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return { total: Number(counted.total), cards: [] };
  }
  return { total: Number(rows[0]!.total), cards: await withLabels(db, scope, rows) };
}

/** Cards of the given products that the scope may see, by product id. */
export async function findProductCardsByIds(
  db: Db,
  scope: CatalogScope,
  productIds: readonly number[],
): Promise<Map<number, SourceCard>> {
  if (productIds.length === 0) return new Map();
  const rows = await visibleCards(db, scope)
    .where('p.id', 'in', [...productIds])
    .execute();
  return new Map((await withLabels(db, scope, rows)).map((card) => [card.productId, card]));
}

/**
 * Products like the given one, most alike first: same city, then same subcategory, then same
 * state, then recommendation.
 */
export async function findRelatedCards(
  db: Db,
  scope: CatalogScope,
  product: { id: number; cityId: string; stateId: string; subcategoryId: number },
  limit: number,
): Promise<SourceCard[]> {
  const rows = await visibleCards(db, scope)
    .where('p.id', '!=', product.id)
    .where((eb) =>
      eb.or([
        eb('p.city_id', '=', product.cityId),
        eb('p.state_id', '=', product.stateId),
        eb('p.subcategory_id', '=', product.subcategoryId),
      ]),
    )
    .orderBy(
      sql`(case when p.city_id = ${product.cityId} then 4 else 0 end) + (case when p.subcategory_id = ${product.subcategoryId} then 2 else 0 end) + (case when p.state_id = ${product.stateId} then 1 else 0 end)`,
      'desc',
    )
    .orderBy('p.recommend_score', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return withLabels(db, scope, rows);
}

export type ProductRecord = SourceCard &
  Omit<ProductTexts, 'title' | 'subtitle'> & { cityId: string; stateId: string; countryId: string };

/** The product with its texts in the scope's language, when the scope may see it. */
export async function findProductByCode(db: Db, scope: CatalogScope, code: string): Promise<ProductRecord | undefined> {
  const row = await visibleCards(db, scope)
    .select(['t.highlights', 't.description', 't.included', 't.how_to_use', 't.cancellation_policy'])
    .where('p.code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const [card] = await withLabels(db, scope, [row]);
  return {
    ...(card as SourceCard),
    highlights: JSON.parse(row.highlights) as string[],
    description: row.description,
    included: JSON.parse(row.included) as string[],
    howToUse: row.how_to_use,
    cancellationPolicy: row.cancellation_policy,
    cityId: row.city_id,
    stateId: row.state_id,
    countryId: row.country_id,
  };
}

/** Ids of the products the scope may see, by code; codes it may not see are left out. */
export async function findVisibleProductIds(
  db: Db,
  scope: CatalogScope,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await visibleProducts(db, scope)
    .select(['p.id', 'p.code'])
    .where('p.code', 'in', [...codes])
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function findProductImages(db: Db, merchantNumber: string, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select('i.image')
    .where('p.merchant_number', '=', merchantNumber)
    .where('i.product_id', '=', productId)
    .orderBy('i.sort')
    .execute();
  return rows.map((r) => imageUrl(r.image));
}

export async function findProductTopics(db: Db, scope: CatalogScope, productId: number) {
  const rows = await db
    .selectFrom('product_topics as pc')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select('pc.topic_id')
    .where('p.merchant_number', '=', scope.merchantNumber)
    .where('pc.product_id', '=', productId)
    .orderBy('pc.topic_id')
    .execute();
  return labelsOf(
    rows.map((r) => r.topic_id),
    referenceData.hotTopics(scope.language),
    scope.hiddenLabelIds,
  );
}

export type PackageRecord = {
  packageId: number;
  productId: number;
  gcode: string;
  title: string;
  prices: PackagePrice[];
};

/** Packages of products with their base prices (product currency), in display order. */
/** A package with one of its price rows (packages × package_prices). */
const PACKAGE_PRICE_COLUMNS = [
  'g.id',
  'g.product_id',
  'g.gcode',
  'g.title_en_au',
  'g.title_zh_cn',
  'g.title_zh_tw',
  'g.title_ko_kr',
  'pp.price_type',
  'pp.original_price',
  'pp.current_price',
] as const;

const toPackagePrice = (row: { price_type: string; current_price: number; original_price: number }) => ({
  priceType: row.price_type as PriceType,
  price: row.current_price,
  originalPrice: row.original_price,
});

export async function findPackages(
  db: Db,
  scope: CatalogScope,
  productIds: readonly number[],
): Promise<PackageRecord[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('packages as g')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select(PACKAGE_PRICE_COLUMNS)
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.product_id', 'in', [...productIds])
    .orderBy('g.product_id')
    .orderBy('g.sort')
    .execute();
  const packages = new Map<number, PackageRecord>();
  for (const row of rows) {
    let record = packages.get(row.id);
    if (!record) {
      record = {
        packageId: row.id,
        productId: row.product_id,
        gcode: row.gcode,
        title: packageTitle(row, scope.language),
        prices: [],
      };
      packages.set(row.id, record);
    }
    record.prices.push(toPackagePrice(row));
  }
  for (const record of packages.values()) record.prices.sort(byPriceType);
  return [...packages.values()];
}

/** The package `gcode` of the visible product `code`, with its prices and the product's currency and country. */
export async function findProductPackage(
  db: Db,
  scope: CatalogScope,
  code: string,
  gcode: string,
): Promise<(PackageRecord & { currency: string; countryId: string }) | undefined> {
  const rows = await visibleProducts(db, scope)
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select([...PACKAGE_PRICE_COLUMNS, 'p.currency', 'p.country_id'])
    .where('p.code', '=', code)
    .where('g.gcode', '=', gcode)
    .where('g.merchant_number', '=', scope.merchantNumber)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    packageId: first.id,
    productId: first.product_id,
    gcode: first.gcode,
    title: packageTitle(first, scope.language),
    prices: rows.map(toPackagePrice).sort(byPriceType),
    currency: first.currency,
    countryId: first.country_id,
  };
}

/** Sellable days of a package (stock left) between two dates, inclusive. */
export async function findCalendarDays(
  db: Db,
  merchantNumber: string,
  packageId: number,
  from: string,
  to: string,
): Promise<{ date: string; priceFactor: number; stock: number }[]> {
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.date', 'c.price_factor', 'c.stock'])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', '=', packageId)
    .where('c.date', '>=', from)
    .where('c.date', '<=', to)
    .where('c.stock', '>', 0)
    .orderBy('c.date')
    .execute();
  return rows.map((r) => ({ date: r.date, priceFactor: r.price_factor, stock: r.stock }));
}

/** The first date from `from` with stock, per package. */
export async function findFirstAvailableDates(
  db: Db,
  merchantNumber: string,
  packageIds: readonly number[],
  from: string,
): Promise<Map<number, string>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.package_id', (eb) => eb.fn.min('c.date').as('first')])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', 'in', [...packageIds])
    .where('c.date', '>=', from)
    .where('c.stock', '>', 0)
    .groupBy('c.package_id')
    .execute();
  return new Map(rows.map((r) => [r.package_id, String(r.first)]));
}

/** Products matching a keyword, best sellers first (suggestions). */
export async function findProductSuggestions(
  db: Db,
  scope: CatalogScope,
  search: SearchStrategy,
  keyword: string,
  limit: number,
): Promise<{ code: string; title: string; cityId: string; countryId: string }[]> {
  const rows = await visibleProducts(db, scope)
    .select(['p.code', 't.title', 'p.city_id', 'p.country_id'])
    .where((eb) => search.matches(eb.ref('p.id'), scope.merchantNumber, keyword))
    .orderBy('p.sales_count', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ code: r.code, title: r.title, cityId: r.city_id, countryId: r.country_id }));
}

/** A package offer for marketing: the visible product's code, title, cover and the package's prices. */
export type PackageOffer = {
  packageId: number;
  gcode: string;
  productCode: string;
  title: string;
  image: string;
  currency: string;
  prices: PackagePrice[];
};

export async function findPackageOffers(
  db: Db,
  scope: CatalogScope,
  packageIds: readonly number[],
): Promise<Map<number, PackageOffer>> {
  if (packageIds.length === 0) return new Map();
  const rows = await visibleProducts(db, scope)
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.sort', '=', 0))
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select([
      'g.id',
      'g.gcode',
      'p.code',
      't.title',
      'i.image',
      'p.currency',
      'pp.price_type',
      'pp.original_price',
      'pp.current_price',
    ])
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.id', 'in', [...packageIds])
    .execute();
  const offers = new Map<number, PackageOffer>();
  for (const row of rows) {
    let offer = offers.get(row.id);
    if (!offer) {
      offer = {
        packageId: row.id,
        gcode: row.gcode,
        productCode: row.code,
        title: row.title,
        image: imageUrl(row.image ?? ''),
        currency: row.currency,
        prices: [],
      };
      offers.set(row.id, offer);
    }
    offer.prices.push({
      priceType: row.price_type as PriceType,
      price: row.current_price,
      originalPrice: row.original_price,
    });
  }
  return offers;
}

export async function findExchangeRates(db: Db, merchantNumber: string): Promise<ExchangeRate[]> {
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['from_currency', 'to_currency', 'rate'])
    .where('merchant_number', '=', merchantNumber)
    .execute();
  return rows.map((r) => ({ from: r.from_currency, to: r.to_currency, rate: Number(r.rate) }) as ExchangeRate);
}

export async function upsertExchangeRates(
  db: Db,
  merchantNumber: string,
  rates: readonly ExchangeRate[],
  updatedAt: string,
): Promise<void> {
  if (rates.length === 0) return;
  await db
    .insertInto('exchange_rates')
    .values(
      rates.map((r) => ({
        merchant_number: merchantNumber,
        from_currency: r.from,
        to_currency: r.to,
        rate: r.rate,
        updated_at: updatedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['merchant_number', 'from_currency', 'to_currency'])
        .doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
}

/** Bind parameters per statement stay under SQLite's 32 766 and PostgreSQL's 65 535. */
const MAX_PARAMS = 30_000;

async function insertInChunks<T extends Record<string, unknown>>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0] as T).length));
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Writes new products with their texts, labels, images, packages, prices and search documents
 * (inside the caller's transaction). Answers the ids given to each product and package code.
 */
export async function insertProducts(
  db: Db,
  merchantNumber: string,
  drafts: readonly ProductDraft[],
  search: SearchStrategy,
  searchTextOf: (draft: ProductDraft) => string,
): Promise<{ productIds: Map<string, number>; packageIds: Map<string, number> }> {
  const productIds = new Map<string, number>();
  const productRows = drafts.map((d) => {
    const from = fromPrice(d.packages);
    return {
      merchant_number: merchantNumber,
      code: d.code,
      type: d.type,
      category_id: d.categoryId,
      subcategory_id: d.subcategoryId,
      country_id: d.countryId,
      state_id: d.stateId,
      city_id: d.cityId,
      status: d.status,
      currency: d.currency,
      from_price: from.price,
      from_original_price: from.originalPrice,
      sales_count: d.salesCount,
      recommend_score: d.recommendScore,
      created_at: d.createdAt,
    };
  });
  await insertInChunks(productRows, async (chunk) => {
    const inserted = await db.insertInto('products').values(chunk).returning(['id', 'code']).execute();
    for (const row of inserted) productIds.set(row.code, row.id);
  });

  const idOf = (d: ProductDraft) => productIds.get(d.code) as number;
  await insertInChunks(
    drafts.flatMap((d) =>
      Object.entries(d.texts).map(([language, t]) => ({
        product_id: idOf(d),
        language,
        title: t.title,
        subtitle: t.subtitle,
        highlights: JSON.stringify(t.highlights),
        description: t.description,
        included: JSON.stringify(t.included),
        how_to_use: t.howToUse,
        cancellation_policy: t.cancellationPolicy,
      })),
    ),
    (chunk) => db.insertInto('product_texts').values(chunk).execute(),
  );
  await insertInChunks(
    drafts.flatMap((d) => d.tagIds.map((tagId) => ({ product_id: idOf(d), tag_id: tagId }))),
    (chunk) => db.insertInto('product_tags').values(chunk).execute(),
  );
  await insertInChunks(
    drafts.flatMap((d) => d.topicIds.map((topicId) => ({ product_id: idOf(d), topic_id: topicId }))),
    (chunk) => db.insertInto('product_topics').values(chunk).execute(),
  );
  await insertInChunks(
    drafts.flatMap((d) => d.images.map((image, sort) => ({ product_id: idOf(d), sort, image }))),
    (chunk) => db.insertInto('product_images').values(chunk).execute(),
  );

  const packageIds = new Map<string, number>();
  await insertInChunks(
    drafts.flatMap((d) =>
      d.packages.map((g, sort) => ({
        product_id: idOf(d),
        merchant_number: merchantNumber,
        gcode: g.gcode,
        sort,
        title_en_au: g.titles['en-AU'],
        title_zh_cn: g.titles['zh-CN'],
        title_zh_tw: g.titles['zh-TW'],
        title_ko_kr: g.titles['ko-KR'],
      })),
    ),
    async (chunk) => {
      const inserted = await db.insertInto('packages').values(chunk).returning(['id', 'gcode']).execute();
      for (const row of inserted) packageIds.set(row.gcode, row.id);
    },
  );
  await insertInChunks(
    drafts.flatMap((d) =>
      d.packages.flatMap((g) =>
        g.prices.map((price) => ({
          package_id: packageIds.get(g.gcode) as number,
          price_type: price.priceType,
          original_price: price.originalPrice,
          current_price: price.price,
        })),
      ),
    ),
    (chunk) => db.insertInto('package_prices').values(chunk).execute(),
  );

  const documents: SearchDocument[] = drafts.map((d) => ({
    productId: idOf(d),
    merchantNumber,
    body: searchTextOf(d),
  }));
  await search.writeDocuments(db, documents);
  return { productIds, packageIds };
}

/** The "from" price of a product: its cheapest adult or unit price over all packages. */
function fromPrice(packages: readonly PackageDraft[]): { price: number; originalPrice: number } {
  let best: PackagePrice | undefined;
  for (const g of packages) {
    for (const p of g.prices) {
      if ((p.priceType === 'adult' || p.priceType === 'unit') && (!best || p.price < best.price)) best = p;
    }
  }
  return best ? { price: best.price, originalPrice: best.originalPrice } : { price: 0, originalPrice: 0 };
}

/** A day of the calendar pattern: its date, its day number from the first, weekday (0 Sunday) and price factor (%). */
export type CalendarPatternDay = { date: string; n: number; weekday: number; priceFactor: number };

/** One statement's worth of pattern days (four bind parameters each). */
export const CALENDAR_PATTERN_MAX_DAYS = Math.floor(MAX_PARAMS / 4);

/**
 * Opens sales on the pattern's days for every package of the merchant that has no calendar yet,
 * in one statement: cruises depart one weekday a week, everything else sells daily, and a
 * deterministic sprinkling of days (about one in twenty) is sold out.
 */
export async function fillPackageCalendars(
  db: Db,
  merchantNumber: string,
  days: readonly CalendarPatternDay[],
): Promise<void> {
  if (days.length === 0) return;
  if (days.length > CALENDAR_PATTERN_MAX_DAYS) {
    throw new Error(`A calendar pattern has at most ${CALENDAR_PATTERN_MAX_DAYS} days`);
  }
  const values = sql.join(
    days.map(
      (d) =>
        sql`(cast(${d.n} as integer), ${d.date}, cast(${d.weekday} as integer), cast(${d.priceFactor} as integer))`,
    ),
  );
  await sql`insert into package_calendar (package_id, date, price_factor, stock)
    select g.id, d.column2, d.column4,
      case when (g.id * 13 + d.column1 * 7) % 37 = 0 or (g.id * 5 + d.column1 * d.column1) % 53 = 0 then 0
           else 6 + (g.id * 31 + d.column1 * 17) % 40 end
    from (
      select g.id, p.type from packages g
      inner join products p on p.id = g.product_id
      where g.merchant_number = ${merchantNumber} and p.merchant_number = ${merchantNumber}
        and not exists (select 1 from package_calendar c where c.package_id = g.id)
    ) as g
    cross join (values ${values}) as d
    where g.type <> 'cruise' or d.column3 = g.id % 7`.execute(db);
}

/** The codes among `codes` that the merchant already has products for (idempotent imports). */
export async function findExistingCodes(
  db: Db,
  merchantNumber: string,
  codes: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < codes.length; i += 5000) {
    const rows = await db
      .selectFrom('products')
      .select('code')
      .where('merchant_number', '=', merchantNumber)
      .where('code', 'in', codes.slice(i, i + 5000))
      .execute();
    for (const row of rows) found.add(row.code);
  }
  return found;
}

type CardRow = {
  id: number;
  code: string;
  type: string;
  category_id: number;
  subcategory_id: number;
  country_id: string;
  state_id: string;
  city_id: string;
  currency: string;
  from_price: number;
  from_original_price: number;
  sales_count: number;
  created_at: string;
  title: string;
  subtitle: string;
  image: string | null;
};

/** Rows → cards, with the tags of all rows read in one statement. */
async function withLabels(db: Db, scope: CatalogScope, rows: readonly CardRow[]): Promise<SourceCard[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .selectFrom('product_tags as pt')
    .innerJoin('products as p', 'p.id', 'pt.product_id')
    .select(['pt.product_id', 'pt.tag_id'])
    .where('p.merchant_number', '=', scope.merchantNumber)
    .where(
      'pt.product_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('pt.tag_id')
    .execute();
  const tagIds = new Map<number, number[]>();
  for (const row of tagRows) tagIds.set(row.product_id, [...(tagIds.get(row.product_id) ?? []), row.tag_id]);
  const tags = referenceData.tags(scope.language);
  return rows.map((row) => ({
    productId: row.id,
    code: row.code,
    type: row.type as ProductType,
    title: row.title,
    subtitle: row.subtitle,
    image: imageUrl(row.image ?? ''),
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    country: placeRef(row.country_id, scope.language),
    state: placeRef(row.state_id, scope.language),
    city: placeRef(row.city_id, scope.language),
    tags: labelsOf(tagIds.get(row.id) ?? [], tags, scope.hiddenLabelIds),
    price: Number(row.from_price),
    originalPrice: Number(row.from_original_price),
    currency: row.currency,
    salesCount: row.sales_count,
    createdAt: row.created_at,
  }));
}

function labelsOf(ids: readonly number[], all: readonly { id: number; title: string }[], hidden: readonly number[]) {
  return ids
    .filter((id) => !hidden.includes(id))
    .map((id) => all.find((l) => l.id === id))
    .filter((l): l is { id: number; title: string } => l !== undefined)
    .map(({ id, title }) => ({ id, title }));
}

/** Stored image keys are served by the image route. */
const imageUrl = (key: string) => (key ? `/images/${key}` : '');

function packageTitle(
  row: { title_en_au: string; title_zh_cn: string; title_zh_tw: string; title_ko_kr: string },
  language: SiteLanguage,
): string {
  const byLanguage: Record<SiteLanguage, string> = {
    'en-AU': row.title_en_au,
    'zh-CN': row.title_zh_cn,
    'zh-TW': row.title_zh_tw,
    'ko-KR': row.title_ko_kr,
  };
  return byLanguage[language];
}

const byPriceType = (a: PackagePrice, b: PackagePrice) =>
  PRICE_TYPES.indexOf(a.priceType) - PRICE_TYPES.indexOf(b.priceType);

// ── Bookings (orders and cart): packages as sold on a date, and the stock they hold ──────────

/** A package as it is sold on one date: base prices in the product's currency and the day's stock. */
export type BookablePackage = {
  packageId: number;
  productId: number;
  productCode: string;
  gcode: string;
  title: string;
  packageTitle: string;
  image: string;
  currency: string;
  countryId: string;
  categoryId: number;
  tagIds: number[];
  prices: PackagePrice[];
};

/** Ids of a visible product's package by codes. */
export async function findPackageIdByCodes(
  db: Db,
  scope: CatalogScope,
  code: string,
  gcode: string,
): Promise<number | undefined> {
  const row = await visibleProducts(db, scope)
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .select('g.id')
    .where('p.code', '=', code)
    .where('g.gcode', '=', gcode)
    .where('g.merchant_number', '=', scope.merchantNumber)
    .executeTakeFirst();
  return row?.id;
}

/** Visible packages by id with their product's texts, cover, tags and base prices (three statements). */
export async function findBookablePackages(
  db: Db,
  scope: CatalogScope,
  packageIds: readonly number[],
): Promise<Map<number, BookablePackage>> {
  if (packageIds.length === 0) return new Map();
  const rows = await visibleProducts(db, scope)
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.sort', '=', 0))
    .select([
      'g.id',
      'g.product_id',
      'g.gcode',
      'g.title_en_au',
      'g.title_zh_cn',
      'g.title_zh_tw',
      'g.title_ko_kr',
      'p.code',
      'p.currency',
      'p.country_id',
      'p.category_id',
      't.title',
      'i.image',
      'pp.price_type',
      'pp.original_price',
      'pp.current_price',
    ])
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.id', 'in', [...new Set(packageIds)])
    .execute();
  const found = new Map<number, BookablePackage>();
  for (const row of rows) {
    let record = found.get(row.id);
    if (!record) {
      record = {
        packageId: row.id,
        productId: row.product_id,
        productCode: row.code,
        gcode: row.gcode,
        title: row.title,
        packageTitle: packageTitle(row, scope.language),
        image: imageUrl(row.image ?? ''),
        currency: row.currency,
        countryId: row.country_id,
        categoryId: row.category_id,
        tagIds: [],
        prices: [],
      };
      found.set(row.id, record);
    }
    record.prices.push({
      priceType: row.price_type as PriceType,
      price: row.current_price,
      originalPrice: row.original_price,
    });
  }
  const productIds = [...new Set([...found.values()].map((r) => r.productId))];
  if (productIds.length > 0) {
    const tags = await db
      .selectFrom('product_tags')
      .select(['product_id', 'tag_id'])
      .where('product_id', 'in', productIds)
      .execute();
    for (const record of found.values()) {
      record.tagIds = tags.filter((t) => t.product_id === record.productId).map((t) => t.tag_id);
      record.prices.sort(byPriceType);
    }
  }
  return found;
}

/** Calendar days (price factor and stock left) of packages on dates, keyed `packageId:date`. */
export async function findCalendarDaysOf(
  db: Db,
  merchantNumber: string,
  days: readonly { packageId: number; date: string }[],
): Promise<Map<string, { priceFactor: number; stock: number }>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.package_id', 'c.date', 'c.price_factor', 'c.stock'])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', 'in', [...new Set(days.map((d) => d.packageId))])
    .where('c.date', 'in', [...new Set(days.map((d) => d.date))])
    .execute();
  return new Map(rows.map((r) => [`${r.package_id}:${r.date}`, { priceFactor: r.price_factor, stock: r.stock }]));
}

/** A calendar row's package belongs to the merchant (a foreign merchant's package is never touched). */
function packageOfMerchant(merchantNumber: string, packageId: number) {
  return (eb: ExpressionBuilder<Database, 'package_calendar'>) =>
    eb.exists(
      eb
        .selectFrom('packages as g')
        .select('g.id')
        .where('g.id', '=', packageId)
        .where('g.merchant_number', '=', merchantNumber),
    );
}

/**
 * Takes `quantity` from a package's stock on a date, only when that much is left: one
 * conditional UPDATE, so concurrent buyers never take more than there is (SQLite serialises
 * writers; PostgreSQL locks the row and re-checks the condition). Answers whether it was taken.
 */
export async function takeCalendarStock(
  db: Db,
  merchantNumber: string,
  hold: { packageId: number; date: string; quantity: number },
): Promise<boolean> {
  const result = await db
    .updateTable('package_calendar')
    .set((eb) => ({ stock: eb('stock', '-', hold.quantity) }))
    .where('package_id', '=', hold.packageId)
    .where('date', '=', hold.date)
    .where('stock', '>=', hold.quantity)
    .where(packageOfMerchant(merchantNumber, hold.packageId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives stock back to a package's date (an expired, cancelled or refunded booking). */
export async function returnCalendarStock(
  db: Db,
  merchantNumber: string,
  hold: { packageId: number; date: string; quantity: number },
): Promise<void> {
  await db
    .updateTable('package_calendar')
    .set((eb) => ({ stock: eb('stock', '+', hold.quantity) }))
    .where('package_id', '=', hold.packageId)
    .where('date', '=', hold.date)
    .where(packageOfMerchant(merchantNumber, hold.packageId))
    .execute();
}
