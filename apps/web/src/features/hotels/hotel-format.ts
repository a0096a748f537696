import type { SiteLanguage } from '@storefront/contracts';

/** A short amount for a calendar cell ("576K", "57.6만"); the full price is in the cell's label. */
export const formatCompactAmount = (amount: number, language: SiteLanguage) =>
  new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: amount >= 1000 ? 1 : 0 }).format(
    amount,
  );
