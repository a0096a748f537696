import type { ImageSizeName } from '@storefront/contracts';
import { imageSources, imageUrl } from '../../lib/image-url';
import { preloadImage } from '../../lib/image-preload';

export interface PictureProps {
  src: string;
  /** The named size of spec §9: the box's intrinsic width and height (no layout shift). */
  size: ImageSizeName;
  alt: string;
  /**
   * How wide the image shows, for the browser to pick 1× or 2× (`sizes`); defaults to the named
   * width, right for a fixed box. Fluid images say so: `(min-width: 640px) 600px, 100vw`.
   */
  sizes?: string;
  /**
   * The page's largest image (LCP): loaded at once with high priority and preloaded from the
   * document head (lib/image-preload.ts: the server writes the hint into the page's head). Every other image
   * loads lazily unless `eager`.
   */
  priority?: boolean;
  /** Loaded at once without the priority (e.g. the first row of cards). */
  eager?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * One of our images as `<picture>`: AVIF and WebP from the image route at 1× and 2×, width and
 * height set. Images we do not resize render as a plain `<img>`.
 */
export function Picture({ src, size, alt, sizes, priority = false, eager = false, className, ...rest }: PictureProps) {
  const sources = imageSources(src, size);
  const loading = priority || eager ? 'eager' : 'lazy';
  if (!sources) {
    return (
      <img
        src={imageUrl(src, size)}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
        data-testid={rest['data-testid']}
      />
    );
  }
  const shownAt = sizes ?? `${sources.width}px`;
  if (priority) {
    preloadImage({
      href: sources.srcSet.avif.split(' ')[0] ?? sources.src,
      type: 'image/avif',
      imageSrcSet: sources.srcSet.avif,
      imageSizes: shownAt,
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.srcSet.avif} sizes={shownAt} />
      <img
        src={sources.src}
        srcSet={sources.srcSet.webp}
        sizes={shownAt}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        data-testid={rest['data-testid']}
      />
    </picture>
  );
}
