// Writes .br and .gz beside every text asset of the given build folders, so the server sends
// ready-made compressed files (@fastify/static `preCompressed`) instead of compressing each
// request. Brotli at quality 11 is slow but runs once per build (docs/decisions.md,
// "pre-compressed static assets").
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the compressed file saves too little to be worth a disk read. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

async function compressFolder(dir) {
  let count = 0;
  for await (const file of files(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A variant no smaller than the file would only cost a disk read: leave it out.
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/compress-assets.mjs <dist folder>…');
  process.exit(2);
}
for (const dir of folders) {
  const count = await compressFolder(dir);
  console.log(`compress-assets: ${dir}: ${count} files compressed (br, gz)`);
}
