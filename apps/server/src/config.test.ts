import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

  it('refuses the development payment sandbox secret in production', () => {
    const keys = { TRANSPORT_AES_KEY: 'prod-aes-key-16b', TRANSPORT_AES_IV: 'prod-aes-iv-16bb' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys })).toThrow('PAYMENT_SANDBOX_SECRET');
    const secret = 'a'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', ...keys, PAYMENT_SANDBOX_SECRET: secret }).paymentSandboxSecret).toBe(
      secret,
    );
  });
});
