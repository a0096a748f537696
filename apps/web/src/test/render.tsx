import type { CurrencyCode, SiteLanguage } from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FULL_HEADER, useAppStore, type HeaderSwitches } from '../app/app-store';
import { ensureLanguage, i18n } from '../app/i18n';
import type { MerchantData } from '../app/merchant-cache';
import { merchantFixture } from './fixtures';

export type ShellOptions = {
  path?: string;
  merchant?: MerchantData | null;
  language?: SiteLanguage;
  currency?: CurrencyCode;
  header?: Partial<HeaderSwitches>;
  footerBanner?: boolean;
};

/** The app's own i18n instance with the bundled English texts (the server's copy is not wired in tests). */
export const loadTestLanguage = (language: SiteLanguage = 'en-AU') => ensureLanguage(language);

/**
 * Renders UI the way the guard leaves the app: stores set, merchant data in the query cache,
 * inside a router whose path carries the merchant, language and currency segments.
 */
export function renderInShell(ui: ReactNode, options: ShellOptions = {}) {
  const merchant = options.merchant === undefined ? merchantFixture() : options.merchant;
  const language = options.language ?? 'en-AU';
  const currency = options.currency ?? 'AUD';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (merchant) queryClient.setQueryData(['merchant', merchant.configure.number], merchant);
  useAppStore.setState({
    merchantNumber: merchant?.configure.number ?? null,
    language,
    currency,
    header: { ...FULL_HEADER, ...options.header },
    footerBanner: options.footerBanner ?? true,
    loginDialogOpen: false,
  });
  const path =
    options.path ?? `/${merchant?.configure.number ?? '456817'}/${language.toLowerCase()}/${currency.toLowerCase()}`;
  const router = createMemoryRouter(
    [
      { path: '/:businessNumber/:language/:currency?/*', element: ui },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
