import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SIZES } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import type { ImageStorage } from './storage.js';

type Format = 'avif' | 'webp' | 'png' | 'jpeg';
type Image = { contentType: string; bytes: Buffer; etag: string };

/** A copy may be kept a month; after that the ETag lets a browser revalidate without the bytes. */
const CACHE_CONTROL = 'public, max-age=2592000';

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

const MEMORY_ENTRIES = 200;
/** Sizes we resize to: the named sizes of spec §9 at 1× and 2× (srcset), so the cache stays bounded. */
const ALLOWED_SIZES = new Set(
  Object.values(IMAGE_SIZES).flatMap(({ width, height }) => [1, 2].map((k) => `${width * k}x${height * k}`)),
);
const ALLOWED_LIST = [...ALLOWED_SIZES].map((s) => s.replace(/^0x/, 'h=').replace(/x0$/, '')).join(', ');

/**
 * GET /images/{key}?w=&h=&fm=webp — a stored image, resized (cover) to a named size and
 * converted on the fly. Resized copies are cached on local disk under the data folder and in a
 * small memory map; both are rebuildable, so each process may keep its own.
 */
export function imageRoutes(app: FastifyInstance, { images, cacheDir }: { images: ImageStorage; cacheDir: string }) {
  const recent = new Map<string, Image>();

  /** Conversions under way: a second request for the same copy waits for the first one. */
  const converting = new Map<string, Promise<Image>>();

  async function resized(key: string, width: number | undefined, height: number | undefined, format: Format) {
    const cacheKey = `${key}|${width ?? 0}|${height ?? 0}|${format}`;
    const hit = recent.get(cacheKey);
    if (hit) return hit;
    let pending = converting.get(cacheKey);
    if (!pending) {
      pending = readOrConvert(cacheKey, key, width, height, format).finally(() => converting.delete(cacheKey));
      converting.set(cacheKey, pending);
    }
    const image = await pending;
    if (recent.size >= MEMORY_ENTRIES) recent.delete(recent.keys().next().value as string);
    recent.set(cacheKey, image);
    return image;
  }

  async function readOrConvert(
    cacheKey: string,
    key: string,
    width: number | undefined,
    height: number | undefined,
    format: Format,
  ): Promise<Image> {
    const file = path.join(cacheDir, `${createHash('sha256').update(cacheKey).digest('hex')}.${format}`);
    const cached = await readFile(file).then(
      (bytes) => bytes,
      () => undefined,
    );
    if (cached) return { contentType: `image/${format}`, bytes: cached, etag: etagOf(cached) };
    const original = await images.get(key);
    if (!original) throw new AppError('notFound', `No image ${key}`);
    const image = await transform(original, width, height, format);
    await mkdir(cacheDir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(partial, image.bytes);
    await rename(partial, file);
    return image;
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/images/*',
    {
      schema: {
        tags: ['images'],
        summary: `A stored image; with w/h/fm resized to a named size (${ALLOWED_LIST}) and converted (fm=avif or webp; png, jpeg for mail). ETag and If-None-Match (304)`,
        querystring: z.object({
          w: z.coerce.number().int().min(1).max(2000).optional(),
          h: z.coerce.number().int().min(1).max(2000).optional(),
          fm: z.enum(['avif', 'webp', 'png', 'jpeg']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { w, h, fm } = request.query;
      let image: Image | undefined;
      if (w || h || fm) {
        if ((w || h) && !ALLOWED_SIZES.has(`${w ?? 0}x${h ?? 0}`)) {
          throw new AppError(
            'validationFailed',
            `Image size ${w ?? 0}x${h ?? 0} is not served; use one of ${ALLOWED_LIST}`,
            'w',
          );
        }
        image = await resized(key, w, h, fm ?? 'webp');
      } else {
        const original = await images.get(key);
        if (!original) throw new AppError('notFound', `No image ${key}`);
        image = { ...original, etag: etagOf(original.bytes) };
      }
      reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
      const known = request.headers['if-none-match'];
      if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)) {
        return reply.code(304).send();
      }
      return reply.header('content-type', image.contentType).send(image.bytes);
    },
  );
}

async function transform(
  original: { contentType: string; bytes: Buffer },
  width: number | undefined,
  height: number | undefined,
  format: Format,
): Promise<Image> {
  // Loaded on first use: libvips is the largest part of an idle server's memory.
  const { default: sharp } = await import('sharp');
  let pipeline = sharp(original.bytes, { density: 144 });
  if (width || height) pipeline = pipeline.resize({ width, height, fit: 'cover' });
  const bytes = await pipeline.toFormat(format, FORMAT_OPTIONS[format]).toBuffer();
  return { contentType: `image/${format}`, bytes, etag: etagOf(bytes) };
}

/**
 * AVIF at quality 50 looks like WebP at 82 for about two thirds of the bytes; effort 3 (of 9)
 * keeps a first conversion near WebP's time, and every copy is converted once, then cached.
 */
const FORMAT_OPTIONS: Record<Format, object> = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 82 },
  png: {},
  jpeg: {},
};
