import { describe, expect, it } from 'vitest';
import { amountText, countOf, formatDate, parseAmount } from './format';

describe('desk money and dates', () => {
  it('reads a typed amount as minor units, refusing what is not a positive amount', () => {
    expect(parseAmount('12.5', 'NZD')).toBe(1250);
    expect(parseAmount('1,234.56', 'AUD')).toBe(123456);
    expect(parseAmount('0.07', 'AUD')).toBe(7);
    expect(parseAmount('0', 'AUD')).toBeNull();
    expect(parseAmount('-3', 'AUD')).toBeNull();
    expect(parseAmount('1.234', 'AUD')).toBeNull();
    expect(parseAmount('abc', 'AUD')).toBeNull();
  });

  it('writes minor units back as the number staff type', () => {
    expect(amountText(9851, 'NZD')).toBe('98.51');
  });

  it('formats a calendar date as that day whatever the time zone', () => {
    expect(formatDate('2026-11-25')).toMatch(/25/);
    expect(formatDate('')).toBe('');
  });
});

describe('desk counts', () => {
  it('names one thing in the singular and every other count in the plural', () => {
    expect([countOf(0, 'room'), countOf(1, 'room'), countOf(2, 'guest')]).toEqual(['0 rooms', '1 room', '2 guests']);
    expect(countOf(1, 'refund request')).toBe('1 refund request');
  });
});
