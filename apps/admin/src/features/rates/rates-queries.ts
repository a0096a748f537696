import type {
  AdminExchangeRate,
  ExchangeRatesImport,
  ExchangeRatesImported,
  PointsRuleSettings,
} from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/client';

export type StoredRate = AdminExchangeRate & { updatedAt: string };

export const moneyQueries = {
  rates: () =>
    queryOptions({
      queryKey: ['money', 'rates'],
      queryFn: ({ signal }) => adminFetch<{ items: StoredRate[] }>('/exchange-rates', { signal }),
    }),
  points: () =>
    queryOptions({
      queryKey: ['money', 'points'],
      queryFn: ({ signal }) => adminFetch<PointsRuleSettings>('/points/rule', { signal }),
    }),
};

export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: AdminExchangeRate[]) =>
      adminFetch<{ changed: number }>('/exchange-rates', { method: 'PUT', body: { rates } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money', 'rates'] }),
  });
}

export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeRatesImport) =>
      adminFetch<ExchangeRatesImported>('/exchange-rates/import', { method: 'POST', body }),
    onSuccess: (result) => {
      if (result.applied > 0) void queryClient.invalidateQueries({ queryKey: ['money', 'rates'] });
    },
  });
}

export function useSavePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: PointsRuleSettings) =>
      adminFetch<PointsRuleSettings>('/points/rule', { method: 'PUT', body: rule }),
    onSuccess: (saved) => queryClient.setQueryData(['money', 'points'], saved),
  });
}
