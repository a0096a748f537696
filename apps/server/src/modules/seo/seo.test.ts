import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogService } from '../catalog/service.js';
import { createHotelService } from '../hotels/service.js';
import { createMerchantService } from '../merchant/service.js';
import { createCache } from '../../platform/cache.js';
import { createMemoryPubSub } from '../../platform/pubsub/memory.js';
import { testConfig, testEngine } from '../../test/harness.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';
import { createSeoService } from './service.js';

/** Sitemaps and robots.txt (issue 16, "Search engines and link previews"). */
let t: OrderTestApp;
const KIWI = '518200';
const LANGUAGES = ['en-au', 'zh-cn', 'zh-tw', 'ko-kr'];

/** Parses strictly as XML (a malformed document throws) and answers the text of every `<loc>`. */
function locsOf(body: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const locs: string[] = [];
  let inLoc = false;
  parser.on('opentag', (tag) => {
    inLoc = tag.local === 'loc';
    if (inLoc) locs.push('');
  });
  parser.on('closetag', () => {
    inLoc = false;
  });
  parser.on('text', (text) => {
    if (inLoc) locs[locs.length - 1] += text;
  });
  parser.write(body).close();
  return locs;
}

const productRows = (status: string) =>
  t.db
    .selectFrom('products')
    .select(['id', 'code', 'category_id'])
    .where('merchant_number', '=', KIWI)
    .where('status', '=', status)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createOrderTestApp({ publicUrl: 'https://shop.example.com' });
  // Written before 630900 is first read, so the app's cached copy carries the domain.
  await t.db
    .insertInto('merchant_domains')
    .values({
      hostname: 'shop.seoul.example',
      merchant_number: '630900',
      position: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(() => t.close());

describe(`Sitemaps on ${testEngine}`, () => {
  it('lists a public product page in each of the merchant’s languages, at its default currency, absolute', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${KIWI}/sitemap.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const locs = locsOf(res.body);
    // Kiwi Trails hides Dining (4) and Hotel Packages (5).
    const shown = (await productRows('onsale')).find((p) => p.category_id !== 4 && p.category_id !== 5);
    if (!shown) throw new Error('no public product in the seed');
    for (const language of LANGUAGES) {
      expect(locs).toContain(
        `https://shop.example.com/${KIWI}/${language}/nzd/product/${encodeURIComponent(shown.code)}`,
      );
      expect(locs).toContain(`https://shop.example.com/${KIWI}/${language}/nzd`);
      expect(locs).toContain(`https://shop.example.com/${KIWI}/${language}/nzd/hotel`);
    }
    expect(res.body).toContain('hreflang="zh-TW"');
  });

  it('leaves out products of hidden categories and products not on sale', async () => {
    const rows = await productRows('onsale');
    const hidden = rows.find((p) => p.category_id === 4 || p.category_id === 5);
    const withdrawn = rows.find((p) => p.category_id !== 4 && p.category_id !== 5);
    if (!hidden || !withdrawn) throw new Error('seed lacks the products this test needs');
    await t.db.updateTable('products').set({ status: 'offsale' }).where('id', '=', withdrawn.id).execute();
    try {
      const body = (await t.app.inject({ method: 'GET', url: `/${KIWI}/sitemap.xml` })).body;
      const locs = locsOf(body);
      expect(locs.some((loc) => loc.endsWith(`/product/${encodeURIComponent(hidden.code)}`))).toBe(false);
      expect(locs.some((loc) => loc.endsWith(`/product/${encodeURIComponent(withdrawn.code)}`))).toBe(false);
    } finally {
      await t.db.updateTable('products').set({ status: 'onsale' }).where('id', '=', withdrawn.id).execute();
    }
  });

  it('puts a merchant with a domain of its own on that domain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/630900/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const locs = locsOf(res.body);
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.every((loc) => loc.startsWith('https://shop.seoul.example/630900/'))).toBe(true);
  });

  it('answers 404 for an unknown merchant or a part that does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/999999/sitemap.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/${KIWI}/sitemap-1.xml` })).statusCode).toBe(404);
  });

  it('becomes an index of numbered parts past the per-file limit', async () => {
    const config = testConfig({ engine: 'sqlite', path: ':memory:' } as never, {
      publicUrl: 'https://shop.example.com',
    });
    const cache = await createCache(createMemoryPubSub());
    const catalog = createCatalogService({ db: t.db, cache });
    const seo = createSeoService({
      merchants: createMerchantService({ db: t.db, cache, config }),
      catalog,
      hotels: createHotelService({ db: t.db, catalog }),
      publicUrl: config.publicUrl,
      urlLimit: 40,
    });
    try {
      const index = await seo.sitemap(KIWI, 'http://ignored');
      expect(index?.kind).toBe('index');
      const parts = locsOf(index?.xml ?? '');
      expect(parts[0]).toBe(`https://shop.example.com/${KIWI}/sitemap-1.xml`);
      const whole = locsOf((await t.app.inject({ method: 'GET', url: `/${KIWI}/sitemap.xml` })).body);
      const fromParts: string[] = [];
      for (let n = 1; n <= parts.length; n++) {
        const part = await seo.sitemap(KIWI, 'http://ignored', n);
        const locs = locsOf(part?.xml ?? '');
        expect(locs.length).toBeLessThanOrEqual(40);
        fromParts.push(...locs);
      }
      expect(fromParts).toEqual(whole);
      expect(await seo.sitemap(KIWI, 'http://ignored', parts.length + 1)).toBeUndefined();
    } finally {
      await cache.close();
    }
  });
});

describe(`robots.txt on ${testEngine}`, () => {
  it('disallows the API, the back office and member pages and lists every merchant’s sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /admin/', 'Disallow: /*/cart']));
    expect(lines).toContain(`Sitemap: http://shop.example.com/${KIWI}/sitemap.xml`);
  });

  it('on a merchant’s own domain lists only that merchant’s sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.seoul.example' } });
    const sitemaps = res.body.split('\n').filter((line) => line.startsWith('Sitemap:'));
    expect(sitemaps).toEqual(['Sitemap: http://shop.seoul.example/630900/sitemap.xml']);
  });
});
