import type { LanguageItem, NumberedTitle, SiteLanguage } from '@storefront/contracts';
import { localized, perSiteLanguage } from './localized.js';

// Each language is titled in its own name whatever the display language, as language pickers do,
// so a visitor who lands on a page they cannot read still finds their language.
const LANGUAGES: ReadonlyArray<{ number: number; value: SiteLanguage; title: string }> = [
  { number: 1, value: 'en-AU', title: 'English' },
  { number: 2, value: 'zh-CN', title: '简体中文' },
  { number: 3, value: 'zh-TW', title: '繁體中文' },
  { number: 4, value: 'ko-KR', title: '한국어' },
];

/** The language picker's list (spec §3); the same in every display language. */
export const languageList = perSiteLanguage((): LanguageItem[] =>
  LANGUAGES.map(({ number, value, title }) => ({ id: number, number, value, title })),
);

const SALUTATIONS = [localized('Mr', '先生', '先生', '남성(Mr)'), localized('Ms', '女士', '女士', '여성(Ms)')];

/** Salutations for traveller and account forms (spec §3): 1 Mr, 2 Ms. */
export const salutations = perSiteLanguage((language): NumberedTitle[] =>
  SALUTATIONS.map((title, index) => ({ id: index + 1, title: title[language] })),
);
