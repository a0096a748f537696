import type { Banner, SeckillItem, SeckillList } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogService } from '../catalog/service.js';
import {
  addSeckillPurchase,
  findActiveBanners,
  findSeckillSale,
  findSeckillSales,
  removeSeckillPurchase,
  returnSeckillStock,
  takeSeckillStock,
  insertBanners,
  insertSeckillSales,
  type BannerDraft,
  type BannerPlacement,
  type SeckillDraft,
  type SeckillSale,
} from './repo.js';

/** Flash sales are announced this long before they start. */
const SECKILL_LOOKAHEAD_MS = 7 * 86_400_000;

export function createMarketingService({ db, catalog }: { db: Db; catalog: CatalogService }) {
  /**
   * The banners showing now in the request language; a shop that has none in that language
   * shows those of its default language rather than an empty carousel.
   */
  async function listBanners(ctx: RequestContext, placement: BannerPlacement): Promise<Banner[]> {
    const fallback = ctx.merchant.defaultLanguage;
    const rows = await findActiveBanners(db, ctx.merchant.number, {
      placement,
      languages: [...new Set([ctx.language, fallback])],
      now: new Date().toISOString(),
    });
    const own = rows.filter((b) => b.language === ctx.language);
    return (own.length > 0 ? own : rows).map(({ language: _language, ...banner }) => banner);
  }

  /** Flash sales running now or starting within a week, with sale price and stock left. */
  async function listSeckill(ctx: RequestContext): Promise<SeckillList> {
    const now = new Date();
    const sales = await findSeckillSales(db, ctx.merchant.number, {
      now: now.toISOString(),
      until: new Date(now.getTime() + SECKILL_LOOKAHEAD_MS).toISOString(),
    });
    const offers = await catalog.listPackageOffers(
      ctx,
      sales.map((s) => s.packageId),
    );
    const list: SeckillItem[] = [];
    for (const sale of sales) {
      const offer = offers.get(sale.packageId);
      if (!offer) continue; // the product is hidden, off sale or gone
      const regular = offer.prices.find((p) => p.priceType === sale.priceType) ?? offer.prices[0];
      const stockLeft = Math.max(0, sale.stock - sale.sold);
      list.push({
        id: sale.id,
        productCode: offer.productCode,
        gcode: offer.gcode,
        title: offer.title,
        image: offer.image,
        startTime: sale.startAt,
        endTime: sale.endAt,
        salePrice: offer.convert(sale.salePrice),
        originalPrice: regular?.price ?? 0,
        currency: offer.currency,
        stock: sale.stock,
        stockLeft,
        status: stockLeft === 0 ? 'soldout' : sale.startAt > now.toISOString() ? 'upcoming' : 'ongoing',
      });
    }
    return { serverTime: now.toISOString(), list };
  }

  /** Adds banners and flash sales (inside the caller's transaction; seed). */
  async function importMarketing(
    trx: Db,
    merchantNumber: string,
    content: { banners: readonly BannerDraft[]; seckill: readonly SeckillDraft[] },
  ) {
    await insertBanners(trx, merchantNumber, content.banners);
    await insertSeckillSales(trx, merchantNumber, content.seckill);
  }

  // ── Flash-sale purchases: the door orders use ──────────────────────────────────────────────

  /** A flash sale of the shop by id (any state); 3004 when there is none. */
  async function getSeckillSale(ctx: RequestContext, id: number): Promise<SeckillSale> {
    const sale = await findSeckillSale(db, ctx.merchant.number, id);
    if (!sale) throw new AppError('notFound', `No flash sale ${id} in this shop`, 'seckillId');
    return sale;
  }

  /**
   * Holds units of a running sale for a member inside the caller's transaction: 'limit' when the
   * member would pass the per-member limit, 'soldout' when less is left (or the sale just ended).
   */
  async function holdSeckill(
    trx: Db,
    merchantNumber: string,
    hold: { saleId: number; memberId: number; quantity: number; limit: number; now: string },
  ): Promise<'held' | 'limit' | 'soldout'> {
    if (!(await addSeckillPurchase(trx, merchantNumber, hold))) return 'limit';
    if (!(await takeSeckillStock(trx, merchantNumber, hold))) return 'soldout';
    return 'held';
  }

  /** Gives a member's held units back inside the caller's transaction. */
  async function releaseSeckill(
    trx: Db,
    merchantNumber: string,
    hold: { saleId: number; memberId: number; quantity: number },
  ): Promise<void> {
    // The member's row first, as `holdSeckill` does: concurrent transactions lock in one order.
    await removeSeckillPurchase(trx, merchantNumber, hold);
    await returnSeckillStock(trx, merchantNumber, hold);
  }

  return { listBanners, listSeckill, importMarketing, getSeckillSale, holdSeckill, releaseSeckill };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
export type { BannerDraft, SeckillDraft, SeckillSale };
