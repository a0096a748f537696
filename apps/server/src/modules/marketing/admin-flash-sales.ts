import {
  MARKETING_LIMITS,
  type AdminFlashSale,
  type FlashSaleCreate,
  type FlashSalePatch,
  type FlashSaleQuery,
  type PriceType,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditService } from '../audit/service.js';
import {
  type FlashSaleRow,
  deleteUnsoldFlashSale,
  findFlashSale,
  findFlashSalePage,
  findOverlappingSale,
  findSalePackage,
  insertFlashSale,
  lockSalePackage,
  updateFlashSale,
} from './admin-repo.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher };

const DAY_MS = 86_400_000;

/**
 * Flash sales in the back office (issue 14): a package sold at a sale price in a window while its
 * stock lasts. A package never has two sales whose windows overlap (4191, naming the other
 * window); a stock never goes below what is sold (4192, naming the figure); an ended sale is
 * kept as it sold (4193); a sale that sold cannot be deleted (4194). Each write is one
 * transaction with its audit row, announced after the commit (`merchant.changed`).
 */
export function createFlashSaleEditing({ db, audit, events }: Deps) {
  async function stored(database: Db, staff: StaffPrincipal, id: number, language: string): Promise<FlashSaleRow> {
    const row = await findFlashSale(database, staff.merchantNumber, id, language);
    if (!row) throw new AppError('notFound', `No flash sale ${id} in this shop`);
    return row;
  }

  async function listFlashSales(staff: StaffPrincipal, language: string, query: FlashSaleQuery) {
    const now = new Date().toISOString();
    const { total, rows } = await findFlashSalePage(db, staff.merchantNumber, { ...query, language, now });
    return { items: rows.map((r) => viewOf(r, now)), total, page: query.page, size: query.size };
  }

  const getFlashSale = async (staff: StaffPrincipal, language: string, id: number) =>
    viewOf(await stored(db, staff, id, language), new Date().toISOString());

  async function createFlashSale(staff: StaffPrincipal, language: string, input: FlashSaleCreate) {
    const number = staff.merchantNumber;
    const window = windowOf(input.startAt, input.endAt);
    const now = new Date().toISOString();
    if (window.endAt <= now) throw new AppError('validationFailed', 'The end must be in the future', 'endAt');
    const sale = await db.transaction().execute(async (trx) => {
      const pkg = await findSalePackage(trx, number, input.gcode);
      if (!pkg) throw new AppError('validationFailed', `No package ${input.gcode} in this shop`, 'gcode');
      const priceType = priceTypeOf(pkg.priceTypes, input.priceType);
      await lockSalePackage(trx, number, pkg.packageId);
      await refuseOverlap(trx, number, { packageId: pkg.packageId, ...window });
      const id = await insertFlashSale(trx, number, {
        product_id: pkg.productId,
        package_id: pkg.packageId,
        price_type: priceType,
        sale_price: input.salePrice,
        stock: input.stock,
        member_limit: input.memberLimit,
        start_at: window.startAt,
        end_at: window.endAt,
      });
      const sale = viewOf(await stored(trx, staff, id, language), now);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'flashsale.create',
        objectType: 'flashsale',
        objectId: id,
        after: sale,
      });
      return sale;
    });
    await events.publish('merchant.changed', { merchantNumber: number });
    return sale;
  }

  async function updateFlashSaleOf(staff: StaffPrincipal, language: string, id: number, patch: FlashSalePatch) {
    const number = staff.merchantNumber;
    const { sale, changed } = await db.transaction().execute(async (trx) => {
      const row = await stored(trx, staff, id, language);
      const now = new Date().toISOString();
      if (row.end_at <= now) {
        throw new AppError('seckillEnded', `Flash sale ${id} ended at ${row.end_at}: it is kept as it sold`);
      }
      const window = windowOf(patch.startAt ?? row.start_at, patch.endAt ?? row.end_at);
      if (window.endAt <= now) throw new AppError('validationFailed', 'The end must be in the future', 'endAt');
      if (patch.stock !== undefined && patch.stock < row.sold) throw stockBelowSold(row.sold);
      if (window.startAt !== row.start_at || window.endAt !== row.end_at) {
        await lockSalePackage(trx, number, row.package_id);
        await refuseOverlap(trx, number, { packageId: row.package_id, ...window, exceptId: id });
      }
      const changes = {
        ...(patch.salePrice !== undefined && patch.salePrice !== row.sale_price ? { sale_price: patch.salePrice } : {}),
        ...(patch.stock !== undefined && patch.stock !== row.stock ? { stock: patch.stock } : {}),
        ...(patch.memberLimit !== undefined && patch.memberLimit !== row.member_limit
          ? { member_limit: patch.memberLimit }
          : {}),
        ...(window.startAt !== row.start_at ? { start_at: window.startAt } : {}),
        ...(window.endAt !== row.end_at ? { end_at: window.endAt } : {}),
      };
      if (Object.keys(changes).length === 0) return { sale: viewOf(row, now), changed: false };
      if (!(await updateFlashSale(trx, number, id, changes))) {
        // A purchase committed since the row was read: say what is sold now.
        throw stockBelowSold((await stored(trx, staff, id, language)).sold);
      }
      const sale = viewOf(await stored(trx, staff, id, language), now);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'flashsale.update',
        objectType: 'flashsale',
        objectId: id,
        before: viewOf(row, now),
        after: sale,
      });
      return { sale, changed: true };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return sale;
  }

  async function deleteFlashSale(staff: StaffPrincipal, language: string, id: number): Promise<void> {
    const number = staff.merchantNumber;
    await db.transaction().execute(async (trx) => {
      const row = await stored(trx, staff, id, language);
      const now = new Date().toISOString();
      if (row.end_at <= now) {
        throw new AppError('seckillEnded', `Flash sale ${id} ended at ${row.end_at}: it is kept as it sold`);
      }
      if (!(await deleteUnsoldFlashSale(trx, number, id))) {
        throw new AppError(
          'seckillHasSales',
          `Flash sale ${id} has sold ${row.sold}: it cannot be deleted; end it by moving its end time`,
        );
      }
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'flashsale.delete',
        objectType: 'flashsale',
        objectId: id,
        before: viewOf(row, now),
      });
    });
    await events.publish('merchant.changed', { merchantNumber: number });
  }

  async function refuseOverlap(
    trx: Db,
    merchantNumber: string,
    window: { packageId: number; startAt: string; endAt: string; exceptId?: number },
  ) {
    const other = await findOverlappingSale(trx, merchantNumber, window);
    if (other) {
      throw new AppError(
        'seckillOverlap',
        `This package already has flash sale ${other.id} from ${other.start_at} to ${other.end_at}`,
        'startAt',
      );
    }
  }

  return {
    listFlashSales,
    getFlashSale,
    createFlashSale,
    updateFlashSale: updateFlashSaleOf,
    deleteFlashSale,
  };
}

