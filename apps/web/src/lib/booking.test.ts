import type { CalendarDay, PackagePrice } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { bookingTotal, clampQuantity, defaultQuantities, travellerCount, unitPrices } from './booking';

const PER_PERSON: PackagePrice[] = [
  { priceType: 'adult', price: 37800, originalPrice: 37800 },
  { priceType: 'child', price: 28300, originalPrice: 28300 },
  { priceType: 'senior', price: 33000, originalPrice: 33000 },
];
const PER_UNIT: PackagePrice[] = [{ priceType: 'unit', price: 89900, originalPrice: 99900 }];
const SATURDAY: CalendarDay = {
  date: '2026-11-21',
  price: 41600,
  prices: { adult: 41600, child: 31100, senior: 36300 },
  stock: 3,
};

describe('quantities', () => {
  it('start with one adult, or one unit for per-unit packages', () => {
    expect(defaultQuantities(PER_PERSON)).toEqual({ adult: 1, child: 0, senior: 0 });
    expect(defaultQuantities(PER_UNIT)).toEqual({ unit: 1 });
  });

  it('stay within 0, the maximum and the day stock shared by all types', () => {
    const quantities = { adult: 2, child: 0, senior: 0 };
    expect(clampQuantity(quantities, 'child', 5)).toBe(5);
    expect(clampQuantity(quantities, 'child', 5, SATURDAY.stock)).toBe(1);
    expect(clampQuantity(quantities, 'adult', -1)).toBe(0);
    expect(clampQuantity(quantities, 'adult', 99)).toBe(20);
    expect(travellerCount(quantities)).toBe(2);
  });
});

describe('prices and total', () => {
  it('use the base prices until a day is chosen, then that day’s', () => {
    expect(unitPrices(PER_PERSON, undefined)).toEqual({ adult: 37800, child: 28300, senior: 33000 });
    expect(unitPrices(PER_PERSON, SATURDAY)).toEqual({ adult: 41600, child: 31100, senior: 36300 });
  });

  it('add up quantity × price', () => {
    const total = bookingTotal({ adult: 2, child: 1, senior: 0 }, unitPrices(PER_PERSON, SATURDAY));
    expect(total).toBe(2 * 41600 + 31100);
    expect(bookingTotal({ unit: 0 }, { unit: 89900 })).toBe(0);
  });
});
