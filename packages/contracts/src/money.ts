export const CURRENCY_CODES = ['AUD', 'CNY', 'NZD', 'SGD', 'USD', 'TWD', 'KRW', 'MYR', 'IDR'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'AUD';

/**
 * The nine currencies (spec §3): number, code, display symbol (as the Traditional-Chinese list
 * shows them), and whether selling prices round up to whole units.
 * `minorDigits` is how many decimals an amount is stored with (money is integer minor units).
 */
export const CURRENCIES: ReadonlyArray<{
  number: number;
  code: CurrencyCode;
  symbol: string;
  wholeUnits: boolean;
  minorDigits: number;
}> = [
  { number: 1, code: 'AUD', symbol: 'A$', wholeUnits: false, minorDigits: 2 },
  { number: 2, code: 'CNY', symbol: '￥', wholeUnits: true, minorDigits: 2 },
  { number: 3, code: 'NZD', symbol: 'NZ$', wholeUnits: false, minorDigits: 2 },
  { number: 4, code: 'SGD', symbol: 'S$', wholeUnits: false, minorDigits: 2 },
  { number: 5, code: 'USD', symbol: '$', wholeUnits: false, minorDigits: 2 },
  { number: 6, code: 'TWD', symbol: 'NT$', wholeUnits: true, minorDigits: 2 },
  { number: 7, code: 'KRW', symbol: '₩', wholeUnits: true, minorDigits: 2 },
  { number: 8, code: 'MYR', symbol: 'MYR', wholeUnits: true, minorDigits: 2 },
  { number: 9, code: 'IDR', symbol: 'IDR', wholeUnits: true, minorDigits: 2 },
];

export function parseCurrencyCode(value: string | null | undefined): CurrencyCode | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  return CURRENCY_CODES.find((c) => c === upper) ?? null;
}

export function currencyInfo(code: CurrencyCode) {
  const info = CURRENCIES.find((c) => c.code === code);
  if (!info) throw new Error(`Unknown currency ${code}`);
  return info;
}

/** The lowercase path segment of a currency (`AUD` → `aud`). */
export const currencySegment = (code: CurrencyCode) => code.toLowerCase();

/**
 * The one rounding rule for selling prices (DESIGN §4): CNY, TWD, KRW, MYR and IDR round up
 * to whole units, the others up to 2 decimals. Input and output are minor units (cents).
 */
export function roundSellingPrice(currency: CurrencyCode, minorUnits: number): number {
  const step = currencyInfo(currency).wholeUnits ? 100 : 1;
  // Tolerate float noise from rate multiplication before rounding up.
  return Math.ceil(Math.round(minorUnits * 1e6) / 1e6 / step) * step;
}

/**
 * Converts an amount between currencies with the merchant's rates (units of `to` per one unit
 * of `from`) and applies the selling-price rounding of the target currency.
 */
export function convertSellingPrice(minorUnits: number, from: CurrencyCode, to: CurrencyCode, rate: number): number {
  if (from === to) return roundSellingPrice(to, minorUnits);
  return roundSellingPrice(to, minorUnits * rate);
}
