import type { KeywordSuggestion } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { distinctRecentAndHot, distinctSuggestions } from './destination-distinct';

const place = (id: string, title: string, subtitle: string): KeywordSuggestion => ({ type: 2, id, title, subtitle });
const hotel = (id: string, title: string): KeywordSuggestion => ({
  type: 3,
  id,
  title,
  subtitle: 'Queenstown, New Zealand',
});

describe('distinctSuggestions', () => {
  it('shows a place named at several levels once, as the most specific, where the first stood', () => {
    const list = [
      place('nz-queenstown', 'Queenstown', 'New Zealand'),
      place('nz-otago-queenstown', 'Queenstown', 'Otago, New Zealand'),
      place('nz-queenstown-queenstown', 'Queenstown', 'Queenstown, New Zealand'),
      place('nz-queenstown-arrowtown', 'Arrowtown', 'Queenstown, New Zealand'),
      hotel('7', 'Queenstown Lodge'),
      hotel('8', 'Queenstown Lodge'),
    ];
    expect(distinctSuggestions(list).map((s) => s.id)).toEqual([
      'nz-otago-queenstown',
      'nz-queenstown-arrowtown',
      '7',
      '8',
    ]);
  });

  it('keeps places of one name in different countries, and a hotel named like a place', () => {
    const list = [
      place('au-vic-richmond', 'Richmond', 'Victoria, Australia'),
      place('nz-tasman-richmond', 'Richmond', 'Tasman, New Zealand'),
      { type: 3, id: '9', title: 'Richmond', subtitle: 'Richmond, Australia' },
    ];
    expect(distinctSuggestions(list)).toHaveLength(3);
  });
});

describe('distinctRecentAndHot', () => {
  it('lists each wording once across recent and hot searches, keeping the recent one that names a place', () => {
    const { recent, hot } = distinctRecentAndHot(
      [
        { keywords: 'Queenstown' },
        { keywords: 'queenstown', locationId: 'nz-queenstown' },
        { keywords: 'Queenstown', locationId: 'nz-otago-queenstown' },
        { keywords: 'Sydney' },
      ],
      ['Queenstown', 'Rotorua', 'rotorua', 'SYDNEY'],
    );
    expect(recent).toEqual([{ keywords: 'queenstown', locationId: 'nz-queenstown' }, { keywords: 'Sydney' }]);
    expect(hot).toEqual(['Rotorua']);
  });
});
