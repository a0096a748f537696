import type { AdminPackage, PackageCreate, PackagePriceInput, PriceType, SiteLanguage } from '@storefront/contracts';
import { parsePriceEntry, priceText } from './money-entry';

export type PriceDraft = { sold: boolean; price: string; originalPrice: string; minAge: string; maxAge: string };
export type PackageDraft = {
  titles: Partial<Record<SiteLanguage, string>>;
  /** Per person (adult, with child and senior if sold) or per unit — never both. */
  mode: 'person' | 'unit';
  prices: Record<PriceType, PriceDraft>;
  onSale: boolean;
};
export type PackageErrors = Partial<Record<string, string>>;

export const PERSON_TYPES = ['adult', 'child', 'senior'] as const;

const emptyPrice = (sold = false): PriceDraft => ({ sold, price: '', originalPrice: '', minAge: '', maxAge: '' });

export function packageDraftOf(pack: AdminPackage | null, currency: string): PackageDraft {
  const prices = { adult: emptyPrice(true), child: emptyPrice(), senior: emptyPrice(), unit: emptyPrice(true) };
  for (const [type, stored] of Object.entries(pack?.prices ?? {}) as [
    PriceType,
    NonNullable<AdminPackage['prices']['adult']>,
  ][]) {
    prices[type] = {
      sold: true,
      price: priceText(stored.price, currency),
      originalPrice: stored.originalPrice > stored.price ? priceText(stored.originalPrice, currency) : '',
      minAge: stored.minAge === null ? '' : String(stored.minAge),
      maxAge: stored.maxAge === null ? '' : String(stored.maxAge),
    };
  }
  return {
    titles: { ...(pack?.titles ?? {}) },
    mode: pack && pack.prices.unit && !pack.prices.adult ? 'unit' : 'person',
    prices,
    onSale: pack?.onSale ?? true,
  };
}

function age(text: string): number | null | undefined {
  if (!text.trim()) return null;
  return /^\d{1,3}$/.test(text.trim()) && Number(text) <= 120 ? Number(text) : undefined;
}

/** The package form → the API's package (prices in minor units), or the errors by field (`adult.price`, `titles`…). */
export function buildPackage(
  draft: PackageDraft,
  currency: string,
): { ok: true; body: PackageCreate } | { ok: false; errors: PackageErrors } {
  const errors: PackageErrors = {};
  const titles: Partial<Record<SiteLanguage, string>> = {};
  for (const [language, title] of Object.entries(draft.titles) as [SiteLanguage, string][])
    if (title.trim()) titles[language] = title.trim();
  if (Object.keys(titles).length === 0) errors.titles = 'Give the package a name in at least one language';

  const types: PriceType[] =
    draft.mode === 'unit' ? ['unit'] : PERSON_TYPES.filter((type) => type === 'adult' || draft.prices[type].sold);
  const prices: PackageCreate['prices'] = {};
  for (const type of types) {
    const entry = draft.prices[type];
    const price = parsePriceEntry(entry.price, currency);
    if (!price.ok) errors[`${type}.price`] = price.error;
    const input: PackagePriceInput = { price: price.ok ? price.minor : 0 };
    if (entry.originalPrice.trim()) {
      const original = parsePriceEntry(entry.originalPrice, currency);
      if (!original.ok) errors[`${type}.originalPrice`] = original.error;
      else if (price.ok && original.minor < price.minor)
        errors[`${type}.originalPrice`] = 'The price before discount is at least the price';
      else input.originalPrice = original.minor;
    }
    if (type !== 'unit') {
      const [minAge, maxAge] = [age(entry.minAge), age(entry.maxAge)];
      if (minAge === undefined) errors[`${type}.minAge`] = 'An age from 0 to 120';
      if (maxAge === undefined) errors[`${type}.maxAge`] = 'An age from 0 to 120';
      if (typeof minAge === 'number' && typeof maxAge === 'number' && maxAge < minAge)
        errors[`${type}.maxAge`] = 'The oldest age is below the youngest';
      if (minAge !== undefined) input.minAge = minAge;
      if (maxAge !== undefined) input.maxAge = maxAge;
    }
    prices[type] = input;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { titles, prices, onSale: draft.onSale } };
}
