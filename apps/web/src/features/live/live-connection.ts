import {
  LIMITS,
  LIVE_CLIENT_METHODS,
  LIVE_HUB_PATH,
  LIVE_MESSAGE_KEYS,
  type ForceOfflineMessage,
  type LiveMessage,
} from '@storefront/contracts';
import type { HubConnection, IRetryPolicy } from '@microsoft/signalr';
import { create } from 'zustand';
import { useAppStore } from '../../app/app-store';
import { firstPathSegment } from '../../app/storage';
import { isLoggedIn, useUserStore } from '../../app/user-store';

/**
 * The live connection (spec §3, §4, §7, §9; docs/decisions.md "Live connection"). The SignalR
 * client loads on first connect (a lazy chunk), so it never weighs on the home route's initial
 * JavaScript. One connection per page, opened while logged in and closed on logout.
 */

/** The spec's four client states; the library's Reconnecting counts as Connecting. */
export type LiveState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting';

export const useLiveState = create<{ state: LiveState }>()(() => ({ state: 'Disconnected' }));

const setState = (state: LiveState) => useLiveState.setState({ state });

/** Spec §7: the hub is asked for a timezone of -480, whatever the visitor's own offset. */
export const LIVE_TIMEZONE = -480;

/** `/hubs/online?timezone=-480&businessNumber=…` (the merchant part only when known). */
export function liveUrl(merchantNumber: string | null | undefined): string {
  const query = new URLSearchParams({ timezone: String(LIVE_TIMEZONE) });
  if (merchantNumber) query.set('businessNumber', merchantNumber);
  return `${LIVE_HUB_PATH}?${query.toString()}`;
}

/**
 * Spec §4, §9: after a drop, try again every 3 s, forever while logged in; stop once logged out.
 * Every call after the first follows a failed attempt, which the caller hears of (`onAttemptFailed`).
 */
export const liveRetryPolicy: IRetryPolicy = {
  nextRetryDelayInMilliseconds: ({ previousRetryCount }) => {
    if (previousRetryCount > 0) hooks?.onAttemptFailed?.();
    return isLoggedIn() ? LIMITS.liveReconnectDelayMs : null;
  },
};

export type LiveHooks = {
  /** ForceOffline: the connection is already stopped; the caller logs out and tells the member. */
  onForceOffline: (message: ForceOfflineMessage) => void;
  /**
   * The connection started or came back. Pushes are not replayed, so whatever changed while it
   * was down (a line added on another device) must be read again.
   */
  onConnected?: () => void;
  /**
   * A start or reconnect attempt failed. The hub refuses an ended session's upgrade with 401, but
   * a browser's WebSocket hides the status, so a session revoked while the connection was down
   * (a password reset on another device) would keep retrying unnoticed: the caller asks the API.
   */
  onAttemptFailed?: () => void;
  /** An UpdateCartNum push was applied: the cart it counts changed, so cached cart pages are stale. */
  onCartNumber?: (cartNumber: number) => void;
};

/**
 * A pushed ReceiveMessage (spec §4): UpdateCartNum sets the cart number, any other payload is
 * kept by its key. Both only while logged in (the store ignores them otherwise).
 */
export function handleReceiveMessage(message: unknown): void {
  if (typeof message !== 'object' || message === null) return;
  const { MessageKey, Data } = message as Partial<LiveMessage>;
  if (typeof MessageKey !== 'string' || MessageKey === '') return;
  const user = useUserStore.getState();
  if (MessageKey === LIVE_MESSAGE_KEYS.updateCartNum) {
    if (typeof Data === 'number' && Number.isInteger(Data) && Data >= 0) {
      user.setCartNumber(Data);
      hooks?.onCartNumber?.(Data);
    }
    return;
  }
  user.storeSocketMessage(MessageKey, Data);
}

let connection: HubConnection | null = null;
let hooks: LiveHooks | null = null;
let restartTimer: ReturnType<typeof setTimeout> | null = null;
/** Bumped on every connect and disconnect, so a late start or close of an old attempt is ignored. */
let generation = 0;

function clearRestart(): void {
  if (restartTimer !== null) clearTimeout(restartTimer);
  restartTimer = null;
}

/** A drop or failed start while still logged in: start again after 3 s. */
function scheduleRestart(current: number): void {
  clearRestart();
  if (!isLoggedIn() || current !== generation) return;
  restartTimer = setTimeout(() => {
    restartTimer = null;
    if (current !== generation || !isLoggedIn()) return;
    connection = null;
    void openConnection();
  }, LIMITS.liveReconnectDelayMs);
}

async function build(): Promise<HubConnection> {
  const signalr = await import('@microsoft/signalr');
  const merchant = useAppStore.getState().merchantNumber ?? firstPathSegment(window.location.pathname);
  const hub = new signalr.HubConnectionBuilder()
    .withUrl(liveUrl(merchant), {
      skipNegotiation: true,
      transport: signalr.HttpTransportType.WebSockets,
      accessTokenFactory: () => useUserStore.getState().token,
    })
    .withAutomaticReconnect(liveRetryPolicy)
    .withServerTimeout(LIMITS.liveServerTimeoutMs)
    .withKeepAliveInterval(LIMITS.liveKeepAliveMs)
    .configureLogging(signalr.LogLevel.Warning)
    .build();
  return hub;
}

function attach(hub: HubConnection, current: number): void {
  hub.on(LIVE_CLIENT_METHODS.receiveMessage, handleReceiveMessage);
  hub.on(LIVE_CLIENT_METHODS.forceOffline, (message: ForceOfflineMessage) => {
    const onForceOffline = hooks?.onForceOffline;
    void disconnectLive();
    onForceOffline?.(message);
  });
  hub.onreconnecting(() => current === generation && setState('Connecting'));
  hub.onreconnected(() => {
    if (current !== generation) return;
    setState('Connected');
    hooks?.onConnected?.();
  });
  hub.onclose(() => {
    if (current !== generation) return;
    setState('Disconnected');
    scheduleRestart(current);
  });
}

async function openConnection(): Promise<void> {
  const current = generation;
  setState('Connecting');
  let hub: HubConnection;
  try {
    hub = await build();
  } catch (error) {
    console.warn('Live connection unavailable', error);
    if (current === generation) setState('Disconnected');
    scheduleRestart(current);
    return;
  }
  if (current !== generation || !isLoggedIn()) return;
  connection = hub;
  attach(hub, current);
  try {
    await hub.start();
    if (current === generation) {
      setState('Connected');
      hooks?.onConnected?.();
    }
  } catch (error) {
    // Spec §8: live-connection errors are technical, only logged.
    console.warn('Live connection failed to start', error);
    if (current !== generation) return;
    setState('Disconnected');
    hooks?.onAttemptFailed?.();
    scheduleRestart(current);
  }
}

/** Opens the live connection while logged in; a second call while one is open or opening is a no-op. */
export function connectLive(liveHooks: LiveHooks): Promise<void> {
  hooks = liveHooks;
  if (!isLoggedIn() || connection || restartTimer !== null || useLiveState.getState().state === 'Connecting') {
    return Promise.resolve();
  }
  generation += 1;
  return openConnection();
}

/** Closes the live connection (logout, ForceOffline); no restart follows. */
export async function disconnectLive(): Promise<void> {
  generation += 1;
  const current = generation;
  clearRestart();
  const hub = connection;
  connection = null;
  if (!hub) {
    setState('Disconnected');
    return;
  }
  setState('Disconnecting');
  try {
    await hub.stop();
  } catch (error) {
    console.warn('Live connection failed to stop', error);
  }
  if (current === generation) setState('Disconnected');
}
