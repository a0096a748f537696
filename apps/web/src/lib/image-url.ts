import { IMAGE_SIZES, type ImageSizeName } from '@storefront/contracts';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const OWN_IMAGES = '/images/';

/**
 * Our own image URL (`/images/...`, or absolute on this origin) resized to a named size of
 * spec §9 and served as WebP: adds `w`, `h` (a 0 dimension is left out) and `fm=webp`, keeping
 * other query parameters. data:, blob: and other sites' URLs are returned untouched.
 */
export function imageUrl(src: string, size: ImageSizeName): string {
  const { width, height } = IMAGE_SIZES[size];
  return resizedUrl(src, width, height);
}

/**
 * `srcset` of a named size at 1× and 2× (the server serves both, spec §9), for sharp images on
 * high-density screens; undefined for images we do not resize.
 */
export function imageSrcSet(src: string, size: ImageSizeName): string | undefined {
  const { width, height } = IMAGE_SIZES[size];
  const single = resizedUrl(src, width, height);
  if (single === src) return undefined;
  return `${single} 1x, ${resizedUrl(src, width * 2, height * 2)} 2x`;
}

export type ImageFormat = 'avif' | 'webp';

export interface ImageSources {
  /** The 1× WebP: the `<img>` fallback every browser shows. */
  src: string;
  /** `srcset` per format with width descriptors (1× and 2× of the named size), for `sizes`. */
  srcSet: Record<ImageFormat, string>;
  width: number;
  height: number;
}

/**
 * Both formats of a named size for a `<picture>`: AVIF first (about a third smaller), WebP as the
 * fallback, each at 1× and 2× with width descriptors so `sizes` picks the right one on a fluid
 * layout. Undefined for images we do not resize (other sites, data: and blob: URLs).
 */
export function imageSources(src: string, size: ImageSizeName): ImageSources | undefined {
  const { width, height } = IMAGE_SIZES[size];
  const webp = resizedUrl(src, width, height);
  if (webp === src || width === 0) return undefined;
  const set = (format: ImageFormat) =>
    [1, 2].map((k) => `${resizedUrl(src, width * k, height * k, format)} ${width * k}w`).join(', ');
  return { src: webp, srcSet: { avif: set('avif'), webp: set('webp') }, width, height };
}

/**
 * A plain path of our own images (no query, hash, dot segment or character a URL would encode):
 * the size is appended as text, exactly what the URL object writes for such a path. A results page
 * asks four URLs per card, and parsing each was ~15 ms of a throttled phone's hydration (issue 16).
 */
const PLAIN_OWN_IMAGE = /^\/images\/[\w\-~/.]*$/;

function resizedUrl(src: string, width: number, height: number, format: ImageFormat = 'webp'): string {
  if (PLAIN_OWN_IMAGE.test(src) && !src.includes('/.')) {
    const w = width > 0 ? `w=${width}&` : '';
    const h = height > 0 ? `h=${height}&` : '';
    return `${src}?${w}${h}fm=${format}`;
  }
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const absolute = SCHEME.test(src) || src.startsWith('//');
  if (!src || (!absolute && !src.startsWith(OWN_IMAGES))) return src;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return src;
  }
  if (absolute && (url.origin !== origin || !url.pathname.startsWith(OWN_IMAGES))) return src;
  if (width > 0) url.searchParams.set('w', String(width));
  if (height > 0) url.searchParams.set('h', String(height));
  url.searchParams.set('fm', format);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
