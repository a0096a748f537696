import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/harness.js';
import { securityHeaders } from './security-headers.js';
import { createAnswerCache, jsonBytesOf, type AnswerCacheOptions } from './answer-cache.js';

/** The cache with its answers read back as text. */
function createTextCache(options: AnswerCacheOptions) {
  const cache = createAnswerCache(options);
  return {
    forget: cache.forget,
    json: async (key: string, build: () => Promise<unknown>) => (await cache.json(key, build)).toString(),
  };
}

describe('answers that follow from an unchanging object', () => {
  const schema = z.object({ title: z.string(), languages: z.array(z.string()) });

  it('are encoded once per object and key, through the schema as the route’s serializer would', () => {
    const merchant = { title: 'Kiwi Trails', languages: ['en-AU'], secret: 'never sent' };
    let built = 0;
    const answer = () => {
      built++;
      return merchant;
    };
    const first = jsonBytesOf(merchant, 'configure', schema, answer);
    expect(JSON.parse(first.toString())).toEqual({ title: 'Kiwi Trails', languages: ['en-AU'] });
    expect(jsonBytesOf(merchant, 'configure', schema, answer)).toBe(first);
    expect(built).toBe(1);
    // Another key of the same object is an answer of its own.
    jsonBytesOf(merchant, 'common|zh-CN', schema, answer);
    expect(built).toBe(2);
  });

  it('are built again for the object a change loads', () => {
    const before = { title: 'Kiwi Trails', languages: ['en-AU'] };
    const after = { title: 'Kiwi Trails NZ', languages: ['en-AU', 'zh-CN'] };
    expect(JSON.parse(jsonBytesOf(before, 'configure', schema, () => before).toString()).title).toBe('Kiwi Trails');
    expect(JSON.parse(jsonBytesOf(after, 'configure', schema, () => after).toString())).toEqual(after);
  });

  it('refuse an answer its schema refuses, and keep nothing for it', () => {
    const owner = {};
    expect(() => jsonBytesOf(owner, 'configure', schema, () => ({ title: 3 }) as never)).toThrow();
    expect(
      JSON.parse(jsonBytesOf(owner, 'configure', schema, () => ({ title: 'ok', languages: [] })).toString()),
    ).toEqual({ title: 'ok', languages: [] });
  });
});

