import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTestApp, type OrderTestApp } from '../../test/orders.js';
import { createStaticBuild } from '../../test/static-build.js';
import { inlineStylesheets } from './web-render.js';

/**
 * How the storefront's pages leave the server (issue 16): the HTML of a page compressed and never
 * kept, hashed assets immutable, the server bundle (dist/server) never handed out, and the API's
 * unknown paths still JSON 404s. A temporary build-like folder stands in for apps/web/dist.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Storefront</title></head><body><div id="root"></div>${'<p>Tours</p>'.repeat(200)}</body></html>`;
const ASSET_NAME = 'home-Bx9fQ2aZ.js';
const build = createStaticBuild({
  page: PAGE,
  assets: { [ASSET_NAME]: 'export const a = 1;' },
  // A bundle that renders nothing: every page is the shell, as the browser renders it.
  serverBundle:
    'export const secret = "server code"; export const render = async () => ({ kind: "shell", status: 200 });',
});
const { web, admin } = build;

let t: OrderTestApp;
beforeAll(async () => {
  t = await createOrderTestApp({ staticRoots: { web, admin } });
});
afterAll(async () => {
  await t?.close();
  build.remove();
});

describe('storefront pages on the wire', () => {
  it('sends a page compressed, revalidated on every visit', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/456817/en-au/aud/product/PB84TMW7K',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('keeps hashed assets immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/assets/${ASSET_NAME}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never hands out the server bundle', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(res.body).not.toContain('server code');
  });

  it('answers an unknown API path with the JSON 404, not a page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { businessNumber: '456817' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 3004 });
  });
});

describe('the stylesheet of a rendered page', () => {
  const link = (name: string) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`;
  const template = (name: string) =>
    `<html><head><script type="module" crossorigin src="/assets/index-A1.js"></script>${link(name)}</head><body><div id="root"></div></body></html>`;

  it('is written inline, so the first paint waits for no second request', async () => {
    writeFileSync(path.join(web, 'assets', 'index-Css1.css'), '.a{color:red}');
    const page = await inlineStylesheets(template('index-Css1.css'), web);
    expect(page).toContain('<style data-href="/assets/index-Css1.css">.a{color:red}</style>');
    // Disabled, so never fetched: there for Vite's loader of lazy chunks, which would link it again.
    expect(page).toContain('<link rel="stylesheet" href="/assets/index-Css1.css" disabled>');
    expect(page).not.toContain('<link rel="stylesheet" crossorigin');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
  });

  it('stays linked when the file is missing, too large or would end the style element', async () => {
    writeFileSync(path.join(web, 'assets', 'index-Big.css'), `.b{color:red}${' '.repeat(200_000)}`);
    writeFileSync(path.join(web, 'assets', 'index-Odd.css'), '.c::after{content:"</style>"}');
    for (const name of ['index-None.css', 'index-Big.css', 'index-Odd.css']) {
      expect(await inlineStylesheets(template(name), web)).toContain(link(name));
    }
  });
});
