import { LIMITS } from '@storefront/contracts';

/** The fallback's easing (spec §9): slow start and end, `0.5 − cos(πt) / 2` for t in [0, 1]. */
export const cosineEase = (t: number): number => 0.5 - Math.cos(Math.PI * t) / 2;

type ScrollTarget = Window | HTMLElement;

/** Duck-typed: `instanceof Window` fails across realms (iframes, test environments). */
const isWindow = (target: ScrollTarget): target is Window => (target as Window).window === target;

const currentTop = (target: ScrollTarget) => (isWindow(target) ? target.scrollY : target.scrollTop);

const jumpTo = (target: ScrollTarget, top: number) => {
  if (isWindow(target)) target.scrollTo(target.scrollX, top);
  else target.scrollTop = top;
};

/**
 * Scrolls `element` (default the window) smoothly to `top`: natively where the browser supports
 * `scroll-behavior`, otherwise with requestAnimationFrame over `LIMITS.smoothScrollMs` (468 ms)
 * with a cosine ease. Returns a function that stops the fallback animation.
 */
export function smoothScrollTo(top: number, element: ScrollTarget = window): () => void {
  if ('scrollBehavior' in document.documentElement.style) {
    element.scrollTo({ top, behavior: 'smooth' });
    return () => {};
  }
  const from = currentTop(element);
  const startedAt = performance.now();
  let frame = 0;
  const step = () => {
    const t = Math.min(1, (performance.now() - startedAt) / LIMITS.smoothScrollMs);
    jumpTo(element, from + (top - from) * cosineEase(t));
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
