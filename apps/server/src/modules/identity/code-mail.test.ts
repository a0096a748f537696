import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';

/** The verification-code mail as a mail client receives it: a real SMTP server, parsed with mailparser. */
const PUBLIC_URL = 'https://shop.example.test';
let smtp: TestSmtpServer;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  smtp.drainWith(() => t.app.deliveries.drain());
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let sequence = 0;
const uniqueEmail = () => `code.${process.pid}.${Date.now()}.${++sequence}@example.com`;

describe(`verification-code mail over SMTP on ${testEngine}`, () => {
  it.each([
    ['ko-KR', '[Kiwi Trails] 인증번호 안내', '인증번호는'],
    ['zh-CN', '【Kiwi Trails】您的验证码', '验证码是'],
    ['en-AU', 'Kiwi Trails: your verification code', 'verification code is'],
  ])(
    'is in the language of the request (%s), titled with the shop, with HTML and text parts',
    async (language, subject, words) => {
      const email = uniqueEmail();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/identity/send/emailcode',
        headers: { businessnumber: '518200', language },
        payload: { email, type: 1 },
        remoteAddress: `203.0.113.${sequence}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await smtp.waitForMail(email);
      expect(mail.subject).toBe(subject);
      expect(mail.subject).not.toContain('518200');
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain(words);
      expect(mail.text).toContain('Kiwi Trails');
      const html = mail.html as string;
      expect(html).toContain(`lang="${language}"`);
      expect(html).toContain(`>${code}</div>`);
      expect(html).toContain('background-color:#166534');
      expect(html).not.toMatch(/<style|<link|<script/i);
      expect(/<img src="([^"]+)"/.exec(html)?.[1]).toBe(`${PUBLIC_URL}/images/merchants/518200/logo.svg?fm=png`);
    },
  );
});
