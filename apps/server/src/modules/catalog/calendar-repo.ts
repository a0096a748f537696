import { PRICE_TYPES, type PriceType } from '@storefront/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import { MAX_PARAMS } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import type { CalendarPatternDay, DayPrices } from './model.js';

/** The column of a day's own price of each price type (migration 0020). */
export const DAY_PRICE_COLUMNS = {
  adult: 'adult_price',
  child: 'child_price',
  senior: 'senior_price',
  unit: 'unit_price',
} as const satisfies Record<PriceType, keyof Database['package_calendar']>;

type DayPriceRow = {
  adult_price: number | null;
  child_price: number | null;
  senior_price: number | null;
  unit_price: number | null;
};

/** The day's own prices of a row (types without one left out: they sell at the package's price). */
function dayPricesOf(row: DayPriceRow): DayPrices {
  const prices: DayPrices = {};
  for (const type of PRICE_TYPES) {
    const value = row[DAY_PRICE_COLUMNS[type]];
    if (value !== null && value !== undefined) prices[type] = Number(value);
  }
  return prices;
}

const priceColumns = ['adult_price', 'child_price', 'senior_price', 'unit_price'] as const;

/** Sellable days of a package (places left, not closed) between two dates, inclusive. */
export async function findCalendarDays(
  db: Db,
  merchantNumber: string,
  packageId: number,
  from: string,
  to: string,
): Promise<{ date: string; prices: DayPrices; stock: number }[]> {
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.date', 'c.stock', ...priceColumns.map((c) => `c.${c}` as const)])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', '=', packageId)
    .where('c.date', '>=', from)
    .where('c.date', '<=', to)
    .where('c.stock', '>', 0)
    .orderBy('c.date')
    .execute();
  return rows.map((r) => ({ date: r.date, prices: dayPricesOf(r), stock: r.stock }));
}

/** The first day from `from` with places left, per package, with its own prices (one statement). */
export async function findFirstAvailableDays(
  db: Db,
  merchantNumber: string,
  packageIds: readonly number[],
  from: string,
): Promise<Map<number, { date: string; prices: DayPrices }>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('package_calendar as f')
          .innerJoin('packages as g', 'g.id', 'f.package_id')
          .select(['f.package_id', (e) => e.fn.min('f.date').as('first')])
          .where('g.merchant_number', '=', merchantNumber)
          .where('f.package_id', 'in', [...packageIds])
          .where('f.date', '>=', from)
          .where('f.stock', '>', 0)
          .groupBy('f.package_id')
          .as('m'),
      (j) => j.onRef('m.package_id', '=', 'c.package_id').onRef('m.first', '=', 'c.date'),
    )
    .select(['c.package_id', 'c.date', ...priceColumns.map((c) => `c.${c}` as const)])
    .execute();
  return new Map(rows.map((r) => [r.package_id, { date: r.date, prices: dayPricesOf(r) }]));
}

/** One statement's worth of pattern days (four bind parameters each). */
export const CALENDAR_PATTERN_MAX_DAYS = Math.floor(MAX_PARAMS / 4);

