import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { PaymentProviderName } from '@storefront/contracts';
import { z } from 'zod';

/** Dev defaults for the password transport key and IV (DESIGN §5); production must set its own. */
const DEV_TRANSPORT_KEY = 'sf-dev-aes-key-1';
const DEV_TRANSPORT_IV = 'sf-dev-aes-iv-01';
/** Dev default of the sandbox payment provider's notification signing secret (the sandbox never runs in production). */
const DEV_PAYMENT_SANDBOX_SECRET = 'sf-dev-sandbox-payment-secret';

const sixteenChars = (name: string) =>
  z
    .string()
    .refine((v) => Buffer.byteLength(v, 'utf8') === 16, `${name} must be exactly 16 bytes of UTF-8 text (AES-128)`);

/** An optional whole number from `min` to `max`, every refusal naming the variable and its range. */
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message }).optional();
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine(
      (v) =>
        v.startsWith('postgres://') || v.startsWith('postgresql://') || v.startsWith('sqlite:') || !v.includes('://'),
      'DATABASE_URL must be a postgres:// URL, a sqlite: URL or a file path',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .refine(
      (v) => v.startsWith('redis://') || v.startsWith('rediss://'),
      'REDIS_URL must start with redis:// or rediss://',
    )
    .optional(),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be an absolute URL such as https://shop.example.com' }).optional(),
  MAIL_FROM: z.string().min(3).default('Storefront <no-reply@storefront.local>'),
  SMTP_URL: z
    .string()
    .refine((v) => v.startsWith('smtp://') || v.startsWith('smtps://'), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  TRANSPORT_AES_KEY: sixteenChars('TRANSPORT_AES_KEY').default(DEV_TRANSPORT_KEY),
  TRANSPORT_AES_IV: sixteenChars('TRANSPORT_AES_IV').default(DEV_TRANSPORT_IV),
  DATA_DIR: z.string().default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['0', '1'], { message: 'SEED_DEMO must be 0 or 1' }).optional(),
  API_DOCS: z.enum(['0', '1'], { message: 'API_DOCS must be 0 or 1' }).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message:
            'TRUST_PROXY must name the proxies: a comma-separated list of addresses or CIDRs (10.0.0.5, 172.16.0.0/12, loopback); a hop count or "true" cannot tell a proxy from a client and is refused',
        });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  PAYMENT_SANDBOX_SECRET: z
    .string()
    .min(16, 'PAYMENT_SANDBOX_SECRET must be at least 16 characters')
    .default(DEV_PAYMENT_SANDBOX_SECRET),
  // Secret (sk_) or restricted (rk_) keys, live or test; a publishable key (pk_) cannot create sessions.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_[A-Za-z0-9_]{8,}$/,
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…) or restricted key (rk_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_-]{8,}$/, 'STRIPE_WEBHOOK_SECRET must be the endpoint’s signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, message: 'STRIPE_API_URL must be an http:// or https:// URL' })
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be the account SID: AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'TWILIO_AUTH_TOKEN must be the account’s auth token').optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/,
      'TWILIO_FROM must be a sender number in E.164 (+61412345678), a Messaging Service SID (MG…) or an alphanumeric sender ID',
    )
    .optional(),
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/, message: 'TWILIO_API_URL must be an http:// or https:// URL' })
    .optional(),
  PHONE_LOGIN: z.enum(['0', '1'], { message: 'PHONE_LOGIN must be 0 or 1' }).default('1'),
  SERVER_RENDER: z.enum(['0', '1'], { message: 'SERVER_RENDER must be 0 or 1' }).default('1'),
  RENDER_THREADS: wholeNumber('RENDER_THREADS', 1, 16),
  LISTING_INDEX_PRODUCTS: wholeNumber('LISTING_INDEX_PRODUCTS', 0, 1_000_000),
  DELIVERY_LEASE_MS: z.coerce
    .number({ message: 'DELIVERY_LEASE_MS must be a number of milliseconds' })
    .int()
    .min(1000, 'DELIVERY_LEASE_MS must be at least 1000')
    .optional(),
});

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema?: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  transport: { key: string; iv: string };
  dataDir: string;
  logLevel: string;
  seedDemo: boolean;
  /** Whether `/api/docs` (the OpenAPI UI and document) is served. */
  apiDocs: boolean;
  /**
   * Fastify's `trustProxy`: which peers may name the client in `X-Forwarded-For`. Off (false)
   * unless `TRUST_PROXY` names them, so a client cannot choose its own address (per-IP limits).
   */
  trustProxy: false | string[];
  /** Bearer token `/metrics` asks for; unset: open outside production, not served in production. */
  metricsToken: string | undefined;
  /** HMAC-SHA256 secret the sandbox payment provider signs its notifications with. */
  paymentSandboxSecret: string;
  /** Stripe (real money): set when `STRIPE_SECRET_KEY` is; required in production. */
  stripe: StripeConfig | undefined;
  /** Twilio (SMS): set when all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are. */
  twilio: TwilioConfig | undefined;
  /** Whether shoppers log in and register by phone code (PHONE_LOGIN, on by default): needs SMS. */
  phoneLogin: boolean;
  /**
   * Whether the storefront's public pages are rendered on the server (SERVER_RENDER, on by
   * default; 0 sends every page as the shell the browser renders).
   */
  serverRender: boolean;
  /** Threads rendering the storefront's pages (RENDER_THREADS; one more than the cores, at most four, by default). */
  renderThreads: number;
  /**
   * The delivery queue's worker (mail, SMS, refunds): on in every process but tests, which
   * deliver with `app.deliveries.drain()` or start it themselves.
   */
  delivery: { worker: boolean; pollMs?: number; leaseMs?: number };
  /** How often each process sweeps expired and finished orders (0 turns the timer off). */
  orderSweepMs: number;
  /** How long a listing or hotel-search answer is reused (0: built for every request). */
  answerCacheMs: number;
  /**
   * A merchant's listing is kept in memory (filter and sort columns, for answerCacheMs) when it has
   * at most this many on-sale products in a language; larger ones are listed by their statements
   * (LISTING_INDEX_PRODUCTS; 0: never kept; unset: the engine's default, `listingIndexProductsOf`).
   */
  listingIndexProducts?: number;
  /** Test-only: where log lines go instead of stdout (never read from the environment). */
  logStream?: { write(line: string): void };
  /** Test-only overrides of the live hub's timings and limits (never read from the environment). */
  hub?: Partial<HubLimits>;
  /** Test-only: the built storefront and back-office folders (default: apps/web/dist, apps/admin/dist). */
  staticRoots?: { web: string; admin: string };
};

