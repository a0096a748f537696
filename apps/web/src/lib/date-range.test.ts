import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_SHORTCUTS,
  datesOfChoice,
  defaultRange,
  rangeChoiceOf,
  rangeOfShortcut,
  rangeProblem,
  shortcutRange,
  writeRangeChoice,
} from './date-range';

describe('the date-range picker rules (spec §5, §9)', () => {
  it('offers the 30, 90 and 180 days back shortcuts, ending today', () => {
    expect(DATE_RANGE_SHORTCUTS).toEqual([30, 90, 180]);
    expect(shortcutRange(30, '2026-11-24')).toEqual({ from: '2026-10-25', to: '2026-11-24' });
    expect(shortcutRange(180, '2026-03-01')).toEqual({ from: '2025-09-02', to: '2026-03-01' });
  });

  it('reads only a known shortcut from the URL', () => {
    expect(rangeOfShortcut('90', '2026-11-24')).toEqual({ from: '2026-08-26', to: '2026-11-24' });
    expect(rangeOfShortcut('45', '2026-11-24')).toBeNull();
    expect(rangeOfShortcut(null, '2026-11-24')).toBeNull();
    expect(rangeOfShortcut('abc', '2026-11-24')).toBeNull();
  });

  it('opens with the default 8-day span', () => {
    expect(defaultRange('2026-11-24')).toEqual({ from: '2026-11-17', to: '2026-11-24' });
    expect(rangeProblem(defaultRange('2026-11-24'))).toBeNull();
  });

  it('cuts the default span at the start of the month, so it is never refused', () => {
    expect(defaultRange('2026-11-03')).toEqual({ from: '2026-11-01', to: '2026-11-03' });
    expect(rangeProblem(defaultRange('2026-11-03'))).toBeNull();
  });

  it('reads a shortcut or a valid range from the URL and writes it back', () => {
    const today = '2026-11-24';
    const read = (search: string) => rangeChoiceOf(new URLSearchParams(search), today);
    expect(read('within=30')).toEqual({ kind: 'shortcut', days: 30 });
    expect(read('from=2026-11-02&to=2026-11-08')).toEqual({ kind: 'range', from: '2026-11-02', to: '2026-11-08' });
    expect(read('from=2026-11-02&to=2026-11-20')).toEqual({ kind: 'any' });
    expect(read('from=2026-11-25&to=2026-11-26')).toEqual({ kind: 'any' });
    expect(read('within=45')).toEqual({ kind: 'any' });
    expect(datesOfChoice(read('within=30'), today)).toEqual({ from: '2026-10-25', to: today });
    expect(datesOfChoice({ kind: 'any' }, today)).toBeUndefined();
    const params = new URLSearchParams('state=confirmed&within=90');
    writeRangeChoice(params, { kind: 'range', from: '2026-11-02', to: '2026-11-08' });
    expect(params.toString()).toBe('state=confirmed&from=2026-11-02&to=2026-11-08');
  });

  it('refuses a hand-picked range over 8 days, across two months, reversed or malformed', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-08' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-09' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-20' }, 31)).toBeNull();
    expect(rangeProblem({ from: '2026-10-30', to: '2026-11-02' })).toBe('twoMonths');
    expect(rangeProblem({ from: '2026-11-05', to: '2026-11-04' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-11-31', to: '2026-12-01' })).toBe('invalid');
  });
});
