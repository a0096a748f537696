import { PRICE_TYPES, maxBookableDate, type PriceType, type Quantities } from '@storefront/contracts';
import { TAG_IDS } from '@storefront/reference-data';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CalendarDayInfo } from './model.js';
import type { BookablePackage } from './package-repo.js';
import type { Pricer } from './pricing.js';

/** A product package on a date, priced now in the request currency. */
export type PricedProductLine = {
  packageId: number;
  productId: number;
  productCode: string;
  gcode: string;
  title: string;
  packageTitle: string;
  image: string;
  /** The product's own currency, which `sourceAmount` and the base prices are in. */
  productCurrency: string;
  countryId: string;
  categoryId: number;
  instant: boolean;
  double: boolean;
  date: string;
  quantities: Quantities;
  /** Travellers or units: what the line takes from the day's stock. */
  quantity: number;
  unitPrices: Partial<Record<PriceType, number>>;
  amount: number;
  sourceAmount: number;
  stockLeft: number | null;
  status: 'ok' | 'soldout' | 'past' | 'unavailable';
  /** Why the line cannot be bought now (null when it can). */
  problem: AppError | null;
};

/** What a package line asks for: a package, a travel date and quantities per price type. */
export type PackageLineRequest = { packageId: number; date: string; quantities: Quantities };

/** A package as sold on the asked dates (what the catalog's `getBookablePackages` answers). */
type PackageOnDates = BookablePackage & {
  /** Today where the product is. */
  today: string;
  days: Map<string, CalendarDayInfo>;
};

/**
 * Prices package lines on travel dates for the cart and orders: the calendar's price (the day's
 * own price of each type, else the package's, converted with the merchant's rates) and whether
 * the line can be bought now.
 */
export function createPackagePricing(deps: {
  getBookablePackages: (
    ctx: RequestContext,
    lines: readonly { packageId: number; date: string }[],
  ) => Promise<Map<number, PackageOnDates>>;
  pricerFor: (ctx: RequestContext) => Promise<Pricer>;
}) {
  /** Prices product lines now (request currency), in the order given; lines the visitor cannot buy are flagged. */
  async function priceProductLines(
    ctx: RequestContext,
    lines: readonly PackageLineRequest[],
  ): Promise<PricedProductLine[]> {
    if (lines.length === 0) return [];
    const [packages, pricer] = await Promise.all([deps.getBookablePackages(ctx, lines), deps.pricerFor(ctx)]);
    return lines.map((line): PricedProductLine => {
      const quantity = quantityOf(line.quantities);
      const pkg = packages.get(line.packageId);
      if (!pkg) {
        return {
          ...emptyLine(line, quantity),
          problem: new AppError('itemUnavailable', 'This product or package is no longer sold'),
        };
      }
      const day = pkg.days.get(line.date);
      const base = {
        packageId: pkg.packageId,
        productId: pkg.productId,
        productCode: pkg.productCode,
        gcode: pkg.gcode,
        title: pkg.title,
        packageTitle: pkg.packageTitle,
        image: pkg.image,
        productCurrency: pkg.currency,
        countryId: pkg.countryId,
        categoryId: pkg.categoryId,
        instant: pkg.tagIds.includes(TAG_IDS.instantConfirmation),
        double: pkg.tagIds.includes(TAG_IDS.doublePoints),
        date: line.date,
        quantities: line.quantities,
        quantity,
        stockLeft: day?.stock ?? null,
      };
      const unitPrices: Partial<Record<PriceType, number>> = {};
      let amount = 0;
      let sourceAmount = 0;
      let unsold: string | undefined;
      for (const type of PRICE_TYPES) {
        const count = line.quantities[type] ?? 0;
        if (count === 0) continue;
        const price = pkg.prices.find((p) => p.priceType === type);
        if (!price) {
          unsold = type;
          continue;
        }
        // The day's own price of the type, else the package's (minor units of the product's currency).
        const source = day?.prices[type] ?? price.price;
        unitPrices[type] = pricer.convert(source, pkg.currency);
        amount += (unitPrices[type] as number) * count;
        sourceAmount += source * count;
      }
      const priced = { ...base, unitPrices, amount, sourceAmount };
      if (unsold) {
        return {
          ...priced,
          status: 'unavailable',
          problem: new AppError('validationFailed', `This package has no ${unsold} price`, 'quantities'),
        };
      }
      if (line.date < pkg.today) {
        return {
          ...priced,
          status: 'past',
          problem: new AppError('itemUnavailable', `The travel date ${line.date} has passed`, 'date'),
        };
      }
      if (!day || line.date > maxBookableDate(pkg.today)) {
        return {
          ...priced,
          status: 'unavailable',
          problem: new AppError('itemUnavailable', `This package is not sold on ${line.date}`, 'date'),
        };
      }
      if (day.stock < quantity) {
        return {
          ...priced,
          status: 'soldout',
          problem: new AppError(
            'soldOut',
            day.stock === 0 ? `Sold out on ${line.date}` : `Only ${day.stock} left on ${line.date}`,
            'date',
          ),
        };
      }
      return { ...priced, status: 'ok', problem: null };
    });
  }

  return { priceProductLines };
}

const quantityOf = (q: Quantities) => PRICE_TYPES.reduce((sum, t) => sum + (q[t] ?? 0), 0);

function emptyLine(line: PackageLineRequest, quantity: number) {
  return {
    packageId: line.packageId,
    productId: 0,
    productCode: '',
    gcode: '',
    title: '',
    packageTitle: '',
    image: '',
    productCurrency: '',
    countryId: '',
    categoryId: 0,
    instant: false,
    double: false,
    date: line.date,
    quantities: line.quantities,
    quantity,
    unitPrices: {},
    amount: 0,
    sourceAmount: 0,
    stockLeft: null,
    status: 'unavailable' as const,
  };
}
