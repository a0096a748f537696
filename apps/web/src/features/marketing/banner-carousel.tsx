import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';
import { PauseIcon, PlayIcon } from '../../components/ui/page-icons';
import { cn } from '../../lib/cn';
import { Picture } from '../../components/ui/picture';
import { BannerLink } from './banner-link';
import { marketingQueries } from './marketing-queries';

/** Time each slide stays before the next (WCAG 2.2.2: it can be paused, and stops on hover and focus). */
export const SLIDE_INTERVAL_MS = 6000;

/** False on the server (no window): the first render matches the server's, the effect below corrects it. */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The box a carousel fills (banner size 600 × 352), kept while it loads so nothing moves. */
export const BANNER_BOX = 'aspect-[600/352] w-full overflow-hidden rounded-2xl';
/** How wide a home banner shows: the hero's second column on large screens, the page width below. */
const BANNER_SIZES = '(min-width: 1024px) 34rem, calc(100vw - 2rem)';

/**
 * The home banners (WAI-ARIA carousel pattern): slides advance on their own, pause while the
 * pointer or focus is on them or when the visitor presses pause, and never with reduced motion.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: banners = [], isPending } = useQuery(marketingQueries.banners(locale));
  const [index, setIndex] = useState(0);
  // Starts as on the server (playing), so hydration matches; reduced motion stops it at once.
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setStopped(true);
  }, []);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touchX, setTouchX] = useState<number | null>(null);
  const count = banners.length;
  const playing = !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  if (isPending) return <div className={cn(BANNER_BOX, 'animate-pulse bg-slate-100')} aria-hidden="true" />;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const control =
    'inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';

  return (
    <section
      aria-roledescription={t('marketing.carousel')}
      aria-label={t('marketing.banners')}
      className={cn(BANNER_BOX, 'relative bg-slate-100')}
      onTouchStart={(event) => setTouchX(event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        // A horizontal swipe of 40 px or more turns the slide; shorter moves are taps.
        if (touchX !== null && endX !== undefined && Math.abs(endX - touchX) >= 40) go(endX < touchX ? 1 : -1);
        setTouchX(null);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="banner-carousel"
    >
      <div
        className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={playing ? 'off' : 'polite'}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('marketing.slide')}
            aria-label={t('marketing.slideOf', { number: i + 1, total: count })}
            aria-hidden={i !== current}
            inert={i !== current}
            className="relative h-full w-full shrink-0"
          >
            <BannerLink link={banner.link} className="block h-full w-full">
              <Picture
                src={banner.image}
                size="banner"
                sizes={BANNER_SIZES}
                alt=""
                priority={i === 0}
                className="size-full object-cover"
              />
              <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 via-slate-950/50 to-transparent px-4 pb-12 pt-12 text-white sm:px-6">
                <p className="line-clamp-2 text-lg font-bold leading-snug sm:text-2xl">{banner.title}</p>
                {banner.subtitle && <p className="mt-1 line-clamp-1 text-sm text-white/90">{banner.subtitle}</p>}
              </div>
            </BannerLink>
          </div>
        ))}
      </div>

      {count > 1 && (
        <>
          <div className="absolute right-3 top-3 flex gap-1.5">
            <button
              type="button"
              className={control}
              onClick={() => setStopped((s) => !s)}
              aria-label={t(stopped ? 'marketing.play' : 'marketing.pause')}
            >
              {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
            </button>
          </div>
          <button
            type="button"
            className={cn(control, 'absolute left-3 top-1/2 -translate-y-1/2 max-sm:hidden')}
            onClick={() => go(-1)}
            aria-label={t('marketing.previousSlide')}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={cn(control, 'absolute right-3 top-1/2 -translate-y-1/2 max-sm:hidden')}
            onClick={() => go(1)}
            aria-label={t('marketing.nextSlide')}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('marketing.showSlide', { number: i + 1, title: banner.title })}
                aria-current={i === current}
                className="group inline-flex size-6 items-center justify-center"
              >
                <span
                  className={cn(
                    'block h-1.5 rounded-full transition-all',
                    i === current ? 'w-5 bg-white' : 'w-1.5 bg-white/60 group-hover:bg-white/90',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
