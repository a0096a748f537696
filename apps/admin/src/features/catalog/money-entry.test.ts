import { describe, expect, it } from 'vitest';
import { dayPriceText, parsePriceEntry, priceText } from './money-entry';

describe('price entry in major units', () => {
  it('reads dollars and cents as minor units', () => {
    expect(parsePriceEntry('89.00', 'NZD')).toEqual({ ok: true, minor: 8900 });
    expect(parsePriceEntry('89', 'NZD')).toEqual({ ok: true, minor: 8900 });
    expect(parsePriceEntry(' 45.5 ', 'AUD')).toEqual({ ok: true, minor: 4550 });
    expect(parsePriceEntry('1,234.56', 'USD')).toEqual({ ok: true, minor: 123456 });
    expect(parsePriceEntry('0.07', 'SGD')).toEqual({ ok: true, minor: 7 });
  });

  it('keeps exact cents where floating point would not (0.29 × 100 ≠ 29)', () => {
    expect(parsePriceEntry('0.29', 'NZD')).toEqual({ ok: true, minor: 29 });
    expect(parsePriceEntry('1.15', 'NZD')).toEqual({ ok: true, minor: 115 });
  });

  it('takes a free place (zero) but nothing negative, empty or with letters', () => {
    expect(parsePriceEntry('0', 'NZD')).toEqual({ ok: true, minor: 0 });
    for (const text of ['-5', '', 'abc', '12.3.4', '1e3', '.5'])
      expect(parsePriceEntry(text, 'NZD').ok, text).toBe(false);
  });

  it('refuses a third decimal', () => {
    expect(parsePriceEntry('89.001', 'NZD')).toEqual({ ok: false, error: 'At most 2 decimals' });
  });

  it('sells KRW, TWD and the other whole-unit currencies in whole amounts', () => {
    expect(parsePriceEntry('89000', 'KRW')).toEqual({ ok: true, minor: 8_900_000 });
    expect(parsePriceEntry('1,290.00', 'TWD')).toEqual({ ok: true, minor: 129_000 });
    const cents = parsePriceEntry('1290.50', 'TWD');
    expect(cents.ok).toBe(false);
    expect(!cents.ok && cents.error).toMatch(/TWD prices are whole amounts/);
    expect(parsePriceEntry('12.5', 'CNY').ok).toBe(false);
  });

  it('writes minor units back as the merchant types them', () => {
    expect(priceText(8900, 'NZD')).toBe('89.00');
    expect(priceText(4550, 'AUD')).toBe('45.50');
    expect(priceText(129_000, 'TWD')).toBe('1290');
    expect(parsePriceEntry(priceText(123456, 'USD'), 'USD')).toEqual({ ok: true, minor: 123456 });
  });

  it('shows a day price short', () => {
    expect(dayPriceText(8900, 'NZD')).toBe('89');
    expect(dayPriceText(8950, 'NZD')).toBe('89.50');
    expect(dayPriceText(129_000, 'TWD')).toBe('1,290');
  });
});
