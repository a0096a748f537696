import type { CurrencyCode, SiteLanguage } from '@storefront/contracts';
import { useAppStore } from './app-store';

/** Language and currency of the page: every catalog and hotel answer depends on both (texts, converted prices). */
export type Locale = { language: SiteLanguage; currency: CurrencyCode };

export function useLocale(): Locale {
  const language = useAppStore((s) => s.language) ?? 'en-AU';
  const currency = useAppStore((s) => s.currency) ?? 'AUD';
  return { language, currency };
}
