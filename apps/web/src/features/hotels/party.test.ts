import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROOMS,
  freshRooms,
  missingChildAges,
  partyFromDraft,
  partyTotals,
  roomFits,
  withAdults,
  withChildAge,
  withChildren,
  withRoomAdded,
  withRoomRemoved,
  type DraftRoom,
} from './party';

describe('child ages', () => {
  it('adds children without an age and drops them from the end', () => {
    const room: DraftRoom = { adultNum: 2, childAges: [5] };
    expect(withChildren(room, 3).childAges).toEqual([5, null, null]);
    expect(withChildren({ adultNum: 2, childAges: [5, 9, 12] }, 1).childAges).toEqual([5]);
  });

  it('reports every child whose age is missing or out of 0–17', () => {
    const rooms: DraftRoom[] = [
      { adultNum: 2, childAges: [0, null] },
      { adultNum: 1, childAges: [17, 18, -1, 4.5] },
    ];
    expect(missingChildAges(rooms)).toEqual([
      [0, 1],
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
  });

  it('gives no party until each child has an age, then one age per child', () => {
    const draft: DraftRoom[] = [withChildren({ adultNum: 1, childAges: [] }, 1)];
    expect(partyFromDraft(draft)).toBeNull();
    const aged = [withChildAge(draft[0]!, 0, 5)];
    expect(partyFromDraft(aged)).toEqual([{ adultNum: 1, childNum: 1, childAges: [5] }]);
  });

  it('accepts 0 ("under 1") and 17, the ends of the range', () => {
    expect(partyFromDraft([{ adultNum: 2, childAges: [0, 17] }])).toEqual([
      { adultNum: 2, childNum: 2, childAges: [0, 17] },
    ]);
  });
});

describe('rooms and adults', () => {
  it('keeps 1–8 adults per room and 0–6 children', () => {
    const room: DraftRoom = { adultNum: 2, childAges: [] };
    expect(withAdults(room, 0).adultNum).toBe(1);
    expect(withAdults(room, 12).adultNum).toBe(8);
    expect(withChildren(room, 9).childAges).toHaveLength(6);
  });

  it('adds rooms up to 8 and never removes the last one', () => {
    let rooms: DraftRoom[] = [{ adultNum: 2, childAges: [] }];
    for (let i = 0; i < 10; i += 1) rooms = withRoomAdded(rooms);
    expect(rooms).toHaveLength(8);
    expect(rooms[1]).toEqual({ adultNum: 1, childAges: [] });
    expect(withRoomRemoved([{ adultNum: 2, childAges: [] }], 0)).toHaveLength(1);
    expect(withRoomRemoved(rooms, 3)).toHaveLength(7);
  });

  it('sums rooms, adults and children', () => {
    expect(
      partyTotals([
        { adultNum: 2, childNum: 0, childAges: [] },
        { adultNum: 1, childNum: 1, childAges: [5] },
      ]),
    ).toEqual({ rooms: 2, adults: 3, children: 1 });
  });

  it('fits a room type only when adults and children are each within its maximum', () => {
    const type = { maxAdults: 2, maxChildren: 1 };
    expect(roomFits({ adultNum: 2, childNum: 1, childAges: [3] }, type)).toBe(true);
    expect(roomFits({ adultNum: 3, childNum: 0, childAges: [] }, type)).toBe(false);
    expect(roomFits({ adultNum: 1, childNum: 2, childAges: [3, 4] }, type)).toBe(false);
  });
});

describe('freshRooms', () => {
  it('keeps a valid stored party', () => {
    const rooms = [{ adultNum: 1, childNum: 1, childAges: [5] }];
    expect(freshRooms(rooms)).toEqual(rooms);
  });

  it('falls back to 1 room for 2 adults when the stored party is broken', () => {
    expect(freshRooms(undefined)).toEqual(DEFAULT_ROOMS);
    expect(freshRooms([])).toEqual(DEFAULT_ROOMS);
    expect(freshRooms([{ adultNum: 2, childNum: 2, childAges: [4] }])).toEqual(DEFAULT_ROOMS);
    expect(freshRooms([{ adultNum: 2, childNum: 1, childAges: [21] }])).toEqual(DEFAULT_ROOMS);
    expect(freshRooms([{ adultNum: 0, childNum: 0, childAges: [] }])).toEqual(DEFAULT_ROOMS);
  });
});
