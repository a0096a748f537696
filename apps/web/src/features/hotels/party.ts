import { HOTEL_LIMITS, type HotelRoomRequest } from '@storefront/contracts';

/** One room as the spec keeps it (§3 `rooms`): adults, children and one age per child. */
export type PartyRoom = Pick<HotelRoomRequest, 'adultNum' | 'childNum' | 'childAges'>;

/** A room while it is being edited: a child's age is null until it is chosen. */
export type DraftRoom = { adultNum: number; childAges: (number | null)[] };

/** The default party (spec §4): one room for two adults, no children. */
export const DEFAULT_ROOMS: readonly PartyRoom[] = [{ adultNum: 2, childNum: 0, childAges: [] }];

/** Ages a child can have (on the check-in date): 0 to 17. */
export const CHILD_AGES: readonly number[] = Array.from({ length: HOTEL_LIMITS.maxChildAge + 1 }, (_, age) => age);

export const isChildAge = (age: unknown): age is number =>
  typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= HOTEL_LIMITS.maxChildAge;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.floor(value)));

export const toDraft = (rooms: readonly PartyRoom[]): DraftRoom[] =>
  rooms.map((room) => ({ adultNum: room.adultNum, childAges: [...room.childAges] }));

/** A draft room with `adults` adults (1–8). */
export const withAdults = (room: DraftRoom, adults: number): DraftRoom => ({
  ...room,
  adultNum: clamp(adults, 1, HOTEL_LIMITS.maxAdultsPerRoom),
});

/** A draft room with `children` children (0–6): new children start without an age, removed ones drop from the end. */
export function withChildren(room: DraftRoom, children: number): DraftRoom {
  const count = clamp(children, 0, HOTEL_LIMITS.maxChildrenPerRoom);
  const ages = room.childAges.slice(0, count);
  while (ages.length < count) ages.push(null);
  return { ...room, childAges: ages };
}

export const withChildAge = (room: DraftRoom, index: number, age: number | null): DraftRoom => ({
  ...room,
  childAges: room.childAges.map((current, i) => (i === index ? age : current)),
});

/** Adds a room for one adult (up to 8 rooms). */
export const withRoomAdded = (rooms: readonly DraftRoom[]): DraftRoom[] =>
  rooms.length >= HOTEL_LIMITS.maxRooms ? [...rooms] : [...rooms, { adultNum: 1, childAges: [] }];

export const withRoomRemoved = (rooms: readonly DraftRoom[], index: number): DraftRoom[] =>
  rooms.length <= 1 ? [...rooms] : rooms.filter((_, i) => i !== index);

/** Where a draft party is incomplete: `[room, child]` of every child without a valid age (0–17). */
export function missingChildAges(rooms: readonly DraftRoom[]): [room: number, child: number][] {
  const missing: [number, number][] = [];
  rooms.forEach((room, r) =>
    room.childAges.forEach((age, c) => {
      if (!isChildAge(age)) missing.push([r, c]);
    }),
  );
  return missing;
}

/** The party to search with, or null while a child's age is missing or a count is out of range. */
export function partyFromDraft(rooms: readonly DraftRoom[]): PartyRoom[] | null {
  if (rooms.length < 1 || rooms.length > HOTEL_LIMITS.maxRooms) return null;
  if (missingChildAges(rooms).length > 0) return null;
  const party: PartyRoom[] = [];
  for (const room of rooms) {
    if (room.adultNum < 1 || room.adultNum > HOTEL_LIMITS.maxAdultsPerRoom) return null;
    if (room.childAges.length > HOTEL_LIMITS.maxChildrenPerRoom) return null;
    const ages = room.childAges.filter(isChildAge);
    party.push({ adultNum: room.adultNum, childNum: ages.length, childAges: ages });
  }
  return party;
}

/** A stored party as the server takes it, or the default one when it is broken (spec §4). */
export function freshRooms(rooms: unknown): PartyRoom[] {
  if (!Array.isArray(rooms) || rooms.length === 0) return DEFAULT_ROOMS.map((room) => ({ ...room, childAges: [] }));
  const draft = rooms.map((room: Partial<PartyRoom> | null) => ({
    adultNum: typeof room?.adultNum === 'number' ? room.adultNum : 0,
    childAges: Array.isArray(room?.childAges) ? room.childAges : [],
  }));
  const consistent = rooms.every(
    (room: Partial<PartyRoom> | null) => (room?.childNum ?? 0) === (room?.childAges?.length ?? 0),
  );
  const party = consistent ? partyFromDraft(draft) : null;
  return party ?? DEFAULT_ROOMS.map((room) => ({ ...room, childAges: [] }));
}

/** Rooms, adults and children of a party, for its one-line summary. */
export function partyTotals(rooms: readonly PartyRoom[]) {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((sum, room) => sum + room.adultNum, 0),
    children: rooms.reduce((sum, room) => sum + room.childNum, 0),
  };
}

/** Whether a requested room fits a room type (adults and children each within its maximum). */
export const roomFits = (room: PartyRoom, type: { maxAdults: number; maxChildren: number }) =>
  room.adultNum <= type.maxAdults && room.childNum <= type.maxChildren;
