import { TAG_IDS } from '@storefront/reference-data';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskAction, deskStaff } from '../../test/desk.js';
import { testEngine } from '../../test/harness.js';
import {
  bookable,
  contact,
  createOrderTestApp,
  payInSandbox,
  placeOrder,
  productOrder,
  quickMembers,
  traveller,
  type OrderTestApp,
} from '../../test/orders.js';
import { hrefsOf, startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';

/** Order mail as a shopper's mail client receives it: a real SMTP server, parsed with mailparser. */
const PUBLIC_URL = 'https://shop.example.test';
const KIWI = '518200';
const TITLE = 'Kiwi Trails';

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

let sequence = 0;
const uniqueEmail = (tag: string) => `${tag}.${process.pid}.${Date.now()}.${++sequence}@example.com`;

/** A member's order of an instantly confirmed product at Kiwi Trails, paid under `language`. */
async function paidMemberOrder(language: string, currency: string) {
  const p = await bookable(t, { tags: [TAG_IDS.instantConfirmation], stock: 6, merchant: KIWI });
  const [member] = await quickMembers(t, 1, KIWI);
  const headers = { ...(member as Record<string, string>), language, currency };
  const email = uniqueEmail(language);
  const order = await placeOrder(t, headers, {
    ...productOrder(p),
    contact: contact(email),
    travellers: [traveller()],
  });
  await payInSandbox(t, headers, order.ocode);
  return { order, email };
}

/** What every order mail must be: both parts, the shop's title, absolute links only. */
function expectWellFormed(mail: ParsedMail) {
  expect(mail.subject).toContain(TITLE);
  expect(mail.subject).not.toContain(KIWI);
  expect(mail.text).toBeTruthy();
  expect(mail.text).toContain(TITLE);
  expect(typeof mail.html).toBe('string');
  const html = mail.html as string;
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain('<table role="presentation"');
  // Clients drop <style>, external sheets and scripts: the layout needs none of them.
  expect(html).not.toMatch(/<style|<link|<script/i);
  // The merchant's primary theme colour (Kiwi Trails' firstColor) heads the mail.
  expect(html.toLowerCase()).toContain('background-color:#166534'.toLowerCase());
  const links = hrefsOf(html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  const logo = /<img src="([^"]+)"/.exec(html)?.[1];
  expect(logo).toBe(`${PUBLIC_URL}/images/merchants/${KIWI}/logo.svg?fm=png`);
  return html;
}

describe(`order mail over SMTP on ${testEngine}`, () => {
  it.each([
    ['zh-CN', 'CNY', `【${TITLE}】订单`, '已支付并确认', '查看订单'],
    ['ko-KR', 'USD', `[${TITLE}] 주문`, '결제 및 예약 확정', '주문 보기'],
    ['en-AU', 'AUD', `${TITLE}: Order`, 'is paid and confirmed', 'View your order'],
  ])(
    'a paid order under %s is mailed in that language with the shop title',
    async (language, currency, prefix, paid, view) => {
      const { order, email } = await paidMemberOrder(language, currency);
      const mail = await smtp.waitForMail(email, (m) => (m.subject ?? '').includes(paid));
      expect(mail.subject?.startsWith(prefix)).toBe(true);
      expect(mail.subject).toContain(order.ocode);
      const html = expectWellFormed(mail);
      expect(html).toContain(`lang="${language}"`);
      const details = `${PUBLIC_URL}/${KIWI}/${language.toLowerCase()}/${currency.toLowerCase()}/orderdetails/${order.ocode}`;
      expect(hrefsOf(html)).toContain(details);
      expect(mail.text).toContain(`${view}: ${details}`);
      expect(html).toContain(view);
    },
  );

  it('points a guest at the order lookup (a guest opens an order with a mailed code)', async () => {
    const p = await bookable(t, { tags: [TAG_IDS.instantConfirmation], stock: 6, merchant: KIWI });
    const guest = { businessnumber: KIWI, language: 'zh-TW', currency: 'NZD' };
    const email = uniqueEmail('guest');
    const order = await placeOrder(t, guest, { ...productOrder(p), contact: contact(email) });
    const created = await smtp.waitForMail(email, (m) => (m.subject ?? '').includes('待付款'));
    expect(created.subject).toBe(`【${TITLE}】訂單 ${order.ocode} 待付款`);
    const html = expectWellFormed(created);
    expect(hrefsOf(html)).toContain(`${PUBLIC_URL}/${KIWI}/zh-tw/nzd/visitor-order`);
    expect(created.text).toContain('訪客訂單查詢');
  });

  it('links a member to the supplementary payment page it asks for', async () => {
    const { order, email } = await paidMemberOrder('en-AU', 'AUD');
    const asked = await deskAction(
      t,
      order.ocode,
      'supplement',
      { amount: 2500, reason: 'Private pick-up' },
      await deskStaff(t, { businessNumber: KIWI }),
    );
    const { payid } = asked.json().data as { payid: string };
    const mail = await smtp.waitForMail(email, (m) => (m.subject ?? '').includes('supplementary payment is due'));
    const html = expectWellFormed(mail);
    const pay = `${PUBLIC_URL}/${KIWI}/en-au/aud/supmentpay/${order.ocode}/${payid}`;
    expect(hrefsOf(html)).toContain(pay);
    expect(mail.text).toContain(`Pay now: ${pay}`);
    expect(mail.text).toContain('AUD 25.00');
  });
});
