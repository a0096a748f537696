import { describe, expect, it } from 'vitest';
import { cheapestAssignment, cheapestByFlow, cheapestByTrying } from './assign.js';

describe('cheapestAssignment', () => {
  it('gives each room its cheapest type when there are rooms enough', () => {
    expect(
      cheapestAssignment(
        [
          [100, 80],
          [90, undefined],
        ],
        [2, 2],
      ),
    ).toEqual({ total: 170, choice: [1, 0] });
  });

  it('moves a room to a dearer type when its cheapest is taken by a room with no other choice', () => {
    // Room 0 fits both types; room 1 fits only type 0, which has one room left.
    expect(
      cheapestAssignment(
        [
          [100, 120],
          [150, undefined],
        ],
        [1, 5],
      ),
    ).toEqual({ total: 270, choice: [1, 0] });
  });

  it('finds the cheapest of several reroutings', () => {
    // Room 2 fits only type 0, so room 1 must take type 1, and rooms 0 and 3 share type 2.
    const costs = [
      [10, 30, 50],
      [10, 20, undefined],
      [10, undefined, undefined],
      [10, 40, 45],
    ];
    expect(cheapestAssignment(costs, [1, 1, 2])).toEqual({ total: 10 + 20 + 50 + 45, choice: [2, 1, 0, 2] });
  });

  it('answers null when the rooms do not all fit', () => {
    expect(cheapestAssignment([[100], [100]], [1])).toBeNull();
    expect(cheapestAssignment([[undefined, undefined]], [3, 3])).toBeNull();
  });
});

describe('trying every placement and the min-cost flow', () => {
  it('agree on the cheapest total of 2 000 random small hotels, and on which cannot take the rooms', () => {
    // A fixed linear congruential sequence: the same hotels on every run.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 2000; i++) {
      const rooms = 1 + next(4);
      const types = 1 + next(4);
      const capacity = Array.from({ length: types }, () => next(3));
      const costs = Array.from({ length: rooms }, () =>
        Array.from({ length: types }, () => (next(4) === 0 ? undefined : 50 + next(200))),
      );
      const tried = cheapestByTrying(costs, capacity);
      const flow = cheapestByFlow(costs, capacity);
      expect(tried?.total, JSON.stringify({ costs, capacity })).toBe(flow?.total);
      if (tried) {
        // A valid placement: each room in a type it fits, no type over its rooms left.
        expect(tried.choice.reduce((sum, t, r) => sum + costs[r]![t]!, 0)).toBe(tried.total);
        for (let t = 0; t < types; t++)
          expect(tried.choice.filter((c) => c === t).length).toBeLessThanOrEqual(capacity[t]!);
      }
    }
  });
});
