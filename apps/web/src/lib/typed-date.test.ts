import { describe, expect, it } from 'vitest';
import { formatTypedDate, parseTypedDate } from './typed-date';

describe('parseTypedDate', () => {
  it('reads the day first in en-AU', () => {
    expect(parseTypedDate('17/05/1990', 'en-AU')).toBe('1990-05-17');
    expect(parseTypedDate('7/5/1990', 'en-AU')).toBe('1990-05-07');
    expect(parseTypedDate('17-05-1990', 'en-AU')).toBe('1990-05-17');
    expect(parseTypedDate('17.05.1990', 'en-AU')).toBe('1990-05-17');
    expect(parseTypedDate(' 17 / 05 / 1990 ', 'en-AU')).toBe('1990-05-17');
  });

  it('reads an unambiguous year-first date in every language', () => {
    expect(parseTypedDate('1990-05-17', 'en-AU')).toBe('1990-05-17');
    expect(parseTypedDate('1990-05-17', 'zh-CN')).toBe('1990-05-17');
  });

  it('reads the Chinese and Korean ways of writing a date', () => {
    expect(parseTypedDate('1990/5/17', 'zh-CN')).toBe('1990-05-17');
    expect(parseTypedDate('1990年5月17日', 'zh-CN')).toBe('1990-05-17');
    expect(parseTypedDate('1990 年 5 月 17 日', 'zh-TW')).toBe('1990-05-17');
    expect(parseTypedDate('1990. 5. 17.', 'ko-KR')).toBe('1990-05-17');
    expect(parseTypedDate('1990.05.17', 'ko-KR')).toBe('1990-05-17');
    expect(parseTypedDate('1990년 5월 17일', 'ko-KR')).toBe('1990-05-17');
    expect(parseTypedDate('19900517', 'zh-CN')).toBe('1990-05-17');
    expect(parseTypedDate('１９９０－０５－１７', 'zh-CN')).toBe('1990-05-17');
  });

  it('does not read the day first where the language writes the year first', () => {
    expect(parseTypedDate('17/05/1990', 'zh-CN')).toBeNull();
    expect(parseTypedDate('17/05/1990', 'ko-KR')).toBeNull();
    expect(parseTypedDate('17051990', 'en-AU')).toBeNull();
  });

  it('refuses dates that are not on the calendar, two-digit years and other text', () => {
    expect(parseTypedDate('31/02/1990', 'en-AU')).toBeNull();
    expect(parseTypedDate('1990-13-01', 'zh-CN')).toBeNull();
    expect(parseTypedDate('29/02/2001', 'en-AU')).toBeNull();
    expect(parseTypedDate('29/02/2000', 'en-AU')).toBe('2000-02-29');
    expect(parseTypedDate('17/05/90', 'en-AU')).toBeNull();
    expect(parseTypedDate('1990-05', 'zh-CN')).toBeNull();
    expect(parseTypedDate('', 'en-AU')).toBeNull();
    expect(parseTypedDate('yesterday', 'en-AU')).toBeNull();
  });
});

describe('formatTypedDate', () => {
  it('shows a date in the order the language types it', () => {
    expect(formatTypedDate('1990-05-17', 'en-AU')).toBe('17/05/1990');
    expect(formatTypedDate('1990-05-17', 'zh-CN')).toBe('1990-05-17');
    expect(formatTypedDate('1990-05-17', 'ko-KR')).toBe('1990-05-17');
  });

  it('leaves empty and unfinished text alone', () => {
    expect(formatTypedDate(undefined, 'en-AU')).toBe('');
    expect(formatTypedDate('', 'en-AU')).toBe('');
    expect(formatTypedDate('17/05', 'en-AU')).toBe('17/05');
  });

  it('round-trips with parseTypedDate', () => {
    for (const language of ['en-AU', 'zh-CN', 'zh-TW', 'ko-KR']) {
      expect(parseTypedDate(formatTypedDate('2001-12-03', language), language)).toBe('2001-12-03');
    }
  });
});
