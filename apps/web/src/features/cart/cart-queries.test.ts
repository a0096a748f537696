import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/app-store';
import { useUserStore } from '../../app/user-store';
import { cartQueries } from './cart-queries';

const page = (total: number) => ({ pageIndex: 1, pageSize: 50, total, list: [] });

beforeEach(() => {
  useAppStore.setState({ merchantNumber: '456817', language: 'en-AU', currency: 'AUD' });
  useUserStore.getState().logout();
  useUserStore.getState().startSession('tok');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 0, message: 'success', data: page(2) }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
});

describe('cartQueries.list', () => {
  it('sets the badge to the count the cart page shows, over a stale one', async () => {
    // A line added on another device while this page missed the push: the badge said 1.
    useUserStore.getState().setCartNumber(1);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await client.fetchQuery(cartQueries.list('en-AU', 'AUD'));
    expect(data.total).toBe(2);
    expect(useUserStore.getState().socketMsg.cartNumber).toBe(2);
  });
});
