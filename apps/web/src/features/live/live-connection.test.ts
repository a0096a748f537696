import { LIMITS } from '@storefront/contracts';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { useUserStore } from '../../app/user-store';
import {
  connectLive,
  disconnectLive,
  handleReceiveMessage,
  liveRetryPolicy,
  liveUrl,
  useLiveState,
} from './live-connection';

type Handler = (...args: unknown[]) => void;

/** A stand-in for the SignalR HubConnection and its builder: records options and handlers. */
const fake = vi.hoisted(() => {
  const state = {
    url: '',
    options: {} as Record<string, unknown>,
    retryPolicy: null as unknown,
    serverTimeout: 0,
    keepAlive: 0,
    builds: 0,
    startFails: false,
    handlers: new Map<string, (...args: unknown[]) => void>(),
    onclose: null as null | ((error?: Error) => void),
    start: null as unknown as Mock,
    stop: null as unknown as Mock,
  };
  return state;
});

vi.mock('@microsoft/signalr', () => {
  const connection = () => ({
    on: (name: string, handler: Handler) => fake.handlers.set(name, handler),
    onreconnecting: () => undefined,
    onreconnected: () => undefined,
    onclose: (handler: (error?: Error) => void) => {
      fake.onclose = handler;
    },
    start: fake.start,
    stop: fake.stop,
  });
  class HubConnectionBuilder {
    withUrl(url: string, options: Record<string, unknown>) {
      fake.url = url;
      fake.options = options;
      return this;
    }
    withAutomaticReconnect(policy: unknown) {
      fake.retryPolicy = policy;
      return this;
    }
    withServerTimeout(ms: number) {
      fake.serverTimeout = ms;
      return this;
    }
    withKeepAliveInterval(ms: number) {
      fake.keepAlive = ms;
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      fake.builds += 1;
      return connection();
    }
  }
  return { HubConnectionBuilder, HttpTransportType: { WebSockets: 1 }, LogLevel: { Warning: 3 } };
});

const onForceOffline = vi.fn();

beforeEach(() => {
  fake.builds = 0;
  fake.handlers.clear();
  fake.onclose = null;
  fake.start = vi.fn(async () => {
    if (fake.startFails) throw new Error('refused');
  });
  fake.stop = vi.fn(async () => undefined);
  fake.startFails = false;
  onForceOffline.mockReset();
  useUserStore.getState().logout();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  await disconnectLive();
  vi.restoreAllMocks();
});

describe('liveRetryPolicy', () => {
  it('retries every 3 s forever while logged in', () => {
    useUserStore.getState().startSession('t0k');
    for (const previousRetryCount of [0, 1, 5, 100, 10_000]) {
      expect(
        liveRetryPolicy.nextRetryDelayInMilliseconds({
          previousRetryCount,
          elapsedMilliseconds: 0,
          retryReason: new Error(),
        }),
      ).toBe(LIMITS.liveReconnectDelayMs);
    }
    expect(LIMITS.liveReconnectDelayMs).toBe(3000);
  });

  it('stops once logged out', () => {
    expect(
      liveRetryPolicy.nextRetryDelayInMilliseconds({
        previousRetryCount: 0,
        elapsedMilliseconds: 0,
        retryReason: new Error(),
      }),
    ).toBeNull();
  });
});

describe('liveUrl', () => {
  it('asks for timezone -480 and names the merchant when known', () => {
    expect(liveUrl('456817')).toBe('/hubs/online?timezone=-480&businessNumber=456817');
    expect(liveUrl(null)).toBe('/hubs/online?timezone=-480');
  });
});

describe('handleReceiveMessage', () => {
  it('sets the cart number from UpdateCartNum only when logged in', () => {
    handleReceiveMessage({ MessageKey: 'UpdateCartNum', Data: 4 });
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(0);
    useUserStore.getState().startSession('t0k');
    handleReceiveMessage({ MessageKey: 'UpdateCartNum', Data: 4 });
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(4);
    handleReceiveMessage({ MessageKey: 'UpdateCartNum', Data: 'x' });
    handleReceiveMessage({ MessageKey: 'UpdateCartNum', Data: -1 });
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(4);
  });

  it('stores other payloads by key and ignores malformed ones', () => {
    useUserStore.getState().startSession('t0k');
    handleReceiveMessage({ MessageKey: 'Promo', Data: { id: 1 } });
    handleReceiveMessage(null);
    handleReceiveMessage({ Data: 1 });
    expect(useUserStore.getState().socketMsg.received).toEqual({ Promo: { id: 1 } });
  });
});

