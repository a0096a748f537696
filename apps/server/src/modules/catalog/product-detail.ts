import {
  packageCodeSchema,
  maxBookableDate,
  type CalendarDay,
  type PriceType,
  type ProductDetail,
} from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { findCalendarDays, findFirstAvailableDays } from './calendar-repo.js';
import { findPackages, findProductPackage } from './package-repo.js';
import { priced, pricedPrice, type Pricer } from './pricing.js';
import { findProductByCode, findProductImages, findProductTopics } from './product-repo.js';
import { checkCode, productNotFound, scopeOf, todayIn } from './product-rules.js';

/** One product's page: its detail with packages, and each package's price calendar. */
export function createProductDetail({
  db,
  pricerFor,
}: {
  db: Db;
  pricerFor: (ctx: RequestContext) => Promise<Pricer>;
}) {
  async function getProductDetail(ctx: RequestContext, code: string): Promise<ProductDetail> {
    checkCode(code);
    const scope = scopeOf(ctx);
    const product = await findProductByCode(db, scope, code);
    if (!product) throw productNotFound(code);
    const [pricer, images, hotTopics, packages] = await Promise.all([
      pricerFor(ctx),
      findProductImages(db, scope.merchantNumber, product.productId),
      findProductTopics(db, scope, product.productId),
      findPackages(db, scope, [product.productId]),
    ]);
    // A package shows its prices on its first day on sale: the day's own, else the package's.
    const firstDays = await findFirstAvailableDays(
      db,
      scope.merchantNumber,
      packages.map((g) => g.packageId),
      todayIn(product.countryId),
    );
    return {
      ...priced(product, pricer),
      highlights: product.highlights,
      description: product.description,
      included: product.included,
      howToUse: product.howToUse,
      cancellationPolicy: product.cancellationPolicy,
      durationMinutes: product.durationMinutes,
      meetingPoint: product.meetingPoint,
      instantConfirmation: product.instantConfirmation,
      images,
      hotTopics,
      packages: packages.map((g) => ({
        gcode: g.gcode,
        title: g.title,
        prices: g.prices.map((p) => {
          const price = firstDays.get(g.packageId)?.prices[p.priceType] ?? p.price;
          return pricedPrice(
            { ...p, price, originalPrice: Math.max(p.originalPrice, price) },
            product.currency,
            pricer,
          );
        }),
        firstAvailableDate: firstDays.get(g.packageId)?.date ?? null,
      })),
    };
  }

  /** Sellable days (stock left) of a package from today, where the product is, up to 24 months ahead. */
  async function getPackageCalendar(ctx: RequestContext, code: string, gcode: string): Promise<CalendarDay[]> {
    checkCode(code);
    if (!packageCodeSchema.safeParse(gcode).success) {
      throw new AppError('malformedId', `"${gcode}" is not a package code (G and 8 letters or digits)`, 'gcode');
    }
    const scope = scopeOf(ctx);
    const found = await findProductPackage(db, scope, code, gcode);
    if (!found) throw new AppError('notFound', `Product ${code} has no package ${gcode}`);
    const pricer = await pricerFor(ctx);
    const from = todayIn(found.countryId);
    const days = await findCalendarDays(db, scope.merchantNumber, found.packageId, from, maxBookableDate(from));
    const headline =
      found.prices.find((p) => p.priceType === 'adult') ??
      found.prices.find((p) => p.priceType === 'unit') ??
      found.prices[0];
    return days.map((day) => {
      const prices: Partial<Record<PriceType, number>> = {};
      for (const p of found.prices)
        prices[p.priceType] = pricer.convert(day.prices[p.priceType] ?? p.price, found.currency);
      return {
        date: day.date,
        price: headline ? (prices[headline.priceType] as number) : 0,
        prices,
        stock: day.stock,
      };
    });
  }

  return { getProductDetail, getPackageCalendar };
}
