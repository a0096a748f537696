import { parseSiteLanguage, type Translations } from '@storefront/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { apiFetch } from './api/client';
import { ensureLanguage, setTranslationSource, translationsPath } from './app/i18n';
import { installMerchantCacheLifecycle } from './app/merchant-cache';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './router';
import './styles.css';

// An unknown merchant in the path must reach the guard's error page, not the site root; the
// bundled texts stand in when this call fails.
setTranslationSource((language) =>
  apiFetch<Translations>(translationsPath(language), { unknownMerchantExpected: true }),
);
installMerchantCacheLifecycle();

// Start loading the path's language while the guard loads the merchant.
const pathLanguage = parseSiteLanguage(window.location.pathname.split('/')[2]);
if (pathLanguage) void ensureLanguage(pathLanguage);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
