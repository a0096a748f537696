import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import type { ImageStorage } from './storage.js';

const MAX_EDGE = 2000;
const RESIZED_CACHE_ENTRIES = 500;

/**
 * GET /images/{key}?w=&h=&fm=webp — the stored image, resized (cover) and converted on the fly.
 * Resized copies are kept in a small per-process cache: they are rebuildable.
 */
export function imageRoutes(app: FastifyInstance, { images }: { images: ImageStorage }) {
  const resized = new Map<string, { contentType: string; bytes: Buffer }>();

  app.withTypeProvider<ZodTypeProvider>().get(
    '/images/*',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image, optionally resized (w, h in px) and converted to WebP (fm=webp)',
        querystring: z.object({
          w: z.coerce.number().int().min(1).max(MAX_EDGE).optional(),
          h: z.coerce.number().int().min(1).max(MAX_EDGE).optional(),
          fm: z.enum(['webp', 'png', 'jpeg']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { w, h, fm } = request.query;
      const cacheKey = `${key}|${w ?? ''}|${h ?? ''}|${fm ?? ''}`;
      let image = resized.get(cacheKey);
      if (!image) {
        const original = await images.get(key);
        if (!original) throw new AppError('notFound', `No image ${key}`);
        image = w || h || fm ? await transform(original, w, h, fm) : original;
        if (resized.size >= RESIZED_CACHE_ENTRIES) resized.delete(resized.keys().next().value as string);
        resized.set(cacheKey, image);
      }
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=86400')
        .send(image.bytes);
    },
  );
}

async function transform(
  original: { contentType: string; bytes: Buffer },
  width: number | undefined,
  height: number | undefined,
  format: 'webp' | 'png' | 'jpeg' | undefined,
) {
  // Loaded on first use: libvips is the largest part of an idle server's memory.
  const { default: sharp } = await import('sharp');
  let pipeline = sharp(original.bytes, { density: 144 });
  if (width || height) pipeline = pipeline.resize({ width, height, fit: 'cover', withoutEnlargement: false });
  const target = format ?? 'webp';
  const bytes = await pipeline.toFormat(target, target === 'webp' ? { quality: 82 } : {}).toBuffer();
  return { contentType: `image/${target}`, bytes };
}
