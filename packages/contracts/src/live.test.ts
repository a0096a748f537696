import { describe, expect, it } from 'vitest';
import { parseLiveTimezone } from './live.js';

describe('parseLiveTimezone', () => {
  it.each([
    ['-480', -480],
    [' 600 ', 600],
    [0, 0],
    [840, 840],
    [-840, -840],
  ])('reads %j as %d minutes', (value, minutes) => {
    expect(parseLiveTimezone(value)).toBe(minutes);
  });

  it.each([[null], [undefined], [''], ['UTC'], ['-480.5'], [841], [-900], [1.5], ['1e2'], [true]])(
    'refuses %j',
    (value) => {
      expect(parseLiveTimezone(value)).toBeUndefined();
    },
  );
});
