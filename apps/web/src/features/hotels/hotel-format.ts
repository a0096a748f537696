import type { SiteLanguage } from '@storefront/contracts';

/** A local date (as the day picker gives them) as `YYYY-MM-DD`. */
export function isoOfLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as a local date at midnight, for the day picker. */
export function localOfIso(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** A short amount for a calendar cell ("576K", "57.6만"); the full price is in the cell's label. */
export const formatCompactAmount = (amount: number, language: SiteLanguage) =>
  new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: amount >= 1000 ? 1 : 0 }).format(
    amount,
  );
