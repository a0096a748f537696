import { describe, expect, it } from 'vitest';
import { buildPackage, packageDraftOf, type PackageDraft } from './package-draft';

const draft = (patch: (d: PackageDraft) => void): PackageDraft => {
  const d = packageDraftOf(null, 'NZD');
  d.titles = { 'en-AU': 'Evening paddle' };
  patch(d);
  return d;
};

describe('package form → request', () => {
  it('sends per-person prices in minor units with their age bands', () => {
    const built = buildPackage(
      draft((d) => {
        d.prices.adult.price = '79.00';
        d.prices.child = { sold: true, price: '39', originalPrice: '45.00', minAge: '3', maxAge: '11' };
      }),
      'NZD',
    );
    expect(built).toEqual({
      ok: true,
      body: {
        titles: { 'en-AU': 'Evening paddle' },
        prices: {
          adult: { price: 7900, minAge: null, maxAge: null },
          child: { price: 3900, originalPrice: 4500, minAge: 3, maxAge: 11 },
        },
        onSale: true,
      },
    });
  });

  it('sends only the unit price of a package priced per unit, in whole won', () => {
    const built = buildPackage(
      draft((d) => {
        d.mode = 'unit';
        d.prices.adult.price = '10';
        d.prices.unit.price = '150000';
      }),
      'KRW',
    );
    expect(built.ok && built.body.prices).toEqual({ unit: { price: 15_000_000 } });
  });

  it('names each wrong field', () => {
    const built = buildPackage(
      draft((d) => {
        d.titles = { 'en-AU': '  ' };
        d.prices.adult = { sold: true, price: '', originalPrice: '5', minAge: '12', maxAge: '200' };
        d.prices.senior = { sold: true, price: '60', originalPrice: '', minAge: '70', maxAge: '65' };
      }),
      'NZD',
    );
    expect(built).toEqual({
      ok: false,
      errors: {
        titles: 'Give the package a name in at least one language',
        'adult.price': 'Type an amount such as 89.00',
        'adult.maxAge': 'An age from 0 to 120',
        'senior.maxAge': 'The oldest age is below the youngest',
      },
    });
  });
});
