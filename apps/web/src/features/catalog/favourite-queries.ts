import type { FavouritePage } from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';

const encode = encodeURIComponent;

/** The member's favourite product codes (first page of 50, newest first): enough to light the heart. */
export const favouriteCodesQuery = () =>
  queryOptions({
    // Under the account area's ['member', 'favourites'] prefix, so its changes refresh this too.
    queryKey: ['member', 'favourites', 'codes'],
    queryFn: async ({ signal }) => {
      const page = await apiFetch<FavouritePage>('/v1/account/favorites/pagging', {
        method: 'POST',
        body: { pageIndex: 1, pageSize: 50, type: 1 },
        signal,
      });
      return new Set(page.list.map((item) => item.productId));
    },
  });

/** PUT /account/favorites/{code}/1 toggles a trip product; the answer is the new state. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<{ favourite: boolean }>(`/v1/account/favorites/${encode(code)}/1`, { method: 'PUT' }),
    onSuccess: ({ favourite }, code) => {
      queryClient.setQueryData(favouriteCodesQuery().queryKey, (codes) => {
        const next = new Set(codes);
        if (favourite) next.add(code);
        else next.delete(code);
        return next;
      });
      // The favourites tab and the account's favourite count.
      void queryClient.invalidateQueries({ queryKey: ['member', 'favourites'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['member', 'account'] });
    },
  });
}
