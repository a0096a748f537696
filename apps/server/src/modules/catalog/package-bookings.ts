import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { findCalendarDaysOf, returnCalendarStock, takeCalendarStock } from './calendar-repo.js';
import type { CalendarDayInfo, CalendarHold, PackageOffer } from './model.js';
import { findBookablePackages, findPackageIdByCodes, findPackageOffers, type BookablePackage } from './package-repo.js';
import { pricedPrice, type Pricer } from './pricing.js';
import { checkCode, scopeOf, todayIn } from './product-rules.js';

/** Packages as other modules sell them: marketing's offers, and the door the cart and orders use. */
export function createPackageBookings({
  db,
  pricerFor,
}: {
  db: Db;
  pricerFor: (ctx: RequestContext) => Promise<Pricer>;
}) {
  /** Packages with their product's code, title and cover, priced for the request (marketing). */
  async function listPackageOffers(
    ctx: RequestContext,
    packageIds: readonly number[],
  ): Promise<Map<number, PackageOffer>> {
    const [pricer, offers] = await Promise.all([pricerFor(ctx), findPackageOffers(db, scopeOf(ctx), packageIds)]);
    return new Map(
      [...offers].map(([id, offer]): [number, PackageOffer] => [
        id,
        {
          gcode: offer.gcode,
          productCode: offer.productCode,
          title: offer.title,
          image: offer.image,
          currency: pricer.currency,
          prices: offer.prices.map((p) => pricedPrice(p, offer.currency, pricer)),
          convert: (minorUnits) => pricer.convert(minorUnits, offer.currency),
        },
      ]),
    );
  }

  /** The package id of a visible product's package by codes; 3004 when the visitor cannot buy it. */
  async function findPackageId(ctx: RequestContext, code: string, gcode: string): Promise<number> {
    checkCode(code);
    const id = await findPackageIdByCodes(db, scopeOf(ctx), code, gcode);
    if (id === undefined) throw new AppError('notFound', `Product ${code} has no package ${gcode}`, 'gcode');
    return id;
  }

  /**
   * Packages as sold on dates, for the cart and orders: product texts, tags and base prices (the
   * product's currency), the day's price factor and stock left, and "today" where the product is.
   * Packages the visitor may not see are left out.
   */
  async function getBookablePackages(
    ctx: RequestContext,
    lines: readonly { packageId: number; date: string }[],
  ): Promise<Map<number, BookablePackage & { today: string; days: Map<string, CalendarDayInfo> }>> {
    const scope = scopeOf(ctx);
    const [packages, days] = await Promise.all([
      findBookablePackages(
        db,
        scope,
        lines.map((l) => l.packageId),
      ),
      findCalendarDaysOf(db, scope.merchantNumber, lines),
    ]);
    return new Map(
      [...packages].map(([id, pkg]) => {
        const own = new Map<string, CalendarDayInfo>();
        for (const line of lines) {
          const day = days.get(`${id}:${line.date}`);
          if (line.packageId === id && day) own.set(line.date, day);
        }
        return [id, { ...pkg, today: todayIn(pkg.countryId), days: own }];
      }),
    );
  }

  /**
   * Holds `quantity` of a package's stock on a date inside the caller's transaction; false when
   * less is left (never oversold, whatever the concurrency).
   */
  const holdCalendarStock = (trx: Db, merchantNumber: string, hold: CalendarHold) =>
    takeCalendarStock(trx, merchantNumber, hold);

  /** Gives held stock back inside the caller's transaction. */
  const releaseCalendarStock = (trx: Db, merchantNumber: string, hold: CalendarHold) =>
    returnCalendarStock(trx, merchantNumber, hold);

  return { listPackageOffers, findPackageId, getBookablePackages, holdCalendarStock, releaseCalendarStock };
}
