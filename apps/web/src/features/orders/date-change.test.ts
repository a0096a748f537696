import { describe, expect, it } from 'vitest';
import { dateChangeBlock } from './date-change';

const today = '2027-03-01';
const line = { kind: 'product' as const, date: '2027-03-22', originalDate: '' };

describe('dateChangeBlock (one change, at least 21 days before travel)', () => {
  it('allows a product line 21 days or more ahead', () => {
    expect(dateChangeBlock(line, today)).toBeNull();
    expect(dateChangeBlock({ ...line, kind: 'seckill' }, today)).toBeNull();
  });
  it('refuses 20 days ahead', () => {
    expect(dateChangeBlock({ ...line, date: '2027-03-21' }, today)).toBe('tooLate');
  });
  it('refuses a second change and any hotel stay', () => {
    expect(dateChangeBlock({ ...line, originalDate: '2027-03-25' }, today)).toBe('changed');
    expect(dateChangeBlock({ ...line, kind: 'hotel' }, today)).toBe('hotel');
  });
});
