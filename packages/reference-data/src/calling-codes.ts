import type { CallingCode } from '@storefront/contracts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { perTitleLanguage } from './localized.js';
import { regionName } from './region-names.js';

/** Codes the storefront's markets use most, listed first in this order; the rest follow by code. */
const KEY_CODES = [61, 64, 86, 852, 853, 886, 82, 679, 687, 1, 44, 65, 60, 81, 84, 62, 63, 91];

/**
 * One entry per dialling code known to libphonenumber, named after the code's main country.
 * libphonenumber lists the main country first among those sharing a code (+1 US, +7 RU, +44 GB, +61 AU).
 */
const CODES: ReadonlyArray<{ id: number; country: string }> = (() => {
  const codes = new Set(getCountries().map((country) => getCountryCallingCode(country)));
  const entries = [...codes].map((code) => {
    const country = metadata.country_calling_codes[code]?.[0];
    if (!country) throw new Error(`libphonenumber has no country for +${code}`);
    return { id: Number(code), country };
  });
  const rank = (id: number) => {
    const index = KEY_CODES.indexOf(id);
    return index === -1 ? KEY_CODES.length : index;
  };
  return entries.sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id);
})();

/** Country dialling codes for phone fields (spec §3), the storefront's key markets first; named in any title language. */
export const callingCodes = perTitleLanguage((language): CallingCode[] =>
  CODES.map(({ id, country }) => ({ id, name: regionName(country, language) })),
);
