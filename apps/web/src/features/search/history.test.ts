import { describe, expect, it } from 'vitest';
import { addBrowseRecord, addKeyword } from './history';

describe('addKeyword', () => {
  it('puts the newest keyword first, once, trimmed and collapsed', () => {
    expect(addKeyword(['悉尼', 'Kayak'], '  kayak  tour ')).toEqual(['kayak tour', '悉尼', 'Kayak']);
    expect(addKeyword(['悉尼', 'Kayak'], 'KAYAK')).toEqual(['KAYAK', '悉尼']);
  });

  it('ignores blank keywords and keeps at most the limit', () => {
    expect(addKeyword(['a'], '   ')).toEqual(['a']);
    expect(addKeyword(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
});

describe('addBrowseRecord', () => {
  const record = (productId: string) => ({ type: 1, productId, filterTitle: productId, save: 0 as const });

  it('moves a product looked at again to the top, and keeps at most the limit', () => {
    expect(addBrowseRecord([record('A'), record('B')], record('B')).map((r) => r.productId)).toEqual(['B', 'A']);
    expect(addBrowseRecord([record('A'), record('B')], record('C'), 2).map((r) => r.productId)).toEqual(['C', 'A']);
  });
});
