import { describe, expect, it } from 'vitest';
import { availableLocationIds } from './reference-queries';

describe('availableLocationIds', () => {
  it("collects the country, state and city ids of one language's availability", () => {
    const availability = [
      {
        lang: 'en-AU',
        counttryCollection: [
          {
            id: 'au',
            stateCollection: [{ id: 'au-qld', cityCollection: [{ id: 'au-qld-cairns', title: 'Cairns' }] }],
          },
        ],
      },
      { lang: 'zh-CN', counttryCollection: [{ id: 'nz', stateCollection: [] }] },
    ];
    expect([...availableLocationIds(availability, 'en-AU')]).toEqual(['au', 'au-qld', 'au-qld-cairns']);
    expect([...availableLocationIds(availability, 'zh-CN')]).toEqual(['nz']);
    expect(availableLocationIds(availability, 'ko-KR').size).toBe(0);
  });
});
