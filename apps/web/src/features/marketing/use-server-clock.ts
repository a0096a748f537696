import { useEffect, useState } from 'react';
import { serverNow } from './countdown';

/**
 * The server's clock, ticking once a second: `serverTime` of an answer moved on by the time that
 * has passed since it arrived. Stops ticking when there is nothing to count (`active` false).
 *
 * Until the component has mounted it is the answer's own `serverTime`, unmoved: the server's
 * render and the browser's hydrating render then show the same countdown (a clock read during
 * either would differ by the seconds between them, and by the two machines' clocks). An answer
 * the server fetched for the page has no `receivedAt` of this browser's clock: it is taken as
 * arriving when the page mounted.
 */
export function useServerClock(serverTime: string | undefined, receivedAt: number | undefined, active = true) {
  const [clock, setClock] = useState<{ mountedAt: number; now: number } | null>(null);
  useEffect(() => {
    const mountedAt = Date.now();
    setClock({ mountedAt, now: mountedAt });
    if (!active) return;
    const timer = window.setInterval(() => setClock((c) => c && { ...c, now: Date.now() }), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  if (!serverTime) return clock?.now ?? 0;
  if (!clock) return Date.parse(serverTime);
  return serverNow(serverTime, receivedAt ?? clock.mountedAt, clock.now);
}
