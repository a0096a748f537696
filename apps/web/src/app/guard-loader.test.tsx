import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../router';
import { merchantFixture } from '../test/fixtures';
import { loadTestLanguage } from '../test/render';
import { useAppStore } from './app-store';
import { i18n } from './i18n';
import { pageNavigation } from './page-navigation';
import { useUserStore } from './user-store';

type Reply = { status?: number; code?: number; data?: unknown };

function stubServer(configure: (businessNumber: string) => Reply) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    let reply: Reply = { data: null };
    if (url.endsWith('/v1/business/configure')) reply = configure(headers.businessNumber ?? '');
    else if (url.includes('/v1/business/common/')) reply = { data: merchantFixture().common };
    else if (url.includes('/v1/query/static/file/2/'))
      reply = { data: { hotCities: [], callingCodes: [], currencies: [], categories: [] } };
    else if (url.endsWith('/v1/tripproduct/categorys')) reply = { data: [] };
    else if (url.endsWith('/v1/open/get/address')) reply = { code: 1, data: null };
    const body = { code: reply.code ?? 0, message: 'x', data: reply.data ?? null };
    return new Response(JSON.stringify(body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

/**
 * A redirect lands once the next page's loaders and lazy modules are in: their first import is
 * transformed on the spot (the React-using packages go through the Preact aliases), which takes
 * seconds on a loaded machine.
 */
const LOADED = { timeout: 4000 };

const southernCross = () => ({ data: merchantFixture().configure });

beforeAll(() => loadTestLanguage());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useUserStore.getState().logout();
  useAppStore.setState({ merchantNumber: null, language: null, currency: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the navigation guard in the router', () => {
  it('sends / to the default merchant with its default language and currency, and paints its theme', async () => {
    stubServer(southernCross);
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/456817/zh-cn/cny'), LOADED);
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.style.getPropertyValue('--color-first')).toBe('#0f766e');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(useAppStore.getState()).toMatchObject({ merchantNumber: '456817', language: 'zh-CN', currency: 'CNY' });
    await waitFor(() => expect(document.title).toBe('Southern Cross Journeys'));
    await loadTestLanguage('en-AU');
  });

  it('sends a login-only route home without a login', async () => {
    stubServer(southernCross);
    const router = renderApp('/456817/en-au/aud/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/456817/en-au/aud'), LOADED);
  });

  it('goes to /error when merchant data cannot be loaded', async () => {
    stubServer(() => ({ status: 500, code: 5000 }));
    const router = renderApp('/456817/en-au/aud/search');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'), LOADED);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('names an unknown merchant on the error page instead of showing another shop', async () => {
    stubServer(() => ({ status: 404, code: 3002 }));
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const router = renderApp('/999999/en-au/aud');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'), LOADED);
    expect(router.state.location.search).toBe('?store=999999');
    expect(await screen.findByRole('heading', { name: 'Store not found' })).toBeTruthy();
    expect(screen.getByText(/no store with the number 999999/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit our main store' }).getAttribute('href')).toBe('/456817');
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens a login-only page with a login, and goes home after logout', async () => {
    stubServer(southernCross);
    useUserStore.getState().startSession('tok');
    const router = renderApp('/456817/en-au/aud/my');
    await waitFor(() => expect(router.state.location.pathname).toBe('/456817/en-au/aud/my/order'), LOADED);
    await waitFor(() => expect(document.getElementById('account-tab-title')).not.toBeNull());
    act(() => useUserStore.getState().logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/456817/en-au/aud'), LOADED);
  });
});
