import {
  ADMIN_CALENDAR_LIMITS,
  addDays,
  type AdminCalendarDay,
  type AdminHotelCalendarMonth,
  type HotelCalendarUpdate,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditService } from '../audit/service.js';
import {
  findMerchantRatePlan,
  findNightBelowSold,
  findRateNightRange,
  findRoomNightRange,
  insertMissingRoomNights,
  setRoomNights,
  upsertRateNights,
  type StoredRoomNight,
} from './hotel-editing-repo.js';
import { refreshStayNights } from './stay-summary-repo.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher };

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** A night as the desk reads it: rooms on sale in total, taken, left, and the plan's price. */
type Night = { date: string; state: AdminCalendarDay['state']; total: number; sold: number; price?: number };

function nightOf(date: string, room: StoredRoomNight | undefined, price: number | undefined): Night {
  if (!room) return { date, state: 'none', total: 0, sold: 0, price };
  const closed = room.closedCapacity !== null;
  return {
    date,
    state: closed ? 'closed' : 'open',
    total: closed ? (room.closedCapacity as number) : room.allotment + room.sold,
    sold: room.sold,
    price,
  };
}

/** What the nights were or became, for the audit row. */
function summary(nights: readonly Night[]) {
  const span = (values: number[]) => (values.length ? [Math.min(...values), Math.max(...values)] : null);
  return {
    nights: nights.length,
    allotment: span(nights.filter((n) => n.state !== 'none').map((n) => n.total)),
    closed: nights.filter((n) => n.state === 'closed').length,
    price: span(nights.flatMap((n) => (n.price === undefined ? [] : [n.price]))),
  };
}

const same = (a: Night, b: Night) =>
  a.state === b.state && a.total === b.total && a.sold === b.sold && a.price === b.price;

/**
 * The back office's hotel rate calendar (issue 14): the nights of a rate plan read by month and
 * changed over a range with the package calendar's range editor — the plan's price of one room
 * per night (minor units of the hotel's currency), the room type's rooms on sale in total (shared
 * by its plans) and whether its nights are closed. A change is one transaction with one audit
 * row; rooms on sale never drop below what paid and held stays take (checked on the rows the
 * change wrote, so a stay booked meanwhile counts). After the commit every process drops the
 * merchant's cached hotel searches (`merchant.changed`); the hotel pages read the nights live.
 */
export function createRateEditing({ db, audit, events }: Deps) {
  async function planOf(database: Db, staff: StaffPrincipal, hotelId: number, ratePlanId: number) {
    const plan = await findMerchantRatePlan(database, staff.merchantNumber, hotelId, ratePlanId);
    if (!plan) throw new AppError('notFound', `No rate plan ${ratePlanId} in hotel ${hotelId} of this shop`);
    return plan;
  }

  async function nights(database: Db, plan: { roomTypeId: number; ratePlanId: number }, dates: readonly string[]) {
    const from = dates[0] as string;
    const to = dates.at(-1) as string;
    const [rooms, prices] = await Promise.all([
      findRoomNightRange(database, plan.roomTypeId, from, to),
      findRateNightRange(database, plan.ratePlanId, from, to),
    ]);
    return dates.map((d) => nightOf(d, rooms.get(d), prices.get(d)));
  }

  async function getMonth(
    staff: StaffPrincipal,
    hotelId: number,
    ratePlanId: number,
    month: string,
  ): Promise<AdminHotelCalendarMonth> {
    const plan = await planOf(db, staff, hotelId, ratePlanId);
    const from = `${month}-01`;
    const dates = datesBetween(from, addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1));
    const read = await nights(db, plan, dates);
    return {
      hotelId: plan.hotelId,
      roomTypeId: plan.roomTypeId,
      ratePlanId: plan.ratePlanId,
      currency: plan.currency,
      month,
      days: read.map((n) => ({
        date: n.date,
        weekday: weekdayOf(n.date),
        state: n.state,
        prices: n.price === undefined ? {} : { unit: n.price },
        ownPrices: n.price === undefined ? [] : ['unit'],
        stock: n.total,
        sold: n.sold,
        left: n.state === 'open' ? Math.max(n.total - n.sold, 0) : 0,
      })),
    };
  }

  async function updateRange(
    staff: StaffPrincipal,
    hotelId: number,
    ratePlanId: number,
    change: HotelCalendarUpdate,
  ): Promise<number> {
    checkChange(change);
    const weekdays = change.weekdays ? new Set(change.weekdays) : undefined;
    const dates = datesBetween(change.from, change.to).filter((d) => !weekdays || weekdays.has(weekdayOf(d)));
    if (dates.length === 0) return 0;
    const changed = await db.transaction().execute(async (trx) => {
      const plan = await planOf(trx, staff, hotelId, ratePlanId);
      const before = await nights(trx, plan, dates);
      if (change.allotment !== undefined || change.closed !== undefined) {
        await insertMissingRoomNights(
          trx,
          plan.hotelId,
          plan.roomTypeId,
          before.filter((n) => n.state === 'none').map((n) => n.date),
        );
        await setRoomNights(trx, plan.roomTypeId, dates, { allotment: change.allotment, closed: change.closed });
        const short = await findNightBelowSold(trx, plan.roomTypeId, change.from, change.to);
        if (short) {
          throw new AppError(
            'roomsBelowSold',
            `On ${short.date} paid and held stays already take ${short.sold} rooms: the allotment cannot be lower`,
            'allotment',
          );
        }
      }
      if (change.price !== undefined) await upsertRateNights(trx, plan.hotelId, plan.ratePlanId, dates, change.price);
      // Search reads the hotel's nights from their summary: refreshed in this transaction.
      await refreshStayNights(trx, { hotelIds: [plan.hotelId] }, dates);
      const after = await nights(trx, plan, dates);
      const changedNights = after.filter((n, i) => !same(n, before[i] as Night));
      if (changedNights.length === 0) return 0;
      const dateSet = new Set(changedNights.map((n) => n.date));
      await audit.record(trx, {
        merchantNumber: staff.merchantNumber,
        staffId: staff.staffId,
        action: 'hotel.rates.update',
        objectType: 'hotel',
        objectId: String(plan.hotelId),
        before: { ...summary(before.filter((n) => dateSet.has(n.date))), ratePlanId: plan.ratePlanId },
        after: {
          ...summary(changedNights),
          ratePlanId: plan.ratePlanId,
          roomTypeId: plan.roomTypeId,
          change: {
            from: change.from,
            to: change.to,
            weekdays: change.weekdays ?? null,
            price: change.price ?? null,
            allotment: change.allotment ?? null,
            closed: change.closed ?? null,
          },
        },
      });
      return changedNights.length;
    });
    if (changed > 0) await events.publish('merchant.changed', { merchantNumber: staff.merchantNumber });
    return changed;
  }

  return { getMonth, updateRange };
}

export type RateEditing = ReturnType<typeof createRateEditing>;

function checkChange(change: HotelCalendarUpdate): void {
  if (change.to < change.from) throw new AppError('validationFailed', 'The end date is before the start date', 'to');
  if (datesBetween(change.from, change.to).length > ADMIN_CALENDAR_LIMITS.maxRangeDays) {
    throw new AppError(
      'validationFailed',
      `A calendar change covers at most ${ADMIN_CALENDAR_LIMITS.maxRangeDays} days`,
      'to',
    );
  }
  if (change.price === undefined && change.allotment === undefined && change.closed === undefined) {
    throw new AppError('validationFailed', 'Say what to change: price, allotment or closed', 'price');
  }
}
