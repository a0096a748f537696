import { describe, expect, it } from 'vitest';
import { defaultStay, freshStay, hotelMaxDate, isOneMonthStay, monthsBetween, stayRangeProblem } from './stay';

describe('defaultStay (spec §4: check-in 7 days ahead, check-out about 2 days later)', () => {
  it('is two nights a week ahead', () => {
    expect(defaultStay('2026-11-10')).toEqual(['2026-11-17', '2026-11-19']);
  });

  it('keeps two nights when leaving on the 1st of the next month', () => {
    expect(defaultStay('2026-11-22')).toEqual(['2026-11-29', '2026-12-01']);
  });

  it('shortens to one night when check-in is the last day of a month', () => {
    expect(defaultStay('2026-11-23')).toEqual(['2026-11-30', '2026-12-01']);
    expect(defaultStay('2026-12-24')).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('always passes the picker rules', () => {
    for (let day = 1; day <= 31; day += 1) {
      const today = `2027-01-${String(day).padStart(2, '0')}`;
      const [checkIn, checkOut] = defaultStay(today);
      expect(stayRangeProblem(checkIn, checkOut, today), today).toBeNull();
    }
  });
});

describe('stayRangeProblem (spec §5 hotel picker)', () => {
  const today = '2026-11-21';

  it('accepts a stay within one month', () => {
    expect(stayRangeProblem('2026-12-01', '2026-12-05', today)).toBeNull();
  });

  it('rejects a range across two different months', () => {
    expect(stayRangeProblem('2026-11-28', '2026-12-03', today)).toBe('twoMonths');
    expect(stayRangeProblem('2026-12-31', '2027-01-02', today)).toBe('twoMonths');
  });

  it('counts nights: leaving on the 1st after the last night of the month is one month', () => {
    expect(isOneMonthStay('2026-11-29', '2026-12-01')).toBe(true);
    expect(stayRangeProblem('2026-11-29', '2026-12-01', today)).toBeNull();
  });

  it('rejects the past and a check-out not after check-in', () => {
    expect(stayRangeProblem('2026-11-20', '2026-11-22', today)).toBe('past');
    expect(stayRangeProblem('2026-12-05', '2026-12-05', today)).toBe('order');
    expect(stayRangeProblem('2026-12-05', '2026-12-03', today)).toBe('order');
  });

  it('rejects more nights than the server takes (30)', () => {
    expect(stayRangeProblem('2027-01-01', '2027-01-31', today)).toBeNull();
    expect(stayRangeProblem('2027-01-01', '2027-02-01', today)).toBe('tooLong');
  });

  it('ends at the end of the month 11 months ahead', () => {
    expect(hotelMaxDate(today)).toBe('2027-10-31');
    expect(stayRangeProblem('2027-10-29', '2027-10-31', today)).toBeNull();
    expect(stayRangeProblem('2027-10-31', '2027-11-01', today)).toBe('horizon');
  });
});

describe('freshStay', () => {
  const today = '2026-11-21';

  it('keeps a stay that can still be searched', () => {
    expect(freshStay(['2026-12-01', '2026-12-04'], today)).toEqual(['2026-12-01', '2026-12-04']);
  });

  it('resets a stale check-in (before today) to the default stay', () => {
    expect(freshStay(['2026-11-20', '2026-11-22'], today)).toEqual(['2026-11-28', '2026-11-30']);
  });

  it('resets missing, malformed or refused dates', () => {
    expect(freshStay(undefined, today)).toEqual(defaultStay(today));
    expect(freshStay(['soon', 'later'], today)).toEqual(defaultStay(today));
    expect(freshStay(['2027-02-30', '2027-03-02'], today)).toEqual(defaultStay(today));
    expect(freshStay(['2026-12-30', '2027-01-03'], today)).toEqual(defaultStay(today));
  });
});

describe('monthsBetween', () => {
  it('lists the months from one date to another, across a year', () => {
    expect(monthsBetween('2026-11-21', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
    expect(monthsBetween('2026-12-01', '2026-11-30')).toEqual([]);
  });
});
