import type { Account } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectLoggedIn, useUserStore, type UserProfile } from '../app/user-store';
import { apiFetch } from './client';

/** The user-store bits of an account (spec §3 user store). */
export function profileOf(account: Account): UserProfile {
  return {
    nickName: account.nickName,
    headimg: account.headimg,
    country: account.country === null ? '' : String(account.country),
    phone: account.phone,
    email: account.email,
    favoritesCount: account.favoritesCount,
    couponsCount: account.couponsCount,
    integralCount: account.integralCount,
    roleName: account.roleName,
    nationality: account.nationality,
    residency: account.residency,
    orderEmail: account.orderEmail,
    orderMsg: account.orderMsg,
    activityMsg: account.activityMsg,
    activityEmail: account.activityEmail,
  };
}

/** GET /v1/account/load; every fresh copy also refreshes the user store (header name, menu counts). */
export async function loadAccount(signal?: AbortSignal): Promise<Account> {
  const account = await apiFetch<Account>('/v1/account/load', { signal });
  if (useUserStore.getState().token) useUserStore.getState().setProfile(profileOf(account));
  return account;
}

/** Member data shared by the session, the header and the account area; all keys start with 'member'. */
export const memberQueries = {
  all: () => ['member'] as const,
  account: () =>
    queryOptions({
      queryKey: ['member', 'account'],
      queryFn: ({ signal }) => loadAccount(signal),
      staleTime: 30_000,
    }),
};

/** The logged-in member's account; idle while logged out. */
export function useAccount() {
  const loggedIn = useUserStore(selectLoggedIn);
  return useQuery({ ...memberQueries.account(), enabled: loggedIn });
}
