import { RECORD_ID_MAX } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../harness.js';
import { registerMember } from '../members.js';
import { ID_LIKE, fieldsOf, openApiOf, operationsOf, typesOf } from './openapi.js';

/*
 * The fuzz found that an id one past PostgreSQL's `integer` (2147483648) in a request body gave
 * 500 on PostgreSQL: the contracts allowed any safe integer, the statement failed (22003). Every
 * row id of a request is now `recordId` (1 … RECORD_ID_MAX); the document must say so for every
 * integer field named like an id, and the fuzz's requests must answer 400 naming the field.
 */

const TOO_BIG = RECORD_ID_MAX + 1;
const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
const product = {
  kind: 'product',
  productCode: 'PB84TMW7K',
  gcode: 'GCTXJG87E',
  date: day(40),
  quantities: { adult: 1 },
};
const stay = {
  kind: 'hotel',
  hotelId: 1,
  roomTypeId: 1,
  ratePlanId: 1,
  date: [day(40), day(42)],
  rooms: [{ adultNum: 1 }],
};
const contact = { lastName: 'Probe', firstName: 'Ids', email: 'probe.ids@example.com' };

/** The shrunk requests of the fuzz (and their siblings): each must answer 400 naming `field`. */
const REPRODUCERS: { url: string; field: string; payload: object }[] = [
  { url: '/api/v1/tripproduct/operation/pagging', field: 'tagIds.0', payload: { tagIds: [TOO_BIG] } },
  { url: '/api/v1/tripproduct/operation/pagging', field: 'categoryId', payload: { categoryId: TOO_BIG } },
  { url: '/api/v1/tripproduct/operation/pagging', field: 'subcategoryId', payload: { subcategoryId: TOO_BIG } },
  { url: '/api/v1/tripproduct/operation/pagging', field: 'hotTopicId', payload: { hotTopicId: TOO_BIG } },
  { url: '/api/v1/operation/Cart/update', field: 'id', payload: { id: TOO_BIG, date: day(40) } },
  { url: '/api/v1/operation/Cart/BatchDelete', field: 'ids.0', payload: { ids: [TOO_BIG, 1] } },
  { url: '/api/v1/operation/Cart/add', field: 'hotelId', payload: { ...stay, hotelId: TOO_BIG } },
  { url: '/api/v1/operation/Cart/add', field: 'ratePlanId', payload: { ...stay, ratePlanId: TOO_BIG } },
  { url: '/api/v1/order/quote', field: 'cartItemIds.0', payload: { cartItemIds: [TOO_BIG, 1] } },
  { url: '/api/v1/order/quote', field: 'item.roomTypeId', payload: { item: { ...stay, roomTypeId: TOO_BIG } } },
  {
    url: '/api/v1/order/quote',
    field: 'item.seckillId',
    payload: { item: { kind: 'seckill', seckillId: TOO_BIG, date: day(40), quantity: 1 } },
  },
  { url: '/api/v1/order/quote', field: 'couponId', payload: { item: product, couponId: TOO_BIG } },
  {
    url: '/api/v1/order/create',
    field: 'travellers.0.passengerId',
    payload: { item: product, contact, travellers: [{ passengerId: TOO_BIG }] },
  },
  {
    url: '/api/v1/order/change-date/AAAAAAAAAAAAAAAAAAAA',
    field: 'itemId',
    payload: { itemId: TOO_BIG, date: day(40) },
  },
];

describe(`row ids in requests on ${testEngine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ({ app, close } = await createTestApp());
    ({ headers } = await registerMember(app));
    await app.ready();
  }, 60_000);
  afterAll(async () => close());

  it('documents every integer id of every request as 1 … RECORD_ID_MAX', () => {
    const unbounded: string[] = [];
    for (const op of operationsOf(openApiOf(app))) {
      for (const field of fieldsOf(op)) {
        if (field.where === 'path' || !ID_LIKE.test(field.name)) continue;
        const integer = field.schema.items ?? field.schema;
        if (!typesOf(integer).includes('integer')) continue;
        if ((integer.minimum ?? -Infinity) < 1 || (integer.maximum ?? Infinity) > RECORD_ID_MAX) {
          unbounded.push(`${op.key} ${field.path}: ${integer.minimum} … ${integer.maximum}`);
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('answers 400 naming the field, never 500, to an id one past the largest row id', async () => {
    const wrong: string[] = [];
    for (const { url, field, payload } of REPRODUCERS) {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      const answer = res.json() as { data: { field?: string } | null };
      if (res.statusCode !== 400 || answer.data?.field !== field) {
        wrong.push(`POST ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
