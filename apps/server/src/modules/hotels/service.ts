import type { Db } from '../../platform/db/kysely.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogService } from '../catalog/service.js';
import { insertHotelDrafts } from './hotel-imports.js';
import { findNonRefundableRatePlanIds } from './hotel-repo.js';
import { createHotelPages } from './hotel-pages.js';
import { createHotelSearch } from './hotel-search.js';
import type { HotelDraft } from './model.js';
import { createStayBookings } from './stay-bookings.js';
import { findPublicHotelIds } from './sitemap-repo.js';

/**
 * The hotels module's one door: search, a hotel's pages, and stays as the cart and orders book
 * them, priced through the catalog's exchange rates. Each part is a factory of one job.
 */
export function createHotelService({
  db,
  catalog,
  keptMs = 0,
}: {
  db: Db;
  catalog: CatalogService;
  /** How long a search may keep the hotels' nights it read (the answer cache's minute; 0 keeps none). */
  keptMs?: number;
}) {
  const { pricerFor } = catalog;
  const { searchHotels, suggestHotels, forgetKept } = createHotelSearch({ db, pricerFor, keptMs });
  const pages = createHotelPages({ db, pricerFor });
  const bookings = createStayBookings({ db, pricerFor });

  /** Adds hotels inside the caller's transaction (seed, tests); answers their ids in draft order. */
  async function importHotels(trx: Db, merchantNumber: string, drafts: readonly HotelDraft[]): Promise<number[]> {
    return insertHotelDrafts(trx, merchantNumber, drafts);
  }

  return {
    searchHotels,
    /** Forgets what searches kept of the merchant's hotels (its hotels, room types, plans or rates changed). */
    forgetKept,
    getHotelDetail: pages.getHotelDetail,
    getHotelRooms: pages.getHotelRooms,
    getHotelCalendar: pages.getHotelCalendar,
    hotelExists: pages.hotelExists,
    listHotelCards: pages.listHotelCards,
    suggestHotels,
    importHotels,
    quoteStay: bookings.quoteStay,
    /** Of these rate plan ids, those sold non-refundable (orders refuse their refund). */
    listNonRefundableRatePlans: (
      ctx: { merchant: Pick<RequestContext['merchant'], 'number'> },
      ratePlanIds: readonly number[],
    ) => findNonRefundableRatePlanIds(db, ctx.merchant.number, ratePlanIds),
    holdRooms: bookings.holdRooms,
    releaseRooms: bookings.releaseRooms,
    /** Ids of the merchant's hotels on sale (the sitemap). */
    listPublicHotelIds: (merchant: Pick<RequestContext['merchant'], 'number'>) =>
      findPublicHotelIds(db, merchant.number),
  };
}

export type HotelService = ReturnType<typeof createHotelService>;
export { insertHotelDrafts };
export type {
  ChildBand,
  HotelDraft,
  HotelTexts,
  RatePlanDraft,
  RoomHold,
  RoomTypeDraft,
  RoomTypeTexts,
  StayQuote,
  StayRequest,
} from './model.js';