export type FlashSaleEditing = ReturnType<typeof createFlashSaleEditing>;

const stockBelowSold = (sold: number) =>
  new AppError('seckillStockBelowSold', `The stock cannot be lower than the ${sold} already sold`, 'stock');

/** The window as UTC instants, refused by field when it is backwards or longer than allowed. */
function windowOf(start: string, end: string) {
  const startAt = new Date(start).toISOString();
  const endAt = new Date(end).toISOString();
  if (endAt <= startAt) throw new AppError('validationFailed', 'The end must be after the start', 'endAt');
  if (Date.parse(endAt) - Date.parse(startAt) > MARKETING_LIMITS.seckillWindowDays * DAY_MS) {
    throw new AppError(
      'validationFailed',
      `A flash sale runs at most ${MARKETING_LIMITS.seckillWindowDays} days`,
      'endAt',
    );
  }
  return { startAt, endAt };
}

/** The price type sold: the one asked for if the package has it, else adult, else its first. */
function priceTypeOf(priceTypes: readonly PriceType[], asked: PriceType | undefined): PriceType {
  if (asked !== undefined) {
    if (!priceTypes.includes(asked)) {
      throw new AppError('validationFailed', `The package has no ${asked} price`, 'priceType');
    }
    return asked;
  }
  const chosen = priceTypes.includes('adult') ? 'adult' : priceTypes[0];
  if (!chosen) throw new AppError('validationFailed', 'The package has no prices to sell', 'gcode');
  return chosen;
}

function viewOf(row: FlashSaleRow, now: string): AdminFlashSale {
  return {
    id: row.id,
    productCode: row.product_code,
    productTitle: row.product_title,
    gcode: row.gcode,
    packageTitle: row.package_title,
    priceType: row.price_type,
    salePrice: row.sale_price,
    regularPrice: row.regular_price,
    currency: row.currency,
    stock: row.stock,
    sold: row.sold,
    memberLimit: row.member_limit,
    startAt: row.start_at,
    endAt: row.end_at,
    state: now < row.start_at ? 'upcoming' : now >= row.end_at ? 'ended' : 'running',
  };
}
