import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskStaff } from '../../test/desk.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';
import { createStaticBuild } from '../../test/static-build.js';

/**
 * Bytes on the wire: pre-compressed static files (built by scripts/compress-assets.mjs, served by
 * @fastify/static) and compressed API answers (@fastify/compress). The static root is a
 * temporary build-like folder, so no `npm run build` is needed.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../../../../scripts/compress-assets.mjs');
// Repetitive but real-looking text, well over the 1 KB the build script skips below.
const ASSET = Array.from({ length: 200 }, (_, i) => `export const label${i} = "tour ${i}";`).join('\n');
const ASSET_NAME = 'home-Bx9fQ2aZ.js';
const TINY_NAME = 'tiny-Aa1Bb2Cc.js';
const build = createStaticBuild({
  page: `<!doctype html><html><body>${'<p>Tours</p>'.repeat(200)}</body></html>`,
  assets: { [ASSET_NAME]: ASSET, [TINY_NAME]: 'export const a = 1;' },
});
const { web, admin } = build;

let t: OrderTestApp;
beforeAll(async () => {
  execFileSync(process.execPath, [SCRIPT, web, admin]);
  t = await createOrderTestApp({ staticRoots: { web, admin }, answerCacheMs: 60_000 });
});
afterAll(async () => {
  await t?.close();
  build.remove();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('build step: scripts/compress-assets.mjs', () => {
  it('writes .br and .gz beside text files of 1 KB or more, and skips smaller ones', () => {
    const file = path.join(web, 'assets', ASSET_NAME);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(ASSET);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(ASSET);
    expect(() => readFileSync(path.join(web, 'assets', `${TINY_NAME}.br`))).toThrow(/ENOENT/);
  });
});

describe('pre-compressed static assets', () => {
  it.each([`/assets/${ASSET_NAME}`, `/admin/assets/${ASSET_NAME}`])(
    '%s: br when asked, immutable for a year',
    async (url) => {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
    },
  );

  it('gzip when only gzip is accepted', async () => {
    const res = await get(`/assets/${ASSET_NAME}`, 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('the plain file without accept-encoding', async () => {
    const res = await get(`/assets/${ASSET_NAME}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.body).toBe(ASSET);
  });

  it('a small asset with no .br beside it is still sent whole and correct', async () => {
    const res = await get(`/assets/${TINY_NAME}`, 'br');
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(body.toString()).toBe('export const a = 1;');
  });

  it.each(['/products/P12345678', '/admin/orders'])(
    '%s: the index page, compressed, never cached unchecked',
    async (url) => {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<p>Tours</p>');
    },
  );
});

describe('compressed API answers', () => {
  const listing = (encoding: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/tripproduct/operation/pagging',
      headers: { businessnumber: '456817', 'accept-encoding': encoding },
      payload: {},
    });

  it('a listing over 1 KB comes in br, from the build and from the answer cache alike', async () => {
    const built = await listing('gzip, deflate, br');
    const cached = await listing('br');
    for (const res of [built, cached]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      const page = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
      expect(page.data.list).toHaveLength(20);
    }
    expect(brotliDecompressSync(cached.rawPayload)).toEqual(brotliDecompressSync(built.rawPayload));
  });

  it('a small answer (under 1 KB) is sent as is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('the orders CSV export still streams, gzip-encoded when asked', async () => {
    const staff = await deskStaff(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/orders.csv',
      headers: { ...staff.headers, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toMatch(/^order,state,booked_at/);
  });
});
