import { localIsoDate } from '@storefront/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { PriceCalendarPanel } from './price-calendar-panel';

beforeAll(() => loadTestLanguage());
afterEach(cleanup);

const inDays = (n: number) => {
  const date = new Date();
  date.setDate(date.getDate() + n);
  return localIsoDate(date);
};

// The page's locale is the app store's default (en-AU, AUD).
const common = { selected: undefined, onSelect: () => {} } as const;

describe('PriceCalendarPanel', () => {
  it('says why there is no calendar, as an alert where asked', () => {
    renderInShell(
      <PriceCalendarPanel {...common} days={undefined} failure="Network down" alertOnFailure noteSurface="bg-white" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Network down');
  });

  it('says so when the package has no sellable day', () => {
    renderInShell(<PriceCalendarPanel {...common} days={[]} noteSurface="bg-seven" data-testid="panel" />);
    expect(screen.getByTestId('panel').textContent).toBe('No dates are open for this package right now.');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('offers the sellable days and hands back the one picked', async () => {
    const onSelect = vi.fn();
    const date = inDays(3);
    renderInShell(
      <PriceCalendarPanel
        {...common}
        onSelect={onSelect}
        days={[{ date, price: 12_300, prices: { adult: 12_300 }, stock: 5 }]}
        noteSurface="bg-seven"
      />,
    );
    // The grid is a lazy chunk: give it the time a loaded machine needs to arrive.
    const day = await screen.findByRole('button', { name: /\$123/ }, { timeout: 10_000 });
    fireEvent.click(day);
    expect(onSelect).toHaveBeenCalledWith(date);
  }, 15_000);

  it('renders the month grid only once the panel nears the screen, when asked to', async () => {
    // The observer of the panel, answered by hand: first far below the screen, then near it.
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    let margin: string | undefined;
    class Observer {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
        report = callback;
        margin = options.rootMargin;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      const date = inDays(3);
      renderInShell(
        <PriceCalendarPanel
          {...common}
          days={[{ date, price: 12_300, prices: { adult: 12_300 }, stock: 5 }]}
          noteSurface="bg-seven"
          renderWhenNear
          data-testid="panel"
        />,
      );
      expect(margin).toBe('100px 0px');
      act(() => report?.([{ isIntersecting: false }]));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole('button', { name: /\$123/ })).toBeNull();
      act(() => report?.([{ isIntersecting: true }]));
      await screen.findByRole('button', { name: /\$123/ }, { timeout: 10_000 });
    } finally {
      vi.unstubAllGlobals();
    }
  }, 15_000);
});
