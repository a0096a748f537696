import { addDays } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, observeQueries } from '../../platform/db/kysely.js';
import { testEngine } from '../../test/harness.js';
import { D, HORIZON, SOLD_OUT, createHotelTestApp, type HotelIds } from '../../test/hotels.js';
import { createKeptStayNights } from './kept-stay-nights.js';
import { findStayTerms, type StayNights } from './stay-summary-repo.js';

let fixtureDb: Db;
let ids: HotelIds;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ fixtureDb, ids, close } = await createHotelTestApp());
});
afterAll(() => close());

const MERCHANT = '456817';
const hotelIds = () => [ids.alpha, ids.bravo, ids.charlie, ids.delta];

/** A stay's lists night by night, as its spans' texts hold them. */
function listsOf(stay: StayNights | undefined) {
  if (!stay) return undefined;
  const rooms: string[] = [];
  const prices: string[] = [];
  const spans = stay.spans.flatMap((span) =>
    Array.from({ length: span.at.length / 4 }, (_, n) => ({ text: span.text, at: span.at.subarray(4 * n, 4 * n + 4) })),
  );
  for (const { text, at } of spans.slice(stay.first, stay.first + stay.nights)) {
    expect(at[0]).not.toBe(-1);
    rooms.push(text.slice(at[0], at[1]));
    prices.push(text.slice(at[2], at[3]));
  }
  return { rooms, prices };
}
const listsByHotel = (nights: Map<number, StayNights>) =>
  new Map([...nights].map(([hotelId, stay]) => [hotelId, listsOf(stay)]));

/** The statements reading the summary's nights (or another `table`) while `work` runs. */
async function nightReads(work: () => Promise<unknown>, table = 'hotel_stay_nights'): Promise<number> {
  let reads = 0;
  const stop = observeQueries((text) => {
    if (text.includes(`"${table}"`)) reads++;
  });
  try {
    await work();
  } finally {
    stop();
  }
  return reads;
}

