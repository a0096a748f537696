import { TAG_IDS } from '@storefront/reference-data';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/harness.js';
import { multipartOf } from '../../test/multipart.js';
import {
  bookable,
  createOrderTestApp,
  quickMembers,
  payInSandbox,
  placeOrder,
  productOrder,
  type OrderTestApp,
} from '../../test/orders.js';
import { hrefsOf, startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';

/** The complaint mail as the merchant's mail client receives it: in the merchant's language. */
const PUBLIC_URL = 'https://shop.example.test';
const MERCHANT_INBOX = 'owner@456817.example';
let smtp: TestSmtpServer;
let t: OrderTestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createOrderTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  smtp.drainWith(() => t.app.deliveries.drain());
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const TEXT = 'The <b>guide</b> never came & the "driver" left; nobody answered the phone.';

describe(`complaint mail over SMTP on ${testEngine}`, () => {
  it('reaches the merchant in its default language (zh-CN), with the text escaped and absolute photo links', async () => {
    const [headers] = (await quickMembers(t, 1)) as [Record<string, string>];
    const p = await bookable(t, { stock: 20, tags: [TAG_IDS.instantConfirmation] });
    // The shopper writes in English; the merchant (Southern Cross Journeys) reads Chinese.
    const order = await placeOrder(t, { ...headers, currency: 'AUD', language: 'en-AU' }, productOrder(p, 1));
    await payInSandbox(t, order.headers, order.ocode);
    const returned = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await t.db.updateTable('orders').set({ last_travel_date: returned }).where('ocode', '=', order.ocode).execute();
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartOf([
      { name: 'category', value: 'no_show' },
      { name: 'text', value: TEXT },
      { name: 'photos', filename: 'meeting-point.png', type: 'image/png', bytes: photo },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/complaint/${order.ocode}`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const filed = res.json().data as { photos: string[] };

    const mail = await smtp.waitForMail(MERCHANT_INBOX, (m) => (m.subject ?? '').includes(order.ocode));
    expect(mail.subject).toBe(`【Southern Cross Journeys】订单 ${order.ocode} 的第 1 条投诉：导游或司机未到场`);
    expect(mail.subject).not.toContain('456817');
    expect(mail.text).toContain(TEXT);
    expect(mail.text).toContain(`${PUBLIC_URL}${filed.photos[0]}`);
    const html = mail.html as string;
    expect(html).toContain('lang="zh-CN"');
    expect(html).toContain('The &lt;b&gt;guide&lt;/b&gt; never came &amp; the &quot;driver&quot; left');
    expect(html).not.toContain('<b>guide</b>');
    expect(html).toContain('background-color:#0f766e');
    expect(hrefsOf(html)).toEqual([`${PUBLIC_URL}${filed.photos[0]}`]);
  });
});