describe('answer cache', () => {
  const clock = { at: 0 };
  const options = { ttlMs: 1000, graceMs: 2000, maxBytes: 10_000, now: () => clock.at };

  it('builds once per key while fresh, and concurrent askers share one build', async () => {
    clock.at = 0;
    const cache = createTextCache(options);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const texts = await Promise.all([cache.json('a', build), cache.json('a', build), cache.json('a', build)]);
    expect(texts).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    clock.at = 999;
    expect(await cache.json('a', build)).toBe('{"n":1}');
    expect(await cache.json('b', build)).toBe('{"n":2}');
    expect(builds).toBe(2);
  });

  it('answers with the old text within grace while one rebuild runs, and waits for a build after grace', async () => {
    clock.at = 0;
    const cache = createTextCache(options);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.json('a', build);
    clock.at = 1500;
    expect(await cache.json('a', build)).toBe('{"n":1}');
    await new Promise((r) => setImmediate(r));
    expect(builds).toBe(2);
    expect(await cache.json('a', build)).toBe('{"n":2}');
    clock.at = 1500 + 3001;
    expect(await cache.json('a', build)).toBe('{"n":3}');
  });

  it('never stores a build that was under way when its key was forgotten (settings changed mid-build)', async () => {
    clock.at = 0;
    const cache = createTextCache(options);
    let settings = 'old';
    let release: () => void = () => undefined;
    const slowBuild = () =>
      new Promise<{ title: string }>((resolve) => {
        const seen = settings;
        release = () => resolve({ title: seen });
      });
    // The first asker's build reads the old settings and is still running when they change.
    const first = cache.json('listing', slowBuild);
    await new Promise((r) => setImmediate(r));
    settings = 'new';
    cache.forget((key) => key === 'listing');
    release();
    expect(await first).toBe('{"title":"old"}');
    // The next asker gets a build from the new settings, not the stored old one.
    expect(await cache.json('listing', async () => ({ title: settings }))).toBe('{"title":"new"}');

    // The same for a rebuild under way within grace: the old entry and its rebuild both go.
    await cache.json('listing', async () => ({ title: settings }));
    clock.at = 1500;
    settings = 'newer';
    let rebuilt: () => void = () => undefined;
    const rebuild = () => new Promise<{ title: string }>((resolve) => (rebuilt = () => resolve({ title: 'new' })));
    expect(await cache.json('listing', rebuild)).toBe('{"title":"new"}');
    cache.forget(() => true);
    rebuilt();
    await new Promise((r) => setImmediate(r));
    expect(await cache.json('listing', async () => ({ title: settings }))).toBe('{"title":"newer"}');
  });

  it('never keeps a failed build: the next asker builds again', async () => {
    clock.at = 0;
    const cache = createTextCache(options);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('refused');
    };
    await expect(cache.json('a', failing)).rejects.toThrow('refused');
    await expect(cache.json('a', failing)).rejects.toThrow('refused');
    expect(calls).toBe(2);
  });

  it('stays within its byte budget, dropping the least recently used first', async () => {
    clock.at = 0;
    // ~200-byte answers (UTF-8 as sent): four fit in 900, a fifth pushes one out.
    const cache = createTextCache({ ...options, maxBytes: 900 });
    let builds = 0;
    const build = (tag: string) => async () => {
      builds += 1;
      return { tag, fill: 'x'.repeat(180) };
    };
    for (const tag of ['a', 'b', 'c', 'd']) await cache.json(tag, build(tag));
    await cache.json('a', build('a')); // a becomes the most recently used; b is now the oldest
    await cache.json('e', build('e'));
    expect(builds).toBe(5);
    for (const tag of ['a', 'c', 'd', 'e']) await cache.json(tag, build(tag));
    expect(builds).toBe(5);
    await cache.json('b', build('b'));
    expect(builds).toBe(6);
  });

  it('keeps the old text within grace when a rebuild fails, and tries again on the next ask', async () => {
    clock.at = 0;
    const cache = createTextCache(options);
    await cache.json('a', async () => ({ n: 1 }));
    clock.at = 1500;
    let failures = 0;
    const failing = async () => {
      failures += 1;
      throw new Error('refused');
    };
    expect(await cache.json('a', failing)).toBe('{"n":1}');
    await new Promise((r) => setImmediate(r));
    expect(await cache.json('a', failing)).toBe('{"n":1}');
    await new Promise((r) => setImmediate(r));
    expect(failures).toBe(2);
    clock.at = 1000 + 2000 + 1;
    await expect(cache.json('a', failing)).rejects.toThrow('refused');
  });

  it('never keeps an answer over a quarter of its byte budget', async () => {
    const cache = createTextCache({ ...options, maxBytes: 4000 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return 'x'.repeat(1100);
    };
    await cache.json('big', build);
    await cache.json('big', build);
    expect(builds).toBe(2);
  });

  it('tells its hook how each lookup was answered: miss, hit, stale', async () => {
    clock.at = 0;
    const outcomes: string[] = [];
    const cache = createTextCache({ ...options, onLookup: (outcome) => outcomes.push(outcome) });
    const build = async () => ({ ok: true });
    await cache.json('a', build);
    await cache.json('a', build);
    clock.at = 1500;
    await cache.json('a', build);
    clock.at = 10_000;
    await cache.json('a', build);
    expect(outcomes).toEqual(['miss', 'hit', 'stale', 'miss']);
  });

  it('with a ttl of 0 builds for every request', async () => {
    const cache = createTextCache({ ...options, ttlMs: 0, graceMs: 0 });
    let builds = 0;
    await cache.json('a', async () => ++builds);
    await cache.json('a', async () => ++builds);
    expect(builds).toBe(2);
  });
});

describe('cached product listing over HTTP', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ answerCacheMs: 60_000 });
  });
  afterAll(() => app.close());

  const list = (body: object, currency = 'AUD') =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/tripproduct/operation/pagging',
      headers: { businessnumber: '456817', currency, language: 'en-AU' },
      payload: body,
    });

  it('answers the same JSON text as a fresh build, with the security headers, per currency and body', async () => {
    const first = await list({ pageIndex: 1, pageSize: 5 });
    const again = await list({ pageIndex: 1, pageSize: 5 });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const page = JSON.parse(again.body);
    expect(page.code).toBe(0);
    expect(page.data.list).toHaveLength(5);

    const inKrw = JSON.parse((await list({ pageIndex: 1, pageSize: 5 }, 'KRW')).body);
    expect(inKrw.data.list[0].currency).toBe('KRW');
    const secondPage = JSON.parse((await list({ pageIndex: 2, pageSize: 5 })).body);
    expect(secondPage.data.list[0].code).not.toBe(page.data.list[0].code);
  });

  it('never caches a refusal: a bad filter is refused every time with its code', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await list({ pageIndex: 1, pageSize: 5, minPrice: 500, maxPrice: 100 });
      expect(bad.statusCode).toBe(400);
      expect(JSON.parse(bad.body).message).toContain('minPrice');
    }
  });
});

describe('security headers', () => {
  it('are the headers helmet sets for the options, computed once', () => {
    const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
