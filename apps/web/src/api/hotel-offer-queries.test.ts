import { describe, expect, it } from 'vitest';
import { hotelProbeRequest } from './hotel-offer-queries';

describe('hotelProbeRequest', () => {
  it('asks for one hotel for one night a week ahead', () => {
    expect(hotelProbeRequest('2026-03-10')).toEqual({
      date: ['2026-03-17', '2026-03-18'],
      rooms: [{ adultNum: 1, childNum: 0, childAges: [] }],
      pageIndex: 1,
      pageSize: 1,
    });
  });
  it('may end on the first of a month (the month rule counts nights)', () => {
    expect(hotelProbeRequest('2026-03-24').date).toEqual(['2026-03-31', '2026-04-01']);
  });
});
