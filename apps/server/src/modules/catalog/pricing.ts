import {
  CURRENCY_CODES,
  convertSellingPrice,
  roundSellingPrice,
  type CurrencyCode,
  type PackagePrice,
  type ProductCard,
} from '@storefront/contracts';
import { AppError } from '../../platform/http/errors.js';
import type { SourceCard } from './product-rows.js';

export type ExchangeRate = { from: CurrencyCode; to: CurrencyCode; rate: number };

/** The currency rates are quoted through when a merchant has no direct rate for a pair. */
const PIVOT: CurrencyCode = 'AUD';

/**
 * Converts product prices (minor units of the product's currency) into one target currency with
 * the merchant's rates and the one selling-price rounding rule (`convertSellingPrice`).
 */
export type Pricer = {
  readonly currency: CurrencyCode;
  /** Units of the target currency per unit of `from`; undefined when no rate reaches it. */
  rateFrom(from: string): number | undefined;
  /** A selling price in the target currency, rounded up per the currency. */
  convert(minorUnits: number, from: string): number;
  /** Rates from every currency that has one, for SQL that sorts or filters by converted price. */
  readonly rates: ReadonlyMap<CurrencyCode, number>;
};

/**
 * Builds the pricer of a target currency from a merchant's rates: the direct rate, else the
 * inverse of the opposite rate, else through AUD.
 */
export function createPricer(rates: readonly ExchangeRate[], target: CurrencyCode): Pricer {
  const direct = new Map(rates.map((r) => [`${r.from}>${r.to}`, r.rate]));
  const pair = (from: CurrencyCode, to: CurrencyCode): number | undefined => {
    if (from === to) return 1;
    const rate = direct.get(`${from}>${to}`);
    if (rate !== undefined) return rate;
    const inverse = direct.get(`${to}>${from}`);
    return inverse ? 1 / inverse : undefined;
  };
  const resolved = new Map<CurrencyCode, number>();
  for (const from of CURRENCY_CODES) {
    const rate = pair(from, target) ?? multiply(pair(from, PIVOT), pair(PIVOT, target));
    if (rate !== undefined) resolved.set(from, rate);
  }
  return {
    currency: target,
    rates: resolved,
    rateFrom: (from) => resolved.get(from as CurrencyCode),
    convert(minorUnits, from) {
      const rate = resolved.get(from as CurrencyCode);
      if (rate === undefined) {
        throw new AppError(
          'unsupportedCurrency',
          `Prices cannot be shown in ${target}: this shop has no exchange rate from ${from}`,
          'currency',
        );
      }
      return from === target
        ? roundSellingPrice(target, minorUnits)
        : convertSellingPrice(minorUnits, from as CurrencyCode, target, rate);
    },
  };
}

const multiply = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : a * b;

/**
 * Bounds on the unrounded converted price that match a filter on the displayed (rounded-up)
 * price: displayed ≥ min ⇔ raw > (⌈min/step⌉ − 1)·step, displayed ≤ max ⇔ raw ≤ ⌊max/step⌋·step.
 */
export function rawPriceBounds(
  currency: CurrencyCode,
  min: number | undefined,
  max: number | undefined,
): { above?: number; atMost?: number } {
  const step = roundSellingPrice(currency, 1);
  return {
    ...(min !== undefined && min > 0 ? { above: (Math.ceil(min / step) - 1) * step } : {}),
    ...(max !== undefined ? { atMost: Math.floor(max / step) * step } : {}),
  };
}

/** A card with its money converted from the product's currency to the pricer's. */
export function priced(card: SourceCard, pricer: Pricer): ProductCard {
  return {
    code: card.code,
    type: card.type,
    title: card.title,
    subtitle: card.subtitle,
    image: card.image,
    categoryId: card.categoryId,
    subcategoryId: card.subcategoryId,
    country: card.country,
    state: card.state,
    city: card.city,
    tags: card.tags,
    price: pricer.convert(card.price, card.currency),
    originalPrice: pricer.convert(card.originalPrice, card.currency),
    currency: pricer.currency,
    salesCount: card.salesCount,
    createdAt: card.createdAt,
  };
}

export function pricedPrice(price: PackagePrice, currency: string, pricer: Pricer): PackagePrice {
  return {
    priceType: price.priceType,
    price: pricer.convert(price.price, currency),
    originalPrice: pricer.convert(price.originalPrice, currency),
  };
}