/** The hub's timings and limits; tests shorten them through `config.hub`. */
export type HubLimits = {
  /** A Ping goes to a connection that has been sent nothing for this long (spec §9: 15 s). */
  keepAliveMs: number;
  /**
   * A connection that sent nothing (not even its 15 s Ping) for this long is closed: twice
   * SignalR's usual 30 s, because browsers throttle the timers of background tabs.
   */
  clientTimeoutMs: number;
  handshakeTimeoutMs: number;
  /** Largest hub message (one record); larger ones get a Close with an error. */
  maxMessageBytes: number;
  /** Largest WebSocket message; larger ones are cut by `ws` itself (close code 1009). */
  maxFrameBytes: number;
  /** Sustained messages a second per connection, and the burst above it. */
  messagesPerSecond: number;
  messageBurst: number;
  /** A client whose unread output passes this is terminated (it must not grow our memory). */
  maxBufferedBytes: number;
  /** How long a closing peer may take before its socket is destroyed. */
  closeGraceMs: number;
  tickMs: number;
};

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** The sender: an E.164 number, a Messaging Service SID or an alphanumeric sender ID. */
  from: string;
  /** Another API host (a local stand-in in tests); unset: Twilio's own. */
  apiUrl: string | undefined;
};

/**
 * A production server with phone login sends real SMS: it does not start without Twilio, since
 * codes would go to the dev outbox, where nobody reads them. buildApp checks a hand-made Config too.
 */
export function assertSmsConfigured(config: Pick<Config, 'env' | 'twilio' | 'phoneLogin'>): void {
  if (config.env === 'production' && config.phoneLogin && !config.twilio) {
    throw new ConfigError(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: production sends phone login codes by SMS through Twilio; set all three, or PHONE_LOGIN=0 to offer email login only',
    );
  }
}

export type StripeConfig = {
  secretKey: string;
  /** The webhook endpoint's signing secret: notifications are verified with it. */
  webhookSecret: string;
  /** Another API host (a local stand-in in tests); unset: Stripe's own. */
  apiUrl: string | undefined;
};

/**
 * The payment providers a server offers, its default first: Stripe when configured, and the
 * sandbox everywhere but production (DESIGN §5: it never runs there).
 */
export const paymentProvidersOf = (config: Pick<Config, 'env' | 'stripe'>): PaymentProviderName[] => [
  ...(config.stripe ? (['stripe'] as const) : []),
  ...(config.env === 'production' ? [] : (['sandbox'] as const)),
];

