import type {
  CalendarDay,
  CurrencyCode,
  FavouritePage,
  ProductCard,
  ProductDetail,
  ProductListRequest,
  ProductPage,
  SiteLanguage,
} from '@storefront/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { useAppStore } from '../../app/app-store';

/** Language and currency of the page: every catalog answer depends on both (texts, converted prices). */
export type Locale = { language: SiteLanguage; currency: CurrencyCode };

export function useLocale(): Locale {
  const language = useAppStore((s) => s.language) ?? 'en-AU';
  const currency = useAppStore((s) => s.currency) ?? 'AUD';
  return { language, currency };
}

const encode = encodeURIComponent;

export const catalogQueries = {
  all: () => ['catalog'] as const,
  /** POST /tripproduct/operation/pagging: a page of product cards. */
  list: (request: Partial<ProductListRequest>, locale: Locale) =>
    queryOptions({
      queryKey: ['catalog', 'list', locale, request],
      queryFn: ({ signal }) =>
        apiFetch<ProductPage>('/v1/tripproduct/operation/pagging', { method: 'POST', body: request, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (code: string, locale: Locale) =>
    queryOptions({
      queryKey: ['catalog', 'detail', code, locale],
      queryFn: ({ signal }) => apiFetch<ProductDetail>(`/v1/tripproduct/detail/${encode(code)}`, { signal }),
      // A missing or hidden product (3004) will not appear on a second try.
      retry: false,
    }),
  /** A package's sellable days, `{date, price, prices, stock}` in the request currency. */
  calendar: (code: string, gcode: string, locale: Locale) =>
    queryOptions({
      queryKey: ['catalog', 'calendar', code, gcode, locale],
      queryFn: ({ signal }) =>
        apiFetch<CalendarDay[]>(`/v1/tripproduct/calendar/${encode(code)}/${encode(gcode)}`, { signal }),
      staleTime: 30_000,
    }),
  related: (code: string, locale: Locale) =>
    queryOptions({
      queryKey: ['catalog', 'related', code, locale],
      queryFn: ({ signal }) =>
        apiFetch<ProductCard[]>(`/v1/tripproduct/query/relevan/product/contain/list/${encode(code)}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};

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

/** A page of listing cards for the current language and currency. */
export function useProductList(request: Partial<ProductListRequest>, enabled = true) {
  const locale = useLocale();
  return useQuery({ ...catalogQueries.list(request, locale), enabled });
}
