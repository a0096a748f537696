import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import { MAX_PARAMS } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import type { CalendarPatternDay } from './model.js';

/** Sellable days of a package (stock left) between two dates, inclusive. */
export async function findCalendarDays(
  db: Db,
  merchantNumber: string,
  packageId: number,
  from: string,
  to: string,
): Promise<{ date: string; priceFactor: number; stock: number }[]> {
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.date', 'c.price_factor', 'c.stock'])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', '=', packageId)
    .where('c.date', '>=', from)
    .where('c.date', '<=', to)
    .where('c.stock', '>', 0)
    .orderBy('c.date')
    .execute();
  return rows.map((r) => ({ date: r.date, priceFactor: r.price_factor, stock: r.stock }));
}

/** The first date from `from` with stock, per package. */
export async function findFirstAvailableDates(
  db: Db,
  merchantNumber: string,
  packageIds: readonly number[],
  from: string,
): Promise<Map<number, string>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.package_id', (eb) => eb.fn.min('c.date').as('first')])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', 'in', [...packageIds])
    .where('c.date', '>=', from)
    .where('c.stock', '>', 0)
    .groupBy('c.package_id')
    .execute();
  return new Map(rows.map((r) => [r.package_id, String(r.first)]));
}

/** One statement's worth of pattern days (four bind parameters each). */
export const CALENDAR_PATTERN_MAX_DAYS = Math.floor(MAX_PARAMS / 4);

/**
 * Opens sales on the pattern's days for every package of the merchant that has no calendar yet,
 * in one statement: cruises depart one weekday a week, everything else sells daily, and a
 * deterministic sprinkling of days (about one in twenty) is sold out.
 */
export async function fillPackageCalendars(
  db: Db,
  merchantNumber: string,
  days: readonly CalendarPatternDay[],
): Promise<void> {
  if (days.length === 0) return;
  if (days.length > CALENDAR_PATTERN_MAX_DAYS) {
    throw new Error(`A calendar pattern has at most ${CALENDAR_PATTERN_MAX_DAYS} days`);
  }
  const values = sql.join(
    days.map(
      (d) =>
        sql`(cast(${d.n} as integer), ${d.date}, cast(${d.weekday} as integer), cast(${d.priceFactor} as integer))`,
    ),
  );
  await sql`insert into package_calendar (package_id, date, price_factor, stock)
    select g.id, d.column2, d.column4,
      case when (g.id * 13 + d.column1 * 7) % 37 = 0 or (g.id * 5 + d.column1 * d.column1) % 53 = 0 then 0
           else 6 + (g.id * 31 + d.column1 * 17) % 40 end
    from (
      select g.id, p.type from packages g
      inner join products p on p.id = g.product_id
      where g.merchant_number = ${merchantNumber} and p.merchant_number = ${merchantNumber}
        and not exists (select 1 from package_calendar c where c.package_id = g.id)
    ) as g
    cross join (values ${values}) as d
    where g.type <> 'cruise' or d.column3 = g.id % 7`.execute(db);
}

/** Calendar days (price factor and stock left) of packages on dates, keyed `packageId:date`. */
export async function findCalendarDaysOf(
  db: Db,
  merchantNumber: string,
  days: readonly { packageId: number; date: string }[],
): Promise<Map<string, { priceFactor: number; stock: number }>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.package_id', 'c.date', 'c.price_factor', 'c.stock'])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', 'in', [...new Set(days.map((d) => d.packageId))])
    .where('c.date', 'in', [...new Set(days.map((d) => d.date))])
    .execute();
  return new Map(rows.map((r) => [`${r.package_id}:${r.date}`, { priceFactor: r.price_factor, stock: r.stock }]));
}

/** A calendar row's package belongs to the merchant (a foreign merchant's package is never touched). */
function packageOfMerchant(merchantNumber: string, packageId: number) {
  return (eb: ExpressionBuilder<Database, 'package_calendar'>) =>
    eb.exists(
      eb
        .selectFrom('packages as g')
        .select('g.id')
        .where('g.id', '=', packageId)
        .where('g.merchant_number', '=', merchantNumber),
    );
}

/**
 * Takes `quantity` from a package's stock on a date, only when that much is left: one
 * conditional UPDATE, so concurrent buyers never take more than there is (SQLite serialises
 * writers; PostgreSQL locks the row and re-checks the condition). Answers whether it was taken.
 */
export async function takeCalendarStock(
  db: Db,
  merchantNumber: string,
  hold: { packageId: number; date: string; quantity: number },
): Promise<boolean> {
  const result = await db
    .updateTable('package_calendar')
    .set((eb) => ({ stock: eb('stock', '-', hold.quantity) }))
    .where('package_id', '=', hold.packageId)
    .where('date', '=', hold.date)
    .where('stock', '>=', hold.quantity)
    .where(packageOfMerchant(merchantNumber, hold.packageId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives stock back to a package's date (an expired, cancelled or refunded booking). */
export async function returnCalendarStock(
  db: Db,
  merchantNumber: string,
  hold: { packageId: number; date: string; quantity: number },
): Promise<void> {
  await db
    .updateTable('package_calendar')
    .set((eb) => ({ stock: eb('stock', '+', hold.quantity) }))
    .where('package_id', '=', hold.packageId)
    .where('date', '=', hold.date)
    .where(packageOfMerchant(merchantNumber, hold.packageId))
    .execute();
}
