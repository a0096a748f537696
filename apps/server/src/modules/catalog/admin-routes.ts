import multipart from '@fastify/multipart';
import {
  PRODUCT_PHOTO_LIMITS,
  adminPackage,
  adminPackageList,
  adminPackageParams,
  adminPhotoList,
  adminProduct,
  adminProductPage,
  adminProductParams,
  adminProductQuery,
  envelope,
  ok,
  packageCreate,
  packagePatch,
  photoOrder,
  photoParams,
  photoPatch,
  productCreate,
  productPatch,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import type { AuditService } from '../audit/service.js';
import { createPackageEditing } from './package-editing.js';
import { createPhotoEditing, type PhotoUpload } from './photo-editing.js';
import { createProductEditing } from './product-editing.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = adminProductParams;
const MAX_MB = PRODUCT_PHOTO_LIMITS.maxBytes / 1024 / 1024;
/** One file and nothing else: a form of thousands of parts is never read. */
export const PHOTO_FORM_LIMITS = { fileSize: PRODUCT_PHOTO_LIMITS.maxBytes, files: 1, fields: 4, parts: 5 };

type Deps = { db: Db; audit: AuditService; events: EventPublisher; images: ImageStorage; staffAuth: StaffAuth };

/**
 * Catalog editing of the back office (issue 14): products, their packages and photos, for owners,
 * managers and editors (an agent gets 403, another shop's product 404). The photo upload takes
 * multipart form data, so the parser is registered in this scope only.
 */
export async function catalogAdminRoutes(app: FastifyInstance, { staffAuth, ...deps }: Deps) {
  const editing = createProductEditing(deps);
  const packages = createPackageEditing(deps);
  const photos = createPhotoEditing(deps);
  const onRequest = staffAuth.staffOnly('owner', 'manager', 'editor');

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: PHOTO_FORM_LIMITS });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/admin/v1/products',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The shop’s products in every status (or one), newest first; q matches a code or a title',
          querystring: adminProductQuery,
          response: { 200: envelope(adminProductPage) },
        },
      },
      async (request) => ok(await editing.listProducts(staffOf(request), request.ctx.merchant, request.query)),
    );

    r.get(
      '/api/admin/v1/products/:pcode',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'One product as the editor shows it, with the shop languages missing a translation',
          params,
          response: { 200: envelope(adminProduct) },
        },
      },
      async (request) => ok(await editing.getProduct(staffOf(request), request.ctx.merchant, request.params.pcode)),
    );

    r.post(
      '/api/admin/v1/products',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Create a product (one audit row); the storefront finds it by keyword at once',
          body: productCreate,
          response: { 200: envelope(adminProduct) },
        },
      },
      async (request) => ok(await editing.createProduct(staffOf(request), request.ctx.merchant, request.body)),
    );

    r.patch(
      '/api/admin/v1/products/:pcode',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Change some fields of a product (one audit row): texts per language (the fields sent), status (archived: off the storefront for good, its orders stay readable), labels, place, terms',
          params,
          body: productPatch,
          response: { 200: envelope(adminProduct) },
        },
      },
      async (request) =>
        ok(await editing.updateProduct(staffOf(request), request.ctx.merchant, request.params.pcode, request.body)),
    );

    // ---- Packages -------------------------------------------------------------------------------

    r.get(
      '/api/admin/v1/products/:pcode/packages',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The product’s packages, on sale or not, with prices in minor units of the product’s currency',
          params,
          response: { 200: envelope(adminPackageList) },
        },
      },
      async (request) => ok(await packages.listPackages(staffOf(request), request.ctx.merchant, request.params.pcode)),
    );

    r.post(
      '/api/admin/v1/products/:pcode/packages',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Add a package (one audit row): price types with base prices and age bands; it has no calendar days until the range editor opens some',
          params,
          body: packageCreate,
          response: { 200: envelope(adminPackage) },
        },
      },
      async (request) =>
        ok(await packages.createPackage(staffOf(request), request.ctx.merchant, request.params.pcode, request.body)),
    );

    r.get(
      '/api/admin/v1/packages/:gcode',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'One package',
          params: adminPackageParams,
          response: { 200: envelope(adminPackage) },
        },
      },
      async (request) => ok(await packages.getPackage(staffOf(request), request.ctx.merchant, request.params.gcode)),
    );

    r.patch(
      '/api/admin/v1/packages/:gcode',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Change a package (one audit row): titles, prices (the object sent replaces the price types), sort, onSale',
          params: adminPackageParams,
          body: packagePatch,
          response: { 200: envelope(adminPackage) },
        },
      },
      async (request) =>
        ok(await packages.updatePackage(staffOf(request), request.ctx.merchant, request.params.gcode, request.body)),
    );

    r.delete(
      '/api/admin/v1/packages/:gcode',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary:
            'Take a package off sale (one audit row): never deleted, so the orders that point at it stay readable; PATCH onSale true sells it again',
          params: adminPackageParams,
          response: { 200: envelope(adminPackage) },
        },
      },
      async (request) =>
        ok(await packages.removeFromSale(staffOf(request), request.ctx.merchant, request.params.gcode)),
    );

    // ---- Photos ---------------------------------------------------------------------------------

    r.get(
      '/api/admin/v1/products/:pcode/photos',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The product’s photos, cover first',
          params,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.listPhotos(staffOf(request), request.params.pcode)),
    );

    r.post(
      '/api/admin/v1/products/:pcode/photos',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `Add a photo (one audit row): multipart/form-data with one JPEG, PNG or WebP file in "photo" (≤ ${MAX_MB} MB), stored as WebP at most ${PRODUCT_PHOTO_LIMITS.maxEdge} px a side; at most ${PRODUCT_PHOTO_LIMITS.perProduct} photos`,
          consumes: ['multipart/form-data'],
          params,
          // The file is read by the handler (a stream); this documents the form.
          body: z.object({ photo: z.string().meta({ format: 'binary' }) }).nullish(),
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.addPhoto(staffOf(request), request.params.pcode, await readPhoto(request))),
    );

    r.put(
      '/api/admin/v1/products/:pcode/photos/order',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Reorder the photos (one audit row): every photo id once, the cover first',
          params,
          body: photoOrder,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.reorderPhotos(staffOf(request), request.params.pcode, request.body)),
    );

    r.patch(
      '/api/admin/v1/products/:pcode/photos/:photoId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Change a photo’s alt texts per language (one audit row); an empty text removes one',
          params: photoParams,
          body: photoPatch,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) =>
        ok(
          await photos.updatePhoto(
            staffOf(request),
            request.ctx.merchant,
            request.params.pcode,
            request.params.photoId,
            request.body,
          ),
        ),
    );

    r.delete(
      '/api/admin/v1/products/:pcode/photos/:photoId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Remove a photo from the product (one audit row)',
          params: photoParams,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.removePhoto(staffOf(request), request.params.pcode, request.params.photoId)),
    );
  });
}

/** The form's one `photo` file; a missing, misnamed, mistyped or too large file is refused naming it. */
export async function readPhoto(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new AppError('validationFailed', 'Send the photo as multipart/form-data', 'photo');
  let upload: PhotoUpload | undefined;
  let filename = 'photo';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'photo') {
        throw new AppError('validationFailed', 'The form takes one file, named "photo"', part.fieldname);
      }
      filename = part.filename || 'photo';
      if (!(PRODUCT_PHOTO_LIMITS.types as readonly string[]).includes(part.mimetype)) {
        throw new AppError('validationFailed', `The file ${filename} is not a JPEG, PNG or WebP image`, 'photo');
      }
      upload = { filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('photoTooLarge', `The file ${filename} is larger than ${MAX_MB} MB`, 'photo');
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    throw new AppError('validationFailed', 'The form data could not be read', 'photo');
  }
  if (!upload || upload.bytes.length === 0) {
    throw new AppError('validationFailed', 'Choose an image file for the photo', 'photo');
  }
  return upload;
}
