import {
  ADMIN_CALENDAR_LIMITS,
  PRICE_TYPES,
  addDays,
  type AdminCalendarCopy,
  type AdminCalendarDay,
  type AdminCalendarMonth,
  type AdminCalendarUpdate,
  type PriceType,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditService } from '../audit/service.js';
import {
  findAllCalendarDays,
  findDayBelowSold,
  findMerchantPackage,
  saveCalendarDays,
  type StoredCalendarDay,
} from './calendar-repo.js';
import type { DayPrices } from './model.js';
import { refreshFromPrice } from './package-editing-repo.js';
import { todayIn } from './product-rules.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher };
type NextDay = Omit<StoredCalendarDay, 'sold'>;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Days from `from` to `to` inclusive. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

const samePrices = (a: DayPrices, b: DayPrices) => PRICE_TYPES.every((t) => a[t] === b[t]);
const sameDay = (a: NextDay, b: NextDay) =>
  samePrices(a.prices, b.prices) && a.capacity === b.capacity && a.closed === b.closed;

/** The first and last day of a month (YYYY-MM). */
function monthSpan(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1) };
}

/** What the days were or became, for the audit row: how many, and the span of stock and of each own price. */
function summary(days: readonly (NextDay | StoredCalendarDay)[]) {
  const span = (values: number[]) => (values.length ? [Math.min(...values), Math.max(...values)] : null);
  const prices: Partial<Record<PriceType, number[] | null>> = {};
  for (const type of PRICE_TYPES) {
    const own = days.flatMap((d) => (d.prices[type] === undefined ? [] : [d.prices[type]]));
    if (own.length) prices[type] = span(own);
  }
  return {
    days: days.length,
    stock: span(days.map((d) => d.capacity)),
    closed: days.filter((d) => d.closed).length,
    prices,
  };
}

/**
 * The back office's availability calendar (issue 14, DESIGN §4): a package's days read by month
 * and changed over a range — each day's own price per price type (minor units of the product's
 * currency), its stock (places on sale in total) and whether it is closed. A change is one
 * transaction with one audit row that also refreshes the product's listing "from" price; after it
 * commits, every process drops the merchant's cached storefront answers (listing, detail,
 * calendar, quotes) through `merchant.changed`, before the merchant is answered.
 */
