import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { LIVE_HUB_PATH } from '@storefront/contracts';
import { encrypt } from './members.js';

export const RS = '\u001e';

/** Listens on 127.0.0.1 at a free port; returns the http:// base. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * The real `@microsoft/signalr` client as the storefront builds it (Node sends the token only
 * as an Authorization header), with a short keep-alive so the test hub's short timeout holds.
 */
export function signalrClient(
  base: string,
  token: string,
  { negotiate = false, query = 'businessNumber=456817&timezone=-480' } = {},
): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}${LIVE_HUB_PATH}?${query}`, {
      skipNegotiation: !negotiate,
      transport: HttpTransportType.WebSockets,
      accessTokenFactory: () => token,
    })
    .configureLogging(LogLevel.None)
    .build();
  connection.keepAliveIntervalInMilliseconds = 250;
  connection.serverTimeoutInMilliseconds = 10_000;
  return connection;
}

/** Resolves with the first call of a client method. */
export const nextCall = (connection: HubConnection, method: string) =>
  new Promise<unknown>((resolve) => {
    const handler = (arg: unknown) => {
      connection.off(method, handler);
      resolve(arg);
    };
    connection.on(method, handler);
  });

/** Resolves when the connection closes, with its error message if any. */
export const closed = (connection: HubConnection) =>
  new Promise<string | undefined>((resolve) => connection.onclose((error) => resolve(error?.message)));

/** A plain `ws` client that speaks the protocol by hand, for what the real client never sends. */
export class RawClient {
  readonly ws: WebSocket;
  readonly received: string[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number }>;
  readonly opened: Promise<void>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      this.ws.once('error', reject);
    });
    this.opened.catch(() => {});
    this.closed = new Promise((resolve) => this.ws.once('close', (code) => resolve({ code })));
    this.ws.on('message', (data) => {
      for (const record of data.toString().split(RS).filter(Boolean)) this.received.push(record);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(text: string) {
    this.ws.send(text);
  }

  /** The next record that is not a Ping. */
  async next(timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((r) => JSON.parse(r).type !== 6);
      if (index !== -1) {
        const [record] = this.received.splice(0, index + 1).slice(-1);
        return JSON.parse(record as string);
      }
      if (Date.now() > deadline) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Opens and completes the handshake. */
  async handshake(): Promise<void> {
    await this.opened;
    this.send(`{"protocol":"json","version":1}${RS}`);
    const answer = await this.next();
    if (Object.keys(answer).length !== 0) throw new Error(`handshake refused: ${JSON.stringify(answer)}`);
  }
}

/** The HTTP answer to an upgrade the hub refuses. */
export function refusal(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: { code: number; message: string } }>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) }));
    });
    ws.on('open', () => reject(new Error('the hub accepted the connection')));
    ws.on('error', () => {});
  });
}

/** One more session of a member, from a password login. */
export async function loginAgain(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/identity/login',
    headers: { businessnumber: '456817' },
    payload: { userName: email, password: encrypt(password) },
    remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token as string;
}

/** Member id behind a token, read from the account API. */
export async function memberIdOf(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/account/load',
    headers: { businessnumber: '456817', authorization: `Bearer ${token}` },
  });
  return res.json().data.id as number;
}

export const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
