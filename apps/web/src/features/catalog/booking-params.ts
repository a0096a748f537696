import { isIsoDate, type PackagePrice, type ProductDetail } from '@storefront/contracts';
import { QUANTITY_MAX, defaultQuantities, travellerCount, type Quantities } from '../../lib/booking';

/**
 * The product page keeps its booking in the URL: `?package=G…&date=YYYY-MM-DD&adult=2&child=1`
 * (quantities named as in the order form's link), so a reload, back from the order form and
 * forward again, or a shared link show the same package, date and travellers.
 */
const PACKAGE = 'package';
const DATE = 'date';

/** The package in the URL when the product sells it, else the first with a date, else the first. */
export function readPackage(params: URLSearchParams, product: ProductDetail): string {
  const wanted = params.get(PACKAGE);
  const named = product.packages.find((p) => p.gcode === wanted && p.firstAvailableDate);
  const initial = named ?? product.packages.find((p) => p.firstAvailableDate) ?? product.packages[0];
  return initial?.gcode ?? '';
}

/** The date in the URL if it is a calendar date (the calendar decides whether it sells). */
export function readDate(params: URLSearchParams): string | undefined {
  const date = params.get(DATE) ?? '';
  return isIsoDate(date) ? date : undefined;
}

/** The quantities in the URL for the package's price types, else the package's defaults. */
export function readQuantities(params: URLSearchParams, prices: readonly PackagePrice[]): Quantities {
  const quantities: Quantities = {};
  for (const { priceType } of prices) {
    const raw = params.get(priceType);
    const count = raw !== null && /^\d{1,2}$/.test(raw) ? Math.min(QUANTITY_MAX, Number(raw)) : 0;
    quantities[priceType] = count;
  }
  return travellerCount(quantities) > 0 ? quantities : defaultQuantities(prices);
}

/** `params` with the booking written in, other parameters kept; a package change drops the rest. */
export function writeBooking(
  params: URLSearchParams,
  booking: { gcode: string; date?: string; quantities?: Quantities },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [PACKAGE, DATE, 'adult', 'child', 'senior', 'unit']) next.delete(key);
  next.set(PACKAGE, booking.gcode);
  if (booking.date) next.set(DATE, booking.date);
  for (const [type, count] of Object.entries(booking.quantities ?? {})) {
    if ((count ?? 0) > 0) next.set(type, String(count));
  }
  return next;
}
