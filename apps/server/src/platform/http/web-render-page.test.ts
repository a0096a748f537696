import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANTS } from '../../seed/demo-merchants.js';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';

/**
 * A real product page as a search engine or a link preview reads it (issue 16, "Done when"): the
 * storefront's server bundle built from the source (`vite build --ssr`, as `npm run build` does;
 * the unit tests run before the build, so this file builds its own copy), the real server with
 * the seeded demo catalog listening on a port, and the page fetched over HTTP with no JavaScript.
 */
const webDir = fileURLToPath(new URL('../../../../web/', import.meta.url));
// Under node_modules so the bundle's own imports (react, react-router, …) resolve from the app's packages.
const root = path.join(webDir, 'node_modules', '.cache', `ssr-page-test-${process.pid}-${Date.now()}`);
const web = path.join(root, 'web');
const admin = path.join(root, 'admin');

const MERCHANT = '456817';
const CODE = 'PB84TMW7K';
const PAGE = `/${MERCHANT}/en-au/aud/product/${CODE}`;

type Detail = { title: string; price: number; currency: string; code: string };
type JsonLd = { '@type': string; offers?: { '@type': string; price: string; priceCurrency: string } };

let t: OrderTestApp;
let base = '';
let html = '';
let detail: Detail;

beforeAll(async () => {
  mkdirSync(admin, { recursive: true });
  writeFileSync(path.join(admin, 'index.html'), '<!doctype html><html><body><div id="app"></div></body></html>');
  const vite = createRequire(path.join(webDir, 'package.json'));
  const viteBin = path.join(path.dirname(vite.resolve('vite/package.json')), 'bin', 'vite.js');
  const ssrOut = path.join(web, 'server');
  const args = ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrOut, '--emptyOutDir', '--logLevel', 'error'];
  await promisify(execFile)(process.execPath, [viteBin, ...args], { cwd: webDir });
  copyFileSync(path.join(webDir, 'index.html'), path.join(web, 'index.html'));

  t = await createOrderTestApp({ staticRoots: { web, admin }, serverRender: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const res = await fetch(`${base}/api/v1/tripproduct/detail/${CODE}`, {
    headers: { businessnumber: MERCHANT, language: 'en-AU', currency: 'AUD' },
  });
  detail = ((await res.json()) as { data: Detail }).data;
  const page = await fetch(`${base}${PAGE}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  html = await page.text();
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Australian cents as the storefront writes them: whole dollars bare, else with the cents. */
const shownAud = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '';
const tagsOf = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

describe('a product page rendered on the server, read without JavaScript', () => {
  it('says the product’s title and price in the page', () => {
    expect(detail.code).toBe(CODE);
    expect(html).toContain(`<title>${detail.title} · `);
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(detail.title);
    // Its headline price as the page writes it (A$49, A$46.55).
    expect(body).toContain(`A$${shownAud(detail.price)}`);
    // The header names the shop (its logo), as the browser shows it after hydration.
    expect(body).toMatch(/<img[^>]*data-testid="merchant-logo"/);
  });

  it('carries a JSON-LD Product with an Offer of the page’s price and currency', () => {
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const items = scripts.map((match) => JSON.parse(match[1] ?? '') as JsonLd);
    const product = items.find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({ name: detail.title, sku: CODE });
    expect(product?.offers).toMatchObject({
      '@type': 'Offer',
      price: (detail.price / 100).toFixed(2),
      priceCurrency: 'AUD',
    });
  });

  it('links each of the merchant’s languages plus x-default, the canonical URL and Open Graph', () => {
    const merchant = DEMO_MERCHANTS.find((m) => m.number === MERCHANT);
    const languages = merchant?.languages ?? [];
    expect(languages.length).toBeGreaterThan(1);
    const alternates = tagsOf('link').filter((tag) => tag.includes('rel="alternate"'));
    const hreflangs = alternates.map((tag) => attribute(tag, 'hreflang'));
    expect(hreflangs.sort()).toEqual([...languages, 'x-default'].sort());
    for (const language of languages) {
      const tag = alternates.find((a) => attribute(a, 'hreflang') === language) ?? '';
      expect(attribute(tag, 'href')).toBe(`${base}/${MERCHANT}/${language.toLowerCase()}/aud/product/${CODE}`);
    }
    const canonical = tagsOf('link').find((tag) => tag.includes('rel="canonical"')) ?? '';
    expect(attribute(canonical, 'href')).toBe(`${base}${PAGE}`);
    const og = (property: string) =>
      attribute(tagsOf('meta').find((tag) => tag.includes(`property="og:${property}"`)) ?? '', 'content');
    expect(og('type')).toBe('product');
    expect(og('title')).toContain(detail.title);
    expect(og('url')).toBe(`${base}${PAGE}`);
    expect(og('image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
  });

  it('is listed in the merchant’s sitemap in each of its languages', async () => {
    const merchant = DEMO_MERCHANTS.find((m) => m.number === MERCHANT);
    const res = await fetch(`${base}/${MERCHANT}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    // The sitemap names each page once, in the merchant's default currency.
    const currency = (merchant?.defaultCurrency ?? '').toLowerCase();
    for (const language of merchant?.languages ?? []) {
      expect(xml).toContain(`<loc>${base}/${MERCHANT}/${language.toLowerCase()}/${currency}/product/${CODE}</loc>`);
    }
  });

  it('answers a product that does not exist with 404 and the shell, whose guard shows the error page', async () => {
    const res = await fetch(`${base}/${MERCHANT}/ko-kr/aud/product/PNOSUCH99`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('hands the browser the product it rendered, so the page does not fetch it again', () => {
    const state = /<script type="application\/json" id="sf-ssr">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toContain(`"code":"${CODE}"`);
  });
});

describe('a checkout page', () => {
  it('is left to the browser, which keeps the visitor’s draft (the server renders no form it cannot fill)', async () => {
    // Called directly: a render that throws is answered with the shell too, so only the call shows it.
    const entry = (await import(pathToFileURL(path.join(web, 'server', 'entry-server.js')).href)) as {
      render: (request: unknown) => Promise<{ kind: string; status: number }>;
    };
    const result = await entry.render({
      url: `${base}/${MERCHANT}/en-au/aud/orderform/${CODE}/G1`,
      hostname: '127.0.0.1',
      originOf: async () => base,
      api: (url: string, init: RequestInit) => fetch(`${base}${url}`, init),
    });
    expect(result).toEqual({ kind: 'shell', status: 200 });
  });
});
