// A storefront render thread (web-render.ts, issue 16): loads the storefront's server bundle and
// renders the pages the main thread sends it, one at a time (the bundle keeps the language, the
// stores and the API headers per thread). The page's API calls and its merchant's origin are asked
// of the main thread, which answers them with its own routes, caches and database. The thread also
// writes the page into the built template and encodes and compresses it, so the main thread only
// sends the bytes. Plain JavaScript: the same file runs from the source tree (tests) and beside
// the bundled server (dist/).
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';

const { entryFile, template, rootElement, brotliQuality, keptAnswerMs } = workerData;
const entry = await import(pathToFileURL(entryFile).href);

/** Questions to the main thread waiting for their answer, by id. */
const asked = new Map();
let nextQuestion = 0;

function ask(question) {
  const id = nextQuestion++;
  return new Promise((resolve, reject) => {
    asked.set(id, { resolve, reject });
    parentPort.postMessage({ ...question, id });
  });
}

/** A call's headers by lower-case name (the API client passes a plain object; a `Headers` is read too). */
function headersOf(init) {
  const headers = {};
  if (init.headers instanceof Headers) {
    init.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return headers;
  }
  for (const [key, value] of Object.entries(init.headers ?? {})) headers[key.toLowerCase()] = String(value);
  return headers;
}

const decoder = new TextDecoder();

/**
 * Answers the main thread marked `keep` (web-render.ts, KEPT_ANSWERS) and merchants' origins, by
 * question, given again to later pages: they are the same for every page of a merchant and
 * language. All are dropped when a page arrives under another `keptVersion` (the main thread's
 * cache has seen a deletion since), each after `keptAnswerMs`.
 */
const kept = new Map();
/** The questions kept at most: merchants × languages × currencies in use, with room to spare. */
const KEPT_MAX = 2_000;
let keptVersion;

async function askOrKeep(key, question, keepable) {
  const found = kept.get(key);
  if (found && performance.now() - found.keptAt < keptAnswerMs) return found.answer;
  const answer = await ask(question);
  if (keepable(answer)) {
    if (kept.size >= KEPT_MAX) kept.clear();
    kept.set(key, { answer, keptAt: performance.now() });
  }
  return answer;
}

/**
 * An API answer as the page's API client reads it (its status and JSON body): the bytes the main
 * thread sent, parsed when asked. A web `Response` would wrap them in a stream only to read them
 * back whole (~0.4 ms of every page in undici's stream and body machinery).
 */
function apiResponse({ status, body }) {
  return { status, json: async () => JSON.parse(decoder.decode(body)) };
}

/**
 * The built template cut once where a page writes into it — its `<html lang>`, its `<title>` (the
 * page's head and the merchant's theme go there) and its root element.
 */
function templatePieces() {
  const html = /<html lang="[^"]*">/.exec(template);
  const title = /<title>[^<]*<\/title>/.exec(template);
  const root = template.indexOf(rootElement);
  if (!html || !title || root < 0 || !(html.index < title.index && title.index < root)) {
    throw new Error('the built page has no <html lang>, <title> and root element in that order');
  }
  return [
    template.slice(0, html.index),
    template.slice(html.index + html[0].length, title.index),
    template.slice(title.index + title[0].length, root),
    template.slice(root + rootElement.length),
  ];
}
const [beforeHtml, beforeTitle, beforeRoot, afterRoot] = templatePieces();

/**
 * Rendered pages are sent gzip-encoded as one deflate stream cut where the page's own parts meet
 * the parts every page shares: the template between title and root (the inline stylesheet, 58 KB)
 * and the language's texts (34 KB), compressed once per thread at the best level. Only the page's
 * own ~40 KB are compressed per page (~0.08 ms; brotli of the whole page took ~0.8 ms, for as many
 * bytes). A part compressed alone ends on a sync flush (byte-aligned, not final; RFC 1951 §3.2.4),
 * so parts compressed apart join into one valid stream, which an empty final block then ends; the
 * gzip trailer's CRC-32 runs over the page's bytes part by part (RFC 1952).
 */
