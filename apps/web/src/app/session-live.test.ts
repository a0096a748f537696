import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveHooks } from '../features/live/live-connection';
import { useAppStore } from './app-store';
import { CART_CHECK_PATH, startLiveSession } from './session';
import { useUserStore } from './user-store';

const live = vi.hoisted(() => ({ hooks: null as LiveHooks | null }));

vi.mock('../features/live/live-connection', () => ({
  connectLive: async (hooks: LiveHooks) => {
    live.hooks = hooks;
  },
  disconnectLive: async () => undefined,
}));

let checks = 0;

beforeEach(() => {
  checks = 0;
  useAppStore.setState({ merchantNumber: '456817', language: 'en-AU', currency: 'AUD' });
  useUserStore.getState().logout();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith(CART_CHECK_PATH)) checks += 1;
      return new Response(
        JSON.stringify({ code: 0, message: 'success', data: { pageIndex: 1, pageSize: 20, total: 2, list: [] } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
});

describe('startLiveSession', () => {
  it('replaces a kept login’s stale badge with the server’s count whenever the connection (re)connects', async () => {
    // Saved at the last visit; a line was added on another device since.
    useUserStore.setState({ token: 'kept', socketMsg: { cartNumber: 1 } });
    startLiveSession(new QueryClient());
    live.hooks?.onConnected?.();
    await vi.waitFor(() => expect(useUserStore.getState().socketMsg.cartNumber).toBe(2));
    live.hooks?.onConnected?.();
    await vi.waitFor(() => expect(checks).toBe(2));
  });

  it('marks cached cart pages stale on every cart push, so the page and the badge show one count', () => {
    useUserStore.setState({ token: 'kept' });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    startLiveSession(queryClient);
    live.hooks?.onCartNumber?.(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'cart'] });
  });
});
