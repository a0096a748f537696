import type { PackagePrice } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { insertInChunks } from '../../platform/db/dialect.js';
import type { PackageDraft, ProductDraft } from './model.js';
import type { SearchDocument, SearchStrategy } from './search-strategy.js';

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
      refundable: d.refundable === false ? 0 : 1,
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

  const documents: SearchDocument[] = drafts.map((d) => ({ productId: idOf(d), body: searchTextOf(d) }));
  await search.writeDocuments(db, merchantNumber, documents);
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
