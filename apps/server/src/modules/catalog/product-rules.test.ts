import { describe, expect, it } from 'vitest';
import { todayIn } from './product-rules.js';

describe("today's date in a country", () => {
  // Sydney is UTC+11 in December: its 5 December starts at 13:00 UTC on the 4th.
  const justBefore = new Date('2026-12-04T12:59:59.999Z');
  const midnight = new Date('2026-12-04T13:00:00.000Z');

  it('turns at local midnight, whatever was asked just before', () => {
    expect(todayIn('au', justBefore)).toBe('2026-12-04');
    expect(todayIn('au', midnight)).toBe('2026-12-05');
    // Back and forth across the turn, and between zones asked in the same minute.
    expect(todayIn('au', justBefore)).toBe('2026-12-04');
    expect(todayIn('nz', midnight)).toBe('2026-12-05');
    expect(todayIn('nc', midnight)).toBe('2026-12-05');
    expect(todayIn('au', new Date('2026-12-04T12:59:00.000Z'))).toBe('2026-12-04');
    expect(todayIn('au', new Date('2026-12-04T13:00:59.999Z'))).toBe('2026-12-05');
  });

  it('is UTC for a country with no zone of its own', () => {
    expect(todayIn('xx', midnight)).toBe('2026-12-04');
    expect(todayIn('xx', new Date('2026-12-05T00:00:00.000Z'))).toBe('2026-12-05');
  });
});
