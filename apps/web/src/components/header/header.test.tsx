import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/app-store';
import { pageNavigation } from '../../app/page-navigation';
import { useUserStore } from '../../app/user-store';
import { merchantFixture } from '../../test/fixtures';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { Header } from './header';

const logOut = () => undefined;

beforeAll(() => loadTestLanguage());
beforeEach(() => {
  useUserStore.getState().logout();
  // Global data (currency titles) is optional for the header: let it fail quietly.
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Header', () => {
  /** Lets the logo "load" at a size (jsdom loads no images). */
  const loadLogo = (width: number, height: number) => {
    const logo = screen.getByTestId('merchant-logo');
    Object.defineProperty(logo, 'naturalWidth', { value: width });
    Object.defineProperty(logo, 'naturalHeight', { value: height });
    fireEvent.load(logo);
  };

  it('links the logo to the merchant home and shows the title beside a square mark when webLogo is 1', () => {
    renderInShell(<Header onLogOut={logOut} />);
    const logo = screen.getByRole('img', { name: 'Southern Cross Journeys' });
    expect(logo.getAttribute('src')).toBe('/images/merchants/456817/logo.svg?h=84&fm=webp');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/456817/en-au/aud');
    loadLogo(84, 84);
    expect(screen.getByTestId('merchant-title').textContent).toBe('Southern Cross Journeys');
    // Named once: by the logo.
    expect(screen.getByRole('link', { name: 'Southern Cross Journeys' })).toBeTruthy();
  });

  it('shows the name once when the logo is a wordmark', () => {
    renderInShell(<Header onLogOut={logOut} />);
    loadLogo(489, 84);
    expect(screen.queryByTestId('merchant-title')).toBeNull();
    expect(screen.getByRole('link', { name: 'Southern Cross Journeys' })).toBeTruthy();
  });

  it('links to the hotel search when the merchant sells hotels, and not otherwise', async () => {
    const answer = (total: number) =>
      vi.fn(async (url: string) =>
        url.endsWith('/v1/hotelproduct/search')
          ? new Response(JSON.stringify({ code: 0, message: 'ok', data: { total } }))
          : Promise.reject(new TypeError('offline')),
      );
    vi.stubGlobal('fetch', answer(3));
    const { unmount } = renderInShell(<Header onLogOut={logOut} />);
    const link = await screen.findByRole('link', { name: 'Hotels' });
    expect(link.getAttribute('href')).toBe('/456817/en-au/aud/hotel');
    unmount();
    const noHotels = answer(0);
    vi.stubGlobal('fetch', noHotels);
    renderInShell(<Header onLogOut={logOut} />);
    await vi.waitFor(() => expect(noHotels).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link', { name: 'Hotels' })).toBeNull();
  });

  it('hides the title when webLogo is 0', () => {
    renderInShell(<Header onLogOut={logOut} />, { merchant: merchantFixture({ webLogo: 0 }) });
    expect(screen.queryByTestId('merchant-title')).toBeNull();
  });

  it('is 60 px high, 92 px on a merchant home', () => {
    const { unmount } = renderInShell(<Header onLogOut={logOut} />);
    expect(screen.getByRole('banner').style.height).toBe('60px');
    unmount();
    renderInShell(<Header onLogOut={logOut} />, { header: { home: true } });
    expect(screen.getByRole('banner').style.height).toBe('92px');
  });

  it('logged out: guest order link and login button; the cart asks for a login', () => {
    renderInShell(<Header onLogOut={logOut} />);
    expect(screen.getByRole('link', { name: 'Find a guest order' }).getAttribute('href')).toBe(
      '/456817/en-au/aud/visitor-order',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(useAppStore.getState().loginDialogOpen).toBe(true);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    act(() => useAppStore.getState().setLoginDialogOpen(false));
    fireEvent.click(screen.getByRole('button', { name: 'Log in / Register' }));
    expect(useAppStore.getState().loginDialogOpen).toBe(true);
  });

  it('logged in: the avatar menu, no guest link, and the cart badge opens the cart in a new window', () => {
    useUserStore.getState().startSession('tok');
    useUserStore.getState().setCartNumber(4);
    const open = vi.spyOn(pageNavigation, 'openWindow').mockImplementation(() => undefined);
    renderInShell(<Header onLogOut={logOut} />);
    expect(screen.queryByRole('link', { name: 'Find a guest order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'My account' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Cart (4)' }));
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/456817/en-au/aud/cart`);
  });

  it('hides the badge at 0 even when logged in', () => {
    useUserStore.getState().startSession('tok');
    renderInShell(<Header onLogOut={logOut} />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('shows the language and currency pickers with the currency symbol', () => {
    renderInShell(<Header onLogOut={logOut} />, { currency: 'AUD' });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Language: English' })).toBeTruthy();
    const currency = within(nav).getByRole('button', { name: 'Currency: A$ AUD' });
    expect(currency.textContent).toContain('A$');
    expect(currency.textContent).toContain('AUD');
  });

  it('reduced header: no pickers and no right menu', () => {
    renderInShell(<Header onLogOut={logOut} />, { header: { lang: false, currency: false, rightMenu: false } });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('banner').dataset.header).toBe('reduced');
  });

  it('is sticky unless the route unfixes it', () => {
    const { unmount } = renderInShell(<Header onLogOut={logOut} />);
    expect(screen.getByRole('banner').className).toContain('sticky');
    unmount();
    renderInShell(<Header onLogOut={logOut} />, { header: { fixed: false } });
    expect(screen.getByRole('banner').className).not.toContain('sticky');
  });
});
