import type { MerchantData } from '../app/merchant-cache';

/** Merchant data shaped like the demo merchants' configure + common answers. */
export function merchantFixture(
  overrides: {
    number?: string;
    webLogo?: number;
    filingNumber?: string;
    website?: string;
    footerText?: string;
    contact?: { email: string; phone: string; address: string };
  } = {},
): MerchantData {
  const number = overrides.number ?? '456817';
  return {
    configure: {
      number,
      title: 'Southern Cross Journeys',
      logo: `/images/merchants/${number}/logo.svg`,
      language: 'zh-CN',
      currency: 'CNY',
      languages: ['zh-CN', 'zh-TW', 'en-AU', 'ko-KR'],
      currencies: ['AUD', 'CNY', 'NZD'],
      locations: ['au', 'nz'],
      webStyle: {
        firstColor: '#0f766e',
        secondColor: '#f97316',
        thirdColor: '#ccfbf1',
        fourthColor: '#134e4a',
        fifthColor: '#fff7ed',
        sixthColor: '#e11d48',
        sevenColor: '#f0fdfa',
      },
      businessCategoryCollection: [],
      passwordTransport: { key: 'k', iv: 'i' },
      loginContacts: ['email', 'phone'],
      paymentProviders: ['sandbox'],
    },
    common: {
      logo: `/images/merchants/${number}/logo.svg`,
      title: 'Southern Cross Journeys',
      webLogo: overrides.webLogo ?? 1,
      number,
      merchantWebsite: overrides.website ?? 'https://www.example.com',
      filingNumber: overrides.filingNumber ?? '沪ICP备2024031872号-1',
      countryCode: 61,
      favicon: `/images/merchants/${number}/favicon.svg`,
      ...(overrides.footerText !== undefined && { footerText: overrides.footerText }),
      ...(overrides.contact && { contact: overrides.contact }),
    },
  };
}
