import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, listingIndexProductsOf, loadConfig, paymentProvidersOf } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and a SQLite file under data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: 'sqlite', file: 'data/storefront.db' });
    expect(config.redisUrl).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ REDIS_URL: '', DATABASE_URL: '', PORT: '' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.database.engine).toBe('sqlite');
    expect(config.port).toBe(3000);
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://127.0.0.1:5432/test' });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
    ['TRANSPORT_AES_KEY', { TRANSPORT_AES_KEY: 'short' }],
    ['TRANSPORT_AES_IV', { TRANSPORT_AES_IV: 'x'.repeat(17) }],
  ])('names %s when it is invalid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('refuses the development transport key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('TRANSPORT_AES_KEY');
  });

  it('refuses to start production without Stripe, naming STRIPE_SECRET_KEY; the sandbox secret is not asked for', () => {
    const keys = { TRANSPORT_AES_KEY: 'prod-aes-key-16b', TRANSPORT_AES_IV: 'prod-aes-iv-16bb' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys })).toThrow('STRIPE_SECRET_KEY');
    // The sandbox never runs in production, so its secret no longer stands in for a provider.
    const secret = 'a'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys, PAYMENT_SANDBOX_SECRET: secret })).toThrow(
      'STRIPE_SECRET_KEY',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      ...keys,
      ...STRIPE,
      ...TWILIO,
      PUBLIC_URL: 'https://shop.example.com',
    });
    expect(config.stripe).toEqual({
      secretKey: STRIPE.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET,
      apiUrl: undefined,
    });
    expect(paymentProvidersOf(config)).toEqual(['stripe']);
  });
});

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_51Hstorefront', STRIPE_WEBHOOK_SECRET: 'whsec_storefront_signing' };
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
  TWILIO_AUTH_TOKEN: 'twilio-auth-token-0001',
  TWILIO_FROM: '+61400000000',
};

describe('SMS (Twilio)', () => {
  const production = {
    NODE_ENV: 'production',
    TRANSPORT_AES_KEY: 'prod-aes-key-16b',
    TRANSPORT_AES_IV: 'prod-aes-iv-16bb',
    ...STRIPE,
    PUBLIC_URL: 'https://shop.example.com',
  };

  it('refuses production with phone login and no SMS provider, naming the three variables', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'PHONE_LOGIN=0']) {
      expect(() => loadConfig(production)).toThrow(name);
    }
    expect(loadConfig({ ...production, PHONE_LOGIN: '0' })).toMatchObject({ phoneLogin: false, twilio: undefined });
    expect(loadConfig({ ...production, ...TWILIO }).twilio).toEqual({
      accountSid: TWILIO.TWILIO_ACCOUNT_SID,
      authToken: TWILIO.TWILIO_AUTH_TOKEN,
      from: TWILIO.TWILIO_FROM,
      apiUrl: undefined,
    });
  });

  it('takes all three variables or none, naming the missing ones', () => {
    const { TWILIO_FROM: _from, ...twoOfThree } = TWILIO;
    expect(() => loadConfig(twoOfThree)).toThrow(/TWILIO_FROM: Twilio needs/);
    expect(loadConfig({}).twilio).toBeUndefined();
    expect(loadConfig({}).phoneLogin).toBe(true);
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', { ...TWILIO, TWILIO_ACCOUNT_SID: 'SK123' }],
    ['TWILIO_FROM', { ...TWILIO, TWILIO_FROM: '0412 345 678' }],
    ['TWILIO_API_URL', { ...TWILIO, TWILIO_API_URL: 'localhost:4010' }],
    ['PHONE_LOGIN', { PHONE_LOGIN: 'yes' }],
  ])('refuses a malformed %s, naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('points the SDK at TWILIO_API_URL, and runs the delivery worker everywhere but tests', () => {
    const config = loadConfig({ ...TWILIO, TWILIO_API_URL: 'http://127.0.0.1:4010' });
    expect(config.twilio?.apiUrl).toBe('http://127.0.0.1:4010');
    expect(config.delivery.worker).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).delivery.worker).toBe(false);
  });
});

