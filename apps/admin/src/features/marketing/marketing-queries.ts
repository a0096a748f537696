import type {
  AdminBanner,
  AdminBannerList,
  AdminFlashSale,
  AdminFlashSalePage,
  AdminSubscriber,
  AdminSubscriberPage,
  BannerCreate,
  BannerImageUpload,
  BannerPatch,
  FlashSaleCreate,
  FlashSalePatch,
  HotSearchPicks,
  HotSearchPut,
} from '@storefront/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/client';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, `${value}`);
  const text = search.toString();
  return text ? `?${text}` : '';
};

export type SubscriberListQuery = { q: string; status: 'subscribed' | 'unsubscribed' | 'all'; page: number };

export const marketingQueries = {
  banners: () =>
    queryOptions({
      queryKey: ['marketing', 'banners'],
      queryFn: ({ signal }) => adminFetch<AdminBannerList>('/banners', { signal }),
    }),
  hotSearches: (kind: number, language: string) =>
    queryOptions({
      queryKey: ['marketing', 'hot-searches', kind, language],
      queryFn: ({ signal }) => adminFetch<HotSearchPicks>(`/hot-searches${query({ kind, language })}`, { signal }),
    }),
  flashSales: (state: string, page: number) =>
    queryOptions({
      queryKey: ['marketing', 'flash-sales', state, page],
      queryFn: ({ signal }) =>
        adminFetch<AdminFlashSalePage>(`/flash-sales${query({ state, page, size: 20 })}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  subscribers: ({ q, status, page }: SubscriberListQuery) =>
    queryOptions({
      queryKey: ['marketing', 'subscribers', q, status, page],
      queryFn: ({ signal }) =>
        adminFetch<AdminSubscriberPage>(`/newsletter/subscribers${query({ q, status, page, size: 20 })}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/** Where the subscriber CSV of a filter downloads from (the same filters as the list). */
export const subscriberCsvPath = ({ q, status }: Pick<SubscriberListQuery, 'q' | 'status'>) =>
  `/newsletter/subscribers.csv${query({ q, status })}`;

/** Every marketing change refreshes the marketing lists. */
function useMarketingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['marketing'] }) });
}

export const useUploadBannerImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return adminFetch<BannerImageUpload>('/banners/images', { method: 'POST', body: form });
    },
  });

export const useCreateBanner = () =>
  useMarketingMutation((body: BannerCreate) => adminFetch<AdminBanner>('/banners', { method: 'POST', body }));

export const useUpdateBanner = () =>
  useMarketingMutation(({ id, patch }: { id: number; patch: BannerPatch }) =>
    adminFetch<AdminBanner>(`/banners/${id}`, { method: 'PATCH', body: patch }),
  );

export const useDeleteBanner = () =>
  useMarketingMutation((id: number) => adminFetch<null>(`/banners/${id}`, { method: 'DELETE' }));

export const useReplaceHotSearches = () =>
  useMarketingMutation((body: HotSearchPut) => adminFetch<HotSearchPicks>('/hot-searches', { method: 'PUT', body }));

export const useCreateFlashSale = () =>
  useMarketingMutation((body: FlashSaleCreate) => adminFetch<AdminFlashSale>('/flash-sales', { method: 'POST', body }));

export const useUpdateFlashSale = () =>
  useMarketingMutation(({ id, patch }: { id: number; patch: FlashSalePatch }) =>
    adminFetch<AdminFlashSale>(`/flash-sales/${id}`, { method: 'PATCH', body: patch }),
  );

export const useDeleteFlashSale = () =>
  useMarketingMutation((id: number) => adminFetch<null>(`/flash-sales/${id}`, { method: 'DELETE' }));

export const useUnsubscribe = () =>
  useMarketingMutation((email: string) =>
    adminFetch<AdminSubscriber>('/newsletter/subscribers/unsubscribe', { method: 'POST', body: { email } }),
  );
