import { useState } from 'react';
import { cn } from '../lib/cn';
import { Picture } from './ui/picture';
import { Icon } from './ui/icons';

/** The translated labels of a gallery (products and hotels word them their own way). */
export type GalleryLabels = {
  region: string;
  photoOf: (number: number, total: number) => string;
  previous: string;
  next: string;
  show: (number: number) => string;
};

/** Photos of a product or hotel: one large (detail size, 750 × 560), thumbnails to pick another. */
export function PhotoGallery({
  images,
  labels,
  testId,
}: {
  images: readonly string[];
  labels: GalleryLabels;
  testId: string;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const arrow =
    'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';
  return (
    <section aria-label={labels.region} data-testid={testId}>
      <div className="relative aspect-[75/56] overflow-hidden rounded-2xl bg-slate-100">
        {current && (
          <Picture
            src={current}
            size="detail"
            sizes="(min-width: 1024px) 750px, 100vw"
            alt={labels.photoOf(index + 1, count)}
            priority={index === 0}
            eager
            className="size-full object-cover"
          />
        )}
        {count > 1 && (
          <>
            <button type="button" className={cn(arrow, 'left-3')} onClick={() => go(-1)} aria-label={labels.previous}>
              <Icon>
                <path d="m15 6-6 6 6 6" />
              </Icon>
            </button>
            <button type="button" className={cn(arrow, 'right-3')} onClick={() => go(1)} aria-label={labels.next}>
              <Icon>
                <path d="m9 6 6 6-6 6" />
              </Icon>
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
                aria-label={labels.show(i + 1)}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg ring-2 sm:size-[84px]',
                  i === index ? 'ring-first' : 'ring-transparent hover:ring-slate-300',
                )}
              >
                <Picture src={image} size="small" alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
