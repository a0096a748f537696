// Bundles the server into dist/main.js with the pure-JavaScript dependencies inlined: one file to
// compile instead of ~1 500 modules to resolve, open and link on every start (most of a start's
// time; docs/decisions.md, "Home initial JavaScript, images and start-up"). Dynamic imports stay
// lazy as chunks of their own (splitting). Left in node_modules: native addons, packages that read
// files beside their own code at run time (__dirname), and the large SDKs loaded only on first use.
import { copyFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const EXTERNAL = [
  // native addons
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'pg',
  'pg-native',
  // read files next to their code (static pages, package.json, data files, worker scripts)
  '@fastify/swagger-ui',
  '@fastify/swagger',
  'geoip-country',
  'ioredis',
  'pino',
  // large SDKs, imported only when configured
  'stripe',
  'twilio',
  'nodemailer',
];

// Chunk names carry a content hash: clear the last build's, so none is left behind.
rmSync(new URL('./dist/chunks/', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: { main: new URL('./src/main.ts', import.meta.url).pathname },
  outdir: new URL('./dist/', import.meta.url).pathname,
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: EXTERNAL,
  chunkNames: 'chunks/[name]-[hash]',
  // CommonJS dependencies inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

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
