import type { Banner, PriceType } from '@storefront/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

export type BannerPlacement = 'home' | 'plan';

/** Banners of a placement showing at `now` in any of `languages`, by language then sort. */
export async function findActiveBanners(
  db: Db,
  merchantNumber: string,
  query: { placement: BannerPlacement; languages: readonly string[]; now: string },
): Promise<(Banner & { language: string })[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'language', 'title', 'subtitle', 'image', 'link', 'sort'])
    .where('merchant_number', '=', merchantNumber)
    .where('placement', '=', query.placement)
    .where('language', 'in', [...query.languages])
    .where('start_at', '<=', query.now)
    .where('end_at', '>', query.now)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    language: r.language,
    title: r.title,
    subtitle: r.subtitle,
    image: r.image ? `/images/${r.image}` : '',
    link: r.link,
    sort: r.sort,
  }));
}

export type SeckillSale = {
  id: number;
  productId: number;
  packageId: number;
  priceType: PriceType;
  salePrice: number;
  stock: number;
  sold: number;
  startAt: string;
  endAt: string;
  /** Most units one member may buy (migration 0022). */
  memberLimit: number;
};

/** Flash sales that have not ended by `now` and start before `until`, soonest first. */
export async function findSeckillSales(
  db: Db,
  merchantNumber: string,
  window: { now: string; until: string },
): Promise<SeckillSale[]> {
  const rows = await db
    .selectFrom('seckill_sales')
    .select([
      'id',
      'product_id',
      'package_id',
      'price_type',
      'sale_price',
      'stock',
      'sold',
      'start_at',
      'end_at',
      'member_limit',
    ])
    .where('merchant_number', '=', merchantNumber)
    .where('end_at', '>', window.now)
    .where('start_at', '<', window.until)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    packageId: r.package_id,
    priceType: r.price_type as PriceType,
    salePrice: Number(r.sale_price),
    stock: r.stock,
    sold: r.sold,
    startAt: r.start_at,
    endAt: r.end_at,
    memberLimit: r.member_limit,
  }));
}

export type BannerDraft = {
  placement: BannerPlacement;
  language: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  sort: number;
  startAt: string;
  endAt: string;
};

export type SeckillDraft = Omit<SeckillSale, 'id' | 'memberLimit'> & { memberLimit?: number };

export async function insertBanners(db: Db, merchantNumber: string, banners: readonly BannerDraft[]): Promise<void> {
  if (banners.length === 0) return;
  await db
    .insertInto('banners')
    .values(
      banners.map((b) => ({
        merchant_number: merchantNumber,
        placement: b.placement,
        language: b.language,
        title: b.title,
        subtitle: b.subtitle,
        image: b.image,
        link: b.link,
        sort: b.sort,
        start_at: b.startAt,
        end_at: b.endAt,
      })),
    )
    .execute();
}

export async function insertSeckillSales(
  db: Db,
  merchantNumber: string,
  sales: readonly SeckillDraft[],
): Promise<void> {
  if (sales.length === 0) return;
  await db
    .insertInto('seckill_sales')
    .values(
      sales.map((s) => ({
        merchant_number: merchantNumber,
        product_id: s.productId,
        package_id: s.packageId,
        price_type: s.priceType,
        sale_price: s.salePrice,
        stock: s.stock,
        sold: s.sold,
        start_at: s.startAt,
        end_at: s.endAt,
        ...(s.memberLimit === undefined ? {} : { member_limit: s.memberLimit }),
      })),
    )
    .execute();
}

// ── Flash-sale purchases (orders) ────────────────────────────────────────────────────────────

/** One flash sale of the merchant by id. */
export async function findSeckillSale(db: Db, merchantNumber: string, id: number): Promise<SeckillSale | undefined> {
  const r = await db
    .selectFrom('seckill_sales')
    .select([
      'id',
      'product_id',
      'package_id',
      'price_type',
      'sale_price',
      'stock',
      'sold',
      'start_at',
      'end_at',
      'member_limit',
    ])
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    productId: r.product_id,
    packageId: r.package_id,
    priceType: r.price_type as PriceType,
    salePrice: Number(r.sale_price),
    stock: r.stock,
    sold: r.sold,
    startAt: r.start_at,
    endAt: r.end_at,
    memberLimit: r.member_limit,
  };
}

/**
 * Sells `quantity` of a running sale when that much is left: one conditional UPDATE, so a burst
 * of buyers takes exactly the stock (SQLite serialises writers; PostgreSQL locks the row and
 * re-checks the condition). Answers whether it was taken.
 */
export async function takeSeckillStock(
  db: Db,
  merchantNumber: string,
  take: { saleId: number; quantity: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('seckill_sales')
    .set((eb) => ({ sold: eb('sold', '+', take.quantity) }))
    .where('id', '=', take.saleId)
    .where('merchant_number', '=', merchantNumber)
    .where((eb) => eb(eb('sold', '+', take.quantity), '<=', eb.ref('stock')))
    .where('start_at', '<=', take.now)
    .where('end_at', '>', take.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnSeckillStock(
  db: Db,
  merchantNumber: string,
  give: { saleId: number; quantity: number },
): Promise<void> {
  await db
    .updateTable('seckill_sales')
    .set((eb) => ({ sold: eb('sold', '-', give.quantity) }))
    .where('id', '=', give.saleId)
    .where('merchant_number', '=', merchantNumber)
    .where('sold', '>=', give.quantity)
    .execute();
}

/**
 * Counts `quantity` more units of a sale of the merchant against a member, only while they stay
 * within `limit` (an upsert with a condition: concurrent requests of one member cannot pass it
 * together). The purchase row has no merchant of its own: it is written only through the
 * merchant's sale row.
 */
export async function addSeckillPurchase(
  db: Db,
  merchantNumber: string,
  purchase: { saleId: number; memberId: number; quantity: number; limit: number },
): Promise<boolean> {
  if (purchase.quantity > purchase.limit) return false;
  const row = await db
    .insertInto('seckill_purchases')
    .columns(['sale_id', 'member_id', 'quantity'])
    .expression((eb) =>
      eb
        .selectFrom('seckill_sales')
        .select([
          'id',
          sql<number>`cast(${purchase.memberId} as integer)`.as('member_id'),
          sql<number>`cast(${purchase.quantity} as integer)`.as('quantity'),
        ])
        .where('id', '=', purchase.saleId)
        .where('merchant_number', '=', merchantNumber),
    )
    .onConflict((oc) =>
      oc
        .columns(['sale_id', 'member_id'])
        .doUpdateSet({ quantity: sql<number>`seckill_purchases.quantity + ${purchase.quantity}` })
        .where(sql<number>`seckill_purchases.quantity + ${purchase.quantity}`, '<=', purchase.limit),
    )
    .returning('quantity')
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeSeckillPurchase(
  db: Db,
  merchantNumber: string,
  purchase: { saleId: number; memberId: number; quantity: number },
): Promise<void> {
  await db
    .updateTable('seckill_purchases')
    .set((eb) => ({ quantity: eb('quantity', '-', purchase.quantity) }))
    .where('sale_id', '=', purchase.saleId)
    .where('member_id', '=', purchase.memberId)
    .where('quantity', '>=', purchase.quantity)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('seckill_sales as s')
          .select('s.id')
          .where('s.id', '=', purchase.saleId)
          .where('s.merchant_number', '=', merchantNumber),
      ),
    )
    .execute();
}
