import { useEffect, useState } from 'react';
import { serverNow } from './countdown';

/**
 * The server's clock, ticking once a second: `serverTime` of an answer moved on by the time that
 * has passed since it arrived. Stops ticking when there is nothing to count (`active` false).
 */
export function useServerClock(serverTime: string | undefined, receivedAt: number | undefined, active = true) {
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setClientNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  if (!serverTime || receivedAt === undefined) return clientNow;
  return serverNow(serverTime, receivedAt, clientNow);
}
