import type {
  AddCartItemRequest,
  BatchDeleteRequest,
  CartChange,
  CartPage,
  UpdateCartItemRequest,
} from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { useUserStore } from '../../app/user-store';

export const CART_PAGE_SIZE = 50;

/** The member's cart; keys start with 'member' so logout drops them. */
export const cartQueries = {
  all: () => ['member', 'cart'] as const,
  list: (language: string, currency: string) =>
    queryOptions({
      queryKey: ['member', 'cart', 'list', { language, currency }],
      queryFn: async ({ signal }) => {
        const page = await apiFetch<CartPage>('/v1/operation/Cart/pagging', {
          method: 'POST',
          body: { pageIndex: 1, pageSize: CART_PAGE_SIZE, check: 0 },
          signal,
        });
        // The badge shows the count this page shows, whatever push it may have missed.
        useUserStore.getState().setCartNumber(page.total);
        return page;
      },
    }),
};

/** Every cart change answers the new badge number: mirror it at once (the live hub confirms it). */
function useCartChanged() {
  const queryClient = useQueryClient();
  return (change: CartChange) => {
    useUserStore.getState().setCartNumber(change.cartNumber);
    void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
  };
}

export function useAddToCart() {
  const changed = useCartChanged();
  return useMutation({
    mutationFn: (item: AddCartItemRequest) =>
      apiFetch<CartChange>('/v1/operation/Cart/add', { method: 'POST', body: item }),
    onSuccess: changed,
  });
}

export function useDeleteCartItems() {
  const changed = useCartChanged();
  return useMutation({
    mutationFn: (body: BatchDeleteRequest) =>
      apiFetch<CartChange>('/v1/operation/Cart/BatchDelete', { method: 'POST', body }),
    onSuccess: changed,
  });
}

/** New quantities (or date) of a product line; the list is re-read, so the line shows its new price. */
export function useUpdateCartItem() {
  const changed = useCartChanged();
  return useMutation({
    mutationFn: (body: UpdateCartItemRequest) =>
      apiFetch<CartChange>('/v1/operation/Cart/update', { method: 'POST', body }),
    onSuccess: changed,
  });
}
