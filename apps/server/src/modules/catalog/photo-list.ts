import {
  PRODUCT_PHOTO_LIMITS,
  type AdminPhoto,
  type PhotoOrder,
  type PhotoPatch,
  type SiteLanguage,
} from '@storefront/contracts';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import { photoOf } from './product-editing.js';

/**
 * The rules of a photo list, a product's or a hotel's alike: each step takes the stored list and
 * answers the next one (or refuses), and the caller writes it in its transaction with an audit row.
 */
export type StoredPhoto = { image: string; alt: string };

/** Whose photos: a product by its code, a hotel by its id. */
export type Owner = { noun: 'product' | 'hotel'; name: string };

// Written out per owner: each sentence is a template of the server messages' catalogue.
const refusal = {
  product: {
    tooMany: () => new AppError('photoLimit', `A product has at most ${PRODUCT_PHOTO_LIMITS.perProduct} photos`),
    notEvery: () =>
      new AppError('validationFailed', 'List every photo of the product once, in the new order', 'photos'),
    noPhoto: (code: string, photo: string) => new AppError('notFound', `Product ${code} has no photo ${photo}`),
  },
  hotel: {
    tooMany: () => new AppError('photoLimit', `A hotel has at most ${PRODUCT_PHOTO_LIMITS.perProduct} photos`),
    notEvery: () => new AppError('validationFailed', 'List every photo of the hotel once, in the new order', 'photos'),
    noPhoto: (id: string, photo: string) => new AppError('notFound', `Hotel ${id} has no photo ${photo}`),
  },
};

export const photoView = (photo: StoredPhoto): AdminPhoto => photoOf({ product_id: 0, sort: 0, ...photo });

/** The list with an uploaded photo at its end (once: the same bytes are the same key). */
export function withPhoto(photos: readonly StoredPhoto[], key: string, noun: 'product' | 'hotel'): StoredPhoto[] {
  if (photos.some((p) => p.image === key)) return [...photos];
  if (photos.length >= PRODUCT_PHOTO_LIMITS.perProduct) throw refusal[noun].tooMany();
  return [...photos, { image: key, alt: '{}' }];
}

/** The list in the order asked, which must name every photo once (the first is the cover). */
export function inOrder(photos: readonly StoredPhoto[], order: PhotoOrder, noun: 'product' | 'hotel'): StoredPhoto[] {
  const ids = photos.map((p) => photoView(p).id);
  const sameSet =
    order.photos.length === ids.length &&
    new Set(order.photos).size === ids.length &&
    order.photos.every((id) => ids.includes(id));
  if (!sameSet) throw refusal[noun].notEvery();
  return order.photos.map((id) => photos[ids.indexOf(id)] as StoredPhoto);
}

export function withoutPhoto(photos: readonly StoredPhoto[], photoId: string, owner: Owner): StoredPhoto[] {
  const index = indexOf(photos, photoId, owner);
  return photos.filter((_, i) => i !== index);
}

/** The list with a photo's alt text changed per language (an empty text takes it away). */
export function withAltText(
  photos: readonly StoredPhoto[],
  photoId: string,
  patch: PhotoPatch,
  merchant: Merchant,
  owner: Owner,
): StoredPhoto[] {
  for (const language of Object.keys(patch.alt)) {
    if (!merchant.languages.includes(language as SiteLanguage)) {
      throw new AppError('validationFailed', `The shop does not sell in ${language}`, 'alt');
    }
  }
  const index = indexOf(photos, photoId, owner);
  const alt: Record<string, string> = { ...photoView(photos[index] as StoredPhoto).alt };
  for (const [language, text] of Object.entries(patch.alt)) {
    if (text) alt[language] = text;
    else delete alt[language];
  }
  return photos.map((p, i) => (i === index ? { image: p.image, alt: JSON.stringify(alt) } : p));
}

function indexOf(photos: readonly StoredPhoto[], photoId: string, owner: Owner): number {
  const index = photos.findIndex((p) => photoView(p).id === photoId);
  if (index < 0) throw refusal[owner.noun].noPhoto(owner.name, photoId);
  return index;
}
