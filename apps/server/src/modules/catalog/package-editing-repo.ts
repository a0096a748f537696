import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

// SQL of the back office's package editing (issue 14); the merchant is in every WHERE.

export type EditablePackageRow = {
  id: number;
  product_id: number;
  gcode: string;
  sort: number;
  title_en_au: string;
  title_zh_cn: string;
  title_zh_tw: string;
  title_ko_kr: string;
  on_sale: number;
  product_code: string;
  currency: string;
  country_id: string;
};
export type EditablePriceRow = {
  package_id: number;
  price_type: string;
  original_price: number;
  current_price: number;
  min_age: number | null;
  max_age: number | null;
};
export type PackageTitleColumns = Pick<
  EditablePackageRow,
  'title_en_au' | 'title_zh_cn' | 'title_zh_tw' | 'title_ko_kr'
>;

function packagesOf(db: Db, merchantNumber: string) {
  return db
    .selectFrom('packages as g')
    .innerJoin('products as p', 'p.id', 'g.product_id')
    .select([
      'g.id',
      'g.product_id',
      'g.gcode',
      'g.sort',
      'g.title_en_au',
      'g.title_zh_cn',
      'g.title_zh_tw',
      'g.title_ko_kr',
      'g.on_sale',
      'p.code as product_code',
      'p.currency',
      'p.country_id',
    ])
    .where('g.merchant_number', '=', merchantNumber)
    .where('p.merchant_number', '=', merchantNumber);
}

/** The merchant's package by code, with its product's code and currency. */
export async function findEditablePackage(db: Db, merchantNumber: string, gcode: string) {
  return packagesOf(db, merchantNumber).where('g.gcode', '=', gcode).executeTakeFirst() as Promise<
    EditablePackageRow | undefined
  >;
}

/** Every package of a product, on sale or not, in display order. */
export async function findEditablePackages(db: Db, merchantNumber: string, productId: number) {
  return packagesOf(db, merchantNumber)
    .where('g.product_id', '=', productId)
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute() as Promise<EditablePackageRow[]>;
}

export async function findEditablePrices(db: Db, packageIds: readonly number[]): Promise<EditablePriceRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .selectFrom('package_prices')
    .select(['package_id', 'price_type', 'original_price', 'current_price', 'min_age', 'max_age'])
    .where('package_id', 'in', [...packageIds])
    .execute();
}

