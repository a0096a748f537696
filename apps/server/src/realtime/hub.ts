import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  ERROR_CODES,
  LIMITS,
  LIVE_CLIENT_METHODS,
  LIVE_HUB_METHODS,
  LIVE_HUB_PATH,
  LIVE_MESSAGE_KEYS,
  STAFF_LIMITS,
  businessNumberSchema,
  errorEnvelope,
  parseLiveTimezone,
  type ErrorName,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
import type { HubLimits } from '../config.js';
import { bearerToken } from '../platform/auth/require-member.js';
import type { SessionStore } from '../platform/auth/sessions.js';
import type { StaffSessionLookup } from '../platform/auth/staff-sessions.js';
import { AppError } from '../platform/http/errors.js';
import type { DomainEvents } from '../platform/events.js';
import { startBackplane } from './backplane.js';
import { createConnectionRegistry, type Connection } from './connections.js';
import {
  HANDSHAKE_OK,
  MessageType,
  PING,
  ProtocolError,
  closeMessage,
  completion,
  invocation,
  parseHandshakeRequest,
  parseMessage,
  splitRecords,
  writeHandshakeError,
  type InvocationMessage,
} from './protocol.js';

export const HUB_LIMITS: HubLimits = {
  keepAliveMs: LIMITS.liveKeepAliveMs,
  clientTimeoutMs: 60_000,
  handshakeTimeoutMs: 15_000,
  maxMessageBytes: 32 * 1024,
  maxFrameBytes: 128 * 1024,
  messagesPerSecond: 20,
  messageBurst: 40,
  maxBufferedBytes: 1024 * 1024,
  closeGraceMs: 2_000,
  tickMs: 250,
};

