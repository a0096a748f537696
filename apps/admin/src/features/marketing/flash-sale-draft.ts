import type { FlashSaleCreate, FlashSalePatch, PriceType } from '@storefront/contracts';
import { parseAmount } from '../../lib/format';
import { instantOf } from './marketing-dates';

/** The flash-sale form as typed; money in major units of the product's currency. */
export type FlashSaleDraft = {
  gcode: string;
  priceType: PriceType | '';
  salePrice: string;
  stock: string;
  memberLimit: string;
  startAt: string;
  endAt: string;
};

export const EMPTY_FLASH_SALE: FlashSaleDraft = {
  gcode: '',
  priceType: '',
  salePrice: '',
  stock: '20',
  memberLimit: '2',
  startAt: '',
  endAt: '',
};

type Problem = { field: string; message: string };

const wholeNumber = (text: string, min: number) => {
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= min ? n : null;
};

/** The changeable fields of a draft as a request, or the first problem by field. */
export function flashSalePatchOf(draft: FlashSaleDraft, currency: string): Required<FlashSalePatch> | Problem {
  const salePrice = parseAmount(draft.salePrice, currency);
  if (salePrice === null) return { field: 'salePrice', message: `Type the sale price in ${currency}, such as 49.00` };
  const stock = wholeNumber(draft.stock, 1);
  if (stock === null) return { field: 'stock', message: 'A whole number, 1 or more' };
  const memberLimit = wholeNumber(draft.memberLimit, 1);
  if (memberLimit === null) return { field: 'memberLimit', message: 'A whole number, 1 or more' };
  const startAt = instantOf(draft.startAt);
  if (!startAt) return { field: 'startAt', message: 'Choose when the sale starts' };
  const endAt = instantOf(draft.endAt);
  if (!endAt) return { field: 'endAt', message: 'Choose when the sale ends' };
  if (endAt <= startAt) return { field: 'endAt', message: 'The end must be after the start' };
  return { salePrice, stock, memberLimit, startAt, endAt };
}

export function flashSaleRequestOf(draft: FlashSaleDraft, currency: string): FlashSaleCreate | Problem {
  if (!draft.gcode) return { field: 'gcode', message: 'Choose the product and package on sale' };
  const fields = flashSalePatchOf(draft, currency);
  if ('field' in fields) return fields;
  return { gcode: draft.gcode, ...(draft.priceType ? { priceType: draft.priceType } : {}), ...fields };
}
