import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type Db, readRows } from '../../platform/db/kysely.js';
import { idIn } from '../../platform/db/dialect.js';
import { refreshStayNightRows, refreshStayTermRows } from '../../platform/db/migrations/0028-hotel-stay-summary.js';
import type { ChildBand } from './model.js';
import { chargesByAge } from './stay-pricing.js';

/**
 * The search summaries (migration 0028): `hotel_stay_nights`, per hotel and night every room
 * type's rooms free and every plan's price as `id:value` lists, and `hotel_stay_terms`, per hotel
 * its room types and plans as JSON. Every writer of `hotel_room_nights.allotment`,
 * `hotel_rate_nights.price`, room types or plans refreshes them in its own transaction.
 */

/** Whose nights to refresh: hotels by id, or the hotel of a room type. */
export type StayNightsOwner = { hotelIds: readonly number[] } | { roomTypeId: number };

const asUnknown = (db: Db) => db as unknown as Kysely<unknown>;

/**
 * Rebuilds the summary of the owner's nights on `dates` (every night when left out). On
 * PostgreSQL the summary rows are locked first, so a concurrent writer of the same hotel's nights
 * (another room type booked) has committed before the nights are read: its change is never
 * overwritten by an older copy.
 */
export async function refreshStayNights(db: Db, owner: StayNightsOwner, dates?: readonly string[]): Promise<void> {
  if ('hotelIds' in owner && owner.hotelIds.length === 0) return;
  if (dates && dates.length === 0) return;
  const hotels =
    'hotelIds' in owner
      ? sql`hotel_id in (${sql.join(owner.hotelIds.map((id) => sql`${id}`))})`
      : sql`hotel_id = (select rt.hotel_id from hotel_room_types rt where rt.id = ${owner.roomTypeId})`;
  const onDates = dates ? sql`and date in (${sql.join(dates.map((d) => sql`${d}`))})` : sql``;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select 1 from hotel_stay_nights where ${hotels} ${onDates} order by hotel_id, date for update`.execute(
      db,
    );
  }
  await refreshStayNightRows(asUnknown(db), hotels, onDates);
}

/** Rebuilds the hotels' room types and plans as search reads them (after any of them is added or changed). */
export async function refreshStayTerms(db: Db, hotelIds: readonly number[]): Promise<void> {
  if (hotelIds.length === 0) return;
  await refreshStayTermRows(asUnknown(db), sql`h.id in (${sql.join(hotelIds.map((id) => sql`${id}`))})`);
}

export type StayTerms = {
  types: { roomTypeId: number; maxAdults: number; maxChildren: number }[];
  /** The ids of `types` and of `plans`, by position (a hotel has a handful of each: a scan finds one). */
  typeIds: Int32Array;
  planIds: Int32Array;
  /** By id, as the search's cheapest pick breaks ties. */
  plans: {
    ratePlanId: number;
    roomTypeId: number;
    breakfastIncluded: boolean;
    freeCancelDays: number | null;
    childAgeBands: ChildBand[];
    /** A child's price per night at each age (the bands looked up once, not per search). */
    chargeAtAge: Float64Array;
  }[];
};

type StoredTerms = {
  types: [number, number, number][];
  plans: [number, number, number, number | null, ChildBand[]][];
};

/**
 * Parsed terms by hotel, with the version they were read at: a hotel's terms change seldom, and a
 * search reads hundreds, so a search reads only their versions and the text of those that moved.
 */
const parsedTerms = new Map<number, { version: number; terms: StayTerms }>();
const MAX_PARSED_TERMS = 50_000;

/**
 * Terms being read, by hotel, with the version asked: searches that need the same version
 * meanwhile wait for that read (a place's first searches after a start or a change of its rates
 * read and parsed the same few hundred hotels' terms once each).
 */
const termsUnderWay = new Map<number, { version: number; terms: Promise<StayTerms | undefined> }>();

/** The current terms of these hotels (their versions as the search read them), by hotel id. */
export async function findStayTerms(
  db: Db,
  hotels: readonly { hotelId: number; termsVersion: number | null }[],
): Promise<Map<number, StayTerms>> {
  const found = new Map<number, StayTerms>();
  const stale: { hotelId: number; version: number }[] = [];
  const waits: Promise<void>[] = [];
  for (const { hotelId, termsVersion } of hotels) {
    if (termsVersion === null) continue;
    const parsed = parsedTerms.get(hotelId);
    if (parsed && parsed.version === termsVersion) {
      found.set(hotelId, parsed.terms);
      continue;
    }
    const underWay = termsUnderWay.get(hotelId);
    if (underWay?.version === termsVersion) {
      waits.push(underWay.terms.then((terms) => void (terms && found.set(hotelId, terms))));
    } else stale.push({ hotelId, version: termsVersion });
  }
  if (stale.length > 0) waits.push(readStayTerms(db, stale, found));
  await Promise.all(waits);
  return found;
}

/** Reads and parses the terms of `stale` hotels into `found` and the parsed terms, shared while under way. */
async function readStayTerms(
  db: Db,
  stale: readonly { hotelId: number; version: number }[],
  found: Map<number, StayTerms>,
): Promise<void> {
  const read = db
    .selectFrom('hotel_stay_terms')
    .select(['hotel_id', 'terms', 'version'])
    .where(
      'hotel_id',
      'in',
      stale.map((h) => h.hotelId),
    )
    .execute()
    .then((rows) => {
      if (parsedTerms.size + rows.length > MAX_PARSED_TERMS) parsedTerms.clear();
      const terms = new Map<number, StayTerms>();
      for (const row of rows) {
        const parsed = parseStayTerms(row.terms);
        parsedTerms.set(row.hotel_id, { version: row.version, terms: parsed });
        terms.set(row.hotel_id, parsed);
      }
      return terms;
    });
  const entries = stale.map(({ hotelId, version }) => {
    const entry = { version, terms: read.then((terms) => terms.get(hotelId)) };
    // Its waiters see a failed read through their own chain; the entry itself may have none.
    entry.terms.catch(() => undefined);
    termsUnderWay.set(hotelId, entry);
    return entry;
  });
  try {
    for (const [hotelId, terms] of await read) found.set(hotelId, terms);
  } finally {
    stale.forEach(({ hotelId }, i) => {
      if (termsUnderWay.get(hotelId) === entries[i]) termsUnderWay.delete(hotelId);
    });
  }
}

function parseStayTerms(text: string): StayTerms {
  const stored = JSON.parse(text) as StoredTerms;
  const types = stored.types.map(([roomTypeId, maxAdults, maxChildren]) => ({ roomTypeId, maxAdults, maxChildren }));
  const plans = stored.plans
    .map(([ratePlanId, roomTypeId, breakfast, freeCancelDays, childAgeBands]) => ({
      ratePlanId,
      roomTypeId,
      breakfastIncluded: breakfast === 1,
      freeCancelDays,
      childAgeBands,
      chargeAtAge: chargesByAge(childAgeBands),
    }))
    .sort((a, b) => a.ratePlanId - b.ratePlanId);
  return {
    types,
    plans,
    typeIds: Int32Array.from(types, (t) => t.roomTypeId),
    planIds: Int32Array.from(plans, (p) => p.ratePlanId),
  };
}

/**
 * A hotel's nights of one span (`length` nights from a first date) as the database joins them:
 * `date rooms prices` a night, `;` between nights, in date order. `at` says where night i's lists
 * lie in `text`: its rooms `[at[4i], at[4i+1])`, its prices `[at[4i+2], at[4i+3])`; at[4i] is −1
 * where the summary has no row. Folded where they lie, so no night becomes a string of its own.
 */
export type NightsSpan = { text: string; at: Int32Array };

/** A hotel's nights of a stay: `nights` nights from night `first` of its spans laid end to end. */
export type StayNights = { spans: readonly NightsSpan[]; first: number; nights: number };

const SEMICOLON = 59;
const SPACE = 32;

/**
 * The summary's nights of these hotels on `dates` (consecutive, in order), by hotel: each hotel's
 * nights joined by the database into one text, one key range of the primary key per hotel, read
 * from the key alone (it includes both lists). A hotel without a row on any of the dates is left out.
 */
export async function findNightsSpans(
  db: Db,
  hotelIds: readonly number[],
  dates: readonly string[],
): Promise<Map<number, NightsSpan>> {
  if (hotelIds.length === 0 || dates.length === 0) return new Map();
  const rows = await readRows(
    db,
    db
      .selectFrom('hotel_stay_nights')
      .select([
        'hotel_id',
        sql<string>`string_agg(date || ' ' || rooms || ' ' || prices, ';' order by date)`.as('nights'),
      ])
      .where(idIn(db, 'hotel_id', hotelIds))
      .where('date', '>=', dates[0]!)
      .where('date', '<=', dates[dates.length - 1]!)
      .groupBy('hotel_id'),
  );
  return new Map(rows.map((row) => [row.hotel_id, { text: row.nights, at: nightsAt(row.nights, dates) }]));
}

/** Where each of `dates` lies in a span's text (see NightsSpan): one pass, nothing allocated but the positions. */
function nightsAt(text: string, dates: readonly string[]): Int32Array {
  const at = new Int32Array(4 * dates.length).fill(-1);
  let night = 0;
  let i = 0;
  while (i < text.length && night < dates.length) {
    while (night < dates.length && !text.startsWith(dates[night]!, i)) night++;
    if (night === dates.length) break;
    let end = i + dates[night]!.length + 1;
    at[4 * night] = end;
    while (text.charCodeAt(end) !== SPACE) end++;
    at[4 * night + 1] = end;
    at[4 * night + 2] = ++end;
    while (end < text.length && text.charCodeAt(end) !== SEMICOLON) end++;
    at[4 * night + 3] = end;
    i = end + 1;
    night++;
  }
  return at;
}

/**
 * A fold of a list's nights, by position in the hotel's terms: on how many nights each room type
 * or plan was listed, and its fewest rooms free or its summed price. Reused hotel after hotel
 * (a search folds hundreds, synchronously), so a fold allocates nothing.
 */
export type NightFold = { nights: Float64Array; values: Float64Array };
export const nightFold = (): NightFold => ({ nights: new Float64Array(32), values: new Float64Array(32) });

const COMMA = 44;
const COLON = 58;
const MINUS = 45;

/**
 * Folds a stay's nights' rooms (or `prices`) lists (`id:value,id:value…`, one a night) into
 * `fold` at each id's position in `ids` (ids the terms do not know are skipped): the lowest value
 * (`min`) or the sum.
 */
export function foldNights(stay: StayNights, prices: boolean, ids: Int32Array, fold: NightFold, min: boolean) {
  const size = ids.length;
  if (fold.nights.length < size) {
    fold.nights = new Float64Array(2 * size);
    fold.values = new Float64Array(2 * size);
  }
  for (let p = 0; p < size; p++) {
    fold.nights[p] = 0;
    fold.values[p] = 0;
  }
  const list = prices ? 2 : 0;
  let s = 0;
  let night = stay.first;
  for (let n = 0; n < stay.nights; n++, night++) {
    let span = stay.spans[s]!;
    while (night >= span.at.length / 4) {
      night -= span.at.length / 4;
      span = stay.spans[++s]!;
    }
    foldList(span.text, span.at[4 * night + list]!, span.at[4 * night + list + 1]!, ids, fold, min);
  }
}

function foldList(list: string, from: number, end: number, ids: Int32Array, fold: NightFold, min: boolean) {
  // The summary writes a night's ids in the terms' order, so the next id is most often at the next position.
  let p = -1;
  let i = from;
  while (i < end) {
    let id = 0;
    let c = list.charCodeAt(i);
    while (c !== COLON) {
      id = id * 10 + (c - 48);
      c = list.charCodeAt(++i);
    }
    c = list.charCodeAt(++i);
    let sign = 1;
    if (c === MINUS) {
      sign = -1;
      c = list.charCodeAt(++i);
    }
    let value = 0;
    while (i < end && c !== COMMA) {
      value = value * 10 + (c - 48);
      c = list.charCodeAt(++i);
    }
    i++;
    value *= sign;
    p = positionOf(ids, id, p + 1);
    if (p < 0) continue;
    const seen = fold.nights[p]!;
    fold.values[p] = seen === 0 ? value : min ? Math.min(fold.values[p]!, value) : fold.values[p]! + value;
    fold.nights[p] = seen + 1;
  }
}

/** The position of `id` in `ids`, looked for from `from` on and then from the start; −1 if absent. */
function positionOf(ids: Int32Array, id: number, from: number): number {
  for (let p = from; p < ids.length; p++) if (ids[p] === id) return p;
  for (let p = 0; p < from && p < ids.length; p++) if (ids[p] === id) return p;
  return -1;
}
