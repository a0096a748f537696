import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../app/user-store';
import { merchantFixture } from '../../test/fixtures';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { Footer } from './footer';

beforeAll(() => loadTestLanguage());
beforeEach(() => useUserStore.getState().logout());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Footer', () => {
  it('shows the copyright with the current year and the merchant title', () => {
    renderInShell(<Footer />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Southern Cross Journeys. All rights reserved.`),
    ).toBeTruthy();
  });

  it('shows the filing number for Chinese locales only', async () => {
    await loadTestLanguage('zh-CN');
    const { unmount } = renderInShell(<Footer />, { language: 'zh-CN' });
    expect(screen.getByRole('link', { name: '沪ICP备2024031872号-1' }).getAttribute('href')).toBe(
      'https://beian.miit.gov.cn/',
    );
    unmount();
    await loadTestLanguage('en-AU');
    renderInShell(<Footer />, { language: 'en-AU' });
    expect(screen.queryByText('沪ICP备2024031872号-1')).toBeNull();
  });

  it('shows no filing line when the merchant has none', async () => {
    await loadTestLanguage('zh-TW');
    renderInShell(<Footer />, { language: 'zh-TW', merchant: merchantFixture({ filingNumber: '' }) });
    expect(screen.queryByRole('link', { name: /ICP/ })).toBeNull();
    await loadTestLanguage('en-AU');
  });

  it('shows the footer text and contact details saved in the settings', () => {
    renderInShell(<Footer />, {
      merchant: merchantFixture({
        footerText: 'Licensed NZ travel agent',
        contact: { email: 'hello@kiwitrails.example', phone: '+64 3 555 0100', address: '1 Shotover St, Queenstown' },
      }),
    });
    expect(screen.getByText('Licensed NZ travel agent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@kiwitrails.example' }).getAttribute('href')).toBe(
      'mailto:hello@kiwitrails.example',
    );
    expect(screen.getByRole('link', { name: '+64 3 555 0100' }).getAttribute('href')).toBe('tel:+6435550100');
    expect(screen.getByText('1 Shotover St, Queenstown')).toBeTruthy();
  });

  it('shows the banner unless the route turns it off', () => {
    const { unmount } = renderInShell(<Footer />);
    expect(screen.getByTestId('footer-banner').textContent).toContain(
      'Travel the South Pacific with Southern Cross Journeys',
    );
    unmount();
    renderInShell(<Footer />, { footerBanner: false });
    expect(screen.queryByTestId('footer-banner')).toBeNull();
  });
});

/** An IntersectionObserver the test moves: `reach()` says every watched element is near the screen. */
function stubObserver() {
  const watched: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      watched.push({ callback, elements: [] });
      this.index = watched.length - 1;
    }
    index: number;
    observe(element: Element) {
      watched[this.index]?.elements.push(element);
    }
    disconnect() {
      if (watched[this.index]) watched[this.index]!.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watchedCount: () => watched.reduce((sum, entry) => sum + entry.elements.length, 0),
    reach: () =>
      act(() => {
        for (const { callback, elements } of watched) {
          const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          if (entries.length > 0) callback(entries, {} as IntersectionObserver);
        }
      }),
  };
}

describe('Footer newsletter sign-up', () => {
  it('shows the form as markup and loads the working form only once the footer nears the screen', async () => {
    const observer = stubObserver();
    renderInShell(<Footer />);
    // The markup is there at once (the server's HTML and the hydrating render), the real form is not.
    expect(screen.getByRole('form', { name: 'Subscribe to our newsletter' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toBeTruthy();
    expect(screen.queryByTestId('newsletter-form')).toBeNull();
    expect(observer.watchedCount()).toBe(1);

    observer.reach();
    await waitFor(() => expect(screen.getByTestId('newsletter-form')).toBeTruthy());
    expect(screen.getAllByRole('textbox', { name: 'Your email address' })).toHaveLength(1);
  });
});
