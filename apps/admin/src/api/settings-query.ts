import type { StorefrontSettings } from '@storefront/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from './client';

/** The shop's settings: edited on the settings page, read elsewhere for the shop's default currency. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => adminFetch<StorefrontSettings>('/settings', { signal }),
  });
