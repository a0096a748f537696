import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTestLanguage, renderInShell } from '../../test/render';
import IntegralTab from './integral-tab';

let balance: Record<string, unknown>;

beforeAll(() => loadTestLanguage());
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const data = url.includes('/integral/balance')
        ? balance
        : { balance: 250, pageIndex: 1, pageSize: 10, total: 0, list: [] };
      return new Response(JSON.stringify({ code: 0, message: 'success', data }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IntegralTab', () => {
  it('tells the rates in the page’s currency only', async () => {
    balance = {
      balance: 250,
      earnPerUnit: 1,
      earnEvery: 109,
      step: 100,
      stepValue: 108,
      currency: 'NZD',
      maxRedeemPercent: 50,
    };
    renderInShell(<IntegralTab />, { currency: 'NZD' });
    const rules = await screen.findByText(/Earn points when a trip is completed/);
    expect(rules.textContent).toContain('1 for every NZ$1.09 paid');
    expect(rules.textContent).toContain('NZ$1.08');
    expect(rules.textContent).not.toContain('A$');
  });

  it('names no amount to earn by when the shop has no rate', async () => {
    balance = {
      balance: 250,
      earnPerUnit: 1,
      earnEvery: 0,
      step: 100,
      stepValue: 0,
      currency: 'NZD',
      maxRedeemPercent: 50,
    };
    renderInShell(<IntegralTab />, { currency: 'NZD' });
    const rules = await screen.findByText(/Earn points when a trip is completed/);
    expect(rules.textContent).not.toContain('for every');
  });
});