describe(`a search's nights kept in blocks on ${testEngine}`, () => {
  it('finds the same nights kept as read for the stay alone, across blocks, a sold-out night and the horizon', async () => {
    const kept = createKeptStayNights({ db: fixtureDb, keptMs: 60_000 });
    const unkept = createKeptStayNights({ db: fixtureDb, keptMs: 0 });
    const { last } = await fixtureDb
      .selectFrom('hotel_stay_nights')
      .select((eb) => eb.fn.max('date').as('last'))
      .where('hotel_id', 'in', hotelIds())
      .executeTakeFirstOrThrow();
    expect(last >= HORIZON).toBe(true);
    const checkIns = [
      ...Array.from({ length: 40 }, (_, i) => addDays(D, i - 5)),
      ...[-3, -2, -1, 0].map((d) => addDays(last, d)),
    ];
    let compared = 0;
    for (const checkIn of checkIns) {
      for (const nights of [1, 2, 3, 7, 17]) {
        const stay = { checkIn, nights };
        const expected = listsByHotel(await unkept.nightsOf(MERCHANT, hotelIds(), stay));
        expect(listsByHotel(await kept.nightsOf(MERCHANT, hotelIds(), stay)), `${checkIn} × ${nights}`).toEqual(
          expected,
        );
        compared += expected.size;
      }
    }
    // Stays that reach past the summary's last night find no hotel: none has a row for those nights.
    expect((await unkept.nightsOf(MERCHANT, hotelIds(), { checkIn: addDays(last, -1), nights: 3 })).size).toBe(0);
    expect((await unkept.nightsOf(MERCHANT, hotelIds(), { checkIn: addDays(last, -1), nights: 2 })).size).toBe(4);
    // Every hotel has its nights on a plain stay, and the sold-out night is a night like the others
    // (zero rooms free, which the search's fold turns away).
    const plain = await unkept.nightsOf(MERCHANT, hotelIds(), { checkIn: addDays(SOLD_OUT, -1), nights: 3 });
    expect([...plain.keys()].sort()).toEqual(hotelIds().sort());
    expect(listsOf(plain.get(ids.bravo))?.rooms).toHaveLength(3);
    expect(listsOf(plain.get(ids.bravo))?.rooms[1]).toMatch(/^\d+:0,\d+:0$/);
    expect(listsOf(plain.get(ids.bravo))?.prices[1]).toMatch(/^\d+:\d+,\d+:\d+$/);
    expect(compared).toBeGreaterThan(500);
  });

  it('reads a block once for every stay that falls in it, and only the blocks it lacks', async () => {
    const kept = createKeptStayNights({ db: fixtureDb, keptMs: 60_000 });
    // The first night of a 16-night block (blocks are counted from 1970-01-01).
    const day = Math.round(Date.parse(D) / 86_400_000);
    const blockStart = addDays(D, 16 - (day % 16) + 16);
    expect(await nightReads(() => kept.nightsOf(MERCHANT, hotelIds(), { checkIn: blockStart, nights: 2 }))).toBe(1);
    expect(
      await nightReads(async () => {
        for (let d = 0; d < 15; d++)
          await kept.nightsOf(MERCHANT, hotelIds(), { checkIn: addDays(blockStart, d), nights: 1 });
        await kept.nightsOf(MERCHANT, [ids.alpha], { checkIn: addDays(blockStart, 3), nights: 5 });
      }),
    ).toBe(0);
    // Into the next block: that block only, once, for ten searches at the same time.
    expect(
      await nightReads(() =>
        Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            kept.nightsOf(MERCHANT, hotelIds(), { checkIn: addDays(blockStart, 14 - (i % 3)), nights: 4 }),
          ),
        ),
      ),
    ).toBe(1);
    // Not keeping reads every stay's own nights.
    const unkept = createKeptStayNights({ db: fixtureDb, keptMs: 0 });
    expect(
      await nightReads(async () => {
        await unkept.nightsOf(MERCHANT, hotelIds(), { checkIn: blockStart, nights: 2 });
        await unkept.nightsOf(MERCHANT, hotelIds(), { checkIn: blockStart, nights: 2 });
      }),
    ).toBe(2);
  });

  it("forgets a merchant's nights when told (its rates changed), and only that merchant's", async () => {
    const kept = createKeptStayNights({ db: fixtureDb, keptMs: 60_000 });
    const stay = { checkIn: addDays(D, 3), nights: 1 };
    const before = listsOf((await kept.nightsOf(MERCHANT, [ids.alpha], stay)).get(ids.alpha));
    await kept.nightsOf('518200', [ids.foreign], stay);
    const changed = before!.prices[0]!.replace(/:(\d+)/g, ':4321');
    await fixtureDb
      .updateTable('hotel_stay_nights')
      .set({ prices: changed })
      .where('hotel_id', '=', ids.alpha)
      .where('date', '=', stay.checkIn)
      .execute();
    try {
      expect(listsOf((await kept.nightsOf(MERCHANT, [ids.alpha], stay)).get(ids.alpha))).toEqual(before);
      kept.forget(MERCHANT);
      expect(listsOf((await kept.nightsOf(MERCHANT, [ids.alpha], stay)).get(ids.alpha))?.prices).toEqual([changed]);
      expect(await nightReads(() => kept.nightsOf('518200', [ids.foreign], stay))).toBe(0);
    } finally {
      await fixtureDb
        .updateTable('hotel_stay_nights')
        .set({ prices: before!.prices[0]! })
        .where('hotel_id', '=', ids.alpha)
        .where('date', '=', stay.checkIn)
        .execute();
    }
  });

  it('keeps nothing read before a forgetting that came while it was read', async () => {
    const kept = createKeptStayNights({ db: fixtureDb, keptMs: 60_000 });
    const stay = { checkIn: addDays(D, 5), nights: 2 };
    const reading = kept.nightsOf(MERCHANT, hotelIds(), stay);
    kept.forget(MERCHANT);
    await reading;
    expect(await nightReads(() => kept.nightsOf(MERCHANT, hotelIds(), stay))).toBe(1);
  });
});

describe(`a search's hotel terms on ${testEngine}`, () => {
  it('reads the terms that searches at the same time lack once, and again only when their version moves', async () => {
    const rows = await fixtureDb
      .selectFrom('hotel_stay_terms')
      .select(['hotel_id', 'version'])
      .where('hotel_id', 'in', hotelIds())
      .execute();
    expect(rows).toHaveLength(4);
    // Versions no read has parsed yet: as after a change of the hotels' rates.
    const moved = (by: number) => rows.map((row) => ({ hotelId: row.hotel_id, termsVersion: row.version + by }));
    let found: Map<number, unknown>[] = [];
    expect(
      await nightReads(async () => {
        found = await Promise.all(Array.from({ length: 10 }, () => findStayTerms(fixtureDb, moved(1_000))));
      }, 'hotel_stay_terms'),
    ).toBe(1);
    for (const terms of found) expect([...terms.keys()].sort()).toEqual(hotelIds().sort());
    expect(found[9]!.get(ids.alpha)).toBe(found[0]!.get(ids.alpha));
    // Read terms are parsed at their own version: the search's version read again asks again.
    expect(await nightReads(() => findStayTerms(fixtureDb, moved(1_000)), 'hotel_stay_terms')).toBe(1);
    expect(await nightReads(() => findStayTerms(fixtureDb, moved(0)), 'hotel_stay_terms')).toBe(0);
  });
});
