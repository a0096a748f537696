import { useCallback, useState } from 'react';

/** The margin by default: far enough below the screen that what loads there is ready when scrolled to. */
export const SCROLL_AHEAD = '600px 0px';

/**
 * `near` turns true once the element given to `ref` comes within `margin` of the screen (CSS margin
 * syntax, as IntersectionObserver's `rootMargin`, SCROLL_AHEAD unless given; at once where there is
 * no IntersectionObserver), or when `reveal` is called. For what a page need not load or render
 * before the shopper scrolls towards it: a phone's first seconds then carry only what is on its
 * screen (issue 16, total blocking time). On the server it stays false.
 */
export function useNearScreen(margin: string = SCROLL_AHEAD): {
  near: boolean;
  ref: (element: Element | null) => (() => void) | undefined;
  reveal: () => void;
} {
  const [near, setNear] = useState(false);
  const reveal = useCallback(() => setNear(true), []);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        reveal();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            reveal();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, reveal],
  );
  return { near, ref, reveal };
}
