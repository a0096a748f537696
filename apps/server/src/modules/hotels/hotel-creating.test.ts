import { addDays } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';

/** Adding hotels, room types and rate plans in the back office (issue 14), against the real app with the answer cache on. */
let t: OrderTestApp;
beforeAll(async () => {
  t = await createOrderTestApp({ answerCacheMs: 60_000 });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const shopper = { businessnumber: '456817', currency: 'AUD', language: 'en-AU' };
const NIGHT = addDays(new Date().toISOString().slice(0, 10), 30);
const post = (headers: Headers, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/v1/hotels${url}`, headers, payload });
const audits = (action: string, objectId?: number) => {
  let query = t.db.selectFrom('audit_log').selectAll().where('object_type', '=', 'hotel').where('action', '=', action);
  if (objectId !== undefined) query = query.where('object_id', '=', String(objectId));
  return query.execute();
};
const newHotel = {
  texts: {
    'en-AU': { name: 'Bellarine Bay Inn', address: '1 Pier St, Geelong' },
    'zh-CN': { name: '贝拉林湾旅馆' },
  },
  location: 'au-vic-geelong',
  stars: 4,
  latitude: -38.15,
  longitude: 144.36,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  currency: 'AUD',
};
const newRoom = {
  texts: { 'en-AU': { name: 'Bay View Twin', beds: '2 singles' } },
  maxAdults: 2,
  maxChildren: 1,
  size: 24,
};
const newPlan = {
  breakfastIncluded: true,
  freeCancelDays: 3,
  childAgeBands: [
    { minAge: 0, maxAge: 5, price: 0 },
    { minAge: 6, maxAge: 17, price: 1500 },
  ],
};
const searchByCity = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/hotelproduct/search',
    headers: shopper,
    payload: { date: [NIGHT, addDays(NIGHT, 1)], rooms: [{ adultNum: 2 }], locationId: 'au-vic-geelong' },
  });

describe(`adding hotels in the back office on ${testEngine}`, () => {
  it('an editor adds a hotel, a room type and a rate plan, opens nights; once published the storefront sells it', async () => {
    const editor = await deskStaff(t, { role: 'editor' });
    const created = await post(editor.headers, '', newHotel);
    expect(created.statusCode, created.body).toBe(200);
    const hotel = created.json().data;
    expect(hotel).toMatchObject({
      location: 'au-vic-geelong',
      stateId: 'au-vic',
      countryId: 'au',
      stars: 4,
      status: 'unpublished',
      currency: 'AUD',
      roomTypes: [],
      texts: {
        'en-AU': { name: 'Bellarine Bay Inn', description: '', facilities: [] },
        'zh-CN': { name: '贝拉林湾旅馆' },
      },
    });
    const hotelId = hotel.id as number;
    expect(await audits('hotel.create', hotelId)).toHaveLength(1);

    const room = await post(editor.headers, `/${hotelId}/room-types`, newRoom);
    expect(room.statusCode, room.body).toBe(200);
    const roomTypeId = room.json().data.roomTypes[0].id as number;
    expect(room.json().data.roomTypes[0]).toMatchObject({ maxAdults: 2, size: 24, ratePlans: [] });
    expect(await audits('hotel.roomType.create', hotelId)).toHaveLength(1);

    const plan = await post(editor.headers, `/${hotelId}/room-types/${roomTypeId}/rate-plans`, newPlan);
    expect(plan.statusCode, plan.body).toBe(200);
    const ratePlan = plan.json().data.roomTypes[0].ratePlans[0];
    expect(ratePlan).toMatchObject(newPlan);
    expect(await audits('hotel.ratePlan.create', hotelId)).toHaveLength(1);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/v1/hotels/${hotelId}/rate-plans/${ratePlan.id}/calendar`,
      headers: editor.headers,
      payload: { from: NIGHT, to: addDays(NIGHT, 6), price: 18_900, allotment: 4, closed: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Unpublished: the storefront (its answer read and cached now) does not show it.
    const ids = (res: { json: () => { data: { list: { id: number }[] } } }) => res.json().data.list.map((h) => h.id);
    expect(ids(await searchByCity())).not.toContain(hotelId);

    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/v1/hotels/${hotelId}`,
      headers: editor.headers,
      payload: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const found = (await searchByCity()).json().data.list.find((h: { id: number }) => h.id === hotelId);
    expect(found).toMatchObject({ id: hotelId, name: 'Bellarine Bay Inn', totalPrice: 18_900 });
    const keyword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotelproduct/search',
      headers: shopper,
      payload: { date: [NIGHT, addDays(NIGHT, 1)], rooms: [{ adultNum: 2 }], keywords: 'bellarine' },
    });
    expect(ids(keyword)).toContain(hotelId);
    const offer = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/hotelproduct/rooms/${hotelId}`,
        headers: shopper,
        payload: { date: [NIGHT, addDays(NIGHT, 2)], rooms: [{ adultNum: 2 }] },
      })
    ).json().data;
    expect(offer.roomTypes[0]).toMatchObject({ id: roomTypeId, roomsLeft: 4 });
    expect(offer.roomTypes[0].plans[0]).toMatchObject({ id: ratePlan.id, total: 2 * 18_900 });

    // A second room type goes after the first.
    const second = await post(editor.headers, `/${hotelId}/room-types`, { ...newRoom, maxAdults: 3 });
    expect(second.json().data.roomTypes.map((r: { maxAdults: number }) => r.maxAdults)).toEqual([2, 3]);
  });

  it('refuses a text over its limit naming the field, an unknown city, bad child bands; an agent 403, another shop 404', async () => {
    const owner = await deskStaff(t);
    const before = (await audits('hotel.create')).length;
    const long = await post(owner.headers, '', { ...newHotel, texts: { 'en-AU': { name: 'x'.repeat(201) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().data?.field).toBe('texts.en-AU.name');
    const unnamed = await post(owner.headers, '', { ...newHotel, texts: { 'en-AU': { address: 'somewhere' } } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().data?.field).toBe('texts.en-AU.name');
    const city = await post(owner.headers, '', { ...newHotel, location: 'au-vic-nowhere' });
    expect(city.statusCode).toBe(400);
    expect(city.json().data?.field).toBe('location');
    const country = await post(owner.headers, '', { ...newHotel, location: 'au' });
    expect(country.statusCode).toBe(400);
    const agent = await deskStaff(t, { role: 'agent' });
    expect((await post(agent.headers, '', newHotel)).statusCode).toBe(403);
    expect(await audits('hotel.create')).toHaveLength(before);

    const mine = (await post(owner.headers, '', newHotel)).json().data.id as number;
    const roomTypeId = (await post(owner.headers, `/${mine}/room-types`, newRoom)).json().data.roomTypes[0].id;
    const other = await deskStaff(t, { businessNumber: '518200' });
    expect((await post(other.headers, `/${mine}/room-types`, newRoom)).statusCode).toBe(404);
    expect((await post(agent.headers, `/${mine}/room-types`, newRoom)).statusCode).toBe(403);
    expect((await post(other.headers, `/${mine}/room-types/${roomTypeId}/rate-plans`, newPlan)).statusCode).toBe(404);
    expect((await post(owner.headers, `/${mine}/room-types/99999999/rate-plans`, newPlan)).statusCode).toBe(404);
    const longRoom = await post(owner.headers, `/${mine}/room-types`, {
      ...newRoom,
      texts: { 'en-AU': { name: 'Room', beds: 'b'.repeat(201) } },
    });
    expect(longRoom.statusCode).toBe(400);
    expect(longRoom.json().data?.field).toBe('texts.en-AU.beds');
    const gap = await post(owner.headers, `/${mine}/room-types/${roomTypeId}/rate-plans`, {
      ...newPlan,
      childAgeBands: [{ minAge: 0, maxAge: 10, price: 0 }],
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().data?.field).toBe('childAgeBands');
    // Another shop's room type is not one of this hotel.
    const theirs = (await post(other.headers, '', newHotel)).json().data.id as number;
    const theirRoom = (await post(other.headers, `/${theirs}/room-types`, newRoom)).json().data.roomTypes[0].id;
    expect((await post(owner.headers, `/${mine}/room-types/${theirRoom}/rate-plans`, newPlan)).statusCode).toBe(404);
    expect(await audits('hotel.roomType.create', mine)).toHaveLength(1);
    expect(await audits('hotel.ratePlan.create', mine)).toHaveLength(0);
    // The other shop's list does not show this one.
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/v1/hotels', headers: other.headers });
    expect(list.json().data.items.map((h: { id: number }) => h.id)).not.toContain(mine);
  });
});
