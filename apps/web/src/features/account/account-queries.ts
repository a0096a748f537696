import type { Account, FavouritePage, Passenger, PassengerInput, ReferralOverview } from '@storefront/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { memberQueries } from '../../api/member-queries';
import { passengerQueries } from '../../api/passenger-queries';
import { useUserStore } from '../../app/user-store';

export const FAVOURITE_PAGE_SIZE = 10;

/** The account area's server state; every key starts with 'member' so logout drops it all. */
export const favouriteQueries = {
  all: () => ['member', 'favourites'] as const,
  page: (pageIndex: number, pageSize = FAVOURITE_PAGE_SIZE) =>
    queryOptions({
      queryKey: ['member', 'favourites', { pageIndex, pageSize }],
      queryFn: ({ signal }) =>
        apiFetch<FavouritePage>('/v1/account/favorites/pagging', {
          method: 'POST',
          body: { pageIndex, pageSize },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

/** The member's invite code and referrals (GET /v1/account/referral). */
export const referralQuery = () =>
  queryOptions({
    queryKey: ['member', 'referral'],
    queryFn: ({ signal }) => apiFetch<ReferralOverview>('/v1/account/referral', { signal }),
  });

/** Adds a traveller, or updates one when `id` is given. */
export function useSavePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PassengerInput }) =>
      id === undefined
        ? apiFetch<Passenger>('/v1/account/passenger', { method: 'POST', body: input })
        : apiFetch<Passenger>(`/v1/account/passenger/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengerQueries.all() }),
  });
}

export function useDeletePassenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/v1/account/passenger/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengerQueries.all() }),
  });
}

/** Toggles a favourite (PUT …/favorites/{productId}/{type}); the list and the menu count follow. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, type }: { productId: string; type: number }) =>
      apiFetch<{ favourite: boolean }>(`/v1/account/favorites/${encodeURIComponent(productId)}/${type}`, {
        method: 'PUT',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouriteQueries.all() }),
        queryClient.invalidateQueries({ queryKey: memberQueries.account().queryKey }),
      ]),
  });
}

/**
 * A change to the account itself (PUT /v1/account/…); afterwards the account is loaded again,
 * which also refreshes the user store.
 */
export function useAccountUpdate<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiFetch<null>(path, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueries.account().queryKey }),
  });
}

export type NotificationFlag = 'orderEmail' | 'orderMsg' | 'activityMsg' | 'activityEmail';

/** One notification switch (PUT /v1/account/subscribe), shown at once and rolled back on failure. */
export function useNotificationSwitch() {
  const queryClient = useQueryClient();
  const key = memberQueries.account().queryKey;
  return useMutation({
    mutationFn: ({ flag, on }: { flag: NotificationFlag; on: boolean }) =>
      apiFetch<null>('/v1/account/subscribe', { method: 'PUT', body: { [flag]: on ? 1 : 0 } }),
    onMutate: async ({ flag, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Account>(key);
      if (previous) queryClient.setQueryData<Account>(key, { ...previous, [flag]: on ? 1 : 0 });
      useUserStore.getState().setProfile({ [flag]: on ? 1 : 0 });
      return { previous };
    },
    onError: (_error, { flag }, context) => {
      if (!context?.previous) return;
      queryClient.setQueryData(key, context.previous);
      useUserStore.getState().setProfile({ [flag]: context.previous[flag] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
