import type { PassengerPage } from '@storefront/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';

export const PASSENGER_PAGE_SIZE = 10;

/** The member's saved travellers (account area, order form); keys start with 'member' so logout drops them. */
export const passengerQueries = {
  all: () => ['member', 'passengers'] as const,
  page: (pageIndex: number, pageSize = PASSENGER_PAGE_SIZE) =>
    queryOptions({
      queryKey: ['member', 'passengers', { pageIndex, pageSize }],
      queryFn: ({ signal }) =>
        apiFetch<PassengerPage>('/v1/account/passenger/pagging', {
          method: 'POST',
          body: { pageIndex, pageSize },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};
