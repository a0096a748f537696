import { HOTEL_LIMITS, type HotelRoomRequest, type RatePlan, type SiteLanguage } from '@storefront/contracts';
import { cheapestAssignment } from './assign.js';
import type { RatePlanRecord } from './hotel-repo.js';
import type { ChildBand } from './model.js';
import { cancellationText, planName } from './plan-texts.js';

/** A room type as pricing reads it. */
export type StayRoomType = { roomTypeId: number; maxAdults: number; maxChildren: number };
/** A rate plan as pricing reads it. */
export type StayPlan = {
  ratePlanId: number;
  roomTypeId: number;
  breakfastIncluded: boolean;
  freeCancelDays: number | null;
  childAgeBands: readonly ChildBand[];
  /** A child's price per night at each age 0–17 (`chargesByAge`), where a search keeps it with the plan. */
  chargeAtAge?: Float64Array;
};

/**
 * The cheapest way to book every requested room for the stay (hotel currency): each room goes
 * into a room type it fits, in that type's cheapest plan for its children; rooms put into the
 * same type count against that type's rooms left. `roomsLeft[t]` is type t's rooms free on every
 * night (0 or less: none), `totals[p]` plan p's one room for the whole stay (NaN: not sold every
 * night) — by position, so a search pricing hundreds of hotels makes no object per type or plan.
 */
export function cheapestStay(
  types: readonly StayRoomType[],
  roomsLeft: ArrayLike<number>,
  plans: readonly StayPlan[],
  totals: ArrayLike<number>,
  rooms: readonly HotelRoomRequest[],
  nights: number,
): { total: number; picks: StayPlan[] } | null {
  // Usually each room's cheapest type has rooms enough for every room that wants it: then each
  // room's pick is the answer, found without the assignment's table (a search prices hundreds of
  // hotels). The first of equal costs wins, type by type and plan by plan, as in the table.
  const picks: StayPlan[] = [];
  const typeOf: number[] = [];
  let total = 0;
  for (const room of rooms) {
    let best = -1;
    let bestCost = 0;
    let bestPlan = -1;
    for (let t = 0; t < types.length; t++) {
      if (!(roomsLeft[t]! > 0) || !fitsRoom(room, types[t]!)) continue;
      const p = cheapestPlan(types[t]!, plans, totals, room, nights);
      if (p < 0) continue;
      const cost = planCost(plans[p]!, totals[p]!, room, nights);
      if (best < 0 || cost < bestCost) {
        best = t;
        bestCost = cost;
        bestPlan = p;
      }
    }
    if (best < 0) return null;
    picks.push(plans[bestPlan]!);
    typeOf.push(best);
    total += bestCost;
  }
  const roomsEnough = typeOf.every((t) => typeOf.filter((other) => other === t).length <= roomsLeft[t]!);
  return roomsEnough ? { total, picks } : cheapestByTable(types, roomsLeft, plans, totals, rooms, nights);
}

/** The cheapest stay as an assignment of the requested rooms to the free types (assign.ts); `cheapestStay`'s arguments. */
function cheapestByTable(
  ...[types, roomsLeft, plans, totals, rooms, nights]: Parameters<typeof cheapestStay>
): ReturnType<typeof cheapestStay> {
  const free: number[] = [];
  for (let t = 0; t < types.length; t++) if (roomsLeft[t]! > 0) free.push(t);
  // costs[r][i] and cheapest[r][i]: the cheapest plan of free type i for requested room r, if the room fits it.
  const costs: (number | undefined)[][] = [];
  const cheapest: (StayPlan | undefined)[][] = [];
  for (const room of rooms) {
    const costRow: (number | undefined)[] = [];
    const planRow: (StayPlan | undefined)[] = [];
    for (const t of free) {
      const p = fitsRoom(room, types[t]!) ? cheapestPlan(types[t]!, plans, totals, room, nights) : -1;
      const cost = p < 0 ? undefined : planCost(plans[p]!, totals[p]!, room, nights);
      const pick = p < 0 ? undefined : plans[p];
      costRow.push(cost);
      planRow.push(pick);
    }
    costs.push(costRow);
    cheapest.push(planRow);
  }
  const assignment = cheapestAssignment(
    costs,
    free.map((t) => roomsLeft[t]!),
  );
  if (!assignment) return null;
  return { total: assignment.total, picks: assignment.choice.map((i, r) => cheapest[r]![i]!) };
}

/** What a plan costs one room for the stay: its total and the room's children every night. */
function planCost(plan: StayPlan, total: number, room: HotelRoomRequest, nights: number): number {
  const charge = plan.chargeAtAge ? chargeOfAges(plan.chargeAtAge, room) : childCharge(plan.childAgeBands, room);
  return total + nights * charge;
}

/** The position of the type's cheapest plan sold every night, for this room (the first of equals); −1 if none. */
function cheapestPlan(
  type: StayRoomType,
  plans: readonly StayPlan[],
  totals: ArrayLike<number>,
  room: HotelRoomRequest,
  nights: number,
): number {
  let best = -1;
  let bestCost = 0;
  for (let p = 0; p < plans.length; p++) {
    if (plans[p]!.roomTypeId !== type.roomTypeId || Number.isNaN(totals[p])) continue;
    const cost = planCost(plans[p]!, totals[p]!, room, nights);
    if (best < 0 || cost < bestCost) {
      best = p;
      bestCost = cost;
    }
  }
  return best;
}

export const fitsRoom = (room: HotelRoomRequest, type: { maxAdults: number; maxChildren: number }) =>
  room.adultNum <= type.maxAdults && room.childNum <= type.maxChildren;

/** What a room's children cost per night in a plan: each child priced by the band of their age. */
export function childCharge(bands: readonly ChildBand[], room: HotelRoomRequest) {
  let charge = 0;
  for (const age of room.childAges) charge += bandPrice(bands, age);
  return charge;
}

/** A child's price per night at `age`: its band's. */
function bandPrice(bands: readonly ChildBand[], age: number): number {
  const band = bands.find((b) => age >= b.minAge && age <= b.maxAge);
  // Imported bands cover 0–17; should one be missing, the dearest band never undercharges.
  return band ? band.price : Math.max(0, ...bands.map((b) => b.price));
}

/** A child's price per night at each age a request may give, worked out once for a plan a search prices again and again. */
export function chargesByAge(bands: readonly ChildBand[]): Float64Array {
  return Float64Array.from({ length: HOTEL_LIMITS.maxChildAge + 1 }, (_, age) => bandPrice(bands, age));
}

function chargeOfAges(chargeAtAge: Float64Array, room: HotelRoomRequest): number {
  let charge = 0;
  for (let c = 0; c < room.childAges.length; c++) charge += chargeAtAge[room.childAges[c]!]!;
  return charge;
}

export function describePlan(
  plan: RatePlanRecord,
  language: SiteLanguage,
  convert: (amount: number) => number,
): RatePlan {
  return {
    id: plan.ratePlanId,
    name: planName(language, plan.breakfastIncluded, plan.freeCancelDays),
    breakfastIncluded: plan.breakfastIncluded,
    cancellation: {
      refundable: plan.freeCancelDays !== null,
      freeCancelDays: plan.freeCancelDays,
      text: cancellationText(language, plan.freeCancelDays),
    },
    childAgeBands: plan.childAgeBands.map((b) => ({ minAge: b.minAge, maxAge: b.maxAge, price: convert(b.price) })),
  };
}
