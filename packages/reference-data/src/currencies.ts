import { CURRENCIES } from '@storefront/contracts';
import type { CurrencyCode, CurrencyItem } from '@storefront/contracts';
import { localized, perSiteLanguage } from './localized.js';
import type { Localized } from './localized.js';

const CURRENCY_TITLES: Readonly<Record<CurrencyCode, Localized>> = {
  AUD: localized('Australian Dollar', '澳元', '澳幣', '호주 달러'),
  CNY: localized('Chinese Yuan', '人民币', '人民幣', '중국 위안'),
  NZD: localized('New Zealand Dollar', '新西兰元', '紐幣', '뉴질랜드 달러'),
  SGD: localized('Singapore Dollar', '新加坡元', '新加坡幣', '싱가포르 달러'),
  USD: localized('US Dollar', '美元', '美元', '미국 달러'),
  TWD: localized('New Taiwan Dollar', '新台币', '新台幣', '대만 달러'),
  KRW: localized('South Korean Won', '韩元', '韓元', '한국 원'),
  MYR: localized('Malaysian Ringgit', '马来西亚林吉特', '馬來西亞令吉', '말레이시아 링깃'),
  IDR: localized('Indonesian Rupiah', '印尼盾', '印尼盾', '인도네시아 루피아'),
};

// Selling prices in these currencies round up to whole units (contracts `roundSellingPrice`).
const WHOLE_UNITS_NOTE = localized(
  'Selling price is rounded to a whole number',
  '售价向上取整为整数',
  '售價無條件進位至整數',
  '판매가는 정수 단위로 올림 처리됩니다',
);
const ENABLED = localized('Enabled', '启用', '啟用', '사용');
const STATUS_ENABLED = 1;
const LEVEL = 1;

// The picker lists US dollars third, after the two home currencies (spec §3's symbol order).
const PICKER_ORDER: readonly CurrencyCode[] = ['AUD', 'CNY', 'USD', 'NZD', 'SGD', 'TWD', 'KRW', 'MYR', 'IDR'];
const byPickerOrder = [...CURRENCIES].sort((a, b) => PICKER_ORDER.indexOf(a.code) - PICKER_ORDER.indexOf(b.code));

/** The nine currencies of the currency picker (spec §3), from the contracts' `CURRENCIES`. */
export const currencies = perSiteLanguage((language): CurrencyItem[] =>
  byPickerOrder.map((currency) => ({
    id: currency.number,
    nId: String(currency.number),
    number: currency.number,
    value: currency.code,
    title: CURRENCY_TITLES[currency.code][language],
    inta: currency.code,
    vara: currency.symbol,
    notes: currency.wholeUnits ? WHOLE_UNITS_NOTE[language] : '',
    statusName: ENABLED[language],
    status: STATUS_ENABLED,
    sort: PICKER_ORDER.indexOf(currency.code) + 1,
    level: LEVEL,
  })),
);
