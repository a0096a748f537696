import { createHash } from 'node:crypto';
import { type AdminPhoto, type PhotoOrder, type PhotoPatch } from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import { preparePhoto, type PhotoUpload } from '../catalog/photo-editing.js';
import { inOrder, photoView, withAltText, withoutPhoto, withPhoto, type StoredPhoto } from '../catalog/photo-list.js';
import { findEditableHotel, findHotelPhotos, replaceHotelPhotos } from './hotel-editing-repo.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher; images: ImageStorage };

/**
 * A hotel's photos in the back office (issue 14), as a product's: upload (decoded, made upright,
 * at most 2400 px a side, kept as WebP under a key of its digest through the image storage),
 * reorder (the first is the cover the storefront's cards show), alt text per language, remove.
 * The photo rows and the audit row are one transaction, then `merchant.changed`.
 */
export function createHotelPhotos({ db, audit, events, images }: Deps) {
  async function storedHotel(database: Db, number: string, hotelId: number) {
    const row = await findEditableHotel(database, number, hotelId);
    if (!row) throw new AppError('notFound', `No hotel ${hotelId} in this shop`);
    return row;
  }

  async function listPhotos(staff: StaffPrincipal, hotelId: number) {
    await storedHotel(db, staff.merchantNumber, hotelId);
    return { photos: (await findHotelPhotos(db, hotelId)).map(photoView) };
  }

  async function addPhoto(staff: StaffPrincipal, hotelId: number, upload: PhotoUpload) {
    await storedHotel(db, staff.merchantNumber, hotelId);
    const bytes = await preparePhoto(upload);
    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const key = `hotels/${hotelId}/ph-${digest}.webp`;
    await images.put(key, 'image/webp', bytes);
    return change(staff, hotelId, 'hotel.photo.add', (photos) => withPhoto(photos, key, 'hotel'));
  }

  const reorderPhotos = (staff: StaffPrincipal, hotelId: number, order: PhotoOrder) =>
    change(staff, hotelId, 'hotel.photo.order', (photos) => inOrder(photos, order, 'hotel'));

  const removePhoto = (staff: StaffPrincipal, hotelId: number, photoId: string) =>
    change(staff, hotelId, 'hotel.photo.remove', (photos) =>
      withoutPhoto(photos, photoId, { noun: 'hotel', name: String(hotelId) }),
    );

  const updatePhoto = (
    staff: StaffPrincipal,
    merchant: Merchant,
    hotelId: number,
    photoId: string,
    patch: PhotoPatch,
  ) =>
    change(staff, hotelId, 'hotel.photo.update', (photos) =>
      withAltText(photos, photoId, patch, merchant, { noun: 'hotel', name: String(hotelId) }),
    );

  async function change(
    staff: StaffPrincipal,
    hotelId: number,
    action: string,
    next: (photos: StoredPhoto[]) => StoredPhoto[],
  ): Promise<{ photos: AdminPhoto[] }> {
    const number = staff.merchantNumber;
    const { photos, changed } = await db.transaction().execute(async (trx) => {
      await storedHotel(trx, number, hotelId);
      const current = (await findHotelPhotos(trx, hotelId)).map((r) => ({ image: r.image, alt: r.alt }));
      const wanted = next(current);
      const changed = JSON.stringify(current) !== JSON.stringify(wanted);
      if (changed) {
        await replaceHotelPhotos(trx, hotelId, wanted);
        await audit.record(trx, {
          merchantNumber: number,
          staffId: staff.staffId,
          action,
          objectType: 'hotel',
          objectId: String(hotelId),
          before: { photos: current.map(photoView) },
          after: { photos: wanted.map(photoView) },
        });
      }
      return { photos: wanted.map(photoView), changed };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return { photos };
  }

  return { listPhotos, addPhoto, reorderPhotos, removePhoto, updatePhoto };
}
