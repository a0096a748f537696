import type { HotelRoomRequest, RatePlan, SiteLanguage } from '@storefront/contracts';
import { cheapestAssignment } from './assign.js';
import type { RatePlanRecord } from './hotel-repo.js';
import { cancellationText, planName } from './plan-texts.js';
import type { FreeRoomType, PlanTotal } from './search-repo.js';

type Pick = { roomTypeId: number; ratePlanId: number; breakfastIncluded: boolean; freeCancelDays: number | null };

/**
 * The cheapest way to book every requested room for the stay (hotel currency): each room goes
 * into a room type it fits, in that type's cheapest plan for its children; rooms put into the
 * same type count against that type's rooms left.
 */
export function cheapestStay(
  types: readonly FreeRoomType[],
  plans: readonly PlanTotal[],
  rooms: readonly HotelRoomRequest[],
  nights: number,
): { total: number; picks: Pick[] } | null {
  if (types.length === 0) return null;
  // costs[r][t] and cheapest[r][t]: the cheapest plan of room type t for requested room r, if the room fits it.
  const costs: (number | undefined)[][] = [];
  const cheapest: (PlanTotal | undefined)[][] = [];
  for (const room of rooms) {
    const costRow: (number | undefined)[] = [];
    const planRow: (PlanTotal | undefined)[] = [];
    for (const type of types) {
      let cost: number | undefined;
      let pick: PlanTotal | undefined;
      if (fitsRoom(room, type)) {
        for (const plan of plans) {
          if (plan.roomTypeId !== type.roomTypeId) continue;
          const planCost = plan.total + nights * childCharge(plan.childAgeBands, room);
          if (cost === undefined || planCost < cost) {
            cost = planCost;
            pick = plan;
          }
        }
      }
      costRow.push(cost);
      planRow.push(pick);
    }
    costs.push(costRow);
    cheapest.push(planRow);
  }
  const assignment = cheapestAssignment(
    costs,
    types.map((t) => t.roomsLeft),
  );
  if (!assignment) return null;
  return {
    total: assignment.total,
    picks: assignment.choice.map((t, r) => {
      const plan = cheapest[r]![t]!;
      return {
        roomTypeId: plan.roomTypeId,
        ratePlanId: plan.ratePlanId,
        breakfastIncluded: plan.breakfastIncluded,
        freeCancelDays: plan.freeCancelDays,
      };
    }),
  };
}

export const fitsRoom = (room: HotelRoomRequest, type: { maxAdults: number; maxChildren: number }) =>
  room.adultNum <= type.maxAdults && room.childNum <= type.maxChildren;

/** What a room's children cost per night in a plan: each child priced by the band of their age. */
export function childCharge(
  bands: readonly { minAge: number; maxAge: number; price: number }[],
  room: HotelRoomRequest,
) {
  let charge = 0;
  for (const age of room.childAges) {
    const band = bands.find((b) => age >= b.minAge && age <= b.maxAge);
    // Imported bands cover 0–17; should one be missing, the dearest band never undercharges.
    charge += band ? band.price : Math.max(0, ...bands.map((b) => b.price));
  }
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