/**
 * Opens sales on the pattern's days for every package of the merchant that has no calendar yet,
 * in one statement: cruises depart one weekday a week, everything else sells daily, and a
 * deterministic sprinkling of days (about one in twenty) is sold out. A day whose season is not
 * 100 % gets its own prices, ceil(package price × season / 100), per type the package sells.
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
        sql`(cast(${d.n} as integer), ${d.date}, cast(${d.weekday} as integer), cast(${d.seasonPercent} as integer))`,
    ),
  );
  const dayPrice = (type: PriceType) =>
    sql`case when d.column4 = 100 then null else (select (pp.current_price * d.column4 + 99) / 100
      from package_prices pp where pp.package_id = g.id and pp.price_type = ${type}) end`;
  await sql`insert into package_calendar
      (package_id, date, stock, capacity, sold, closed, adult_price, child_price, senior_price, unit_price)
    select g.id, d.date, d.stock, d.stock, 0, 0,
      ${dayPrice('adult')}, ${dayPrice('child')}, ${dayPrice('senior')}, ${dayPrice('unit')}
    from (
      select g.id, d.column1, d.column2 as date, d.column4,
        case when (g.id * 13 + d.column1 * 7) % 37 = 0 or (g.id * 5 + d.column1 * d.column1) % 53 = 0 then 0
             else 6 + (g.id * 31 + d.column1 * 17) % 40 end as stock
      from (
        select g.id, p.type from packages g
        inner join products p on p.id = g.product_id
        where g.merchant_number = ${merchantNumber} and p.merchant_number = ${merchantNumber}
          and not exists (select 1 from package_calendar c where c.package_id = g.id)
      ) as g
      cross join (values ${values}) as d
      where g.type <> 'cruise' or d.column3 = g.id % 7
    ) as d
    inner join packages g on g.id = d.id`.execute(db);
}

/** Calendar days (own prices and places left) of packages on dates, keyed `packageId:date`. */
export async function findCalendarDaysOf(
  db: Db,
  merchantNumber: string,
  days: readonly { packageId: number; date: string }[],
): Promise<Map<string, { prices: DayPrices; stock: number }>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .selectFrom('package_calendar as c')
    .innerJoin('packages as g', 'g.id', 'c.package_id')
    .select(['c.package_id', 'c.date', 'c.stock', ...priceColumns.map((c) => `c.${c}` as const)])
    .where('g.merchant_number', '=', merchantNumber)
    .where('c.package_id', 'in', [...new Set(days.map((d) => d.packageId))])
    .where('c.date', 'in', [...new Set(days.map((d) => d.date))])
    .execute();
  return new Map(rows.map((r) => [`${r.package_id}:${r.date}`, { prices: dayPricesOf(r), stock: r.stock }]));
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
 * Takes `quantity` of a package's places on a date, only when that much is left (a closed day
 * has none): one conditional UPDATE, so concurrent buyers never take more than there is (SQLite
 * serialises writers; PostgreSQL locks the row and re-checks the condition). The places move
 * from `stock` (left) to `sold`. Answers whether they were taken.
 */
