import { TAG_IDS } from '@storefront/reference-data';
import { addDays } from '@storefront/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test/members.js';
import { multipartOf, type FormPart } from '../../test/multipart.js';
import {
  bookable,
  createOrderTestApp,
  payInSandbox,
  placeOrder,
  productOrder,
  type OrderTestApp,
} from '../../test/orders.js';

/** Complaints (spec §1 site terms: within 30 days of return), filed from an order's details. */
let t: OrderTestApp;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await createOrderTestApp();
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 2400, height: 1200, channels: 4, background: '#3060c0' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const MERCHANT_INBOX = 'owner@456817.example';
const today = () => new Date().toISOString().slice(0, 10);

type Part = FormPart;

const TEXT = 'The guide never came to the meeting point and nobody answered the phone.';

function fileComplaint(headers: Headers, ocode: string, parts: Part[]) {
  const { payload, contentType } = multipartOf(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/order/complaint/${ocode}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const fields = (category = 'no_show', text = TEXT): Part[] => [
  { name: 'category', value: category },
  { name: 'text', value: text },
];
const photo = (bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({
  name: 'photos',
  filename,
  type,
  bytes,
});

/** A paid order of the member (or of a visitor, with its token in the headers) whose trip ended on `returnDate`. */
async function paidOrder(headers: Headers, returnDate: string) {
  const p = await bookable(t, { stock: 20, tags: [TAG_IDS.instantConfirmation] });
  const order = await placeOrder(t, { ...headers, currency: 'AUD', language: 'en-AU' }, productOrder(p, 1));
  await payInSandbox(t, order.headers, order.ocode);
  await t.db.updateTable('orders').set({ last_travel_date: returnDate }).where('ocode', '=', order.ocode).execute();
  return order;
}

async function inbox(to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json() as { subject: string; body: string }[];
}

describe('complaints', () => {
  it('files a complaint with photos, stores them resized, lists it and mails the shop', async () => {
    const { headers } = await registerMember(t.app);
    const returned = addDays(today(), -3);
    const order = await paidOrder(headers, returned);
    const res = await fileComplaint(headers, order.ocode, [
      ...fields(),
      photo(jpeg),
      photo(png, 'room.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(200);
    const filed = res.json().data;
    expect(filed).toMatchObject({ number: 1, category: 'no_show', text: TEXT, state: 'received' });
    expect(filed.photos).toHaveLength(2);
    const stored = await t.app.inject({ method: 'GET', url: filed.photos[1] });
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800 });

    const list = await t.app.inject({ method: 'GET', url: `/api/v1/order/complaint/${order.ocode}`, headers });
    expect(list.json().data).toEqual({ deadline: addDays(returned, 30), open: true, complaints: [filed] });

    const [mail] = await inbox(MERCHANT_INBOX);
    expect(mail?.subject).toContain(order.ocode);
    expect(mail?.body).toContain(TEXT);
    expect(mail?.body).toContain(filed.photos[0]);
  });

  it('accepts a complaint on the 30th day after the return and refuses it after, naming the last day', async () => {
    const { headers } = await registerMember(t.app);
    const onTime = await paidOrder(headers, addDays(today(), -30));
    expect((await fileComplaint(headers, onTime.ocode, fields())).statusCode).toBe(200);

    const returned = addDays(today(), -31);
    const late = await paidOrder(headers, returned);
    const res = await fileComplaint(headers, late.ocode, fields());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4161);
    expect(res.json().message).toContain(addDays(returned, 30));
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/order/complaint/${late.ocode}`, headers });
    expect(list.json().data).toMatchObject({ open: false, complaints: [] });
  });

  it('answers 404 for another member’s order and for no credentials, and files nothing', async () => {
    const owner = await registerMember(t.app);
    const order = await paidOrder(owner.headers, today());
    const rival = await registerMember(t.app);
    for (const headers of [rival.headers, { businessnumber: '456817' }, { businessnumber: '518200' }]) {
      const res = await fileComplaint(headers, order.ocode, fields());
      expect(res.statusCode).toBe(404);
      const list = await t.app.inject({ method: 'GET', url: `/api/v1/order/complaint/${order.ocode}`, headers });
      expect(list.statusCode).toBe(404);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/complaint/${order.ocode}`,
      headers: owner.headers,
    });
    expect(mine.json().data.complaints).toEqual([]);
  });

  it('lets a visitor complain with the order’s token', async () => {
    const order = await paidOrder({ businessnumber: '456817' }, today());
    expect(order.token).toBeTruthy();
    const res = await fileComplaint(order.headers, order.ocode, [...fields('billing'), photo(jpeg)]);
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/complaint/${order.ocode}`,
      headers: order.headers,
    });
    expect(list.json().data.complaints).toEqual([expect.objectContaining({ category: 'billing' })]);
    const wrongToken = await fileComplaint(
      { businessnumber: '456817', 'x-order-token': 'nope' },
      order.ocode,
      fields(),
    );
    expect(wrongToken.statusCode).toBe(404);
  });

  it('refuses a bad category, a short text, a file that is no image, five photos and a JSON body', async () => {
    const { headers } = await registerMember(t.app);
    const order = await paidOrder(headers, today());
    const refusal = async (parts: Part[]) => {
      const res = await fileComplaint(headers, order.ocode, parts);
      return { status: res.statusCode, code: res.json().code, field: res.json().data?.field };
    };
    expect(await refusal(fields('lost_luggage'))).toMatchObject({ status: 400, code: 2001, field: 'category' });
    expect(await refusal(fields('other', 'Bad.'))).toMatchObject({ status: 400, code: 2001, field: 'text' });
    expect(await refusal([...fields(), photo(Buffer.from('<svg/>'), 'x.svg', 'image/svg+xml')])).toMatchObject({
      status: 400,
      field: 'photos',
    });
    expect((await refusal([...fields(), ...Array.from({ length: 5 }, () => photo(jpeg))])).status).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/complaint/${order.ocode}`,
      headers,
      payload: { category: 'other', text: TEXT },
    });
    expect(json.statusCode).toBe(400);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/order/complaint/${order.ocode}`, headers });
    expect(list.json().data.complaints).toEqual([]);
  });

  it('refuses an unpaid order, and a sixth complaint on one order', async () => {
    const { headers } = await registerMember(t.app);
    const p = await bookable(t, { stock: 20 });
    const unpaid = await placeOrder(t, { ...headers, currency: 'AUD' }, productOrder(p, 1));
    const res = await fileComplaint(headers, unpaid.ocode, fields());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4103);

    const order = await paidOrder(headers, today());
    for (let i = 0; i < 5; i++) expect((await fileComplaint(headers, order.ocode, fields())).statusCode).toBe(200);
    const sixth = await fileComplaint(headers, order.ocode, fields());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe(4162);
  });
});
