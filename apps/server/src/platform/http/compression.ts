import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli quality of answers compressed on the way out (the plugin's default is 4). Measured on a
 * rendered product page (136 KB of HTML, session 12's machine): quality 4 takes 3.69 ms for
 * 32.6 KB, 3 2.80 ms for 34.0 KB, 2 2.33 ms for 34.5 KB, 1 1.62 ms for 38.1 KB — quality 2 costs
 * 6 % more bytes than 4 for 37 % less CPU, on threads every page and request shares (issue 16).
 * Built assets are compressed once at build time at the highest quality instead.
 */
export const BROTLI_QUALITY = 2;

/** Answers smaller than this gain less than the headers and CPU the encoding costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API and HTML answers (brotli, else gzip) on the way out, cached answers included:
 * the answer cache keeps JSON text and this runs after it, in onSend. Registered before the
 * routes so every route gets the hook. Already-encoded answers (the pre-compressed static files)
 * are passed through untouched; WebSocket upgrades never reach onSend. Streams (the orders CSV)
 * are compressed as they flow. (docs/decisions.md, "compression")
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    // Compressed request bodies are not accepted: an inflated body could slip past bodyLimit.
    globalDecompression: false,
  });
}
