import type { TitleLanguage } from '@storefront/contracts';

/**
 * Names the storefront shows differently from CLDR (spec §3 examples: Mainland China, Hong Kong, Macau, Taiwan),
 * plus Korean 호주, the everyday name for Australia (CLDR has 오스트레일리아).
 */
const NAME_OVERRIDES: Readonly<Record<string, Partial<Record<TitleLanguage, string>>>> = {
  CN: {
    'en-AU': 'Mainland China',
    'zh-CN': '中国大陆',
    'zh-TW': '中國大陸',
    'ko-KR': '중국 본토',
    'vi-VN': 'Trung Quốc đại lục',
  },
  HK: { 'en-AU': 'Hong Kong', 'zh-CN': '香港', 'zh-TW': '香港', 'ko-KR': '홍콩', 'vi-VN': 'Hồng Kông' },
  MO: { 'en-AU': 'Macau', 'zh-CN': '澳门', 'zh-TW': '澳門', 'ko-KR': '마카오', 'vi-VN': 'Ma Cao' },
  TW: { 'en-AU': 'Taiwan', 'zh-CN': '台湾', 'zh-TW': '台灣', 'ko-KR': '대만', 'vi-VN': 'Đài Loan' },
  AU: { 'ko-KR': '호주' },
};

const displayNames = new Map<TitleLanguage, Intl.DisplayNames>();

/** The name of a country or territory (ISO 3166-1 alpha-2) in one language, from ICU unless overridden above. */
export function regionName(code: string, language: TitleLanguage): string {
  const override = NAME_OVERRIDES[code]?.[language];
  if (override) return override;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}
