import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SIZES } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import type { ImageStorage } from './storage.js';

type Format = 'webp' | 'png' | 'jpeg';
type Image = { contentType: string; bytes: Buffer };

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

  async function resized(key: string, width: number | undefined, height: number | undefined, format: Format) {
    const cacheKey = `${key}|${width ?? 0}|${height ?? 0}|${format}`;
    const hit = recent.get(cacheKey);
    if (hit) return hit;
    const file = path.join(cacheDir, `${createHash('sha256').update(cacheKey).digest('hex')}.${format}`);
    let image: Image | undefined = await readFile(file).then(
      (bytes) => ({ contentType: `image/${format}`, bytes }),
      () => undefined,
    );
    if (!image) {
      const original = await images.get(key);
      if (!original) throw new AppError('notFound', `No image ${key}`);
      image = await transform(original, width, height, format);
      await mkdir(cacheDir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, image.bytes);
      await rename(partial, file);
    }
    if (recent.size >= MEMORY_ENTRIES) recent.delete(recent.keys().next().value as string);
    recent.set(cacheKey, image);
    return image;
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/images/*',
    {
      schema: {
        tags: ['images'],
        summary: `A stored image; with w/h/fm resized to a named size (${ALLOWED_LIST}) and converted (fm=webp)`,
        querystring: z.object({
          w: z.coerce.number().int().min(1).max(2000).optional(),
          h: z.coerce.number().int().min(1).max(2000).optional(),
          fm: z.enum(['webp', 'png', 'jpeg']).optional(),
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
        image = await images.get(key);
        if (!image) throw new AppError('notFound', `No image ${key}`);
      }
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=2592000')
        .send(image.bytes);
    },
  );
}

async function transform(original: Image, width: number | undefined, height: number | undefined, format: Format) {
  // Loaded on first use: libvips is the largest part of an idle server's memory.
  const { default: sharp } = await import('sharp');
  let pipeline = sharp(original.bytes, { density: 144 });
  if (width || height) pipeline = pipeline.resize({ width, height, fit: 'cover' });
  const bytes = await pipeline.toFormat(format, format === 'webp' ? { quality: 82 } : {}).toBuffer();
  return { contentType: `image/${format}`, bytes };
}