describe('Stripe', () => {
  it('is off without STRIPE_SECRET_KEY, leaving the sandbox outside production', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeUndefined();
    expect(paymentProvidersOf(config)).toEqual(['sandbox']);
  });

  it('is the default provider when configured, the sandbox second outside production', () => {
    const config = loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(config.stripe?.apiUrl).toBe('http://127.0.0.1:12111');
    expect(paymentProvidersOf(config)).toEqual(['stripe', 'sandbox']);
  });

  it.each([
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY }],
    ['STRIPE_SECRET_KEY', { ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_publishable' }],
    ['STRIPE_WEBHOOK_SECRET', { ...STRIPE, STRIPE_WEBHOOK_SECRET: 'not-a-signing-secret' }],
    ['STRIPE_API_URL', { ...STRIPE, STRIPE_API_URL: 'ftp://127.0.0.1' }],
  ])('names %s when it is missing or invalid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('production defaults', () => {
  const production = {
    NODE_ENV: 'production',
    TRANSPORT_AES_KEY: 'prod-aes-key-16b',
    TRANSPORT_AES_IV: 'prod-aes-iv-16bb',
    ...STRIPE,
    ...TWILIO,
    PUBLIC_URL: 'https://shop.example.com',
  };

  it('refuses to start production without PUBLIC_URL, naming it (mail links are built from it)', () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = production;
    expect(() => loadConfig(withoutPublicUrl)).toThrow(ConfigError);
    expect(() => loadConfig(withoutPublicUrl)).toThrow('PUBLIC_URL');
    expect(loadConfig(production).publicUrl).toBe('https://shop.example.com');
  });

  it('seeds the demo merchants and serves /api/docs outside production', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, apiDocs: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ seedDemo: true, apiDocs: true });
    expect(loadConfig({ SEED_DEMO: '0', API_DOCS: '0' })).toMatchObject({ seedDemo: false, apiDocs: false });
  });

  it('seeds nothing and hides /api/docs in production unless API_DOCS=1', () => {
    expect(loadConfig(production)).toMatchObject({ seedDemo: false, apiDocs: false });
    expect(loadConfig({ ...production, API_DOCS: '1', SEED_DEMO: '0' })).toMatchObject({
      seedDemo: false,
      apiDocs: true,
    });
  });

  it('refuses SEED_DEMO=1 in production, naming the variable', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SEED_DEMO: '1' })).toThrow('SEED_DEMO');
  });

  it.each([
    ['SEED_DEMO', { SEED_DEMO: 'yes' }],
    ['API_DOCS', { API_DOCS: 'true' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'short' }],
  ])('names %s when it is invalid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default: the client address is the socket peer', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.5, 172.16.0.0/12,::1,fd00::/8', ['10.0.0.5', '172.16.0.0/12', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('accepts %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['1', 'true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '300.1.1.1', '10.0.0.1,,10.0.0.2'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
    },
  );
});

describe('SERVER_RENDER', () => {
  it('renders the storefront on the server by default; 0 sends the shell', () => {
    expect(loadConfig({}).serverRender).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).serverRender).toBe(true);
    expect(loadConfig({ SERVER_RENDER: '1' }).serverRender).toBe(true);
    expect(loadConfig({ SERVER_RENDER: '0' }).serverRender).toBe(false);
  });

  it('refuses anything but 0 or 1, naming the variable', () => {
    expect(() => loadConfig({ SERVER_RENDER: 'yes' })).toThrow('SERVER_RENDER');
  });

  it('renders on one thread more than the cores, at most four, unless RENDER_THREADS names a count from 1 to 16', () => {
    expect(loadConfig({}).renderThreads).toBe(Math.min(4, availableParallelism() + 1));
    expect(loadConfig({ RENDER_THREADS: '3' }).renderThreads).toBe(3);
    for (const value of ['0', '17', '1.5', 'many']) {
      expect(() => loadConfig({ RENDER_THREADS: value })).toThrow('RENDER_THREADS must be a whole number from 1 to 16');
    }
  });

  it('keeps listings of up to 50 000 products in memory on PostgreSQL, none on SQLite, unless LISTING_INDEX_PRODUCTS names a count', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(listingIndexProductsOf(loadConfig({ DATABASE_URL: postgres }))).toBe(50_000);
    expect(listingIndexProductsOf(loadConfig({}))).toBe(0);
    expect(listingIndexProductsOf(loadConfig({ DATABASE_URL: postgres, LISTING_INDEX_PRODUCTS: '0' }))).toBe(0);
    expect(listingIndexProductsOf(loadConfig({ LISTING_INDEX_PRODUCTS: '2000' }))).toBe(2_000);
    for (const value of ['-1', '1.5', 'all', '1000001']) {
      expect(() => loadConfig({ LISTING_INDEX_PRODUCTS: value })).toThrow(
        'LISTING_INDEX_PRODUCTS must be a whole number from 0 to 1000000',
      );
    }
  });
});
