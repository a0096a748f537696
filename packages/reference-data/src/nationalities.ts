import type { Nationality } from '@storefront/contracts';
import { perTitleLanguage } from './localized.js';
import { regionName } from './region-names.js';

/**
 * The countries and territories offered as nationality or residency (ISO 3166-1 alpha-2): the UN members
 * plus Hong Kong, Macau and Taiwan, which issue their own passports.
 * The spec's sort values pin the size: steps of 5 with one repeat at 20 reach 955 on the 192nd entry (spec §3),
 * so four UN members are left out: North Korea (its citizens cannot travel abroad freely) and the
 * microstates Liechtenstein, Monaco and San Marino.
 */
const NATIONALITY_CODES: readonly string[] = `
  AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD
  CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA
  GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH
  KI KM KN KR KW KZ LA LB LC LK LR LS LT LU LV LY MA MD ME MG MH MK ML MM MN MO MR MT MU MV
  MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PT PW PY QA RO RS RU RW SA SB
  SC SD SE SG SI SK SL SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG
  US UY UZ VC VE VN VU WS YE ZA ZM ZW
`
  .trim()
  .split(/\s+/);

/** Spec §3 quirk: the list ends with the Aland Islands, after Z, repeating the sort value of the entry before it. */
const TRAILING_CODE = 'AX';
/** Spec §3 quirk: two entries share the sort value 20. */
const REPEATED_SORT = 20;
const SORT_STEP = 5;

/**
 * Every entry with its sort value, ordered alphabetically by English name; the same sort values
 * serve every language. Sorted on first use: ~190 region names through ICU took ~40 ms of every
 * server start.
 */
let sortedEntries: ReadonlyArray<{ id: string; sort: string }> | undefined;
function sortedEntriesOf(): ReadonlyArray<{ id: string; sort: string }> {
  if (sortedEntries) return sortedEntries;
  const english = new Intl.Collator('en');
  const alphabetical = [...NATIONALITY_CODES].sort((a, b) =>
    english.compare(regionName(a, 'en-AU'), regionName(b, 'en-AU')),
  );
  const steps = (index: number) => (index < REPEATED_SORT / SORT_STEP ? index + 1 : index);
  const entries = alphabetical.map((id, index) => ({ id, sort: String(SORT_STEP * steps(index)) }));
  const last = entries[entries.length - 1];
  sortedEntries = [...entries, { id: TRAILING_CODE, sort: last ? last.sort : String(SORT_STEP) }];
  return sortedEntries;
}

/** Nationalities and residencies (spec §3), titled in any of the five title languages. */
export const nationalities = perTitleLanguage((language): Nationality[] =>
  sortedEntriesOf().map(({ id, sort }) => ({ id, sort, title: regionName(id, language) })),
);
