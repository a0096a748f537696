import { createHash } from 'node:crypto';
import { PRODUCT_PHOTO_LIMITS, type AdminPhoto, type PhotoOrder, type PhotoPatch } from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import { findEditablePhotos, findEditableProduct, replaceEditablePhotos } from './product-edit-repo.js';
import { inOrder, photoView, withAltText, withoutPhoto, withPhoto, type StoredPhoto } from './photo-list.js';
import { photoOf } from './product-editing.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher; images: ImageStorage };
/** Formats a photo may come in (as decoded, whatever the file claims); SVG can carry script. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs before decoding. */
const MAX_INPUT_PIXELS = 60_000_000;

/** An uploaded file as the route read it. */
export type PhotoUpload = { filename: string; bytes: Buffer };

/**
 * A product photo made ready to keep: decoded (so it really is a JPEG, PNG or WebP), turned
 * upright, shrunk to at most 2400 px a side and stored as WebP without its metadata (a camera's
 * EXIF carries where it was taken). The image route serves the named sizes from it (WebP, PNG or
 * JPEG). Anything else is refused naming the file.
 */
export async function preparePhoto(upload: PhotoUpload): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const notAnImage = () =>
    new AppError('validationFailed', `The file ${upload.filename} is not a JPEG, PNG or WebP image`, 'photo');
  let format: string | undefined;
  try {
    format = (await sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(upload.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: PRODUCT_PHOTO_LIMITS.maxEdge,
        height: PRODUCT_PHOTO_LIMITS.maxEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('validationFailed', `The file ${upload.filename} could not be read; it may be damaged`, 'photo');
  }
}

/**
 * Photos of a product in the back office (issue 14): upload, reorder (the first is the cover),
 * remove, alt text per language. The image bytes go through the image storage under a key made
 * of their digest (a new upload never overwrites what a cached page shows); the product's photo
 * rows, the audit row and nothing else are one transaction, then `merchant.changed`.
 */
export function createPhotoEditing({ db, audit, events, images }: Deps) {
  async function storedProduct(database: Db, number: string, code: string) {
    const row = await findEditableProduct(database, number, code);
    if (!row) throw new AppError('notFound', `No product ${code} in this shop`);
    return row;
  }

  async function listPhotos(staff: StaffPrincipal, code: string) {
    const product = await storedProduct(db, staff.merchantNumber, code);
    return { photos: (await findEditablePhotos(db, staff.merchantNumber, [product.id])).map(photoOf) };
  }

  async function addPhoto(staff: StaffPrincipal, code: string, upload: PhotoUpload) {
    await storedProduct(db, staff.merchantNumber, code);
    const bytes = await preparePhoto(upload);
    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const key = `products/${code}/ph-${digest}.webp`;
    await images.put(key, 'image/webp', bytes);
    return change(staff, code, 'product.photo.add', (photos) => withPhoto(photos, key, 'product'));
  }

  const reorderPhotos = (staff: StaffPrincipal, code: string, order: PhotoOrder) =>
    change(staff, code, 'product.photo.order', (photos) => inOrder(photos, order, 'product'));

  const removePhoto = (staff: StaffPrincipal, code: string, photoId: string) =>
    change(staff, code, 'product.photo.remove', (photos) =>
      withoutPhoto(photos, photoId, { noun: 'product', name: code }),
    );

  const updatePhoto = (staff: StaffPrincipal, merchant: Merchant, code: string, photoId: string, patch: PhotoPatch) =>
    change(staff, code, 'product.photo.update', (photos) =>
      withAltText(photos, photoId, patch, merchant, { noun: 'product', name: code }),
    );

  async function change(
    staff: StaffPrincipal,
    code: string,
    action: string,
    next: (photos: StoredPhoto[]) => StoredPhoto[],
  ): Promise<{ photos: AdminPhoto[] }> {
    const number = staff.merchantNumber;
    const { photos, changed } = await db.transaction().execute(async (trx) => {
      const product = await storedProduct(trx, number, code);
      const current = (await findEditablePhotos(trx, number, [product.id])).map((r) => ({
        image: r.image,
        alt: r.alt,
      }));
      const wanted = next(current);
      const changed = JSON.stringify(current) !== JSON.stringify(wanted);
      if (changed) {
        await replaceEditablePhotos(trx, product.id, wanted);
        await audit.record(trx, {
          merchantNumber: number,
          staffId: staff.staffId,
          action,
          objectType: 'product',
          objectId: code,
          before: { photos: current.map((p) => photoView(p)) },
          after: { photos: wanted.map((p) => photoView(p)) },
        });
      }
      return { photos: wanted.map((p) => photoView(p)), changed };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return { photos };
  }

  return { listPhotos, addPhoto, reorderPhotos, removePhoto, updatePhoto };
}

export type PhotoEditing = ReturnType<typeof createPhotoEditing>;
