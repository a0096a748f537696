/** Formats a shopper may upload; others (SVG can carry script, GIF/TIFF/HEIC are not needed) are refused. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Longest side kept: enough to see a damaged room or a receipt, small enough to mail a link to. */
const MAX_EDGE = 1600;
/** Refuses decompression bombs before decoding: 40 megapixels is beyond any phone camera. */
const MAX_INPUT_PIXELS = 40_000_000;

export type PreparedImage = { contentType: 'image/webp'; bytes: Buffer };

/**
 * An uploaded photo made safe to keep and show: decoded (so it is really an image of an allowed
 * format), turned upright, shrunk to at most 1600 px a side and re-encoded as WebP without its
 * metadata (a phone photo's EXIF carries where it was taken). Undefined when it is not one.
 */
export async function prepareUploadedPhoto(bytes: Buffer): Promise<PreparedImage | undefined> {
  // Loaded on first use: libvips is the largest part of an idle server's memory.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !UPLOAD_FORMATS.has(format)) return undefined;
    const out = await image
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { contentType: 'image/webp', bytes: out };
  } catch {
    return undefined;
  }
}
