import type { Db } from '../../platform/db/kysely.js';
import { ON_SALE } from './hotel-rows.js';

/** Ids of the merchant's hotels on sale, in id order: one narrow read for the sitemap. */
export async function findPublicHotelIds(db: Db, merchantNumber: string): Promise<number[]> {
  const rows = await db
    .selectFrom('hotels as h')
    .select('h.id')
    .where('h.merchant_number', '=', merchantNumber)
    .where('h.status', '=', ON_SALE)
    .orderBy('h.id')
    .execute();
  return rows.map((r) => r.id);
}