describe('connectLive', () => {
  it('stays closed while logged out', async () => {
    await connectLive({ onForceOffline });
    expect(fake.builds).toBe(0);
    expect(useLiveState.getState().state).toBe('Disconnected');
  });

  it("connects with the spec's options and wires the client methods", async () => {
    useUserStore.getState().startSession('t0k');
    await connectLive({ onForceOffline });
    expect(fake.url).toBe('/hubs/online?timezone=-480');
    expect(fake.options).toMatchObject({ skipNegotiation: true, transport: 1 });
    expect((fake.options.accessTokenFactory as () => string)()).toBe('t0k');
    expect(fake.retryPolicy).toBe(liveRetryPolicy);
    expect(fake.serverTimeout).toBe(1_800_000);
    expect(fake.keepAlive).toBe(15_000);
    expect(useLiveState.getState().state).toBe('Connected');

    fake.handlers.get('ReceiveMessage')?.({ MessageKey: 'UpdateCartNum', Data: 7 });
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(7);

    await connectLive({ onForceOffline });
    expect(fake.builds).toBe(1);
  });

  it('ForceOffline stops the connection without a restart and hands over to the logout', async () => {
    useUserStore.getState().startSession('t0k');
    await connectLive({ onForceOffline });
    vi.useFakeTimers();
    const notice = { MessageKey: 'ForceOffline', Data: { reason: 'password-changed' } };
    fake.handlers.get('ForceOffline')?.(notice);
    expect(onForceOffline).toHaveBeenCalledWith(notice);
    expect(fake.stop).toHaveBeenCalledTimes(1);
    fake.onclose?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.builds).toBe(1);
    expect(useLiveState.getState().state).toBe('Disconnected');
  });

  it('restarts 3 s after a drop while logged in, and not after logout', async () => {
    useUserStore.getState().startSession('t0k');
    await connectLive({ onForceOffline });
    vi.useFakeTimers();
    fake.onclose?.(new Error('dropped'));
    expect(useLiveState.getState().state).toBe('Disconnected');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fake.builds).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.builds).toBe(2);
    expect(useLiveState.getState().state).toBe('Connected');

    await disconnectLive();
    useUserStore.getState().logout();
    fake.onclose?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fake.builds).toBe(2);
  });

  it('asks for what it missed each time it connects, and reports applied cart pushes', async () => {
    useUserStore.getState().startSession('t0k');
    const onConnected = vi.fn();
    const onCartNumber = vi.fn();
    await connectLive({ onForceOffline, onConnected, onCartNumber });
    expect(onConnected).toHaveBeenCalledTimes(1);
    fake.handlers.get('ReceiveMessage')?.({ MessageKey: 'UpdateCartNum', Data: 2 });
    fake.handlers.get('ReceiveMessage')?.({ MessageKey: 'UpdateCartNum', Data: 'x' });
    expect(onCartNumber).toHaveBeenCalledTimes(1);
    expect(onCartNumber).toHaveBeenCalledWith(2);
    vi.useFakeTimers();
    fake.onclose?.(new Error('dropped'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.builds).toBe(2);
    expect(onConnected).toHaveBeenCalledTimes(2);
  });

  it('keeps trying every 3 s when the first start fails', async () => {
    useUserStore.getState().startSession('t0k');
    fake.startFails = true;
    vi.useFakeTimers();
    await connectLive({ onForceOffline });
    expect(useLiveState.getState().state).toBe('Disconnected');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.builds).toBe(2);
    fake.startFails = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.builds).toBe(3);
    expect(useLiveState.getState().state).toBe('Connected');
  });

  it('reports every failed start and failed reconnect, so an ended session is found out', async () => {
    const onAttemptFailed = vi.fn();
    useUserStore.getState().startSession('t0k');
    fake.startFails = true;
    vi.useFakeTimers();
    await connectLive({ onForceOffline, onAttemptFailed });
    expect(onAttemptFailed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onAttemptFailed).toHaveBeenCalledTimes(2);
    fake.startFails = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(onAttemptFailed).toHaveBeenCalledTimes(2);
    // The library's own reconnect loop: its first delay follows the drop, later ones a failed try.
    const retry = (previousRetryCount: number) =>
      liveRetryPolicy.nextRetryDelayInMilliseconds({
        previousRetryCount,
        elapsedMilliseconds: 0,
        retryReason: new Error('x'),
      });
    expect(retry(0)).toBe(LIMITS.liveReconnectDelayMs);
    expect(onAttemptFailed).toHaveBeenCalledTimes(2);
    expect(retry(1)).toBe(LIMITS.liveReconnectDelayMs);
    expect(onAttemptFailed).toHaveBeenCalledTimes(3);
  });
});
