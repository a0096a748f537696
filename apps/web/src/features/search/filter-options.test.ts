import { describe, expect, it } from 'vitest';
import { enabledLabels, indexPlaces, placesFromAvailability, placesFromTree } from './filter-options';

const AVAILABILITY = [
  {
    lang: 'zh-CN',
    counttryCollection: [
      {
        id: 'au',
        title: '澳大利亚',
        stateCollection: [
          { id: 'au-sa', title: '南澳州', cityCollection: [{ id: 'au-sa-adelaide', title: '阿德莱德' }] },
        ],
      },
    ],
  },
  { lang: 'en-AU', counttryCollection: [{ id: 'fj', title: 'Fiji', stateCollection: [] }] },
];

describe('places', () => {
  it('takes the places of the page language from the availability answer', () => {
    expect(placesFromAvailability(AVAILABILITY, 'zh-CN')).toEqual([
      {
        id: 'au',
        title: '澳大利亚',
        children: [
          { id: 'au-sa', title: '南澳州', children: [{ id: 'au-sa-adelaide', title: '阿德莱德', children: [] }] },
        ],
      },
    ]);
    expect(placesFromAvailability(AVAILABILITY, 'ko-KR')).toEqual([]);
  });

  it('reads the static tree the same way (the fallback)', () => {
    expect(
      placesFromTree([{ id: 'nz', title: 'New Zealand', collection: [{ id: 'nz-otago', title: 'Otago' }] }]),
    ).toEqual([{ id: 'nz', title: 'New Zealand', children: [{ id: 'nz-otago', title: 'Otago', children: [] }] }]);
  });

  it('indexes each place with its level, title and the places above it', () => {
    const index = indexPlaces(placesFromAvailability(AVAILABILITY, 'zh-CN'));
    expect(index.get('au')).toEqual({ level: 'country', title: '澳大利亚', path: [] });
    expect(index.get('au-sa')).toEqual({ level: 'state', title: '南澳州', path: ['au'] });
    expect(index.get('au-sa-adelaide')).toEqual({ level: 'city', title: '阿德莱德', path: ['au', 'au-sa'] });
  });
});

describe('enabledLabels', () => {
  const labels = [
    { id: 1, title: 'Instant Confirmation' },
    { id: 9, title: 'Tour in Mandarin' },
  ];

  it('keeps the labels the merchant shows, or all when that is unknown (spec §4)', () => {
    expect(enabledLabels(labels, new Set([9]))).toEqual([{ id: 9, title: 'Tour in Mandarin' }]);
    expect(enabledLabels(labels, null)).toEqual(labels);
  });
});
