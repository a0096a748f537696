import { describe, expect, it } from 'vitest';
import { cheapestAssignment } from './assign.js';

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
