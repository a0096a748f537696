// Bundles the server into dist/server.cjs with the pure-JavaScript dependencies inlined: one file to
// compile instead of ~1 500 modules to resolve, open and link on every start (most of a start's
// time; docs/decisions.md, "Home initial JavaScript, images and start-up"). dist/main.js
// (src/load-server.mjs) runs it with V8's code cache of it, which needs a script, not an ES module: so
// the bundle is CommonJS. Left in node_modules: native addons, packages that read files beside
// their own code at run time (__dirname), and the large SDKs loaded only on first use.
import { copyFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const EXTERNAL = [
  // native addons
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'pg',
  'pg-native',
  // read files next to their code (static pages, data files, worker scripts). @fastify/swagger is
  // inlined: it reads only its own package.json, for defaults our document sets.
  '@fastify/swagger-ui',
  'geoip-country',
  'ioredis',
  'pino',
  // large SDKs, imported only when configured
  'stripe',
  'twilio',
  'nodemailer',
];

// The last build's: its ES module chunks (before the bundle was one script) and the code cache of
// its bundle, which no longer matches.
rmSync(new URL('./dist/chunks/', import.meta.url), { recursive: true, force: true });
rmSync(new URL('./dist/main.js.map', import.meta.url), { force: true });
rmSync(new URL('./dist/server.cjs.cache', import.meta.url), { force: true });

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.cjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: EXTERNAL,
  // The sources are ES modules: strict, and finding files beside themselves by import.meta.url.
  banner: { js: "'use strict'; const __moduleUrl = require('node:url').pathToFileURL(__filename).href;" },
  define: { 'import.meta.url': '__moduleUrl' },
  // import() of the packages left outside (sharp, pg, stripe …) becomes require(): a script from V8's
  // code cache has no module loader to call back (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). They are
  // all CommonJS packages; the default import is their exports, as Node gives it.
  supported: { 'dynamic-import': false },
  logLevel: 'warning',
});
copyFileSync(new URL('./src/load-server.mjs', import.meta.url), new URL('./dist/main.js', import.meta.url));

// The storefront's render threads run this file beside the bundle (platform/http/web-render.ts
// finds it next to its own module, in the source tree as in dist/).
copyFileSync(
  new URL('./src/platform/http/render-worker.mjs', import.meta.url),
  new URL('./dist/render-worker.mjs', import.meta.url),
);
// So do the SQLite reading threads (platform/db/sqlite-readers.ts).
copyFileSync(
  new URL('./src/platform/db/sqlite-reader.mjs', import.meta.url),
  new URL('./dist/sqlite-reader.mjs', import.meta.url),
);
