import type { SiteLanguage } from '@storefront/contracts';
import { numberFormat } from '../../lib/intl-format';

/** A short amount for a calendar cell ("576K", "57.6만"); the full price is in the cell's label. */
export const formatCompactAmount = (amount: number, language: SiteLanguage) =>
  numberFormat(language, { notation: 'compact', maximumFractionDigits: amount >= 1000 ? 1 : 0 }).format(amount);
