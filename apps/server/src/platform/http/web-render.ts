import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_QUALITY } from './compression.js';

/**
 * A page's render as a render thread answers it: what apps/web/src/entry-server.tsx decided, the
 * page written into the built template and encoded for the visitor (render-worker.mjs).
 */
type RenderResult =
  | { kind: 'shell'; status: number }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; encoding: PageEncoding | undefined; bytes: Uint8Array };
type PageEncoding = 'br' | 'gzip';

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
    // The disabled link is never fetched; it tells Vite's loader of lazy chunks, which lists the
    // entry's stylesheet among their needs, that the page has it (else it linked the file again
    // and the browser recalculated every element's style when it arrived).
    page = page.replace(
      link,
      () => `<style data-href="/assets/${file}">${css}</style><link rel="stylesheet" href="/assets/${file}" disabled>`,
    );
  }
  return page;
}

export type WebRenderer = {
  /** Answers a storefront GET: the rendered page, a redirect, or the browser-rendered shell. */
  answer: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** Ends the render threads (the server's close). */
  close: () => Promise<void>;
};

/** What a page's render asks of the main thread: its API calls and its merchant's origin. */
type PageQuestions = {
  api: (question: ApiQuestion) => Promise<ApiAnswer>;
  originOf: (businessNumber: string) => Promise<string>;
};
type ApiQuestion = { path: string; method: string; headers: Record<string, string>; body?: string };
/** `keep`: the render thread may answer the same question from this answer on later pages (KEPT_ANSWERS). */
type ApiAnswer = { status: number; body: Uint8Array; keep: boolean };
type Question = ({ type: 'api' } & ApiQuestion) | { type: 'origin'; businessNumber: string };
type ThreadMessage =
  ({ id: number; page: number } & Question) | { type: 'rendered'; page: number; result?: RenderResult; error?: string };

/** A page whose render was cut short because the server is closing: answered with the shell, not an error. */
class ServerClosingError extends Error {
  constructor() {
    super('the server is closing');
  }
}

/**
 * API answers a render thread keeps and gives again to later pages instead of asking the main
 * thread: each follows only from the merchant as loaded and the reference data (the routes build
 * them once per loaded merchant too: jsonBytesOf). Every page asked for the first four besides its
 * own subject's, and each question cost the main thread a whole request (cold product pages: 11.3 →
 * 8.3 ms of CPU each once kept); the home asks for the merchant's places and hot topics too. A
 * thread drops what it keeps when the cache has seen a deletion since (a merchant's settings
 * changed, in this process or another) and after KEPT_ANSWER_MS (render-worker.mjs); merchants'
 * origins are kept the same way.
 */
const KEPT_ANSWERS = [
  /^\/api\/v1\/business\/configure$/,
  /^\/api\/v1\/business\/common\/\w+$/,
  /^\/api\/v1\/query\/static\/file\/\d+\/\d+\/[\w-]+$/,
  /^\/api\/v1\/tripproduct\/categorys$/,
  /^\/api\/v1\/tripproduct\/national\/state\/city$/,
  /^\/api\/v1\/tripproduct\/productLabel\/\d+$/,
];
/** As long as the main thread keeps a loaded merchant (modules/merchant/service.ts), halved. */
const KEPT_ANSWER_MS = 30_000;

/**
 * Pages a thread holds at once: the one it renders and one to start while the first waits for
 * the main thread's answers to its API calls, so a thread is not idle between two pages.
 */
const PAGES_PER_THREAD = 2;

type RenderThread = {
  worker: Worker;
  /** Pages sent to this thread and not answered yet. */
  pages: Map<number, { questions: PageQuestions; done: (result: RenderResult | Error) => void }>;
};

/**
 * Render threads (worker_threads), each with its own copy of the server bundle: a page's render is
 * CPU work of ~10 ms that would otherwise hold the one event loop every request shares, and the
 * bundle renders one page at a time per thread (process-wide language and stores). Pages wait
 * here, in the order they came, until a thread has fewer than PAGES_PER_THREAD in hand: a page
 * sent to a thread's own queue waited behind every page that thread had been given, however long
 * those took, while another thread might be free (cold pages at 50 connections: p99 1.9 × p50, 1.6 × since). A
 * thread that dies takes its pages' renders with it (they are answered with the shell) and is
 * replaced on the next page.
 */
function createRenderPool(entryFile: string, template: string, size: number, keptVersion: () => number) {
  const threads: (RenderThread | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextPage = 0;
  let closed = false;

  function start(slot: number): RenderThread {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: {
        entryFile,
        template,
        rootElement: ROOT_ELEMENT,
        brotliQuality: BROTLI_QUALITY,
        keptAnswerMs: KEPT_ANSWER_MS,
      },
    });
    const thread: RenderThread = { worker, pages: new Map() };
    const fail = (error: Error) => {
      if (threads[slot] === thread) threads[slot] = undefined;
      for (const page of thread.pages.values()) page.done(closed ? new ServerClosingError() : error);
      thread.pages.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render thread exited with code ${code}`)));
    worker.on('message', (message: ThreadMessage) => {
      const page = thread.pages.get(message.page);
      if (message.type === 'rendered') {
        thread.pages.delete(message.page);
        page?.done(message.error === undefined && message.result ? message.result : new Error(message.error));
        return;
      }
      const answered =
        message.type === 'api' ? page?.questions.api(message) : page?.questions.originOf(message.businessNumber);
      void Promise.resolve(answered ?? Promise.reject(new Error('the page is no longer rendered'))).then(
        (value) => {
          // An API answer's bytes are copied once into a buffer of their own and handed over:
          // posted as they are, the whole pooled buffer they sit in would be cloned with them.
          if (typeof value === 'string') return worker.postMessage({ type: 'answer', id: message.id, value });
          const body = new Uint8Array(value.body);
          worker.postMessage({ type: 'answer', id: message.id, value: { ...value, body } }, [body.buffer]);
        },
        (err: unknown) => worker.postMessage({ type: 'answer', id: message.id, error: String(err) }),
      );
    });
    threads[slot] = thread;
    return thread;
  }

  type WaitingPage = {
    page: { url: string; hostname: string; encoding: PageEncoding | undefined };
    questions: PageQuestions;
    resolve: (result: RenderResult) => void;
    reject: (error: Error) => void;
  };
  const waiting: WaitingPage[] = [];

  /** Hands waiting pages, first come first, to threads with room (an empty slot starts a thread). */
  function dispatch() {
    for (let slot = 0; slot < size && waiting.length > 0; slot++) {
      while (waiting.length > 0 && (threads[slot]?.pages.size ?? 0) < PAGES_PER_THREAD) {
        const thread = threads[slot] ?? start(slot);
        const { page, questions, resolve, reject } = waiting.shift() as WaitingPage;
        const id = nextPage++;
        thread.pages.set(id, {
          questions,
          done: (result) => {
            if (result instanceof Error) reject(result);
            else resolve(result);
            // The thread has room again (or is gone: its slot starts a new one).
            queueMicrotask(dispatch);
          },
        });
        thread.worker.postMessage({ type: 'render', page: id, keptVersion: keptVersion(), ...page });
      }
    }
  }

  function render(
    page: { url: string; hostname: string; encoding: PageEncoding | undefined },
    questions: PageQuestions,
  ): Promise<RenderResult> {
    if (closed) return Promise.reject(new ServerClosingError());
    return new Promise<RenderResult>((resolve, reject) => {
      waiting.push({ page, questions, resolve, reject });
      dispatch();
    });
  }

  async function close() {
    closed = true;
    for (const page of waiting.splice(0)) page.reject(new ServerClosingError());
    await Promise.all(threads.map((thread) => thread?.worker.terminate()));
  }

  return { render, close };
}

/**
 * The encoding a rendered page is sent in: gzip when the browser takes it (the render thread
 * compresses only the page's own parts; render-worker.mjs), else brotli, else none (a `q=0` refuses
 * one; `*` takes any).
 */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: PageEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('gzip') ? 'gzip' : takes('br') ? 'br' : undefined;
}

/**
 * The storefront's server render (issue 16, docs/decisions.md "Server rendering"): answers page
 * GETs with HTML the browser hydrates. Pages render on render threads; their API calls come back
 * to this thread and go through `app.inject` (the same routes, caches and merchant checks as the
 * browser's calls, with the visitor's address). Undefined when rendering is off (SERVER_RENDER=0)
 * or the build has no server bundle (the shell is served as before). The threads start on the first
 * page asked, not at start (a start answers /api/health sooner; a process that serves no page
 * never loads the bundle). `shell` sends the built index.html as the browser renders it.
 */
export function loadWebRenderer(
  app: FastifyInstance,
  webRoot: string,
  options: {
    enabled: boolean;
    threads: number;
    /** Moves when what render threads keep may be stale (the cache's deletions seen). */
    keptVersion: () => number;
  },
  shell: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
  originOf: (businessNumber: string, requestOrigin: string) => Promise<string>,
): WebRenderer | undefined {
  const entryFile = path.join(webRoot, SERVER_BUNDLE_DIR, 'entry-server.js');
  if (!options.enabled || !existsSync(entryFile)) return undefined;
  let pool: Promise<ReturnType<typeof createRenderPool>> | undefined;
  const startPool = async () => {
    const built = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    if (!built.includes(ROOT_ELEMENT)) throw new Error(`${webRoot}/index.html has no ${ROOT_ELEMENT}`);
    return createRenderPool(entryFile, await inlineStylesheets(built, webRoot), options.threads, options.keptVersion);
  };

  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const origin = `${request.protocol}://${request.host}`;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    let result: RenderResult;
    try {
      // A failed start is tried again on the next page (the shell answers meanwhile).
      pool ??= startPool().catch((err: unknown) => {
        pool = undefined;
        throw err;
      });
      const threads = await pool;
      result = await threads.render(
        { url: `${origin}${request.url}`, hostname: request.hostname, encoding },
        {
          originOf: (businessNumber) => originOf(businessNumber, origin),
          api: async ({ path: url, method, headers, body }) => {
            const answer = await app.inject({
              method: method as 'GET',
              url,
              headers: { ...headers, host: request.host },
              payload: body,
              remoteAddress: request.ip,
            });
            const keep = method === 'GET' && answer.statusCode === 200 && KEPT_ANSWERS.some((kept) => kept.test(url));
            return { status: answer.statusCode, body: answer.rawPayload, keep };
          },
        },
      );
    } catch (err) {
      if (err instanceof ServerClosingError) request.log.info('the server is closing; the browser renders the page');
      else request.log.error({ err }, 'server render failed; the browser renders the page');
      return shell(request, reply);
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    // The shell keeps the render's status (404 for a page whose subject does not exist).
    if (result.kind === 'shell') return shell(request, reply.status(result.status));
    // Rendered with this moment's prices and stock: revalidated on every visit, never kept.
    reply.status(result.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    // Compressed by the render thread already: the compression hook passes an encoded answer on.
    // The answer depends on accept-encoding whichever encoding this one has (a cache keeps them apart).
    reply.header('vary', 'accept-encoding');
    if (result.encoding) reply.header('content-encoding', result.encoding);
    return reply.send(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
  }

  return { answer, close: async () => (await pool?.catch(() => undefined))?.close() };
}
