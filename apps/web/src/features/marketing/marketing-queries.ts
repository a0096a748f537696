import type { Banner, SeckillList } from '@storefront/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { isServer } from '../../app/ssr-env';
import type { Locale } from '../../app/use-locale';

/**
 * Flash sales with the moment the answer arrived, so countdowns run on the server's clock. A page
 * the server rendered carries no such moment (the server's clock is not the browser's): the
 * countdown takes the page's mount instead (use-server-clock.ts).
 */
export type TimedSeckillList = SeckillList & { receivedAt?: number };

export const marketingQueries = {
  banners: (locale: Locale) =>
    queryOptions({
      queryKey: ['marketing', 'banners', locale.language],
      queryFn: ({ signal }) => apiFetch<Banner[]>('/v1/marketing/business/banner', { signal }),
      staleTime: 5 * 60_000,
    }),
  planBanners: (locale: Locale) =>
    queryOptions({
      queryKey: ['marketing', 'plan-banners', locale.language],
      queryFn: ({ signal }) => apiFetch<Banner[]>('/v1/marketing/business/planbanner', { signal }),
      staleTime: 5 * 60_000,
    }),
  seckill: (locale: Locale) =>
    queryOptions({
      queryKey: ['marketing', 'seckill', locale],
      queryFn: async ({ signal }): Promise<TimedSeckillList> => {
        const data = await apiFetch<SeckillList>('/v1/marketing/seckill', { signal });
        return isServer ? data : { ...data, receivedAt: Date.now() };
      },
      // Stock moves: a minute-old answer is refreshed when the page is looked at again.
      staleTime: 60_000,
    }),
};
