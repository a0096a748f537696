import { DEFAULT_MERCHANT_NUMBER } from '@storefront/contracts';
import type { NewMerchant } from '../platform/merchant.js';

type DemoMerchant = Omit<NewMerchant, 'logo' | 'favicon'> & { initials: string; wordmark: string };

/**
 * Three demo storefronts that differ in everything a merchant can set, so white-labelling is
 * visible side by side: logo, title and its display, colours, language, currency, hidden
 * categories, website, filing number and dialling code.
 */
export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    number: DEFAULT_MERCHANT_NUMBER,
    title: 'Southern Cross Journeys',
    initials: 'SC',
    wordmark: 'Southern Cross',
    webLogo: 1,
    defaultLanguage: 'zh-CN',
    defaultCurrency: 'CNY',
    languages: ['zh-CN', 'zh-TW', 'en-AU', 'ko-KR'],
    currencies: ['AUD', 'CNY', 'NZD', 'SGD', 'USD', 'TWD', 'KRW', 'MYR', 'IDR'],
    locations: ['au', 'nz', 'fj', 'nc'],
    webStyle: {
      firstColor: '#0f766e',
      secondColor: '#f97316',
      thirdColor: '#ccfbf1',
      fourthColor: '#134e4a',
      fifthColor: '#fff7ed',
      sixthColor: '#e11d48',
      sevenColor: '#f0fdfa',
    },
    hiddenCategoryIds: [],
    hiddenLabelIds: [],
    website: 'https://www.southerncross-journeys.example',
    filingNumber: '沪ICP备2024031872号-1',
    countryCode: 61,
  },
  {
    number: '518200',
    title: 'Kiwi Trails',
    initials: 'KT',
    wordmark: 'Kiwi Trails',
    webLogo: 0,
    defaultLanguage: 'en-AU',
    defaultCurrency: 'NZD',
    languages: ['en-AU', 'zh-CN', 'zh-TW', 'ko-KR'],
    currencies: ['NZD', 'AUD', 'USD', 'CNY', 'SGD'],
    locations: ['nz', 'au'],
    webStyle: {
      firstColor: '#166534',
      secondColor: '#ca8a04',
      thirdColor: '#dcfce7',
      fourthColor: '#14532d',
      fifthColor: '#fefce8',
      sixthColor: '#b91c1c',
      sevenColor: '#f7fee7',
    },
    hiddenCategoryIds: [4, 5],
    hiddenLabelIds: [9],
    website: 'https://www.kiwitrails.example',
    filingNumber: '',
    countryCode: 64,
  },
  {
    number: '630900',
    title: 'Pacific Pearl Travel',
    initials: 'PP',
    wordmark: 'Pacific Pearl',
    webLogo: 1,
    defaultLanguage: 'ko-KR',
    defaultCurrency: 'KRW',
    languages: ['ko-KR', 'en-AU', 'zh-CN', 'zh-TW'],
    currencies: ['KRW', 'AUD', 'USD', 'CNY', 'TWD', 'IDR', 'MYR'],
    locations: ['fj', 'nc', 'au'],
    webStyle: {
      firstColor: '#6d28d9',
      secondColor: '#db2777',
      thirdColor: '#ede9fe',
      fourthColor: '#4c1d95',
      fifthColor: '#fdf2f8',
      sixthColor: '#dc2626',
      sevenColor: '#faf5ff',
    },
    hiddenCategoryIds: [6, 203],
    hiddenLabelIds: [10, 123],
    website: '',
    filingNumber: '',
    countryCode: 82,
  },
];
