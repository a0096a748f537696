import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (a random port) that keeps every mail it accepts, parsed with
 * mailparser as a mail client would read it. The app under test sends to it with
 * `smtpUrl: server.url`; mail goes out through the delivery queue, which tests run by hand, so
 * `drainWith(() => app.deliveries.drain())` tells the server how to deliver what waits.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let drain: () => Promise<unknown> = async () => undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const recipientsOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
      a.value.map((v) => (v.address ?? '').toLowerCase()),
    );

  /**
   * The newest mail to `to` that `matches` accepts, waiting for it (mail may be sent after the
   * answer, or by a delivery worker); fails after `timeoutMs`.
   */
  async function waitForMail(
    to: string,
    matches: (mail: ParsedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await drain();
      const found = received.filter((m) => recipientsOf(m).includes(to.toLowerCase()) && matches(m)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = received.map((m) => `${recipientsOf(m).join(',')}: ${m.subject ?? ''}`).join('\n  ');
        throw new Error(`No mail to ${to} within ${timeoutMs} ms; received:\n  ${seen}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    /** How waitForMail delivers queued mail before each look. */
    drainWith: (fn: () => Promise<unknown>) => {
      drain = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** Every link target of an HTML part. */
export const hrefsOf = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
