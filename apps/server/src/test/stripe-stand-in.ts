import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
 * Idempotency-Key with the first answer as Stripe does, and can be told to refuse refunds.
 * It also plays Stripe's side of a payment: completing a session and signing webhook events
 * with the SDK's own test signer.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, Json>();
  const answered = new Map<string, { status: number; body: Json }>();
  let refundFailures = 0;
  const refunded = new Set<string>();

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
      if (refunded.has(form.payment_intent ?? '')) {
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
      refunded.add(form.payment_intent ?? '');
      return {
        status: 200,
        body: {
          id: id('re'),
          object: 'refund',
          status: 'succeeded',
          amount: Number(form.amount),
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
      return Object.assign(sessionOf(redirectUrl), {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
      });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