/** Codes of the packages given that an order points at (the desk's manifest index serves it). */
export async function findOrderedPackages(db: Db, gcodes: readonly string[]): Promise<Set<string>> {
  if (gcodes.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_items')
    .select('gcode')
    .distinct()
    .where('gcode', 'in', [...gcodes])
    .execute();
  return new Set(rows.map((r) => r.gcode));
}

export async function countPackages(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('packages')
    .select(sql<number>`count(*)`.as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function nextPackageSort(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('packages')
    .select(sql<number | null>`max(sort)`.as('m'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
}

export async function isPackageCodeTaken(db: Db, gcode: string): Promise<boolean> {
  return (await db.selectFrom('packages').select('id').where('gcode', '=', gcode).executeTakeFirst()) !== undefined;
}

export async function insertEditablePackage(
  db: Db,
  row: PackageTitleColumns & {
    product_id: number;
    merchant_number: string;
    gcode: string;
    sort: number;
    on_sale: number;
  },
): Promise<number> {
  const inserted = await db.insertInto('packages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateEditablePackage(
  db: Db,
  merchantNumber: string,
  id: number,
  changes: Partial<PackageTitleColumns & { sort: number; on_sale: number }>,
) {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('packages')
    .set(changes)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .execute();
}

/** Replaces a package's price types (the package is the caller's, already checked). */
export async function replaceEditablePrices(
  db: Db,
  packageId: number,
  prices: readonly Omit<EditablePriceRow, 'package_id'>[],
) {
  await db.deleteFrom('package_prices').where('package_id', '=', packageId).execute();
  if (prices.length === 0) return;
  await db
    .insertInto('package_prices')
    .values(prices.map((p) => ({ package_id: packageId, ...p })))
    .execute();
}

type FromPrice = { price: number; original: number };

/**
 * The "from" price of each product asked (all the merchant's when `productIds` is null) by the
 * calendar's rule: the cheapest adult or unit price over open days with places left from `today`
 * (the day's own price, else the package's), else over the base prices; the original beside it
 * never below it. Packages off sale are left out; a product with none on sale is not in the map.
 * One statement, grouped by each package price's distinct day price, so a year of days reads as a
 * handful of rows.
 */
async function fromPricesOf(
  db: Db,
  merchantNumber: string,
  productIds: readonly number[] | null,
  today: string,
): Promise<Map<number, FromPrice>> {
  const own = sql<number | null>`case when pp.price_type = 'adult' then c.adult_price else c.unit_price end`;
  const rows = await db
    .selectFrom('packages as g')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .leftJoin('package_calendar as c', (j) =>
      j.onRef('c.package_id', '=', 'g.id').on('c.date', '>=', today).on('c.stock', '>', 0).on('c.closed', '=', 0),
    )
    .select([
      'g.product_id',
      'pp.current_price',
      'pp.original_price',
      own.as('own'),
      (eb) => eb.fn.count('c.date').as('days'),
    ])
    .where('g.merchant_number', '=', merchantNumber)
    .where('g.on_sale', '=', 1)
    .where('pp.price_type', 'in', ['adult', 'unit'])
    .$if(productIds !== null, (q) => q.where('g.product_id', 'in', [...(productIds as number[])]))
    .groupBy(['g.product_id', 'pp.package_id', 'pp.price_type', 'pp.current_price', 'pp.original_price', own])
    .execute();
  const best = new Map<number, FromPrice>();
  const bestBase = new Map<number, FromPrice>();
  for (const r of rows) {
    const base = Number(r.current_price);
    const price = r.own === null ? base : Number(r.own);
    const onSale = best.get(r.product_id);
    if (Number(r.days) > 0 && (!onSale || price < onSale.price)) {
      best.set(r.product_id, { price, original: Math.max(Number(r.original_price), price) });
    }
    const fallback = bestBase.get(r.product_id);
    if (!fallback || base < fallback.price) {
      bestBase.set(r.product_id, { price: base, original: Math.max(Number(r.original_price), base) });
    }
  }
  for (const [id, price] of bestBase) if (!best.has(id)) best.set(id, price);
  return best;
}

/**
 * Keeps the product's "from" price (the listing's sort and filter column) in step with its
 * packages on sale (`fromPricesOf`'s rule); a product with none on sale lists from 0 as a new one
 * does.
 */
export async function refreshFromPrice(db: Db, merchantNumber: string, productId: number, today: string) {
  const from = (await fromPricesOf(db, merchantNumber, [productId], today)).get(productId) ?? { price: 0, original: 0 };
  await db
    .updateTable('products')
    .set({ from_price: from.price, from_original_price: from.original })
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', productId)
    .execute();
}

/**
 * The same for every product of the merchant at once (the seed and bulk writes, after their
 * calendars are open): one read, then one UPDATE per chunk of products whose price moved.
 */
export async function refreshAllFromPrices(db: Db, merchantNumber: string, today: string): Promise<number> {
  const [prices, products] = await Promise.all([
    fromPricesOf(db, merchantNumber, null, today),
    db
      .selectFrom('products')
      .select(['id', 'from_price', 'from_original_price'])
      .where('merchant_number', '=', merchantNumber)
      .execute(),
  ]);
  const moved = products.flatMap((p) => {
    const from = prices.get(p.id) ?? { price: 0, original: 0 };
    return Number(p.from_price) === from.price && Number(p.from_original_price) === from.original
      ? []
      : [{ id: p.id, ...from }];
  });
  for (let i = 0; i < moved.length; i += 500) {
    const chunk = moved.slice(i, i + 500);
    const caseOf = (pick: (m: (typeof chunk)[number]) => number) =>
      sql<number>`case ${sql.join(
        chunk.map((m) => sql`when id = ${m.id} then cast(${pick(m)} as integer)`),
        sql` `,
      )} end`;
    await db
      .updateTable('products')
      .set({ from_price: caseOf((m) => m.price), from_original_price: caseOf((m) => m.original) })
      .where('merchant_number', '=', merchantNumber)
      .where(
        'id',
        'in',
        chunk.map((m) => m.id),
      )
      .execute();
  }
  return moved.length;
}