export function createCalendarEditing(deps: Deps) {
  async function packageOf(database: Db, staff: StaffPrincipal, gcode: string) {
    const pkg = await findMerchantPackage(database, staff.merchantNumber, gcode);
    if (!pkg) throw new AppError('notFound', `No package ${gcode} in this shop`, 'gcode');
    return pkg;
  }

  async function getMonth(staff: StaffPrincipal, gcode: string, month: string): Promise<AdminCalendarMonth> {
    const pkg = await packageOf(deps.db, staff, gcode);
    const { first: from, last } = monthSpan(month);
    const dates = datesBetween(from, last);
    const stored = await findAllCalendarDays(deps.db, staff.merchantNumber, pkg.id, from, dates.at(-1) as string);
    const packagePrices: Partial<Record<PriceType, number>> = Object.fromEntries(pkg.prices);
    const days = dates.map((date): AdminCalendarDay => {
      const day = stored.get(date);
      const prices: Partial<Record<PriceType, number>> = {};
      const ownPrices: PriceType[] = [];
      for (const [type, price] of pkg.prices) {
        const own = day?.prices[type];
        prices[type] = own ?? price;
        if (own !== undefined) ownPrices.push(type);
      }
      return {
        date,
        weekday: weekdayOf(date),
        state: !day ? 'none' : day.closed ? 'closed' : 'open',
        prices,
        ownPrices,
        stock: day?.capacity ?? 0,
        sold: day?.sold ?? 0,
        left: day && !day.closed ? Math.max(day.capacity - day.sold, 0) : 0,
      };
    });
    return { gcode: pkg.gcode, currency: pkg.currency, month, packagePrices, days };
  }

  async function updateRange(staff: StaffPrincipal, gcode: string, change: AdminCalendarUpdate): Promise<number> {
    checkChange(change);
    const weekdays = change.weekdays ? new Set(change.weekdays) : undefined;
    const dates = datesBetween(change.from, change.to).filter((d) => !weekdays || weekdays.has(weekdayOf(d)));
    const changed = await deps.db.transaction().execute(async (trx) => {
      const pkg = await packageOf(trx, staff, gcode);
      for (const type of PRICE_TYPES) {
        if (change.prices?.[type] !== undefined && !pkg.prices.has(type)) {
          throw new AppError('validationFailed', `This package has no ${type} price`, `prices.${type}`);
        }
      }
      const stored = await findAllCalendarDays(trx, staff.merchantNumber, pkg.id, change.from, change.to);
      const before: StoredCalendarDay[] = [];
      const after: NextDay[] = [];
      for (const date of dates) {
        const old = stored.get(date);
        const next: NextDay = {
          date,
          prices: { ...old?.prices, ...change.prices },
          capacity: change.stock ?? old?.capacity ?? 0,
          closed: change.closed ?? old?.closed ?? false,
        };
        if (old && sameDay(old, next)) continue;
        if (old) before.push(old);
        after.push(next);
      }
      if (after.length === 0) return 0;
      await saveCalendarDays(trx, pkg.id, after);
      // Checked after the write, on the rows now locked by it, so an order that took places since
      // they were read counts too.
      const short = await findDayBelowSold(trx, pkg.id, change.from, change.to);
      if (short) {
        throw new AppError(
          'stockBelowSold',
          `On ${short.date} paid and held orders already take ${short.sold} places: stock cannot be lower`,
          'stock',
        );
      }
      await refreshFromPrice(trx, staff.merchantNumber, pkg.productId, todayIn(pkg.countryId));
      await deps.audit.record(trx, {
        merchantNumber: staff.merchantNumber,
        staffId: staff.staffId,
        action: 'calendar.update',
        objectType: 'package',
        objectId: pkg.gcode,
        before: summary(before),
        after: {
          ...summary(after),
          change: {
            from: change.from,
            to: change.to,
            weekdays: change.weekdays ?? null,
            prices: change.prices ?? null,
            stock: change.stock ?? null,
            closed: change.closed ?? null,
          },
        },
      });
      return after.length;
    });
    if (changed > 0) await deps.events.publish('merchant.changed', { merchantNumber: staff.merchantNumber });
    return changed;
  }

  /**
   * Copies a month onto another in one transaction: each day of the source put on sale (open or
   * closed) becomes the same day of the target — its own prices (a type following the package's
   * price follows it on the copy too), its stock and its closed flag. A target day whose stock
   * would fall below what paid and held orders take refuses the whole copy (409 naming the date),
   * leaving nothing written. One audit row; caches dropped on every process before the answer.
   */
  async function copyMonth(staff: StaffPrincipal, gcode: string, copy: AdminCalendarCopy): Promise<number> {
    if (copy.toMonth === copy.fromMonth) {
      throw new AppError('validationFailed', 'Copy a month onto another month', 'toMonth');
    }
    const source = monthSpan(copy.fromMonth);
    const target = monthSpan(copy.toMonth);
    const targetDays = Number(target.last.slice(8, 10));
    const changed = await deps.db.transaction().execute(async (trx) => {
      const pkg = await packageOf(trx, staff, gcode);
      const [from, stored] = await Promise.all([
        findAllCalendarDays(trx, staff.merchantNumber, pkg.id, source.first, source.last),
        findAllCalendarDays(trx, staff.merchantNumber, pkg.id, target.first, target.last),
      ]);
      const before: StoredCalendarDay[] = [];
      const after: NextDay[] = [];
      for (const day of [...from.values()].sort((a, b) => a.date.localeCompare(b.date))) {
        if (Number(day.date.slice(8, 10)) > targetDays) continue;
        const date = `${copy.toMonth}${day.date.slice(7)}`;
        const next: NextDay = { date, prices: { ...day.prices }, capacity: day.capacity, closed: day.closed };
        const old = stored.get(date);
        if (old && sameDay(old, next)) continue;
        if (old) before.push(old);
        after.push(next);
      }
      if (after.length === 0) return 0;
      await saveCalendarDays(trx, pkg.id, after);
      // As for a range: checked after the write, on the rows it locked.
      const short = await findDayBelowSold(trx, pkg.id, target.first, target.last);
      if (short) {
        throw new AppError(
          'stockBelowSold',
          `On ${short.date} paid and held orders already take ${short.sold} places: stock cannot be lower`,
          'toMonth',
        );
      }
      await refreshFromPrice(trx, staff.merchantNumber, pkg.productId, todayIn(pkg.countryId));
      await deps.audit.record(trx, {
        merchantNumber: staff.merchantNumber,
        staffId: staff.staffId,
        action: 'calendar.copy',
        objectType: 'package',
        objectId: pkg.gcode,
        before: summary(before),
        after: { ...summary(after), copy: { fromMonth: copy.fromMonth, toMonth: copy.toMonth } },
      });
      return after.length;
    });
    if (changed > 0) await deps.events.publish('merchant.changed', { merchantNumber: staff.merchantNumber });
    return changed;
  }

  return { getMonth, updateRange, copyMonth };
}

export type CalendarEditing = ReturnType<typeof createCalendarEditing>;

function checkChange(change: AdminCalendarUpdate): void {
  if (change.to < change.from) throw new AppError('validationFailed', 'The end date is before the start date', 'to');
  if (datesBetween(change.from, change.to).length > ADMIN_CALENDAR_LIMITS.maxRangeDays) {
    throw new AppError(
      'validationFailed',
      `A calendar change covers at most ${ADMIN_CALENDAR_LIMITS.maxRangeDays} days`,
      'to',
    );
  }
  const pricesGiven = change.prices !== undefined && Object.values(change.prices).some((p) => p !== undefined);
  if (!pricesGiven && change.stock === undefined && change.closed === undefined) {
    throw new AppError('validationFailed', 'Say what to change: prices, stock or closed', 'prices');
  }
}
