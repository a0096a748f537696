import { describe, expect, it } from 'vitest';
import { createListingTotals } from './listing-totals.js';
import type { CatalogScope } from './product-rows.js';

const scope: CatalogScope = { merchantNumber: '518200', hiddenCategoryIds: [], hiddenLabelIds: [], language: 'en-AU' };

describe('listing totals', () => {
  it('keep a counted total for the same filters and hand it to the next asker', () => {
    const totals = createListingTotals(60_000);
    const first = totals.lookUp(scope, 'NZD', { categoryId: 2 });
    expect(first.knownTotal).toBeUndefined();
    first.keep(41);
    expect(totals.lookUp(scope, 'NZD', { categoryId: 2 }).knownTotal).toBe(41);
    // Other filters, another language, other hidden categories: counted on their own.
    expect(totals.lookUp(scope, 'NZD', { categoryId: 3 }).knownTotal).toBeUndefined();
    expect(totals.lookUp({ ...scope, language: 'zh-CN' }, 'NZD', { categoryId: 2 }).knownTotal).toBeUndefined();
    expect(totals.lookUp({ ...scope, hiddenCategoryIds: [5] }, 'NZD', { categoryId: 2 }).knownTotal).toBeUndefined();
  });

  it('never keep a total counted before the merchant was forgotten', () => {
    const totals = createListingTotals(60_000);
    const counting = totals.lookUp(scope, 'NZD', {});
    totals.forget(scope.merchantNumber);
    counting.keep(41);
    expect(totals.lookUp(scope, 'NZD', {}).knownTotal).toBeUndefined();
  });

  it('forget one merchant’s totals and keep the others’', () => {
    const totals = createListingTotals(60_000);
    const other = { ...scope, merchantNumber: '456817' };
    totals.lookUp(scope, 'NZD', {}).keep(41);
    totals.lookUp(other, 'NZD', {}).keep(7);
    totals.forget(scope.merchantNumber);
    expect(totals.lookUp(scope, 'NZD', {}).knownTotal).toBeUndefined();
    expect(totals.lookUp(other, 'NZD', {}).knownTotal).toBe(7);
  });

  it('keep a keyword listing’s total by the words searched', () => {
    const totals = createListingTotals(60_000);
    totals.lookUp(scope, 'NZD', { keyword: 'Reef  cruise' }).keep(3);
    expect(totals.lookUp(scope, 'NZD', { keyword: ' reef CRUISE ' }).knownTotal).toBe(3);
    expect(totals.lookUp(scope, 'NZD', { keyword: 'reef' }).knownTotal).toBeUndefined();
    expect(totals.lookUp(scope, 'NZD', {}).knownTotal).toBeUndefined();
  });

  it('share a total between currencies unless a price filter is in that currency', () => {
    const totals = createListingTotals(60_000);
    totals.lookUp(scope, 'NZD', { categoryId: 2 }).keep(41);
    expect(totals.lookUp(scope, 'AUD', { categoryId: 2 }).knownTotal).toBe(41);
    const priced = { categoryId: 2, price: { above: 5_000 } };
    totals.lookUp(scope, 'NZD', priced).keep(12);
    expect(totals.lookUp(scope, 'NZD', priced).knownTotal).toBe(12);
    expect(totals.lookUp(scope, 'AUD', priced).knownTotal).toBeUndefined();
  });

  it('keep nothing for a travel date, nor when kept for no time', () => {
    const totals = createListingTotals(60_000);
    totals.lookUp(scope, 'NZD', { date: '2027-01-05' }).keep(3);
    expect(totals.lookUp(scope, 'NZD', { date: '2027-01-05' }).knownTotal).toBeUndefined();
    const never = createListingTotals(0);
    never.lookUp(scope, 'NZD', {}).keep(3);
    expect(never.lookUp(scope, 'NZD', {}).knownTotal).toBeUndefined();
  });
});
