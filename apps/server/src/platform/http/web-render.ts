import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (built by `vite build --ssr` into dist/server). */
type RenderResult =
  | { kind: 'shell'; status: number }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; lang: string; head: string; body: string; state: string; themeCss: string };
type RenderRequest = {
  url: string;
  api: (url: string, init: RequestInit) => Promise<Response>;
  hostname: string;
  originOf: (businessNumber: string) => Promise<string>;
};
type WebEntry = { render: (request: RenderRequest) => Promise<RenderResult> };

/** The storefront's server bundle, beside the browser's, never served as a static file. */
export const SERVER_BUNDLE_DIR = 'server';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The built page's own stylesheet link (Vite writes `<link rel="stylesheet" crossorigin href="/assets/….css">`). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/([\w.-]+\.css)"[^>]*>/g;
/** A stylesheet up to this size is written into a rendered page instead of linked (the whole one is ~60 KB, ~10 KB compressed). */
const INLINE_CSS_MAX_BYTES = 150_000;

/**
 * The template of a rendered page: the built stylesheet written inline, so the first paint waits
 * for no second request (Lighthouse's render-blocking request; issue 16). The CSS has no `url()`
 * or `@import` that would resolve differently inline; one that is missing or too large stays linked.
 * The shell (pages the browser renders) keeps the link as built.
 */
export async function inlineStylesheets(template: string, webRoot: string): Promise<string> {
  let page = template;
  for (const [link, file] of template.matchAll(STYLESHEET_LINK)) {
    const css = await readFile(path.join(webRoot, 'assets', file ?? ''), 'utf8').catch(() => undefined);
    if (css === undefined || Buffer.byteLength(css) > INLINE_CSS_MAX_BYTES || /<\/style/i.test(css)) continue;
    page = page.replace(link, () => `<style data-href="/assets/${file}">${css}</style>`);
  }
  return page;
}

export type WebRenderer = {
  /** Answers a storefront GET: the rendered page, a redirect, or the browser-rendered shell. */
  answer: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
};

function headersOf(init: RequestInit): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

/**
 * The storefront's server render (issue 16, docs/decisions.md "Server rendering"): answers page
 * GETs with HTML React hydrates. The page's API calls go through `app.inject` (in process, the
 * same routes, caches and merchant checks as the browser's calls, with the visitor's address).
 * Undefined when rendering is off (SERVER_RENDER=0) or the build has no server bundle (the shell
 * is served as before). The bundle is loaded on the first page asked, not at start (a start
 * answers /api/health sooner; a process that serves no page never loads React). `shell` sends
 * the built index.html as the browser renders it.
 */
export function loadWebRenderer(
  app: FastifyInstance,
  webRoot: string,
  enabled: boolean,
  shell: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
  originOf: (businessNumber: string, requestOrigin: string) => Promise<string>,
): WebRenderer | undefined {
  const entryFile = path.join(webRoot, SERVER_BUNDLE_DIR, 'entry-server.js');
  if (!enabled || !existsSync(entryFile)) return undefined;
  let loaded: Promise<{ entry: WebEntry; template: string }> | undefined;
  const load = async () => {
    const entry = (await import(pathToFileURL(entryFile).href)) as WebEntry;
    const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    if (!template.includes(ROOT_ELEMENT)) throw new Error(`${webRoot}/index.html has no ${ROOT_ELEMENT}`);
    return { entry, template: await inlineStylesheets(template, webRoot) };
  };

  function page(template: string, result: Extract<RenderResult, { kind: 'page' }>): string {
    const theme = result.themeCss ? `<style id="merchant-theme">${result.themeCss}</style>` : '';
    return template
      .replace(/<html lang="[^"]*">/, `<html lang="${result.lang}">`)
      .replace(/<title>[^<]*<\/title>/, () => `${result.head}\n    ${theme}`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${result.body}</div>${result.state}`);
  }

  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const origin = `${request.protocol}://${request.host}`;
    let result: RenderResult;
    let template: string;
    try {
      // A failed load is tried again on the next page (the shell answers meanwhile).
      loaded ??= load().catch((err: unknown) => {
        loaded = undefined;
        throw err;
      });
      const bundle = await loaded;
      template = bundle.template;
      result = await bundle.entry.render({
        url: `${origin}${request.url}`,
        hostname: request.hostname,
        originOf: (businessNumber) => originOf(businessNumber, origin),
        api: async (url, init) => {
          const answer = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url,
            headers: { ...headersOf(init), host: request.host },
            payload: typeof init.body === 'string' ? init.body : undefined,
            remoteAddress: request.ip,
          });
          return new Response(answer.rawPayload, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
          });
        },
      });
    } catch (err) {
      request.log.error({ err }, 'server render failed; the browser renders the page');
      return shell(request, reply);
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    // The shell keeps the render's status (404 for a page whose subject does not exist).
    if (result.kind === 'shell') return shell(request, reply.status(result.status));
    // Rendered with this moment's prices and stock: revalidated on every visit, never kept.
    return reply
      .status(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page(template, result));
  }

  return { answer };
}
