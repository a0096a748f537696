import { ERROR_CODES, HOTEL_EDIT_LIMITS, addDays } from '@storefront/contracts';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeQueries } from '../../platform/db/kysely.js';
import { deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';
import { findNightsSpans } from './stay-summary-repo.js';

/**
 * A hotel's room types and rate plans are capped (HOTEL_EDIT_LIMITS): on PostgreSQL a night of
 * all of them is one entry of the search's key (migration 0033), which holds at most ~2.7 KB.
 */
let t: OrderTestApp;
beforeAll(async () => {
  t = await createOrderTestApp();
}, 60_000);
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (headers: Headers, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/v1/hotels${url}`, headers, payload });
const room = { texts: { 'en-AU': { name: 'Garden Twin', beds: '2 singles' } }, maxAdults: 2, maxChildren: 1, size: 22 };
const plan = { breakfastIncluded: false, freeCancelDays: null, childAgeBands: [{ minAge: 0, maxAge: 17, price: 0 }] };
const hotel = {
  texts: { 'en-AU': { name: 'Many Rooms Lodge', address: '2 Long St, Cairns' } },
  location: 'au-qld-cairns',
  stars: 3,
  latitude: -16.92,
  longitude: 145.77,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'AUD',
};
const counted = async (hotelId: number) => ({
  roomTypes: (await t.db.selectFrom('hotel_room_types').select('id').where('hotel_id', '=', hotelId).execute()).length,
  ratePlans: (await t.db.selectFrom('hotel_rate_plans').select('id').where('hotel_id', '=', hotelId).execute()).length,
});

describe(`a hotel's room types and rate plans are capped on ${testEngine}`, () => {
  it(`refuses the room type past ${HOTEL_EDIT_LIMITS.roomTypesMax} and the rate plan past ${HOTEL_EDIT_LIMITS.ratePlansMax}, writing nothing`, async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const hotelId = (await post(editor.headers, '', hotel)).json().data.id as number;
    const roomTypeIds: number[] = [];
    for (let i = 0; i < HOTEL_EDIT_LIMITS.roomTypesMax; i++) {
      const res = await post(editor.headers, `/${hotelId}/room-types`, room);
      expect(res.statusCode, res.body).toBe(200);
      roomTypeIds.push(res.json().data.roomTypes.at(-1).id as number);
    }
    const oneTooMany = await post(editor.headers, `/${hotelId}/room-types`, room);
    expect(oneTooMany.statusCode).toBe(409);
    expect(oneTooMany.json().code).toBe(ERROR_CODES.roomTypeLimit.code);
    // The message names the cap, in the staff member's language.
    expect(oneTooMany.json().message).toContain(String(HOTEL_EDIT_LIMITS.roomTypesMax));

    for (let i = 0; i < HOTEL_EDIT_LIMITS.ratePlansMax; i++) {
      const roomTypeId = roomTypeIds[i % roomTypeIds.length];
      const res = await post(editor.headers, `/${hotelId}/room-types/${roomTypeId}/rate-plans`, plan);
      expect(res.statusCode, res.body).toBe(200);
    }
    const planTooMany = await post(editor.headers, `/${hotelId}/room-types/${roomTypeIds[0]}/rate-plans`, plan);
    expect(planTooMany.statusCode).toBe(409);
    expect(planTooMany.json().code).toBe(ERROR_CODES.ratePlanLimit.code);
    expect(planTooMany.json().message).toContain(String(HOTEL_EDIT_LIMITS.ratePlansMax));

    expect(await counted(hotelId)).toEqual({
      roomTypes: HOTEL_EDIT_LIMITS.roomTypesMax,
      ratePlans: HOTEL_EDIT_LIMITS.ratePlansMax,
    });
  }, 60_000);

  // The longest night the caps allow — every id at its largest, every count and price too — is
  // written and read back from the key.
  it.runIf(testEngine === 'postgres')(
    'keep the longest night a capped hotel can have within one key entry',
    async () => {
      const [anyHotel] = await t.db.selectFrom('hotels').select('id').limit(1).execute();
      const id = 2_147_483_647;
      const rooms = Array.from(
        { length: HOTEL_EDIT_LIMITS.roomTypesMax },
        () => `${id}:${HOTEL_EDIT_LIMITS.allotmentMax}`,
      );
      const prices = Array.from(
        { length: HOTEL_EDIT_LIMITS.ratePlansMax },
        () => `${id}:${HOTEL_EDIT_LIMITS.priceMax}`,
      );
      const date = '2099-12-31';
      await t.db
        .insertInto('hotel_stay_nights')
        .values({ hotel_id: anyHotel!.id, date, rooms: rooms.join(','), prices: prices.join(',') })
        .execute();
      const stored = await t.db
        .selectFrom('hotel_stay_nights')
        .select('prices')
        .where('hotel_id', '=', anyHotel!.id)
        .where('date', '=', date)
        .executeTakeFirst();
      expect(stored?.prices.length).toBe(prices.join(',').length);
      await t.db.deleteFrom('hotel_stay_nights').where('date', '=', date).execute();
    },
  );

  it.runIf(testEngine === 'postgres')('read a search’s nights from the key alone', async () => {
    const seen: { text: string; parameters: readonly unknown[] }[] = [];
    const stop = observeQueries((text, _ms, parameters) => seen.push({ text, parameters }));
    const night = addDays(new Date().toISOString().slice(0, 10), 10);
    try {
      // The statement a search of these hotels runs for their nights (kept-stay-nights.ts).
      await findNightsSpans(t.db, [1, 2, 3], [night, addDays(night, 1)]);
    } finally {
      stop();
    }
    const nights = seen.find((s) => s.text.includes('"hotel_stay_nights"'));
    expect(nights).toBeDefined();
    // The test's tables are too small for the planner to choose an index of its own accord.
    const plan = await t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${nights!.text}`, [...nights!.parameters]),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using hotel_stay_nights_pk');
  });
});
