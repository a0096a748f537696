import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/kysely.js';
import { createTestApp, storefrontHeaders, testEngine } from '../../test/harness.js';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in.js';
import { createDeliveryQueue, retryDelayMs } from './queue.js';

/** A real SMTP server on 127.0.0.1 that keeps what it receives; it can close and reopen on its port. */
async function startSmtpServer() {
  const received: { messageId: string; to: string; subject: string; text: string }[] = [];
  let port = 0;
  let server: SMTPServer | undefined;
  const open = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              messageId: mail.messageId ?? '',
              to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            done();
          })
          .catch(done);
      },
    });
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  };
  await open();
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}`,
    open,
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** The test app with a connection of its own to read what the app wrote. */
async function withDb(t: Awaited<ReturnType<typeof createTestApp>>) {
  const { db } = await createDb(t.database);
  return {
    ...t,
    db,
    close: async () => {
      await db.destroy();
      await t.close();
    },
  };
}

const sendEmailCode = (t: Awaited<ReturnType<typeof createTestApp>>, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/identity/send/emailcode',
    headers: storefrontHeaders(),
    payload: { email, type: 1 },
    remoteAddress,
  });

describe(`delivery queue on ${testEngine}`, () => {
  it('backs off from 1 s, doubling, capped at 30 minutes', () => {
    for (let attempt = 1; attempt <= 40; attempt++) {
      const delay = retryDelayMs(attempt);
      const base = Math.min(30 * 60_000, 1000 * 2 ** (attempt - 1));
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });

  describe('mail through SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let t: Awaited<ReturnType<typeof createTestApp>> & { db: Db };
    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await withDb(
        await createTestApp({ smtpUrl: smtp.url(), mailFrom: 'Kiwi Trails <no-reply@shop.example.com>' }),
      );
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('keeps a mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
      await smtp.close();
      const email = `down.${Date.now()}@example.com`;
      expect((await sendEmailCode(t, email, '203.0.113.61')).statusCode).toBe(200);
      await t.app.deliveries.drain();
      const job = () =>
        t.app.deliveries.backlog().then(async (backlog) => ({
          backlog,
          row: await t.db
            .selectFrom('delivery_jobs')
            .selectAll()
            .where('kind', '=', 'mail')
            .where('payload', 'like', `%${email}%`)
            .executeTakeFirstOrThrow(),
        }));
      const waiting = await job();
      expect(waiting.row).toMatchObject({ attempts: 1, delivered_at: null, failed_at: null });
      expect(waiting.row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting.backlog.count).toBeGreaterThanOrEqual(1);
      // Still down at the next attempt: another failure, a longer wait.
      await t.app.deliveries.drain({ all: true });
      expect((await job()).row).toMatchObject({ attempts: 2, delivered_at: null });

      await smtp.open();
      await t.app.deliveries.drain({ all: true });
      await t.app.deliveries.drain({ all: true });
      const delivered = (await job()).row;
      expect(delivered).toMatchObject({ attempts: 3, last_error: null });
      expect(delivered.delivered_at).not.toBeNull();
      const arrived = smtp.received.filter((m) => m.to === email);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]?.messageId).toBe(`<${delivered.idempotency_key}@shop.example.com>`);
      expect(arrived[0]?.text).toMatch(/\d{6}/);
    });

    it('starts with the app as a worker that delivers a code within a second of the request', async () => {
      t.app.deliveries.start();
      try {
        const email = `prompt.${Date.now()}@example.com`;
        const asked = Date.now();
        expect((await sendEmailCode(t, email, '203.0.113.62')).statusCode).toBe(200);
        while (!smtp.received.some((m) => m.to === email) && Date.now() - asked < 5000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(Date.now() - asked).toBeLessThan(1000);
      } finally {
        await t.app.deliveries.stop();
      }
    });
  });

  describe('SMS through Twilio', () => {
    const credentials = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'stand-in-auth-token-0001' };
    let twilio: TwilioStandIn;
    let t: Awaited<ReturnType<typeof createTestApp>> & { db: Db };
    beforeAll(async () => {
      twilio = await startTwilioStandIn(credentials);
      t = await withDb(await createTestApp({ twilio: { ...credentials, from: '+61400000000', apiUrl: twilio.url } }));
    });
    afterAll(async () => {
      await t.close();
      await twilio.close();
    });

    const sendPhoneCode = (phone: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/identity/send/phonecode',
        headers: storefrontHeaders(),
        payload: { phone, country: 61, type: 1 },
        remoteAddress,
      });
    const smsJob = (to: string) =>
      t.db
        .selectFrom('delivery_jobs')
        .selectAll()
        .where('kind', '=', 'sms')
        .where('payload', 'like', `%${to}%`)
        .executeTakeFirstOrThrow();

    it('sends a login code with the official SDK and keeps the message sid on the job', async () => {
      expect((await sendPhoneCode('0412 345 601', '203.0.113.71')).statusCode).toBe(200);
      await t.app.deliveries.drain();
      const [sent] = twilio.messages.filter((m) => m.to === '+61412345601');
      expect(sent).toMatchObject({ from: '+61400000000' });
      expect(sent?.body).toMatch(/\d{6}/);
      const job = await smsJob('+61 412345601');
      expect(job.provider_ref).toBe(sent?.sid);
      expect(job.delivered_at).not.toBeNull();
      // Nothing in the dev outbox: a configured provider is where SMS go.
      const outbox = await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?to=${encodeURIComponent('+61 412345601')}`,
      });
      expect(outbox.json()).toEqual([]);
    });

    it('retries while Twilio is down or failing, sends once, and never again for a job it answered', async () => {
      await twilio.down();
      expect((await sendPhoneCode('0412 345 602', '203.0.113.72')).statusCode).toBe(200);
      await t.app.deliveries.drain();
      await twilio.up();
      twilio.fail(500);
      await t.app.deliveries.drain({ all: true });
      expect(await smsJob('+61 412345602')).toMatchObject({ attempts: 2, delivered_at: null, provider_ref: null });
      await t.app.deliveries.drain({ all: true });
      expect(twilio.messages.filter((m) => m.to === '+61412345602')).toHaveLength(1);
      const job = await smsJob('+61 412345602');
      expect(job).toMatchObject({ attempts: 3 });

      // A process that died after Twilio answered and before marking the job: its sid is kept,
      // so the job is finished without a second message.
      await t.db.updateTable('delivery_jobs').set({ delivered_at: null }).where('id', '=', job.id).execute();
      await t.app.deliveries.drain({ all: true });
      expect(twilio.messages.filter((m) => m.to === '+61412345602')).toHaveLength(1);
      expect((await smsJob('+61 412345602')).delivered_at).not.toBeNull();

      // One that died after Twilio took the message and before keeping its sid: the next attempt
      // finds the message among those sent to the number and keeps its sid instead of sending.
      await t.db
        .updateTable('delivery_jobs')
        .set({ delivered_at: null, provider_ref: null })
        .where('id', '=', job.id)
        .execute();
      await t.app.deliveries.drain({ all: true });
      expect(twilio.messages.filter((m) => m.to === '+61412345602')).toHaveLength(1);
      expect(await smsJob('+61 412345602')).toMatchObject({ provider_ref: job.provider_ref });
    });

    it('gives up on a number Twilio refuses (400), saying why', async () => {
      twilio.fail(400);
      expect((await sendPhoneCode('0412 345 603', '203.0.113.73')).statusCode).toBe(200);
      await t.app.deliveries.drain();
      const job = await smsJob('+61 412345603');
      expect(job.failed_at).not.toBeNull();
      expect(job.last_error).toContain('Twilio 400');
      await t.app.deliveries.drain({ all: true });
      expect(twilio.messages.filter((m) => m.to === '+61412345603')).toHaveLength(0);
    });
  });

  it('lets two workers with their own connections share 200 jobs and deliver each exactly once', async () => {
    const log = pino({ level: 'silent' });
    // The app's queue and one over a pool of its own, as another process has.
    const t = await withDb(await createTestApp());
    const other = await createDb(t.database);
    try {
      const delivered = new Map<string, string[]>();
      const queues = [t.app.deliveries, createDeliveryQueue({ db: other.db, log })].map((queue, i) => {
        queue.handle('race', async (job) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          delivered.set(job.idempotencyKey, [...(delivered.get(job.idempotencyKey) ?? []), `worker ${i}`]);
        });
        return queue;
      });
      await t.db.transaction().execute(async (trx) => {
        for (let n = 0; n < 200; n++) {
          await t.app.deliveries.enqueue(trx, { kind: 'race', idempotencyKey: `race-${n}`, payload: { n } });
        }
      });
      await Promise.all([...queues, ...queues].map((queue) => queue.drain()));
      expect(delivered.size).toBe(200);
      expect([...delivered.values()].filter((workers) => workers.length !== 1)).toEqual([]);
      // Both took a share (claims skip what the other holds rather than wait for it).
      const byWorker = new Set([...delivered.values()].flat());
      expect(byWorker.size).toBe(2);
      expect((await t.app.deliveries.backlog()).count).toBe(0);
    } finally {
      await other.db.destroy();
      await t.close();
    }
  });
});
