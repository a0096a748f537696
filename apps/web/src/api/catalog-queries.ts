import type { CalendarDay, ProductCard, ProductDetail, ProductListRequest, ProductPage } from '@storefront/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Locale, useLocale } from '../app/use-locale';
import { apiFetch } from './client';

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

/** A page of listing cards for the current language and currency. */
export function useProductList(request: Partial<ProductListRequest>, enabled = true) {
  const locale = useLocale();
  return useQuery({ ...catalogQueries.list(request, locale), enabled });
}
