import { SETTINGS_LIMITS } from '@storefront/contracts';
import { AppError } from '../../platform/http/errors.js';

/** Formats a logo may come in; SVG is refused (it can carry script), as are animated GIFs. */
const LOGO_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded logo made ready to serve: decoded (so it is really a JPEG, PNG or WebP), shrunk to
 * fit 512 × 256 (the header shows it 84 px high, twice that on dense screens), re-encoded as WebP
 * with its transparency and without metadata. Anything else is refused naming the `logo` field.
 */
export async function prepareLogo(bytes: Buffer): Promise<{ contentType: 'image/webp'; bytes: Buffer }> {
  // Loaded on first use: libvips is the largest part of an idle server's memory.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !LOGO_FORMATS.has(format)) {
    throw new AppError('validationFailed', 'The logo must be a JPEG, PNG or WebP image', 'logo');
  }
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: SETTINGS_LIMITS.logoMaxWidth,
        height: SETTINGS_LIMITS.logoMaxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
    return { contentType: 'image/webp', bytes: out };
  } catch {
    throw new AppError('validationFailed', 'The logo image could not be read; it may be damaged', 'logo');
  }
}
