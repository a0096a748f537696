import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  endOfMonthAhead,
  isIsoDate,
  localIsoDate,
  maxBookableDate,
  nightsBetween,
  parseIsoDate,
} from './calendar-date.js';
import { hotelHorizon } from './hotel-rules.js';
import { dateChangeBlock } from './orders.js';

describe('calendar dates', () => {
  it('reads only real YYYY-MM-DD dates, at local midnight', () => {
    expect(parseIsoDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-2-29')).toBeUndefined();
    expect(parseIsoDate(undefined)).toBeUndefined();
    expect(isIsoDate('0099-01-01')).toBe(true);
    expect(localIsoDate(parseIsoDate('0099-01-01'))).toBe('0099-01-01');
  });

  it('adds days across months, years and back', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(nightsBetween('2024-12-30', '2025-01-02')).toBe(3);
  });

  it('adds months and lands on the last day of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-05-15', 24)).toBe('2026-05-15');
    expect(maxBookableDate('2024-02-29')).toBe('2026-02-28');
    expect(endOfMonthAhead('2024-01-31', 11)).toBe('2024-12-31');
    expect(hotelHorizon('2025-03-10')).toBe('2026-02-28');
  });

  it('steps by calendar days over daylight-saving changes and the first centuries', () => {
    // Sydney moves to summer time on 2025-10-05 and back on 2025-04-06; São Paulo's midnight was
    // skipped on 2018-11-04. Each runs in every time zone; the suite is also run with TZ set.
    expect(addDays('2025-10-04', 1)).toBe('2025-10-05');
    expect(addDays('2025-10-05', 1)).toBe('2025-10-06');
    expect(addDays('2025-04-06', -1)).toBe('2025-04-05');
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
    expect(nightsBetween('2025-10-04', '2025-10-06')).toBe(2);
    expect(nightsBetween('2025-04-05', '2025-04-07')).toBe(2);
    expect(nightsBetween('2018-11-03', '2018-11-05')).toBe(2);
    expect(addMonths('2025-09-05', 1)).toBe('2025-10-05');
    expect(endOfMonthAhead('2018-10-04', 1)).toBe('2018-11-30');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(nightsBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(addMonths('0099-11-30', 3)).toBe('0100-02-28');
  });

  it('throws on a malformed date handed to arithmetic', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('date change rule (spec §1 terms)', () => {
  const today = '2026-01-01';
  it('allows a product line once, 21 days or more before travel', () => {
    expect(dateChangeBlock({ kind: 'product', date: '2026-01-22', originalDate: '' }, today)).toBeNull();
    expect(dateChangeBlock({ kind: 'seckill', date: '2026-01-22', originalDate: '' }, today)).toBeNull();
    expect(dateChangeBlock({ kind: 'product', date: '2026-01-21', originalDate: '' }, today)).toBe('tooLate');
    expect(dateChangeBlock({ kind: 'product', date: '2026-03-01', originalDate: '2026-02-01' }, today)).toBe('changed');
    expect(dateChangeBlock({ kind: 'hotel', date: '2026-03-01', originalDate: '' }, today)).toBe('hotel');
  });
});
