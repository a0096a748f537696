import type { PackagePrice, ProductDetail } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { readDate, readPackage, readQuantities, writeBooking } from './booking-params';

const prices = [
  { priceType: 'adult', price: 1000 },
  { priceType: 'child', price: 500 },
] as PackagePrice[];
const product = {
  packages: [
    { gcode: 'GSOLDOUT1', firstAvailableDate: null, prices },
    { gcode: 'GAAAAAAA1', firstAvailableDate: '2026-12-01', prices },
    { gcode: 'GBBBBBBB2', firstAvailableDate: '2026-12-02', prices },
  ],
} as unknown as ProductDetail;
const params = (query: string) => new URLSearchParams(query);

describe('booking in the product page URL', () => {
  it('reads the package when the product sells it, else the first one with a date', () => {
    expect(readPackage(params('package=GBBBBBBB2'), product)).toBe('GBBBBBBB2');
    expect(readPackage(params('package=GSOLDOUT1'), product)).toBe('GAAAAAAA1');
    expect(readPackage(params('package=GNOTHERE0'), product)).toBe('GAAAAAAA1');
    expect(readPackage(params(''), product)).toBe('GAAAAAAA1');
  });

  it('reads a calendar date only', () => {
    expect(readDate(params('date=2026-12-05'))).toBe('2026-12-05');
    expect(readDate(params('date=2026-02-30'))).toBeUndefined();
    expect(readDate(params('date=soon'))).toBeUndefined();
  });

  it('reads quantities of the package’s types, capped, else its defaults', () => {
    expect(readQuantities(params('adult=2&child=1'), prices)).toEqual({ adult: 2, child: 1 });
    expect(readQuantities(params('adult=99&senior=3'), prices)).toEqual({ adult: 20, child: 0 });
    expect(readQuantities(params('adult=-1'), prices)).toEqual({ adult: 1, child: 0 });
    expect(readQuantities(params(''), prices)).toEqual({ adult: 1, child: 0 });
  });

  it('writes the booking and keeps other parameters; round-trips', () => {
    const written = writeBooking(params('invite=ABC&date=2026-01-01&child=4'), {
      gcode: 'GBBBBBBB2',
      date: '2026-12-05',
      quantities: { adult: 2, child: 0 },
    });
    expect(written.toString()).toBe('invite=ABC&package=GBBBBBBB2&date=2026-12-05&adult=2');
    expect(readPackage(written, product)).toBe('GBBBBBBB2');
    expect(readDate(written)).toBe('2026-12-05');
    expect(readQuantities(written, prices)).toEqual({ adult: 2, child: 0 });
    expect(writeBooking(written, { gcode: 'GAAAAAAA1' }).toString()).toBe('invite=ABC&package=GAAAAAAA1');
  });
});
