import { Writable } from 'node:stream';
import { threadId } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { createOrderTestApp } from '../../test/orders.js';
import { createStaticBuild } from '../../test/static-build.js';
import { loginStaff } from '../../test/staff.js';
import { pageEncoding } from './web-render.js';

/**
 * The storefront's pages render on render threads (web-render.ts, issue 16): a stand-in server
 * bundle answers with the thread it ran on and what the page's API call and its merchant's origin
 * returned through the main thread; a path with "crash" ends its thread, which is then replaced.
 */
const CONFIGURE = '/api/v1/business/configure';
const BUNDLE = `
import { threadId } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
export async function render(request) {
  if (request.url.includes('crash')) process.exit(3);
  if (request.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 30_000));
  const res = await request.api('/api/v1/business/configure', { headers: { businessnumber: '456817', language: 'en-AU' } });
  const answer = await res.json();
  const origin = await request.originOf('456817');
  const body = JSON.stringify({ thread: threadId, status: res.status, title: answer.data?.title ?? null, origin });
  const lang = request.url.includes('/ko-kr/') ? 'ko-KR' : 'en-AU';
  const texts = JSON.stringify({ language: lang, words: Array.from({ length: 2000 }, (_, i) => lang + i) });
  const state = { before: '<script type="application/json" id="sf-ssr">{"page":1,"texts":', texts, after: '}</script>' };
  return { kind: 'page', status: 200, lang, head: '<title>t</title>', body, state, themeCss: '' };
}`;

const build = createStaticBuild({
  page: '<!doctype html><html lang="en"><head><title>S</title></head><body><div id="root"></div></body></html>',
  serverBundle: BUNDLE,
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Seeded with the demo merchants' owners: a test changes a merchant's settings as its owner.
  t = await createTestApp({
    staticRoots: { web: build.web, admin: build.admin },
    serverRender: true,
    renderThreads: 2,
  });
});
afterAll(async () => {
  await t?.close();
  build.remove();
});

type Rendered = { thread: number; status: number; title: string | null; origin: string };
async function renderedPage(url: string): Promise<Rendered> {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
  expect(res.statusCode).toBe(200);
  const body = /<div id="root">(.*)<\/div>/.exec(res.body)?.[1];
  expect(body, res.body.slice(0, 300)).toBeDefined();
  return JSON.parse(body ?? '{}') as Rendered;
}

describe('pages rendered on render threads', () => {
  it('renders off the main thread, with API calls and origins answered by the main thread', async () => {
    const page = await renderedPage('/456817/en-au/aud/product/PB84TMW7K');
    expect(page.thread).not.toBe(threadId);
    expect(page.status).toBe(200);
    expect(page.title).toEqual(expect.any(String));
    expect(page.origin).toBe('http://shop.example');
  });

  it('shares pages out over its threads', async () => {
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => renderedPage(`/456817/en-au/aud/product/P${i}`)),
    );
    expect(new Set(pages.map((page) => page.thread)).size).toBe(2);
  });

  it('answers the shell when a thread dies mid-render, and renders the next page on a new thread', async () => {
    const crashed = await t.app.inject({ method: 'GET', url: '/456817/en-au/aud/product/crash' });
    expect(crashed.statusCode).toBe(200);
    expect(crashed.body).toContain('<div id="root"></div>');
    const pages = await Promise.all([1, 2, 3, 4].map((i) => renderedPage(`/456817/en-au/aud/product/Q${i}`)));
    expect(pages.every((page) => page.status === 200)).toBe(true);
  });

  it("keeps the merchant's answers on each thread, until the merchant's settings change", async () => {
    const asked = vi.spyOn(t.app, 'inject');
    const configureAsked = () =>
      asked.mock.calls.filter((call: unknown[]) => (call[0] as { url?: string } | undefined)?.url === CONFIGURE).length;
    try {
      const before = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => renderedPage(`/456817/en-au/aud/product/K${i}`)));
      expect(new Set(before.map((page) => page.title)).size).toBe(1);
      // Six pages on two threads: at most one question each (none when the thread kept it already).
      expect(configureAsked()).toBeLessThanOrEqual(2);

      const owner = await loginStaff(t.app, { businessNumber: '456817' });
      const title = `Renamed ${Date.now()}`;
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/v1/settings',
        headers: owner.headers,
        payload: { title },
      });
      expect(saved.statusCode).toBe(200);
      const after = await Promise.all([1, 2, 3, 4].map((i) => renderedPage(`/456817/en-au/aud/product/R${i}`)));
      expect(after.map((page) => page.title)).toEqual([title, title, title, title]);
    } finally {
      asked.mockRestore();
    }
  });

  it('writes the page into the template and compresses it on the thread, as the browser accepts', async () => {
    for (const url of ['/456817/en-au/aud/product/PB84TMW7K', '/456817/ko-kr/aud/product/PB84TMW7K']) {
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      // The thread's id in the page differs between threads; the rest is the same page.
      const page = (bytes: Buffer) => bytes.toString().replace(/"thread":\d+/, '"thread":0');
      const html = page(plain.rawPayload);
      expect(html).toMatch(/^<!doctype html><html lang="(en-AU|ko-KR)"><head><title>t<\/title>/);
      expect(html).toMatch(
        /<div id="root">\{"thread":0,.*<\/div><script type="application\/json" id="sf-ssr">\{"page":1,"texts":\{"language":"(en-AU|ko-KR)",.*\]\}\}<\/script><\/body><\/html>$/,
      );

      // gzip: the page's own parts compressed per page, joined to the shared ones compressed once.
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toContain('accept-encoding');
      expect(page(gunzipSync(gzip.rawPayload))).toBe(html);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(page(brotliDecompressSync(br.rawPayload))).toBe(html);
    }
  });
});

describe('closing the server with pages in hand', () => {
  it('answers them, and the pages waiting for a thread, with the shell and logs no error', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const closing = await createOrderTestApp({
      staticRoots: { web: build.web, admin: build.admin },
      serverRender: true,
      renderThreads: 1,
      logLevel: 'info',
      logStream,
    });
    // Two pages on the one thread (as many as it holds) and a third waiting for room.
    const inFlight = ['slow', 'slow-2', 'slow-3'].map((code) =>
      closing.app.inject({ method: 'GET', url: `/456817/en-au/aud/product/${code}` }),
    );
    // The renders have reached their thread (which starts on the first page) before the server closes.
    await expect.poll(() => lines.some((line) => line.includes('/product/slow-3')), { timeout: 10_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await closing.close();
    for (const page of await Promise.all(inFlight)) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
    expect(lines.some((line) => line.includes('the server is closing'))).toBe(true);
  });
});

describe('the encoding of a page', () => {
  it.each([
    ['gzip, deflate, br', 'gzip'],
    ['br;q=1, gzip;q=0.5', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });
});
