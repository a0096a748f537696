import multipart from '@fastify/multipart';
import {
  recordId,
  MARKETING_LIMITS,
  adminBanner,
  adminBannerList,
  adminFlashSale,
  adminFlashSalePage,
  bannerCreate,
  bannerImageUpload,
  bannerPatch,
  bannerQuery,
  envelope,
  flashSaleCreate,
  flashSalePatch,
  flashSaleQuery,
  hotSearchPicks,
  hotSearchPut,
  hotSearchQuery,
  ok,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import { AppError } from '../../platform/http/errors.js';
import type { BannerEditing } from './admin-banners.js';
import type { FlashSaleEditing } from './admin-flash-sales.js';
import type { HotSearchEditing } from './admin-hot-searches.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
// Bounded like every row id: a bigger one names no row, and PostgreSQL refuses it as a parameter.
const params = z.object({ id: z.coerce.number().pipe(recordId) });
const MAX_MB = MARKETING_LIMITS.bannerImageMaxBytes / 1024 / 1024;
/** One file and nothing else: a form of thousands of parts is never read. */
const FORM_LIMITS = { fileSize: MARKETING_LIMITS.bannerImageMaxBytes, files: 1, fields: 2, parts: 3 };

/**
 * Marketing in the back office (issue 14): banners and plan banners, hot searches and flash
 * sales, for owners, managers and editors (an agent is refused with 403).
 */
export async function marketingAdminRoutes(
  app: FastifyInstance,
  deps: { banners: BannerEditing; flashSales: FlashSaleEditing; hotSearches: HotSearchEditing; staffAuth: StaffAuth },
) {
  const { banners, flashSales, hotSearches } = deps;
  const onRequest = deps.staffAuth.staffOnly('owner', 'manager', 'editor');
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: FORM_LIMITS });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    // ── Banners ──
    r.get(
      '/api/admin/v1/banners',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The shop’s banners (home carousel and plan banners) of every state, by placement, language, order',
          querystring: bannerQuery,
          response: { 200: envelope(adminBannerList) },
        },
      },
      async (request) => ok(await banners.listBanners(staffOf(request), request.query)),
    );
    r.get(
      '/api/admin/v1/banners/:id',
      {
        onRequest,
        schema: { tags, security, summary: 'One banner', params, response: { 200: envelope(adminBanner) } },
      },
      async (request) => ok(await banners.getBanner(staffOf(request), request.params.id)),
    );
    r.post(
      '/api/admin/v1/banners',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Create a banner (one audit row): image key, link or productCode, language, order, schedule; the storefront shows it at once',
          body: bannerCreate,
          response: { 200: envelope(adminBanner) },
        },
      },
      async (request) => ok(await banners.createBanner(staffOf(request), request.ctx.merchant, request.body)),
    );
    r.patch(
      '/api/admin/v1/banners/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Change some fields of a banner (one audit row)',
          params,
          body: bannerPatch,
          response: { 200: envelope(adminBanner) },
        },
      },
      async (request) =>
        ok(await banners.updateBanner(staffOf(request), request.ctx.merchant, request.params.id, request.body)),
    );
    r.delete(
      '/api/admin/v1/banners/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Delete a banner (one audit row)',
          params,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await banners.deleteBanner(staffOf(request), request.params.id);
        return ok(null);
      },
    );
    r.post(
      '/api/admin/v1/banners/images',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `Upload a banner picture: multipart/form-data with one JPEG, PNG or WebP file in "image" (≤ ${MAX_MB} MB), stored as WebP at most 1600 px a side; answers the key a banner names as its image`,
          consumes: ['multipart/form-data'],
          body: z.object({ image: z.string().meta({ format: 'binary' }) }).nullish(),
          response: { 200: envelope(bannerImageUpload) },
        },
      },
      async (request) => ok(await banners.uploadBannerImage(staffOf(request), await readImage(request))),
    );

    // ── Hot searches ──
    r.get(
      '/api/admin/v1/hot-searches',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The shop’s hot-search picks of one kind (1 trips, 2 hotels) and language, in order',
          querystring: hotSearchQuery,
          response: { 200: envelope(hotSearchPicks) },
        },
      },
      async (request) =>
        ok(await hotSearches.getHotSearches(staffOf(request), request.query.kind, request.query.language)),
    );
    r.put(
      '/api/admin/v1/hot-searches',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Replace the hot-search picks of one kind and language (the order sent; one audit row)',
          body: hotSearchPut,
          response: { 200: envelope(hotSearchPicks) },
        },
      },
      async (request) => ok(await hotSearches.replaceHotSearches(staffOf(request), request.ctx.merchant, request.body)),
    );

    // ── Flash sales ──
    r.get(
      '/api/admin/v1/flash-sales',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The shop’s flash sales (upcoming, running, ended), soonest first, ended ones last',
          querystring: flashSaleQuery,
          response: { 200: envelope(adminFlashSalePage) },
        },
      },
      async (request) => ok(await flashSales.listFlashSales(staffOf(request), request.ctx.language, request.query)),
    );
    r.get(
      '/api/admin/v1/flash-sales/:id',
      {
        onRequest,
        schema: { tags, security, summary: 'One flash sale', params, response: { 200: envelope(adminFlashSale) } },
      },
      async (request) => ok(await flashSales.getFlashSale(staffOf(request), request.ctx.language, request.params.id)),
    );
    r.post(
      '/api/admin/v1/flash-sales',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Create a flash sale of a package (sale price in minor units of the product’s currency, stock, per-member limit, window); 4191 when the package has a sale in an overlapping window',
          body: flashSaleCreate,
          response: { 200: envelope(adminFlashSale) },
        },
      },
      async (request) => ok(await flashSales.createFlashSale(staffOf(request), request.ctx.language, request.body)),
    );
    r.patch(
      '/api/admin/v1/flash-sales/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Change a flash sale (one audit row): 4192 when the stock would go below what is sold, 4191 on an overlapping window, 4193 once it has ended',
          params,
          body: flashSalePatch,
          response: { 200: envelope(adminFlashSale) },
        },
      },
      async (request) =>
        ok(await flashSales.updateFlashSale(staffOf(request), request.ctx.language, request.params.id, request.body)),
    );
    r.delete(
      '/api/admin/v1/flash-sales/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Delete a flash sale that has sold nothing (4194 otherwise; 4193 once ended)',
          params,
          response: { 200: envelope(z.null()) },
        },
      },
      async (request) => {
        await flashSales.deleteFlashSale(staffOf(request), request.ctx.language, request.params.id);
        return ok(null);
      },
    );
  });
}

/** The bytes of the form's one `image` file; a missing, misnamed or too large file is refused by name. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validationFailed', 'Send the image as multipart/form-data', 'image');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'image') {
        throw new AppError('validationFailed', 'The form takes one file, named "image"', part.fieldname);
      }
      bytes = await part.toBuffer();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('validationFailed', `The image is larger than ${MAX_MB} MB`, 'image');
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    throw new AppError('validationFailed', 'The form data could not be read', 'image');
  }
  if (!bytes || bytes.length === 0) throw new AppError('validationFailed', 'Choose an image file', 'image');
  return bytes;
}