export type Hub = {
  /** Connections open on this process. */
  readonly size: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

type Admission = {
  merchantNumber: string;
  memberId: number | null;
  staffId: number | null;
  deskAccess: boolean;
  tokenHash: string;
  sessionExpiresAt: number;
};

/** Staff roles that may hear of orders on the live desk (an editor's connection hears nothing). */
const DESK_ROLES: readonly string[] = ['owner', 'manager', 'agent'];
type Refusal = { refused: ErrorName; status: number; message: string };

const CONNECTION_ID = /^[A-Za-z0-9_-]{22}$/;
const newConnectionId = () => randomBytes(16).toString('base64url');
/** The hub's clock: whole milliseconds since the process started (small integers, monotonic). */
const clock = () => Math.floor(performance.now());
/** Where a socket keeps its connection, so every socket shares the same three listeners. */
const CONNECTION = Symbol('connection');
type HubSocket = WebSocket & { [CONNECTION]: Connection };
let connectionNumber = 0;
const clip = (text: string) => (text.length > 64 ? `${text.slice(0, 64)}…` : text);
const TEXT = { binary: false } as const;
const PING_FRAME = Buffer.from(PING);

/** Hub description for the OpenAPI document. */
const HUB_DESCRIPTION = [
  `Live connection (spec §7): WebSocket at \`${LIVE_HUB_PATH}\` speaking the ASP.NET Core SignalR JSON hub protocol, version 1 (records end with 0x1E).`,
  'Authenticate with the session token as the `access_token` query parameter (browsers) or an `Authorization: Bearer` header;',
  '`businessNumber` (query or header) is optional and, when given, must be the merchant of the session; `timezone` (query, minutes as in `Date#getTimezoneOffset`, e.g. -480) is read.',
  'No, unknown or ended token: the upgrade is refused with HTTP 401 and a `{code, message, data}` body (1005 or 1006).',
  'Client → server: `SendMessage(MessageKey, Data)`; known key `Timezone` (Data: minutes). Other keys and methods get a Completion with an error.',
  "Server → client: `ReceiveMessage({MessageKey: 'UpdateCartNum', Data: cartNumber})` when the member's cart count changes on any process;",
  "back-office staff connect with their staff token and get only `ReceiveMessage({MessageKey: 'DeskChanged', Data: {reason: 'entered' | 'left', ocode}})` when an order enters or leaves their merchant's desk queue (owners, managers, agents);",
  "`ForceOffline({MessageKey: 'ForceOffline', Data: {reason}})` when the session is revoked (logout elsewhere, password change) or its lifetime ends (reason `expired`), then Close without reconnect.",
  `Ping every ${HUB_LIMITS.keepAliveMs / 1000} s; a client silent for ${HUB_LIMITS.clientTimeoutMs / 1000} s is closed.`,
  `Limits: ${HUB_LIMITS.maxMessageBytes} bytes a message, ${HUB_LIMITS.messagesPerSecond} messages a second (burst ${HUB_LIMITS.messageBurst}); breaking them, or sending a malformed message, ends the connection with a Close carrying the error.`,
  `A client that leaves over ${HUB_LIMITS.maxBufferedBytes / 1024 / 1024} MB unread is disconnected.`,
].join('\n');

const negotiateResponse = z.object({
  negotiateVersion: z.number().int().optional(),
  connectionId: z.string(),
  connectionToken: z.string().optional(),
  availableTransports: z.array(z.object({ transport: z.string(), transferFormats: z.array(z.string()) })),
});

/**
 * The live hub (issue 8): WebSocket upgrades on `/hubs/online` through `ws` in noServer mode,
 * the negotiate call, and delivery of backplane events to this process's connections.
 */
export async function registerHub(
  app: FastifyInstance,
  deps: {
    sessions: SessionStore;
    /** Staff sessions (the back office's live desk); without it, staff tokens are unknown here. */
    staffSessions?: { lookupSession(token: string): Promise<StaffSessionLookup> };
    events: DomainEvents;
    limits?: Partial<HubLimits>;
  },
): Promise<Hub> {
  const limits: HubLimits = { ...HUB_LIMITS, ...deps.limits };
  const log = app.log.child({ module: 'hub' });
  const registry = createConnectionRegistry();
  /** Tokens revoked in the last minute: closes the gap between a session lookup and `registry.add`. */
  const recentlyRevoked = new Map<string, number>();
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: limits.maxFrameBytes,
  });
  let closing = false;

  // ── Admission ────────────────────────────────────────────────────────────────────────────

  async function admit(token: string | undefined, businessNumber: string | undefined): Promise<Admission | Refusal> {
    if (!token) {
      return refusal(
        'invalidToken',
        'Log in first: connect with the session token as access_token or an Authorization: Bearer header',
      );
    }
    if (businessNumber !== undefined && !businessNumberSchema.safeParse(businessNumber).success) {
      return refusal('malformedId', `businessNumber "${clip(businessNumber)}" must be 1 to 20 digits`);
    }
    const session = await deps.sessions.lookupSession(token);
    if (session.status === 'unknown' && deps.staffSessions) return admitStaff(token, businessNumber);
    if (session.status === 'ended' || (session.status === 'active' && recentlyRevoked.has(session.tokenHash))) {
      return refusal('sessionEnded', 'Your session has ended; please log in again');
    }
    if (session.status === 'unknown' || (businessNumber !== undefined && businessNumber !== session.merchantNumber)) {
      return refusal('invalidToken', 'The token is not valid for this shop; please log in');
    }
    return {
      merchantNumber: session.merchantNumber,
      memberId: session.memberId,
      staffId: null,
      deskAccess: false,
      tokenHash: session.tokenHash,
      // On the hub's clock, like every other deadline of a connection.
      sessionExpiresAt: clock() + (session.expiresAt - Date.now()),
    };
  }

  /** A back-office token: a full staff session inside a merchant; it never joins a member's messages. */
  async function admitStaff(token: string, businessNumber: string | undefined): Promise<Admission | Refusal> {
    const staff = await deps.staffSessions?.lookupSession(token);
    if (staff?.status === 'ended' || (staff?.status === 'active' && recentlyRevoked.has(staff.tokenHash))) {
      return refusal('sessionEnded', 'Your session has ended; please log in again');
    }
    if (
      staff?.status !== 'active' ||
      staff.scope !== 'full' ||
      staff.merchantNumber === null ||
      (businessNumber !== undefined && businessNumber !== staff.merchantNumber)
    ) {
      return refusal('invalidToken', 'The token is not valid for this shop; please log in');
    }
    return {
      merchantNumber: staff.merchantNumber,
      memberId: null,
      staffId: staff.staffId,
      deskAccess: DESK_ROLES.includes(staff.role),
      tokenHash: staff.tokenHash,
      // A staff session ends after its idle time; the desk's requests keep it alive, the socket does not.
      sessionExpiresAt: clock() + STAFF_LIMITS.sessionIdleMs,
    };
  }

  const refusal = (refused: ErrorName, message: string): Refusal => ({
    refused,
    status: ERROR_CODES[refused].status,
    message,
  });

  /** Answers an upgrade request with a plain HTTP error and ends the socket. */
  function refuseUpgrade(socket: Duplex, status: number, code: number, message: string) {
    if (socket.destroyed) return;
    const body = JSON.stringify({ code, message, data: null });
    const headers = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Connection: close',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...(status === 401 ? ['WWW-Authenticate: Bearer'] : []),
    ];
    socket.once('finish', () => socket.destroy());
    socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
  }

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    if (url.pathname !== LIVE_HUB_PATH) {
      return refuseUpgrade(socket, 404, ERROR_CODES.notFound.code, `No WebSocket endpoint at ${clip(url.pathname)}`);
    }
    if (closing) return refuseUpgrade(socket, 503, ERROR_CODES.internal.code, 'The server is shutting down');
    const query = url.searchParams;
    const id = query.get('id') ?? undefined;
    if (id !== undefined && !CONNECTION_ID.test(id)) {
      return refuseUpgrade(socket, 404, ERROR_CODES.notFound.code, 'No connection with that id; negotiate again');
    }
    const token = query.get('access_token') || bearerToken(request.headers.authorization);
    const businessNumber = query.get('businessNumber') ?? headerValue(request.headers.businessnumber);
    const admission = await admit(token, businessNumber);
    if ('refused' in admission) {
      return refuseUpgrade(socket, admission.status, ERROR_CODES[admission.refused].code, admission.message);
    }
    if (socket.destroyed) return;
    if (closing) return refuseUpgrade(socket, 503, ERROR_CODES.internal.code, 'The server is shutting down');
    if (id !== undefined && registry.has(id)) {
      return refuseUpgrade(socket, 409, ERROR_CODES.conflict.code, 'This connection id is already connected');
    }
    if (recentlyRevoked.has(admission.tokenHash)) {
      const ended = ERROR_CODES.sessionEnded;
      return refuseUpgrade(socket, ended.status, ended.code, 'Your session has ended; please log in again');
    }
    socket.off('error', ignore);
    wss.handleUpgrade(request, socket, head, (ws) =>
      accept(ws, {
        ...admission,
        id: id ?? ++connectionNumber,
        timezone: parseLiveTimezone(query.get('timezone')),
      }),
    );
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    // A client may vanish while its session is looked up; its socket error must not crash us.
    socket.on('error', ignore);
    upgrade(request, socket, head).catch((err: unknown) => {
      log.error({ err }, 'hub upgrade failed');
      refuseUpgrade(socket, 503, ERROR_CODES.internal.code, 'The live connection is unavailable; try again');
    });
  }
  app.server.on('upgrade', onUpgrade);

  // ── Connections ──────────────────────────────────────────────────────────────────────────

  function accept(ws: WebSocket, admission: Admission & { id: string | number; timezone: number | undefined }) {
    const now = clock();
    const connection: Connection = {
      ...admission,
      socket: ws,
      handshaken: false,
      pending: undefined,
      openedAt: now,
      lastReceivedAt: now,
      lastSentAt: now,
      allowance: limits.messageBurst * 1000,
      allowanceAt: now,
      closingSince: undefined,
    };
    registry.add(connection);
    (ws as HubSocket)[CONNECTION] = connection;
    ws.on('message', onMessage);
    ws.on('close', onClose);
    ws.on('error', onError);
  }

  function onMessage(this: WebSocket, data: RawData) {
    receive((this as HubSocket)[CONNECTION], data);
  }
  function onClose(this: WebSocket) {
    registry.remove((this as HubSocket)[CONNECTION]);
  }
  function onError(this: WebSocket, err: Error) {
    log.debug({ err, connectionId: (this as HubSocket)[CONNECTION].id }, 'hub socket error');
  }

  function send(connection: Connection, frame: Buffer | string, now = clock()): void {
    const ws = connection.socket;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      log.warn({ connectionId: connection.id, buffered: ws.bufferedAmount }, 'hub client is not reading; terminated');
      ws.terminate();
      return;
    }
    ws.send(frame, TEXT);
    connection.lastSentAt = now;
  }

  function beginClose(connection: Connection) {
    if (connection.closingSince !== undefined) return;
    connection.closingSince = clock();
    connection.pending = undefined;
    connection.socket.close(1000);
  }

  /** Sends a Close message carrying `error` (the client reports it), then closes. */
  function closeWithError(connection: Connection, error: string) {
    if (connection.closingSince !== undefined) return;
    send(connection, closeMessage(error, false));
    beginClose(connection);
  }

  /** Token bucket in thousandths of a message: `messagesPerSecond` sustained, `messageBurst` at once. */
  function withinRate(connection: Connection, count: number, now: number): boolean {
    const refill = (now - connection.allowanceAt) * limits.messagesPerSecond;
    connection.allowance = Math.min(limits.messageBurst * 1000, connection.allowance + refill) - count * 1000;
    connection.allowanceAt = now;
    return connection.allowance >= 0;
  }

  function receive(connection: Connection, data: RawData) {
    if (connection.closingSince !== undefined) return;
    try {
      const now = clock();
      connection.lastReceivedAt = now;
      const chunk = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      // Every client pings every 15 s: answer the common case without parsing it.
      if (connection.handshaken && connection.pending === undefined && chunk.equals(PING_FRAME)) {
        if (!withinRate(connection, 1, now)) closeWithError(connection, tooMany());
        return;
      }
      let records: Buffer[];
      try {
        ({ records, rest: connection.pending } = splitRecords(connection.pending, chunk, limits.maxMessageBytes));
      } catch (error) {
        if (!(error instanceof ProtocolError)) throw error;
        return connection.handshaken ? closeWithError(connection, error.message) : refuseHandshake(connection, error);
      }
      if (!withinRate(connection, Math.max(1, records.length), now)) {
        return closeWithError(connection, tooMany());
      }
      for (const record of records) {
        if (connection.closingSince !== undefined) return;
        if (connection.handshaken) dispatch(connection, record);
        else handshake(connection, record);
      }
    } catch (err) {
      log.error({ err, connectionId: connection.id }, 'hub message failed');
      closeWithError(connection, 'The server failed to process the message.');
    }
  }

  const tooMany = () => `Too many messages: at most ${limits.messagesPerSecond} a second.`;

  function refuseHandshake(connection: Connection, error: ProtocolError) {
    send(connection, writeHandshakeError(error.message));
    beginClose(connection);
  }

  function handshake(connection: Connection, record: Buffer) {
    try {
      parseHandshakeRequest(record);
    } catch (error) {
      if (error instanceof ProtocolError) return refuseHandshake(connection, error);
      throw error;
    }
    connection.handshaken = true;
    send(connection, HANDSHAKE_OK);
  }

  function dispatch(connection: Connection, record: Buffer) {
    let message;
    try {
      message = parseMessage(record);
    } catch (error) {
      if (error instanceof ProtocolError) return closeWithError(connection, `Invalid message: ${error.message}`);
      throw error;
    }
    if (message === null) return; // a message type of a later protocol version: ignored, as the spec says
    switch (message.type) {
      case MessageType.Invocation:
        return invoke(connection, message);
      case MessageType.StreamInvocation:
        return send(
          connection,
          completion(message.invocationId, { error: `Streaming is not supported: '${clip(message.target)}'.` }),
        );
      case MessageType.Close:
        return beginClose(connection);
      default:
        // Ping refreshed lastReceivedAt already; this hub starts no streams and asks for no
        // client results, so stream items, cancellations and completions have nothing to match.
        return;
    }
  }

  function invoke(connection: Connection, message: InvocationMessage) {
    const answer = (outcome: { result: unknown } | { error: string }) => {
      if (message.invocationId !== undefined) send(connection, completion(message.invocationId, outcome));
    };
    if (message.streamIds?.length) return answer({ error: 'Streaming arguments are not supported.' });
    if (message.target !== LIVE_HUB_METHODS.sendMessage) {
      return answer({ error: `Unknown hub method '${clip(message.target)}'.` });
    }
    const [key, data] = message.arguments;
    if (message.arguments.length !== 2 || typeof key !== 'string') {
      return answer({ error: 'SendMessage takes two arguments: MessageKey (a string) and Data.' });
    }
    const handle = CLIENT_MESSAGES.get(key);
    if (!handle) {
      return answer({
        error: `Unknown MessageKey '${clip(key)}'; known keys: ${[...CLIENT_MESSAGES.keys()].join(', ')}.`,
      });
    }
    answer(handle(connection, data));
  }

  // ── Delivery (from the backplane) ────────────────────────────────────────────────────────

  function deliver(connections: readonly Connection[], frame: Buffer) {
    const now = clock();
    for (const connection of connections) if (connection.handshaken) send(connection, frame, now);
  }

  function forceOffline(tokenHashes: string[], reason: string) {
    const until = clock() + 60_000;
    for (const tokenHash of tokenHashes) {
      recentlyRevoked.set(tokenHash, until);
      for (const connection of registry.ofToken(tokenHash)) sendOffline(connection, reason);
    }
  }

  /** ForceOffline with its reason, then Close without reconnect. */
  function sendOffline(connection: Connection, reason: string) {
    if (connection.closingSince !== undefined) return;
    if (connection.handshaken) {
      const notice = { MessageKey: LIVE_MESSAGE_KEYS.forceOffline, Data: { reason } };
      send(connection, Buffer.from(invocation(LIVE_CLIENT_METHODS.forceOffline, [notice])));
      send(connection, Buffer.from(closeMessage(`Session ended (${reason}).`, false)));
    }
    beginClose(connection);
  }

  const stopBackplane = await startBackplane(
    deps.events,
    {
      onCartChanged: ({ merchantNumber, memberId, cartNumber }) => {
        const connections = registry.ofMember(merchantNumber, memberId);
        if (connections.length === 0) return;
        const message = { MessageKey: LIVE_MESSAGE_KEYS.updateCartNum, Data: cartNumber };
        deliver(connections, Buffer.from(invocation(LIVE_CLIENT_METHODS.receiveMessage, [message])));
      },
      onSessionRevoked: ({ tokenHashes, reason }) => forceOffline(tokenHashes, reason),
      onStaffSessionRevoked: ({ tokenHashes, reason }) => forceOffline(tokenHashes, reason),
      onDeskChanged: ({ merchantNumber, ocode, reason }) => {
        const connections = registry.ofDesk(merchantNumber);
        if (connections.length === 0) return;
        const message = { MessageKey: LIVE_MESSAGE_KEYS.deskChanged, Data: { reason, ocode } };
        deliver(connections, Buffer.from(invocation(LIVE_CLIENT_METHODS.receiveMessage, [message])));
      },
    },
    log,
  );

  // ── Keep-alive, timeouts and close deadlines: one timer for every connection ────────────

  const tick = setInterval(() => {
    const now = clock();
    for (const connection of registry.all()) {
      if (connection.closingSince !== undefined) {
        if (now - connection.closingSince >= limits.closeGraceMs) connection.socket.terminate();
      } else if (now >= connection.sessionExpiresAt) {
        // The session's lifetime is over: the connection must not outlive it.
        sendOffline(connection, 'expired');
      } else if (!connection.handshaken) {
        if (now - connection.openedAt >= limits.handshakeTimeoutMs) {
          refuseHandshake(connection, new ProtocolError('No handshake request was received in time.'));
        }
      } else if (now - connection.lastReceivedAt >= limits.clientTimeoutMs) {
        closeWithError(connection, 'Server timeout elapsed without receiving a message from the client.');
      } else if (now - connection.lastSentAt >= limits.keepAliveMs) {
        send(connection, PING_FRAME, now);
      }
    }
    for (const [tokenHash, until] of recentlyRevoked) if (until <= now) recentlyRevoked.delete(tokenHash);
  }, limits.tickMs);
  tick.unref();

  // ── HTTP: negotiate, and the documented hub path ─────────────────────────────────────────

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${LIVE_HUB_PATH}/negotiate`,
    {
      schema: {
        tags: ['realtime'],
        summary: 'SignalR negotiate: the transports of the live hub and a connection token',
        description:
          'For clients that negotiate (the storefront skips it). Answers negotiate version 1 when asked ' +
          '(`negotiateVersion=1`), else version 0. The token goes on the WebSocket URL as `id`; it is not a ' +
          'credential and is not stored, so any server process accepts it (no sticky sessions needed).',
        querystring: z.object({
          negotiateVersion: z.coerce.number().int().min(0).optional(),
          access_token: z.string().optional(),
          businessNumber: z.string().optional(),
        }),
        security: [{ bearer: [] }],
        response: { 200: negotiateResponse, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      const { query, headers } = request;
      const admission = await admit(
        query.access_token || bearerToken(headers.authorization),
        query.businessNumber ?? headerValue(headers.businessnumber),
      );
      if ('refused' in admission) throw new AppError(admission.refused, admission.message);
      const transports = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];
      if ((query.negotiateVersion ?? 0) < 1) {
        return { connectionId: newConnectionId(), availableTransports: transports };
      }
      const connectionToken = newConnectionId();
      const connectionId = createHash('sha256').update(connectionToken).digest('base64url').slice(0, 22);
      return { negotiateVersion: 1, connectionId, connectionToken, availableTransports: transports };
    },
  );
  r.get(
    LIVE_HUB_PATH,
    {
      schema: {
        tags: ['realtime'],
        summary: 'The live hub (WebSocket upgrade only)',
        description: HUB_DESCRIPTION,
        querystring: z.object({
          access_token: z.string().optional(),
          businessNumber: z.string().optional(),
          timezone: z.string().optional(),
          id: z.string().optional(),
        }),
        security: [{ bearer: [] }],
        response: { 426: errorEnvelope },
      },
    },
    async (_request, reply) =>
      reply.status(426).header('upgrade', 'websocket').send({
        code: ERROR_CODES.validationFailed.code,
        message: 'Connect with a WebSocket upgrade (SignalR JSON hub protocol, version 1)',
        data: null,
      }),
  );

  // ── Shutdown: tell every client, let them close, then cut the rest ───────────────────────

  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(tick);
    for (const connection of registry.all()) {
      if (connection.closingSince !== undefined) continue;
      if (connection.handshaken) send(connection, closeMessage(undefined, true));
      beginClose(connection);
    }
    const deadline = Date.now() + limits.closeGraceMs;
    while (registry.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const connection of registry.all()) connection.socket.terminate();
    await stopBackplane().catch((err: unknown) => log.warn({ err }, 'hub could not unsubscribe from the backplane'));
  });

  const hub: Hub = {
    get size() {
      return registry.size;
    },
  };
  app.decorate('hub', hub);
  return hub;
}

const ignore = () => {};

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Client → server messages by MessageKey; each answers the invocation's Completion. */
const CLIENT_MESSAGES = new Map<
  string,
  (connection: Connection, data: unknown) => { result: unknown } | { error: string }
>([
  [
    LIVE_MESSAGE_KEYS.timezone,
    (connection, data) => {
      const timezone = typeof data === 'number' ? parseLiveTimezone(data) : undefined;
      if (timezone === undefined) {
        return { error: 'Timezone Data must be whole minutes from UTC between -840 and 840, e.g. -480.' };
      }
      connection.timezone = timezone;
      return { result: true };
    },
  ],
]);