export async function takeCalendarStock(
  db: Db,
  merchantNumber: string,
  hold: { packageId: number; date: string; quantity: number },
): Promise<boolean> {
  const result = await db
    .updateTable('package_calendar')
    .set((eb) => ({ stock: eb('stock', '-', hold.quantity), sold: eb('sold', '+', hold.quantity) }))
    .where('package_id', '=', hold.packageId)
    .where('date', '=', hold.date)
    .where('stock', '>=', hold.quantity)
    .where('closed', '=', 0)
    .where(packageOfMerchant(merchantNumber, hold.packageId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives places back to a package's date (an expired, cancelled or refunded booking): they leave
 * `sold` and are on sale again, unless the merchant closed the day meanwhile.
 */
export async function returnCalendarStock(
  db: Db,
  merchantNumber: string,
  hold: { packageId: number; date: string; quantity: number },
): Promise<void> {
  await db
    .updateTable('package_calendar')
    .set({
      sold: sql`case when sold >= ${hold.quantity} then sold - ${hold.quantity} else 0 end`,
      stock: sql`case when closed = 1 then 0 else stock + ${hold.quantity} end`,
    })
    .where('package_id', '=', hold.packageId)
    .where('date', '=', hold.date)
    .where(packageOfMerchant(merchantNumber, hold.packageId))
    .execute();
}

/** A package of the merchant by its code, with its product and the package's prices (back office). */
export async function findMerchantPackage(
  db: Db,
  merchantNumber: string,
  gcode: string,
): Promise<
  | {
      id: number;
      gcode: string;
      productId: number;
      currency: string;
      countryId: string;
      prices: Map<PriceType, number>;
    }
  | undefined
> {
  const rows = await db
    .selectFrom('packages as g')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .leftJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select(['g.id', 'g.gcode', 'g.product_id', 'p.currency', 'p.country_id', 'pp.price_type', 'pp.current_price'])
    .where('g.merchant_number', '=', merchantNumber)
    .where('p.merchant_number', '=', merchantNumber)
    .where('g.gcode', '=', gcode)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const prices = new Map<PriceType, number>();
  for (const r of rows) {
    if (r.price_type !== null && r.current_price !== null)
      prices.set(r.price_type as PriceType, Number(r.current_price));
  }
  return {
    id: first.id,
    gcode: first.gcode,
    productId: first.product_id,
    currency: first.currency,
    countryId: first.country_id,
    prices,
  };
}

/** A stored day as the back office sees and writes it. */
export type StoredCalendarDay = {
  date: string;
  /** The day's own prices (types missing follow the package's price). */
  prices: DayPrices;
  capacity: number;
  sold: number;
  closed: boolean;
};

/** Every stored day of a package between two dates (sold out and closed ones too), keyed by date. */
export async function findAllCalendarDays(
  db: Db,
  merchantNumber: string,
  packageId: number,
  from: string,
  to: string,
): Promise<Map<string, StoredCalendarDay>> {
  const rows = await db
    .selectFrom('package_calendar')
    .select(['date', 'capacity', 'sold', 'closed', ...priceColumns])
    .where('package_id', '=', packageId)
    .where(packageOfMerchant(merchantNumber, packageId))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(
    rows.map((r) => [
      r.date,
      { date: r.date, prices: dayPricesOf(r), capacity: r.capacity, sold: r.sold, closed: r.closed === 1 },
    ]),
  );
}

/**
 * Writes days of a package (insert or replace) from their capacity, own prices and closed flag,
 * a statement per chunk; the caller checked the merchant. `sold` is never written here: a new
 * day has sold nothing, and an existing day keeps its count, read again by the UPDATE (whatever
 * a concurrent booking did), so `stock` (left) is capacity − sold, or 0 when closed.
 */
export async function saveCalendarDays(
  db: Db,
  packageId: number,
  days: readonly Omit<StoredCalendarDay, 'sold'>[],
): Promise<void> {
  const chunk = Math.floor(MAX_PARAMS / 10);
  for (let i = 0; i < days.length; i += chunk) {
    await db
      .insertInto('package_calendar')
      .values(
        days.slice(i, i + chunk).map((d) => ({
          package_id: packageId,
          date: d.date,
          capacity: d.capacity,
          sold: 0,
          stock: d.closed ? 0 : d.capacity,
          closed: d.closed ? 1 : 0,
          adult_price: d.prices.adult ?? null,
          child_price: d.prices.child ?? null,
          senior_price: d.prices.senior ?? null,
          unit_price: d.prices.unit ?? null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['package_id', 'date']).doUpdateSet((eb) => ({
          capacity: eb.ref('excluded.capacity'),
          closed: eb.ref('excluded.closed'),
          stock: sql<number>`case when ${eb.ref('excluded.closed')} = 1 then 0
            else ${eb.ref('excluded.capacity')} - package_calendar.sold end`,
          adult_price: eb.ref('excluded.adult_price'),
          child_price: eb.ref('excluded.child_price'),
          senior_price: eb.ref('excluded.senior_price'),
          unit_price: eb.ref('excluded.unit_price'),
        })),
      )
      .execute();
  }
}

/** The first day of a package between two dates whose orders take more places than it has (a refused change). */
export async function findDayBelowSold(
  db: Db,
  packageId: number,
  from: string,
  to: string,
): Promise<{ date: string; sold: number } | undefined> {
  return db
    .selectFrom('package_calendar')
    .select(['date', 'sold'])
    .where('package_id', '=', packageId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .whereRef('capacity', '<', 'sold')
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
}
