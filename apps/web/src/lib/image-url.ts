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

function resizedUrl(src: string, width: number, height: number): string {
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
  url.searchParams.set('fm', 'webp');
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
