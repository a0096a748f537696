import { type CurrencyCode, currencyInfo, parseCurrencyCode, roundSellingPrice } from '@storefront/contracts';

type PriceInput = number | string | null | undefined;

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

const toNumber = (value: PriceInput): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(/,/g, '');
  if (compact === '') return null;
  const parsed = Number(compact);
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * Separators and two decimals; only a whole `.00` is dropped (`1234.50` → `1,234.50`,
 * `1234.00` → `1,234`): a lone `.5` reads as a typo in a price.
 */
const groupDigits = (value: number): string => {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(2).split('.');
  const decimals = fraction === '00' ? '' : fraction;
  return `${value < 0 ? '-' : ''}${whole.replace(THOUSANDS, ',')}${decimals ? `.${decimals}` : ''}`;
};

/**
 * Price display (spec §5): round up to 2 decimals, thousands separators, no trailing `.00`.
 * A value containing `?` (a masked price) is returned as is; other non-numbers as text.
 */
export function formatPrice(value: PriceInput): string {
  if (typeof value === 'string' && value.includes('?')) return value;
  const number = toNumber(value);
  if (number === null) return value == null ? '' : String(value);
  // Tolerate float noise (0.07 × 100 = 7.000000000000001) before rounding up.
  const cents = Math.ceil(Math.round(number * 100 * 1e6) / 1e6);
  return groupDigits(cents / 100);
}

/** Masked price (spec §5): the first digit, then `?` for each remaining integer digit; `?` if not numeric. */
export function maskPrice(value: PriceInput): string {
  const number = toNumber(value);
  if (number === null) return '?';
  const digits = String(Math.trunc(Math.abs(number)));
  return digits[0] + '?'.repeat(digits.length - 1);
}

/** Discount percentage (spec §5): (original − current) / original × 100, whole number; 0 when original ≤ 0. */
export function discountPercent(original: number, current: number): number {
  if (!Number.isFinite(original) || !Number.isFinite(current) || original <= 0) return 0;
  return Math.round(((original - current) / original) * 100);
}

/**
 * A money amount in integer minor units with the currency's symbol, after the selling-price
 * rounding of DESIGN §4 (`A$1,234.50`, `￥1,235`).
 */
export function formatMoney(minorUnits: number, currencyCode: CurrencyCode): string {
  const { symbol } = currencyInfo(currencyCode);
  return `${minorUnits < 0 ? '-' : ''}${symbol}${formatMoneyAmount(Math.abs(minorUnits), currencyCode)}`;
}

/** The amount of `formatMoney` without the symbol, for tight places such as calendar days (`1,234.50`). */
export function formatMoneyAmount(minorUnits: number, currencyCode: CurrencyCode): string {
  const { minorDigits } = currencyInfo(currencyCode);
  const rounded = roundSellingPrice(currencyCode, Math.abs(minorUnits));
  return `${minorUnits < 0 ? '-' : ''}${formatPrice(rounded / 10 ** minorDigits)}`;
}

/**
 * A teaser price (spec §5 masked price) with the currency's symbol: the first digit of the
 * rounded selling price, then `?` for each remaining integer digit (`￥4??` for ￥498).
 */
export function maskMoney(minorUnits: number, currencyCode: CurrencyCode): string {
  const { symbol, minorDigits } = currencyInfo(currencyCode);
  const rounded = roundSellingPrice(currencyCode, Math.abs(minorUnits));
  return `${symbol}${formatPrice(maskPrice(rounded / 10 ** minorDigits))}`;
}

/** A currency code of an answer as the price helpers take it (answers always carry a site currency). */
export const asCurrency = (code: string): CurrencyCode => parseCurrencyCode(code) ?? 'AUD';

/** The discount of a price against its original, 0 when there is none (spec §5 discount percentage). */
export const discountOf = (price: number, originalPrice: number) =>
  originalPrice > price ? discountPercent(originalPrice, price) : 0;
