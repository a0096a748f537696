import multipart from '@fastify/multipart';
import {
  PRODUCT_PHOTO_LIMITS,
  adminHotelParams,
  adminHotelPhotoParams,
  adminPhotoList,
  envelope,
  ok,
  photoOrder,
  photoPatch,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import type { AuditService } from '../audit/service.js';
import { PHOTO_FORM_LIMITS, readPhoto } from '../catalog/admin-routes.js';
import { createHotelPhotos } from './hotel-photos.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const MAX_MB = PRODUCT_PHOTO_LIMITS.maxBytes / 1024 / 1024;

type Deps = { db: Db; audit: AuditService; events: EventPublisher; images: ImageStorage; staffAuth: StaffAuth };

/**
 * A hotel's photos in the back office (issue 14), for owners, managers and editors (an agent gets
 * 403, another shop's hotel 404). The upload takes multipart form data, parsed in this scope only.
 */
export async function hotelPhotoRoutes(app: FastifyInstance, { staffAuth, ...deps }: Deps) {
  const photos = createHotelPhotos(deps);
  const onRequest = staffAuth.staffOnly('owner', 'manager', 'editor');

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: PHOTO_FORM_LIMITS });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/admin/v1/hotels/:hotelId/photos',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The hotel’s photos, cover first',
          params: adminHotelParams,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.listPhotos(staffOf(request), request.params.hotelId)),
    );

    r.post(
      '/api/admin/v1/hotels/:hotelId/photos',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `Add a photo to the hotel (one audit row): multipart/form-data with one JPEG, PNG or WebP file in "photo" (≤ ${MAX_MB} MB), stored as WebP at most ${PRODUCT_PHOTO_LIMITS.maxEdge} px a side; at most ${PRODUCT_PHOTO_LIMITS.perProduct} photos`,
          consumes: ['multipart/form-data'],
          params: adminHotelParams,
          body: z.object({ photo: z.string().meta({ format: 'binary' }) }).nullish(),
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.addPhoto(staffOf(request), request.params.hotelId, await readPhoto(request))),
    );

    r.put(
      '/api/admin/v1/hotels/:hotelId/photos/order',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Reorder the hotel’s photos (one audit row): every photo id once, the cover first',
          params: adminHotelParams,
          body: photoOrder,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.reorderPhotos(staffOf(request), request.params.hotelId, request.body)),
    );

    r.patch(
      '/api/admin/v1/hotels/:hotelId/photos/:photoId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Change a hotel photo’s alt texts per language (one audit row); an empty text removes one',
          params: adminHotelPhotoParams,
          body: photoPatch,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) =>
        ok(
          await photos.updatePhoto(
            staffOf(request),
            request.ctx.merchant,
            request.params.hotelId,
            request.params.photoId,
            request.body,
          ),
        ),
    );

    r.delete(
      '/api/admin/v1/hotels/:hotelId/photos/:photoId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Remove a photo from the hotel (one audit row)',
          params: adminHotelPhotoParams,
          response: { 200: envelope(adminPhotoList) },
        },
      },
      async (request) => ok(await photos.removePhoto(staffOf(request), request.params.hotelId, request.params.photoId)),
    );
  });
}
