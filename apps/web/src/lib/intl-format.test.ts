import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format';

describe('intl formatters', () => {
  it('formats as Intl does, in the language and options asked', () => {
    expect(numberFormat('en-AU', { notation: 'compact' }).format(12_345)).toBe('12K');
    expect(numberFormat('zh-CN', { notation: 'compact' }).format(12_345)).toBe('1.2万');
    const day = new Date('2026-11-28T00:00:00Z');
    expect(dateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('28 Nov 2026');
    expect(dateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('2026. 11. 28.');
  });

  it('makes one formatter per language and options', () => {
    const compact = numberFormat('ko-KR', { notation: 'compact' });
    expect(numberFormat('ko-KR', { notation: 'compact' })).toBe(compact);
    expect(numberFormat('ko-KR')).not.toBe(compact);
    expect(numberFormat('en-AU', { notation: 'compact' })).not.toBe(compact);
    const utc = dateTimeFormat('zh-TW', { dateStyle: 'full', timeZone: 'UTC' });
    expect(dateTimeFormat('zh-TW', { dateStyle: 'full', timeZone: 'UTC' })).toBe(utc);
    expect(dateTimeFormat('zh-TW', { dateStyle: 'full', timeZone: 'Australia/Sydney' })).not.toBe(utc);
  });
});
