import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/user-store';
import { merchantFixture } from '../../test/fixtures';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { Footer } from './footer';

beforeAll(() => loadTestLanguage());
beforeEach(() => useUserStore.getState().logout());
afterEach(cleanup);

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
