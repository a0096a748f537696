import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { imageSrcSet, imageUrl } from '../../lib/image-url';
import { ChevronLeftIcon, ChevronRightIcon } from './hotel-icons';

/** The hotel's photos: one large (detail size, 750 × 560, fixed ratio), thumbnails to pick another. */
export function HotelGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const arrow =
    'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';
  return (
    <section aria-label={t('hotels.gallery')} data-testid="hotel-gallery">
      <div className="relative aspect-[75/56] overflow-hidden rounded-2xl bg-slate-100">
        {current && (
          <img
            src={imageUrl(current, 'detail')}
            srcSet={imageSrcSet(current, 'detail')}
            width={750}
            height={560}
            alt={t('hotels.photoOf', { name, number: index + 1, total: count })}
            fetchPriority="high"
            className="size-full object-cover"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className={cn(arrow, 'left-3')}
              onClick={() => go(-1)}
              aria-label={t('hotels.previousPhoto')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={cn(arrow, 'right-3')}
              onClick={() => go(1)}
              aria-label={t('hotels.nextPhoto')}
            >
              <ChevronRightIcon />
            </button>
            <p
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-xs text-white"
              aria-hidden="true"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-2 flex gap-2 overflow-x-auto p-1">
          {images.map((image, i) => (
            <li key={`${image}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('hotels.showPhoto', { number: i + 1 })}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg ring-2 sm:size-[84px]',
                  i === index ? 'ring-first' : 'ring-transparent hover:ring-slate-300',
                )}
              >
                <img
                  src={imageUrl(image, 'small')}
                  srcSet={imageSrcSet(image, 'small')}
                  width={84}
                  height={84}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
