import { currencyInfo, parseCurrencyCode } from '@storefront/contracts';

/** How a currency's prices are typed: decimals allowed, and the power of ten to minor units. */
function entryRules(currency: string) {
  const code = parseCurrencyCode(currency);
  const info = code ? currencyInfo(code) : { minorDigits: 2, wholeUnits: false };
  return { digits: info.minorDigits, wholeUnits: info.wholeUnits };
}

export type PriceEntry = { ok: true; minor: number } | { ok: false; error: string };

/**
 * A price typed in major units ("89.00", "1,290") → minor units of the product's currency. A
 * currency sold in whole units (KRW, TWD, CNY, MYR, IDR: contracts' `wholeUnits`) takes no
 * decimals other than zeros; the others take up to their minor digits. Zero is a price
 * (a free child place); a negative or unreadable amount is not.
 */
export function parsePriceEntry(text: string, currency: string): PriceEntry {
  const { digits, wholeUnits } = entryRules(currency);
  const trimmed = text.trim().replace(/[,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return { ok: false, error: 'Type an amount such as 89.00' };
  const fraction = match[2] ?? '';
  if (wholeUnits && /[1-9]/.test(fraction))
    return { ok: false, error: `${currency} prices are whole amounts, without cents` };
  if (fraction.length > digits) return { ok: false, error: `At most ${digits} decimals` };
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return { ok: true, minor };
}

/** Minor units → the text a merchant types back ("89.00"; "1290" in a whole-unit currency). */
export function priceText(minor: number, currency: string): string {
  const { digits, wholeUnits } = entryRules(currency);
  const major = minor / 10 ** digits;
  return wholeUnits ? String(Math.round(major)) : major.toFixed(digits);
}

/** The short figure a calendar day shows ("89", "89.50", "1,290"): no currency, which the month names once. */
export function dayPriceText(minor: number, currency: string): string {
  const { digits } = entryRules(currency);
  const major = minor / 10 ** digits;
  return new Intl.NumberFormat('en-AU', {
    minimumFractionDigits: Number.isInteger(major) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(major);
}
