import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/toast/toast-host';
import { i18n } from './i18n';

/** Server state, translations and toasts for the whole app. The merchant theme is painted by the guard. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <ToastHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
