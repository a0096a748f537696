import type { SiteLanguage, Translations } from '@storefront/contracts';
import enAU from './ui-text/en-AU.json' with { type: 'json' };
import koKR from './ui-text/ko-KR.json' with { type: 'json' };
import zhCN from './ui-text/zh-CN.json' with { type: 'json' };
import zhTW from './ui-text/zh-TW.json' with { type: 'json' };
import { perSiteLanguage } from './localized.js';

const UI_TEXT: Readonly<Record<SiteLanguage, Translations>> = {
  'en-AU': enAU,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'ko-KR': koKR,
};

/** UI translations of the static-file endpoint (type 1), nested key → text with i18next `{{placeholders}}`. */
export const uiText = perSiteLanguage((language): Translations => UI_TEXT[language]);
