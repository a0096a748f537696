import type { ProductSort, ProductType } from '@storefront/contracts';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { Database } from '../../platform/db/schema.js';
import {
  CARD_COLUMNS,
  type CatalogScope,
  type SourceCard,
  visibleCards,
  visibleProducts,
  withLabels,
} from './product-rows.js';
import type { SearchStrategy } from './search-strategy.js';

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
 * One page of the listing and the total.
 *
 * Without a keyword: the page walks the merchant's products in the sort's own index order and
 * stops after the page (no sort of every match), and the total is a subquery of its own, run once,
 * which reads the listing index (migration 0024: merchant, status, category and every filtered
 * column), never the table. Counting beside each row (`count(*) over ()`) instead made every page
 * read and sort every match: SQLite time for a cold page of a 2 000-product merchant 2.2 → 1.2 ms,
 * of one category 1.1 → 0.4 ms.
 *
 * With a keyword: one statement that finds the matching products once, over narrow rows (id,
 * sort key, and the total beside each as `count(*) over ()`), keeps the page's ids and joins their
 * titles and covers; a separate count would run the text search twice. Only a page past the end,
 * which has no row to carry the total, counts separately.
 *
 * Then the page's tags, in one statement.
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
  const counted = () =>
    visibleProducts(db, scope)
      .where(where)
      .select((eb) => eb.fn.countAll<number | string>().as('total'));
  const withTotal = query.filters.keyword !== undefined;
  const pageIds = visibleProducts(db, scope)
    .where(where)
    .select(['p.id as page_id', key.as('sort_key') as never])
    .$if(withTotal, (q) => q.select(sql<number | string>`count(*) over ()`.as('total')))
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
    .select(CARD_COLUMNS)
    // Without a keyword the count is a subquery of its own, run once for the statement.
    .select(withTotal ? sql<number | string>`x.total`.as('total') : counted().as('total'))
    .orderBy(sql.ref('x.sort_key'), direction)
    .orderBy('x.page_id', direction)
    .execute();
  if (rows.length === 0) {
    if (query.offset === 0) return { total: 0, cards: [] };
    return { total: Number((await counted().executeTakeFirstOrThrow()).total), cards: [] };
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
