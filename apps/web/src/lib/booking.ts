import type { CalendarDay, PackagePrice, PriceType } from '@storefront/contracts';

export type Quantities = Partial<Record<PriceType, number>>;

/** Most of one price type in one booking; a day's stock lowers it further. */
export const QUANTITY_MAX = 20;

/** One traveller of the headline type: an adult, or one unit (car, room, boat) for per-unit packages. */
export function defaultQuantities(prices: readonly PackagePrice[]): Quantities {
  const headline = prices.find((p) => p.priceType === 'adult') ?? prices.find((p) => p.priceType === 'unit');
  const quantities: Quantities = {};
  for (const { priceType } of prices) quantities[priceType] = priceType === headline?.priceType ? 1 : 0;
  return quantities;
}

/** The price of each type: the chosen day's when there is one, else the package's base price. */
export function unitPrices(prices: readonly PackagePrice[], day: CalendarDay | undefined): Quantities {
  const result: Quantities = {};
  for (const { priceType, price } of prices) result[priceType] = day?.prices[priceType] ?? price;
  return result;
}

/** Sum of quantity × price (minor units, already rounded selling prices). */
export function bookingTotal(quantities: Quantities, prices: Quantities): number {
  let total = 0;
  for (const [type, quantity] of Object.entries(quantities) as [PriceType, number][]) {
    total += quantity * (prices[type] ?? 0);
  }
  return total;
}

export const travellerCount = (quantities: Quantities) =>
  Object.values(quantities).reduce((sum, n) => sum + (n ?? 0), 0);

/**
 * A quantity kept within 0 and the most allowed, where all types together may not pass the day's
 * stock (`stock` of the chosen day, or none before a day is chosen).
 */
export function clampQuantity(quantities: Quantities, type: PriceType, wanted: number, stock?: number): number {
  const others = travellerCount(quantities) - (quantities[type] ?? 0);
  const cap = Math.min(QUANTITY_MAX, stock === undefined ? QUANTITY_MAX : Math.max(0, stock - others));
  return Math.max(0, Math.min(cap, Math.floor(wanted)));
}
