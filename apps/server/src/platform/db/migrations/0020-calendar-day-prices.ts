import { sql, type Kysely } from 'kysely';

const PRICE_COLUMNS = {
  adult: 'adult_price',
  child: 'child_price',
  senior: 'senior_price',
  unit: 'unit_price',
} as const;

/** Order statuses whose calendar places went back to the day (every other status holds them). */
const RELEASED = ['cancelled', 'expired', 'refunded'];

/**
 * The availability calendar as DESIGN §4 edits it (issue 14): a day's own price per price type
 * instead of one factor over the package's prices, and its stock as the merchant sets it.
 *
 * - `adult_price` … `unit_price`: the day's price of that type in minor units of the product's
 *   currency; null = the package's price (package_prices.current_price). Every existing day keeps
 *   exactly the price it sold at: shoppers saw ceil(price × factor / 100) in the product's
 *   currency, which is what a day with a factor other than 100 now stores.
 * - `capacity`: places on sale that day in total; `sold`: places taken by orders still holding
 *   them (paid, or unpaid and not yet expired); `stock` keeps its meaning, places left to book
 *   (capacity − sold, 0 when closed), so every reader that asks "stock > 0" stays right.
 * - `closed`: 1 when the merchant closed the day (not bookable, its capacity kept for reopening).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of Object.values(PRICE_COLUMNS)) {
    await db.schema.alterTable('package_calendar').addColumn(column, 'integer').execute();
  }
  await db.schema
    .alterTable('package_calendar')
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('package_calendar')
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('package_calendar')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  for (const [type, column] of Object.entries(PRICE_COLUMNS)) {
    await sql`update package_calendar set ${sql.ref(column)} = (
        select (pp.current_price * package_calendar.price_factor + 99) / 100 from package_prices pp
        where pp.package_id = package_calendar.package_id and pp.price_type = ${type})
      where price_factor <> 100`.execute(db);
  }

  // What live orders hold, per package and date (quantities are JSON, so summed here).
  const items = await sql<{ package_id: number; travel_date: string; quantities: string }>`
    select i.package_id, i.travel_date, i.quantities from order_items i
    inner join orders o on o.id = i.order_id
    where i.package_id is not null and i.kind <> 'hotel'
      and o.status not in (${sql.join(RELEASED)})`.execute(db);
  const held = new Map<string, { packageId: number; date: string; quantity: number }>();
  for (const item of items.rows) {
    const quantities = JSON.parse(item.quantities) as Record<string, number>;
    const quantity = Object.values(quantities).reduce((a, b) => a + b, 0);
    const key = `${item.package_id}:${item.travel_date}`;
    const entry = held.get(key) ?? { packageId: Number(item.package_id), date: item.travel_date, quantity: 0 };
    entry.quantity += quantity;
    held.set(key, entry);
  }
  for (const h of held.values()) {
    await sql`update package_calendar set sold = ${h.quantity}
      where package_id = ${h.packageId} and date = ${h.date}`.execute(db);
  }
  await sql`update package_calendar set capacity = stock + sold`.execute(db);
  await db.schema.alterTable('package_calendar').dropColumn('price_factor').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('package_calendar')
    .addColumn('price_factor', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
  await sql`update package_calendar set stock = 0 where closed = 1`.execute(db);
  for (const column of [...Object.values(PRICE_COLUMNS), 'capacity', 'sold', 'closed']) {
    await db.schema.alterTable('package_calendar').dropColumn(column).execute();
  }
}
