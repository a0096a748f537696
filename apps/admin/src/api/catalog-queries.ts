import {
  PRODUCT_PAGE_SIZE_MAX,
  type AdminCalendarChanged,
  type AdminCalendarCopy,
  type AdminCalendarMonth,
  type AdminCalendarUpdate,
  type AdminPackage,
  type AdminPhoto,
  type AdminProduct,
  type AdminProductPage,
  type MerchantConfigure,
  type PackageCreate,
  type PackagePatch,
  type PhotoOrder,
  type PhotoPatch,
  type ProductCreate,
  type ProductPatch,
  type ProductDetail,
  type ProductPage,
} from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from '../app/session';
import { adminFetch } from './client';

/**
 * The merchant's catalog as its storefront lists it (the admin API has no catalog yet): the
 * shop API, anonymously, for the staff member's merchant.
 */
const shopHeaders = () => ({ businessNumber: session.get()?.merchantNumber ?? '', language: 'en-AU' });

export const catalogQueries = {
  search: (keyword: string) =>
    queryOptions({
      queryKey: ['catalog', session.get()?.merchantNumber, keyword],
      queryFn: ({ signal }) =>
        adminFetch<ProductPage>('/tripproduct/operation/pagging', {
          base: '/api/v1',
          method: 'POST',
          headers: shopHeaders(),
          body: { pageIndex: 1, pageSize: PRODUCT_PAGE_SIZE_MAX, ...(keyword ? { keyword } : {}) },
          signal,
        }),
      staleTime: 300_000,
    }),
  detail: (code: string) =>
    queryOptions({
      queryKey: ['catalog', session.get()?.merchantNumber, 'detail', code],
      queryFn: ({ signal }) =>
        adminFetch<ProductDetail>(`/tripproduct/detail/${encodeURIComponent(code)}`, {
          base: '/api/v1',
          headers: shopHeaders(),
          signal,
        }),
      enabled: !!code,
      staleTime: 300_000,
    }),
};

/** A package's availability calendar, a month at a time (`GET /packages/{gcode}/calendar?month=`). */
export const calendarQueries = {
  month: (gcode: string, month: string) =>
    queryOptions({
      queryKey: ['calendar', gcode, month],
      queryFn: ({ signal }) =>
        adminFetch<AdminCalendarMonth>(
          `/packages/${encodeURIComponent(gcode)}/calendar?month=${encodeURIComponent(month)}`,
          { signal },
        ),
      placeholderData: (previous) => (previous?.gcode === gcode ? previous : undefined),
    }),
};

/** A range change of a package's days; on success every month of the package is read again. */
export function useCalendarChange(gcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminCalendarUpdate) =>
      adminFetch<AdminCalendarChanged>(`/packages/${encodeURIComponent(gcode)}/calendar`, {
        method: 'PUT',
        body: change,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar', gcode] }),
  });
}

/** Copies a month of the package's calendar onto another in one server call (one transaction). */
export function useCalendarCopy(gcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (copy: AdminCalendarCopy) =>
      adminFetch<AdminCalendarChanged>(`/packages/${encodeURIComponent(gcode)}/calendar/copy`, {
        method: 'POST',
        body: copy,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calendar', gcode] }),
  });
}

/** The shop's languages (default first) and countries, as its storefront offers them: the editor's columns. */
export const shopConfigQuery = () =>
  queryOptions({
    queryKey: ['catalog', session.get()?.merchantNumber, 'configure'],
    queryFn: ({ signal }) =>
      adminFetch<MerchantConfigure>('/business/configure', { base: '/api/v1', headers: shopHeaders(), signal }),
    staleTime: 300_000,
  });

type AdminPackageList = { packages: AdminPackage[] };
type AdminPhotoList = { photos: AdminPhoto[] };

const productPath = (pcode: string) => `/products/${encodeURIComponent(pcode)}`;

/** The back office's products (`/api/admin/v1/products`), every status. */
export const productQueries = {
  list: (search: string) =>
    queryOptions({
      queryKey: ['products', 'list', search],
      queryFn: ({ signal }) => adminFetch<AdminProductPage>(`/products${search}`, { signal }),
      placeholderData: (previous) => previous,
    }),
  detail: (pcode: string) =>
    queryOptions({
      queryKey: ['products', 'detail', pcode],
      queryFn: ({ signal }) => adminFetch<AdminProduct>(productPath(pcode), { signal }),
    }),
  packages: (pcode: string) =>
    queryOptions({
      queryKey: ['products', 'packages', pcode],
      queryFn: ({ signal }) => adminFetch<AdminPackageList>(`${productPath(pcode)}/packages`, { signal }),
    }),
};

/** After a product write: the product (as the server answers it) and every list read again. */
function useProductSaved() {
  const queryClient = useQueryClient();
  return (saved: AdminProduct) => {
    queryClient.setQueryData(['products', 'detail', saved.code], saved);
    void queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
  };
}

export function useCreateProduct() {
  const saved = useProductSaved();
  return useMutation({
    mutationFn: (body: ProductCreate) => adminFetch<AdminProduct>('/products', { method: 'POST', body }),
    onSuccess: saved,
  });
}

export function usePatchProduct(pcode: string) {
  const saved = useProductSaved();
  return useMutation({
    mutationFn: (body: ProductPatch) => adminFetch<AdminProduct>(productPath(pcode), { method: 'PATCH', body }),
    onSuccess: saved,
  });
}

/** Photo writes answer the product's photos; the product is read again to show them. */
export function usePhotoAction(pcode: string) {
  return usePhotoActions(`${productPath(pcode)}/photos`, ['products', 'detail', pcode]);
}

/** Upload, reorder, alt text and removal of the photos under `path` (a product's or a hotel's); `readAgain` after each. */
export function usePhotoActions(path: string, readAgain: readonly unknown[]) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: readAgain });
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('photo', file);
        return adminFetch<AdminPhotoList>(path, { method: 'POST', body: form });
      },
      onSettled: done,
    }),
    order: useMutation({
      mutationFn: (body: PhotoOrder) => adminFetch<AdminPhotoList>(`${path}/order`, { method: 'PUT', body }),
      onSettled: done,
    }),
    alt: useMutation({
      mutationFn: ({ id, alt }: { id: string } & PhotoPatch) =>
        adminFetch<AdminPhotoList>(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { alt } }),
      onSettled: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => adminFetch<AdminPhotoList>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: done,
    }),
  };
}
export type PhotoActions = ReturnType<typeof usePhotoActions>;

/** A package created on the product, or one changed; the product's packages are read again. */
export function usePackageSave(pcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gcode, body }: { gcode: string | null; body: PackageCreate | PackagePatch }) =>
      gcode
        ? adminFetch<AdminPackage>(`/packages/${encodeURIComponent(gcode)}`, { method: 'PATCH', body })
        : adminFetch<AdminPackage>(`${productPath(pcode)}/packages`, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products', 'packages', pcode] }),
        queryClient.invalidateQueries({ queryKey: ['products', 'detail', pcode] }),
      ]),
  });
}
