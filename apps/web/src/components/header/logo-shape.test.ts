import { describe, expect, it } from 'vitest';
import { logoCarriesName } from './logo-shape';

describe('logoCarriesName', () => {
  it('reads a wide logo as a wordmark and a square one as a mark', () => {
    expect(logoCarriesName({ naturalWidth: 489, naturalHeight: 84 })).toBe(true);
    expect(logoCarriesName({ naturalWidth: 84, naturalHeight: 84 })).toBe(false);
    expect(logoCarriesName({ naturalWidth: 120, naturalHeight: 84 })).toBe(false);
  });
  it('does not know before the image has loaded', () => {
    expect(logoCarriesName({ naturalWidth: 0, naturalHeight: 0 })).toBeNull();
  });
});
