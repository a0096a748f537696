import { LIVE_CLIENT_METHODS, LIVE_HUB_PATH } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from './session';

/** What the hub tells the merchant's staff when an order enters or leaves the queue. */
const DESK_CHANGED = 'DeskChanged';

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Listens on the hub with the staff token (as the storefront's badge does with the member's) and
 * reads the queue, the order lists and the dashboard again on `DeskChanged`. The push carries no
 * data the desk trusts: it only says "look again". signalr is loaded on demand, so pages that do
 * not listen never download it.
 */
export function useDeskLive(): LiveState {
  const current = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const token = current?.token;
  const merchant = current?.merchantNumber;

  useEffect(() => {
    if (!token || !merchant) return;
    let stopped = false;
    let stop: (() => Promise<void>) | null = null;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['queue'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    };
    void import('@microsoft/signalr').then(async (signalr) => {
      if (stopped) return;
      const hub = new signalr.HubConnectionBuilder()
        .withUrl(`${LIVE_HUB_PATH}?businessNumber=${encodeURIComponent(merchant)}`, {
          skipNegotiation: true,
          transport: signalr.HttpTransportType.WebSockets,
          accessTokenFactory: () => token,
        })
        .withAutomaticReconnect()
        .configureLogging(signalr.LogLevel.None)
        .build();
      hub.on(DESK_CHANGED, refresh);
      hub.on(LIVE_CLIENT_METHODS.receiveMessage, (message: { MessageKey?: string } | null) => {
        if (message?.MessageKey === DESK_CHANGED) refresh();
      });
      hub.onreconnecting(() => setState('connecting'));
      hub.onreconnected(() => {
        setState('live');
        refresh();
      });
      hub.onclose(() => setState('offline'));
      stop = () => hub.stop();
      try {
        await hub.start();
        if (stopped) await hub.stop();
        else setState('live');
      } catch {
        if (!stopped) setState('offline');
      }
    });
    return () => {
      stopped = true;
      void stop?.();
    };
  }, [token, merchant, queryClient]);

  return state;
}
