import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatInstantDate } from './date-format';

describe('formatDateTime', () => {
  it('writes date and time in the page language and the given time zone', () => {
    const instant = '2026-11-24T10:36:41.000Z';
    expect(formatDateTime(instant, 'zh-CN', 'Asia/Shanghai')).toBe('2026年11月24日 18:36');
    expect(formatDateTime(instant, 'en-AU', 'Australia/Sydney')).toMatch(/^24 Nov 2026, 9:36\s?pm$/);
    expect(formatDateTime(instant, 'ko-KR', 'Asia/Seoul')).toMatch(/^2026\. 11\. 24\. .*7:36$/);
    expect(formatDateTime(instant, 'zh-TW', 'Asia/Taipei')).toMatch(/2026年11月24日.*6:36/);
  });

  it('takes the day from the time zone, not from UTC', () => {
    expect(formatInstantDate('2026-11-24T20:00:00.000Z', 'en-AU', 'Australia/Sydney')).toBe('25 Nov 2026');
    expect(formatInstantDate('2026-11-24T20:00:00.000Z', 'en-AU', 'UTC')).toBe('24 Nov 2026');
  });
});

describe('formatCalendarDate', () => {
  it('writes a travel day in the page language whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-25', 'zh-CN')).toBe('2026年11月25日');
    expect(formatCalendarDate('2026-11-25', 'en-AU')).toBe('25 Nov 2026');
    expect(formatCalendarDate('2026-11-25', 'ko-KR')).toBe('2026. 11. 25.');
  });
});
