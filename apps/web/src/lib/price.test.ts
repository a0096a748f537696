import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, formatMoneyAmount, formatPrice, maskMoney, maskPrice } from './price';

describe('formatPrice', () => {
  it('adds thousands separators and drops a trailing .00', () => {
    expect(formatPrice(1234567)).toBe('1,234,567');
    expect(formatPrice(1234.0)).toBe('1,234');
    expect(formatPrice('999')).toBe('999');
    expect(formatPrice(0)).toBe('0');
  });

  it('keeps both decimals unless they are .00 (NZ$66.80, not NZ$66.8)', () => {
    expect(formatPrice(1234.5)).toBe('1,234.50');
    expect(formatPrice(66.8)).toBe('66.80');
    expect(formatPrice(1234.56)).toBe('1,234.56');
    expect(formatPrice('1,234.50')).toBe('1,234.50');
    expect(formatPrice(0.1)).toBe('0.10');
  });

  it('rounds up to 2 decimals, ignoring float noise', () => {
    expect(formatPrice(1.001)).toBe('1.01');
    expect(formatPrice(99.991)).toBe('100');
    expect(formatPrice(0.07)).toBe('0.07');
    expect(formatPrice(1.1 + 2.2)).toBe('3.30');
    expect(formatPrice(19.999)).toBe('20');
  });

  it('returns a masked value or text as is', () => {
    expect(formatPrice('1???')).toBe('1???');
    expect(formatPrice('??')).toBe('??');
    expect(formatPrice('n/a')).toBe('n/a');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });

  it('handles negative amounts', () => {
    expect(formatPrice(-1234.5)).toBe('-1,234.50');
  });
});

describe('maskPrice', () => {
  it('shows the first digit then ? for each remaining integer digit', () => {
    expect(maskPrice(1234)).toBe('1???');
    expect(maskPrice(1234.56)).toBe('1???');
    expect(maskPrice('987')).toBe('9??');
    expect(maskPrice(5)).toBe('5');
    expect(maskPrice(0.5)).toBe('0');
  });

  it('is ? when not numeric', () => {
    expect(maskPrice('abc')).toBe('?');
    expect(maskPrice('')).toBe('?');
    expect(maskPrice(null)).toBe('?');
    expect(maskPrice(Number.NaN)).toBe('?');
  });
});

describe('discountPercent', () => {
  it('is (original − current) / original × 100, rounded', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(3, 1)).toBe(67);
    expect(discountPercent(100, 100)).toBe(0);
  });

  it('is 0 when the original is not positive', () => {
    expect(discountPercent(0, 10)).toBe(0);
    expect(discountPercent(-5, 1)).toBe(0);
    expect(discountPercent(Number.NaN, 1)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('uses the currency symbol and its selling-price rounding', () => {
    expect(formatMoney(123450, 'AUD')).toBe('A$1,234.50');
    expect(formatMoney(6680, 'NZD')).toBe('NZ$66.80');
    expect(formatMoney(27140, 'NZD')).toBe('NZ$271.40');
    expect(formatMoney(6600, 'NZD')).toBe('NZ$66');
    expect(formatMoney(123456, 'CNY')).toBe('￥1,235');
    expect(formatMoney(123401, 'TWD')).toBe('NT$1,235');
    expect(formatMoney(100000, 'KRW')).toBe('₩1,000');
    expect(formatMoney(999, 'USD')).toBe('$9.99');
    expect(formatMoney(1000, 'NZD')).toBe('NZ$10');
    expect(formatMoney(0, 'SGD')).toBe('S$0');
  });

  it('puts a minus sign before the symbol', () => {
    expect(formatMoney(-250, 'AUD')).toBe('-A$2.50');
  });
});

describe('formatMoneyAmount', () => {
  it('is formatMoney without the symbol, with the same rounding', () => {
    expect(formatMoneyAmount(123450, 'AUD')).toBe('1,234.50');
    expect(formatMoneyAmount(123456, 'CNY')).toBe('1,235');
    expect(formatMoneyAmount(75012345, 'KRW')).toBe('750,124');
    expect(formatMoneyAmount(-250, 'AUD')).toBe('-2.50');
  });
});

describe('maskMoney', () => {
  it('masks the rounded selling price after the first digit, with the symbol', () => {
    expect(maskMoney(49800, 'CNY')).toBe('￥4??');
    expect(maskMoney(49801, 'CNY')).toBe('￥4??');
    expect(maskMoney(123450, 'AUD')).toBe('A$1???');
    expect(maskMoney(950, 'AUD')).toBe('A$9');
    expect(maskMoney(75000000, 'KRW')).toBe('₩7?????');
  });
});