/**
 * A production server takes real money or none: it does not start without Stripe, since the
 * sandbox (an order "paid" by pressing Pay) is not there. buildApp checks a hand-made Config too.
 */
export function assertPaymentsConfigured(config: Pick<Config, 'env' | 'stripe'>): void {
  if (config.env === 'production' && !config.stripe) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: production takes payments through Stripe; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the sandbox provider never runs in production)',
    );
  }
}

export class ConfigError extends Error {}

/** Reads the environment into a typed Config; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as shells and process managers commonly pass them.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (
    e.NODE_ENV === 'production' &&
    (e.TRANSPORT_AES_KEY === DEV_TRANSPORT_KEY || e.TRANSPORT_AES_IV === DEV_TRANSPORT_IV)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  TRANSPORT_AES_KEY/TRANSPORT_AES_IV: set your own values in production',
    );
  }
  // Without its signing secret no notification could be verified, so no payment would settle.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint /api/v1/payment/notify/stripe)',
    );
  }
  const stripe: StripeConfig | undefined =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
      : undefined;
  assertPaymentsConfigured({ env: e.NODE_ENV, stripe });
  const twilioVariables = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (twilioVariables.some(Boolean) && !twilioVariables.every(Boolean)) {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((_, i) => !twilioVariables[i]);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together (or none of them)`,
    );
  }
  const twilio: TwilioConfig | undefined =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID,
          authToken: e.TWILIO_AUTH_TOKEN,
          from: e.TWILIO_FROM,
          apiUrl: e.TWILIO_API_URL,
        }
      : undefined;
  const phoneLogin = e.PHONE_LOGIN === '1';
  assertSmsConfigured({ env: e.NODE_ENV, twilio, phoneLogin });
  // Mail links and payment return pages must point at the shop the public reaches, not at
  // whatever host a request came in on (a proxy's, or one an attacker chose).
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required in production — the public address of the shop (https://shop.example.com); links in mail are built from it',
    );
  }
  // Demo data comes with published sign-ins (DESIGN §4: demo owners never in production).
  if (e.NODE_ENV === 'production' && e.SEED_DEMO === '1') {
    throw new ConfigError(
      'Invalid configuration:\n  SEED_DEMO: demo merchants and accounts are never seeded in production; unset SEED_DEMO',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: databaseFrom(e.DATABASE_URL, e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    transport: { key: e.TRANSPORT_AES_KEY, iv: e.TRANSPORT_AES_IV },
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1',
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1',
    trustProxy: e.TRUST_PROXY ?? false,
    metricsToken: e.METRICS_TOKEN,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    stripe,
    twilio,
    phoneLogin,
    serverRender: e.SERVER_RENDER === '1',
    // One more than the cores: a render waits on this thread for its API answers for part of its
    // time, and the extra thread renders meanwhile (2 cores: 163 -> 173-183 cold pages/s).
    renderThreads: e.RENDER_THREADS ?? Math.min(4, availableParallelism() + 1),
    delivery: {
      worker: e.NODE_ENV !== 'test',
      ...(e.DELIVERY_LEASE_MS !== undefined && { leaseMs: e.DELIVERY_LEASE_MS }),
    },
    orderSweepMs: 60_000,
    answerCacheMs: 60_000,
    listingIndexProducts: e.LISTING_INDEX_PRODUCTS,
  };
}

/**
 * The largest listing kept in memory: 50 000 products on PostgreSQL, where a page's statement is
 * PostgreSQL's CPU on the same machine and a round trip; none on SQLite, where the statement runs
 * on reading threads beside the main thread, which the index's work and loads would take instead
 * (docs/decisions.md, session 28).
 */
export function listingIndexProductsOf(config: Pick<Config, 'database' | 'listingIndexProducts'>): number {
  return config.listingIndexProducts ?? (config.database.engine === 'postgres' ? 50_000 : 0);
}

function databaseFrom(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { engine: 'sqlite', file: path.join(dataDir, 'storefront.db') };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { engine: 'postgres', url };
  return { engine: 'sqlite', file: url.replace(/^sqlite:(\/\/)?/, '') };
}

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY` as Fastify's `trustProxy` takes it: the proxies' addresses and CIDRs; undefined
 * when malformed. `0`/`false` mean off. No hop counts: a count trusts whoever connects, so a
 * client reaching the server directly could name its own address (Fastify 5 ignores them too).
 */
function parseTrustProxy(value: string): false | string[] | undefined {
  const text = value.trim();
  if (text === '0' || text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
