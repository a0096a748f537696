import type { Favourite } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

/** Whose favourites: every query names the merchant and the member. */
export type Owner = { merchantNumber: string; memberId: number };
export type FavouriteKey = { productRef: string; type: number };
/** A favourite as the list shows it, before the catalog or the hotels add its card. */
export type FavouriteRecord = Omit<Favourite, 'product' | 'hotel'>;

function ownedFavourites(db: Db, owner: Owner, type: number | undefined) {
  return db
    .selectFrom('favourites')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .$if(type !== undefined, (q) => q.where('type', '=', type as number));
}

/** One page of the owner's favourites, newest first. */
export async function findFavourites(
  db: Db,
  owner: Owner,
  page: { offset: number; limit: number; type?: number | undefined },
): Promise<FavouriteRecord[]> {
  const rows = await ownedFavourites(db, owner, page.type)
    .select(['product_ref', 'type', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ productId: row.product_ref, type: row.type, createdAt: row.created_at }));
}

export async function countFavourites(db: Db, owner: Owner, type?: number): Promise<number> {
  const row = await ownedFavourites(db, owner, type)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a favourite; a concurrent add of the same one is absorbed by the unique key. */
export async function insertFavourite(db: Db, owner: Owner, key: FavouriteKey, createdAt: string): Promise<void> {
  await db
    .insertInto('favourites')
    .values({
      merchant_number: owner.merchantNumber,
      member_id: owner.memberId,
      product_ref: key.productRef,
      type: key.type,
      created_at: createdAt,
    })
    .onConflict((oc) => oc.columns(['merchant_number', 'member_id', 'type', 'product_ref']).doNothing())
    .execute();
}

/** Removes a favourite; false when the owner had none for this product. */
export async function deleteFavourite(db: Db, owner: Owner, key: FavouriteKey): Promise<boolean> {
  const result = await db
    .deleteFrom('favourites')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('type', '=', key.type)
    .where('product_ref', '=', key.productRef)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
