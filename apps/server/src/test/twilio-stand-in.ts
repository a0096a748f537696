import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A message the stand-in accepted. */
export type TwilioStandInMessage = { sid: string; to: string; from: string; body: string; accountSid: string };

/**
 * A local stand-in of Twilio's Messages endpoint (`POST /2010-04-01/Accounts/{sid}/Messages.json`)
 * on 127.0.0.1 and a free port, so tests run the real SDK through `TWILIO_API_URL`. It checks the
 * Basic credentials, keeps what it accepted (and lists it, filtered by To), can refuse the next requests with a status, and can
 * go down and come back on the same port.
 */
export async function startTwilioStandIn(credentials: { accountSid: string; authToken: string }) {
  const messages: TwilioStandInMessage[] = [];
  const failures: number[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { code: 20500, message: String(error) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/i.exec(path);
    if (!match || (req.method !== 'POST' && req.method !== 'GET')) {
      return send(res, 404, { code: 20404, message: `No route ${path}` });
    }
    const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected || match[1] !== credentials.accountSid) {
      return send(res, 401, { code: 20003, message: 'Authenticate' });
    }
    if (req.method === 'GET') {
      // The list, newest first, filtered by To (DateSent> is taken as "all of them" here).
      const to = url.searchParams.get('To');
      const list = messages.filter((m) => !to || m.to === to).reverse();
      return send(res, 200, {
        messages: list.map((m) => ({ sid: m.sid, account_sid: m.accountSid, to: m.to, from: m.from, body: m.body })),
        page: 0,
        page_size: 50,
        start: 0,
        end: list.length,
        first_page_uri: path,
        next_page_uri: null,
        previous_page_uri: null,
        uri: path,
      });
    }
    const failure = failures.shift();
    if (failure) return send(res, failure, { code: failure === 400 ? 21211 : 20500, message: 'Stand-in refusal' });
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to)) {
      return send(res, 400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` });
    }
    const message = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      body: form.get('Body') ?? '',
      accountSid: credentials.accountSid,
    };
    messages.push(message);
    send(res, 201, {
      sid: message.sid,
      account_sid: message.accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${message.accountSid}/Messages/${message.sid}.json`,
    });
  }

  function send(res: ServerResponse, status: number, body: Record<string, unknown>) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status, ...body }));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    /** The next requests are answered with these statuses (400: an invalid number; 500: a fault). */
    fail: (...statuses: number[]) => void failures.push(...statuses),
    down: stop,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: stop,
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
