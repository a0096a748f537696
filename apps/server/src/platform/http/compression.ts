import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
    // Compressed request bodies are not accepted: an inflated body could slip past bodyLimit.
    globalDecompression: false,
  });
}
