// The home route's initial JavaScript: what the page's HTML loads before any interaction — its
// module scripts, the modules it preloads, and every chunk those import statically — summed as
// gzip (level 9). Dynamic imports (lazy routes, dialogs, the home's marketing sections, language
// texts) are listed beside but not counted: they load after the first paint or on demand.
//
//   node bench/initial-js.mjs                 reads the built apps/web/dist (index.html + assets)
//   node bench/initial-js.mjs http://127.0.0.1:3000/456817/en-au   asks a running server
//
// Prints each file and the total against the target (≤ 120 KB gzip) with OK/MISSED.
// The e2e suite (apps/web/e2e/initial-js.spec.ts) runs the same measurement on the served page
// and fails past the ceiling there, so a change that grows the first page is caught.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const TARGET_GZIP_BYTES = 120 * 1024;

const SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g;
const PRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g;
// Rollup's static imports: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
// Dynamic ones: `import("./x.js")`, also as strings in Vite's preload helper's dependency lists.
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

const all = (pattern, text) => [...text.matchAll(pattern)].map((m) => m[1]);

/**
 * Measures one page. `load(url)` returns the bytes of an absolute URL (a file or an HTTP fetch);
 * `pageUrl` is the page whose HTML lists the scripts.
 */
export async function measureInitialJs(pageUrl, load) {
  const html = (await load(pageUrl)).toString('utf8');
  const queue = [...all(SCRIPT, html), ...all(PRELOAD, html)].map((src) => new URL(src, pageUrl).href);
  const initial = new Map();
  const lazy = new Set();
  while (queue.length > 0) {
    const url = queue.shift();
    if (initial.has(url)) continue;
    const bytes = await load(url);
    const text = bytes.toString('utf8');
    initial.set(url, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
    for (const spec of all(STATIC_IMPORT, text)) queue.push(new URL(spec, url).href);
    for (const spec of all(DYNAMIC_IMPORT, text)) lazy.add(new URL(spec, url).href);
  }
  for (const url of initial.keys()) lazy.delete(url);
  const files = [...initial].map(([url, size]) => ({ url, ...size }));
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    lazyCount: lazy.size,
  };
}

/** Reads a built folder as if served: `/x` → `<dist>/x`, the page itself → `<dist>/index.html`. */
export function distLoader(dist) {
  return async (url) => {
    const { pathname } = new URL(url);
    const file = pathname.startsWith('/assets/') ? pathname : '/index.html';
    return readFile(path.join(dist, file));
  };
}

export async function httpLoader(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const arg = process.argv[2];
  const root = path.resolve(import.meta.dirname, '..');
  const result = arg?.startsWith('http')
    ? await measureInitialJs(arg, httpLoader)
    : await measureInitialJs('http://dist.local/', distLoader(arg ?? path.join(root, 'apps/web/dist')));
  for (const f of result.files) {
    console.log(`${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip  ${new URL(f.url).pathname}`);
  }
  const verdict = result.gzip <= TARGET_GZIP_BYTES ? 'OK' : 'MISSED';
  console.log(
    `home initial JS: ${result.files.length} files, ${kb(result.raw)} raw, ${kb(result.gzip)} gzip ` +
      `(target ≤ ${kb(TARGET_GZIP_BYTES)}) ${verdict}; ${result.lazyCount} lazy chunks not counted; ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
