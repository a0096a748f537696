import type { Db } from '../../platform/db/kysely.js';

const ON_SALE = 'onsale';

/**
 * Codes of the merchant's public product pages (on sale, outside its hidden categories), in id
 * order: one narrow read for the sitemap, no texts or prices.
 */
export async function findPublicProductCodes(
  db: Db,
  merchantNumber: string,
  hiddenCategoryIds: readonly number[],
): Promise<string[]> {
  const hidden = [...hiddenCategoryIds];
  const rows = await db
    .selectFrom('products as p')
    .select('p.code')
    .where('p.merchant_number', '=', merchantNumber)
    .where('p.status', '=', ON_SALE)
    .$if(hidden.length > 0, (q) =>
      q.where('p.category_id', 'not in', hidden).where('p.subcategory_id', 'not in', hidden),
    )
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.code);
}
