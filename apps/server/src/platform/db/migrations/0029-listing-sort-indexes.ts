import { type Kysely, sql } from 'kysely';
import { createCoveringIndex } from '../dialect.js';

/**
 * A listing page's ids from an index alone, in the sort's order, stopping after the page (issue
 * 16, cold listing pages). Migration 0027's listing index (merchant, language, on sale, category,
 * then every sort key) served a category's page only through a sort of all its products, and the
 * per-sort indexes of a listing without a category held no filtered column, so a price or country
 * filter read the table row of every product of the merchant.
 *
 * Now one index per sort key, with and without the category: merchant, language, on sale,
 * [category,] the key, then the product id (the tie-break, so no sort is left to do), then every
 * column a listing filters on (INCLUDEd on PostgreSQL). The count of the same filters reads the
 * same index. A price sort still sorts: the converted price depends on the day's rates.
 */
const FILTERED = ['currency', 'from_price', 'country_id', 'subcategory_id', 'state_id', 'city_id', 'type'];
const SORT_KEYS = ['recommend_score', 'created_at', 'sales_count'];
const OLD_INDEXES = ['listing_cards_listing', ...SORT_KEYS.map((key) => `listing_cards_by_${key}`)];

const indexesOf = (key: string) => [
  { name: `listing_cards_category_${key}`, keys: ['category_id', key, 'product_id'], rest: FILTERED },
  { name: `listing_cards_all_${key}`, keys: [key, 'product_id'], rest: ['category_id', ...FILTERED] },
];

/**
 * Each step may run again: on SQLite migrations run outside a transaction (Kysely's SQLite adapter
 * has no transactional DDL), so one stopped midway starts over from the top.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of OLD_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  for (const { name, keys, rest } of SORT_KEYS.flatMap(indexesOf)) {
    const leading = ['merchant_number', 'language', 'status', ...keys];
    await createCoveringIndex(db, { name, table: 'listing_cards', keys: leading, covered: rest });
  }
  await sql`analyze listing_cards`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of SORT_KEYS.flatMap(indexesOf)) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema
    .createIndex('listing_cards_listing')
    .on('listing_cards')
    .columns(['merchant_number', 'language', 'status', 'category_id', ...SORT_KEYS, ...FILTERED, 'product_id'])
    .execute();
  for (const key of SORT_KEYS) {
    await db.schema
      .createIndex(`listing_cards_by_${key}`)
      .on('listing_cards')
      .columns(['merchant_number', 'language', 'status', key])
      .execute();
  }
}