// The page's own parts at level 3, the highest that zlib compresses with its fast matcher: a
// product page's 38 KB took 0.165 ms at level 4 (the lazy matcher) and 0.077 ms at 3, for 9 453
// against 9 816 bytes (+1 % of the 34 KB page).
const OWN_LEVEL = 3;
const SHARED_LEVEL = 9;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty deflate block marked final (fixed codes, end of block only): what zlib ends a flushed stream with. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const deflated = (bytes, level) => deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });

/** A part every page shares, as bytes and compressed once; kept by name and made again when its text changes. */
const sharedParts = new Map();
function shared(name, text) {
  let part = sharedParts.get(name);
  if (part?.text !== text) {
    const bytes = Buffer.from(text);
    sharedParts.set(name, (part = { text, bytes, deflated: deflated(bytes, SHARED_LEVEL) }));
  }
  return part;
}

/** The rendered page in the built template as parts: the page's own (bytes) and shared ones. */
function pageParts(result) {
  const theme = result.themeCss ? `<style id="merchant-theme">${result.themeCss}</style>` : '';
  const { before, texts, after } = result.state;
  return [
    Buffer.from(`${beforeHtml}<html lang="${result.lang}">${beforeTitle}${result.head}\n    ${theme}`),
    shared('template', beforeRoot),
    Buffer.from(`<div id="root">${result.body}</div>${before}`),
    shared(`texts ${result.lang}`, texts),
    shared('end', `${after}${afterRoot}`),
  ];
}

function encoded(parts, encoding) {
  const bytesOf = (part) => (Buffer.isBuffer(part) ? part : part.bytes);
  if (encoding !== 'gzip') {
    const page = Buffer.concat(parts.map(bytesOf));
    if (encoding !== 'br') return page;
    const params = {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
    };
    return brotliCompressSync(page, { params });
  }
  let crc = 0;
  let length = 0;
  const out = [GZIP_HEADER];
  for (const part of parts) {
    const bytes = bytesOf(part);
    crc = crc32(bytes, crc);
    length += bytes.length;
    out.push(Buffer.isBuffer(part) ? deflated(part, OWN_LEVEL) : part.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([...out, FINAL_BLOCK, trailer]);
}

/** Bytes in a buffer of their own, so handing the buffer over takes nothing else with it. */
function ownBytes(buffer) {
  return buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength ? buffer : new Uint8Array(buffer);
}

async function render({ page, url, hostname, encoding, keptVersion: version }) {
  if (version !== keptVersion) {
    kept.clear();
    keptVersion = version;
  }
  const result = await entry.render({
    url,
    hostname,
    api: async (path, init) => {
      const method = init.method ?? 'GET';
      const headers = headersOf(init);
      const body = typeof init.body === 'string' ? init.body : undefined;
      const question = { type: 'api', page, path, method, headers, body };
      // Only a GET can be kept (the main thread says which), so only a GET is looked up.
      if (method !== 'GET') return apiResponse(await ask(question));
      const answer = await askOrKeep(`${path} ${JSON.stringify(headers)}`, question, (answer) => answer.keep);
      return apiResponse(answer);
    },
    originOf: (businessNumber) =>
      // The origin falls back to the address the page was asked at (a merchant without a domain of its own).
      askOrKeep(
        `origin ${businessNumber} ${new URL(url).origin}`,
        { type: 'origin', page, businessNumber },
        () => true,
      ),
  });
  if (result.kind !== 'page') return result;
  return { kind: 'page', status: result.status, encoding, bytes: ownBytes(encoded(pageParts(result), encoding)) };
}

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const question = asked.get(message.id);
    asked.delete(message.id);
    if (message.error === undefined) question?.resolve(message.value);
    else question?.reject(new Error(message.error));
    return;
  }
  if (message.type === 'render') {
    render(message).then(
      (result) =>
        parentPort.postMessage(
          { type: 'rendered', page: message.page, result },
          result.bytes ? [result.bytes.buffer] : [],
        ),
      (err) => parentPort.postMessage({ type: 'rendered', page: message.page, error: String(err?.stack ?? err) }),
    );
  }
});
