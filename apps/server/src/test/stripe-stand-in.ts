import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

/** A request the stand-in received, its form body flattened (`line_items[0][price_data][currency]`). */
export type StandInRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type Json = Record<string, unknown>;

const TEST_WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64url')}`;
const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in of the few Stripe endpoints the shop calls (create and read a Checkout
 * Session, create a refund), on 127.0.0.1 and a free port, so tests run the real SDK through
 * `STRIPE_API_URL` without a network. It keeps the sessions it made, answers a repeated
 * Idempotency-Key with the first answer as Stripe does, refunds no more than a PaymentIntent
 * collected (and records each refund with its key), can be told to refuse the next refunds, and
 * can go down and come back on the same port (Stripe unreachable).
 * It also plays Stripe's side of a payment: completing a session and signing webhook events
 * with the SDK's own test signer.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Json>();
  const answered = new Map<string, { status: number; body: Json }>();
  let refundFailures = 0;
  /** What each PaymentIntent collected and what was given back of it. */
  const charged = new Map<string, number>();
  const refundedOf = new Map<string, number>();
  /** Every refund made, with the key and the shop's reference it was asked with. */
  const refundsMade: { id: string; paymentIntent: string; amount: number; key?: string; reference?: string }[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, { error: { message: String(error) } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
    const request: StandInRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
    };
    requests.push(request);
    const replayKey = request.idempotencyKey && `${request.method} ${request.path} ${request.idempotencyKey}`;
    const earlier = replayKey ? answered.get(replayKey) : undefined;
    if (earlier) return send(res, earlier.status, earlier.body);
    const { status, body } = route(request);
    // Stripe keeps the answer of a keyed request, failures included, and replays it.
    if (replayKey && status < 500) answered.set(replayKey, { status, body });
    send(res, status, body);
  }

  function route(request: StandInRequest): { status: number; body: Json } {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session: Json = {
        id: id('cs'),
        object: 'checkout.session',
        mode: form.mode,
        url: '',
        client_reference_id: form.client_reference_id ?? null,
        currency: form['line_items[0][price_data][currency]'] ?? null,
        amount_total:
          Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? 1),
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        metadata: { merchantTradeNumber: form['metadata[merchantTradeNumber]'] },
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: Number(form.expires_at),
      };
      session.url = `https://checkout.stripe.test/c/pay/${String(session.id)}`;
      sessions.set(String(session.id), session);
      return { status: 200, body: session };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1] as string);
      return session ? { status: 200, body: session } : notFound(path);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (refundFailures > 0) {
        refundFailures -= 1;
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'balance_insufficient',
              message: 'Stand-in refusal: the balance cannot cover this refund',
            },
          },
        };
      }
      const intent = form.payment_intent ?? '';
      const left = (charged.get(intent) ?? Number.MAX_SAFE_INTEGER) - (refundedOf.get(intent) ?? 0);
      const amount = form.amount ? Number(form.amount) : left;
      if (left <= 0) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge for ${form.payment_intent} has already been refunded.`,
            },
          },
        };
      }
      if (amount > left) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            },
          },
        };
      }
      refundedOf.set(intent, (refundedOf.get(intent) ?? 0) + amount);
      const refundId = id('re');
      refundsMade.push({
        id: refundId,
        paymentIntent: intent,
        amount,
        key: request.idempotencyKey,
        reference: form['metadata[storefrontRefund]'],
      });
      return {
        status: 200,
        body: {
          id: refundId,
          object: 'refund',
          status: 'succeeded',
          amount,
          payment_intent: form.payment_intent,
          reason: form.reason ?? null,
          metadata: { merchantTradeNumber: form['metadata[merchantTradeNumber]'] },
        },
      };
    }
    return notFound(path);
  }

  const notFound = (path: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } },
  });

  function send(res: ServerResponse, status: number, body: Json) {
    // Refusals are final for the SDK (no automatic retry), as Stripe marks its own 4xx.
    res.writeHead(status, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
    res.end(JSON.stringify(body));
  }

  /** The session a checkout's redirect URL names. */
  function sessionOf(redirectUrl: string): Json {
    const session = sessions.get(redirectUrl.split('/').pop() ?? '');
    if (!session) throw new Error(`no stand-in session for ${redirectUrl}`);
    return session;
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe('sk_test_stand_in_signer');

  return {
    url: `http://127.0.0.1:${port}`,
    webhookSecret: TEST_WEBHOOK_SECRET,
    requests,
    /** Requests to one endpoint, e.g. `POST /v1/checkout/sessions`. */
    requestsTo: (endpoint: string) => requests.filter((r) => `${r.method} ${r.path}` === endpoint),
    sessionOf,
    /** The buyer paid on the hosted page: the session is complete with a PaymentIntent. */
    pay(redirectUrl: string): Json {
      const session = sessionOf(redirectUrl);
      const intent = id('pi');
      charged.set(intent, Number(session.amount_total));
      return Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent });
    },
    /** Refunds made (answered 200), oldest first. */
    refundsMade,
    /** Stripe unreachable: connections are refused until `up()` (the same port again). */
    async down() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async up() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    /** The next `count` refunds are refused (400, as Stripe refuses a refund it cannot make). */
    refuseRefunds(count: number) {
      refundFailures = count;
    },
    /** A webhook delivery: the event's JSON and its Stripe-Signature, signed with `secret`. */
    event(type: string, object: Json, options: { id?: string; secret?: string; timestamp?: number } = {}) {
      const body = JSON.stringify({
        id: options.id ?? id('evt'),
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? TEST_WEBHOOK_SECRET,
        ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
      });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
