import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeskOrderDetail, DeskOrderList } from '@storefront/contracts';
import { adminFetch } from '../../api/client';

/** The list's filter as it sits in the URL (STYLE rule 11: filters and pages live in the URL). */
export const FILTER_KEYS = [
  'state',
  'q',
  'travelFrom',
  'travelTo',
  'bookedFrom',
  'bookedTo',
  'product',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filter part of the URL, empty values left out, as the API's query string. */
export function filterQuery(params: URLSearchParams, withPage = true): string {
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, ...(withPage ? (['page', 'size'] as const) : [])]) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const orderQueries = {
  list: (search: string) =>
    queryOptions({
      queryKey: ['orders', 'list', search],
      queryFn: ({ signal }) => adminFetch<DeskOrderList>(`/orders${search}`, { signal }),
      placeholderData: (previous) => previous,
    }),
  detail: (ocode: string) =>
    queryOptions({
      queryKey: ['orders', 'detail', ocode],
      queryFn: ({ signal }) => adminFetch<DeskOrderDetail>(`/orders/${encodeURIComponent(ocode)}`, { signal }),
    }),
};

export type OrderAction =
  'confirm' | 'reject' | 'refund' | 'refund-request' | 'supplement' | 'resend-confirmation' | 'notes';

/** One desk action on an order; on success the order, the list and the queue are read again. */
export function useOrderAction(ocode: string, action: OrderAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object = {}) =>
      adminFetch<unknown>(`/orders/${encodeURIComponent(ocode)}/${action}`, { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['queue'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
