import type { KeywordSuggestion } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { distinctKeywords, distinctSuggestions } from './distinct-suggestions';

const place = (id: string, title: string, subtitle: string): KeywordSuggestion => ({ type: 2, id, title, subtitle });
const product = (id: string, title: string): KeywordSuggestion => ({ type: 1, id, title, subtitle: 'Queenstown' });

describe('the trip search box suggestions (issue 18: Queenstown offered three times)', () => {
  it('offers a place named at several levels once, as the most specific, and keeps every product', () => {
    const list = [
      place('nz-queenstown', 'Queenstown', 'New Zealand'),
      product('P1', 'Queenstown jet boat'),
      place('nz-otago-queenstown', 'Queenstown', 'Otago, New Zealand'),
      place('nz-queenstown-queenstown', 'queenstown ', 'Queenstown, New Zealand'),
      product('P2', 'Queenstown jet boat'),
    ];
    expect(distinctSuggestions(list).map((s) => s.id)).toEqual(['nz-otago-queenstown', 'P1', 'P2']);
  });

  it('lists each recent keyword once and leaves out hot keywords already recent, whatever their case', () => {
    expect(
      distinctKeywords(['Queenstown', 'queenstown ', 'Sydney', ''], ['Sydney', 'Melbourne', 'QUEENSTOWN']),
    ).toEqual({
      recent: ['Queenstown', 'Sydney'],
      hot: ['Melbourne'],
    });
  });
});
