import type {
  ChangeDateRequest,
  CouponPage,
  CouponStatus,
  CreateOrderRequest,
  OrderDetail,
  OrderPage,
  OrderQuote,
  OrderQuoteRequest,
  OrderStatus,
  OrderWithAccess,
  PaymentCheckout,
  PaymentStatusView,
  PointsBalance,
  PointsPage,
  VisitorQueryRequest,
} from '@storefront/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { readJson, storageKey, writeJson } from '../../app/storage';

const enc = encodeURIComponent;
const TOKENS_KEY = 'order-tokens';

/** A guest's order tokens (ocode → token), kept in this browser so the guest can read and pay. */
export function orderToken(ocode: string): string | undefined {
  return readJson<Record<string, string>>(localStorage, storageKey(TOKENS_KEY))?.[ocode];
}
export function saveOrderToken(ocode: string, token: string | null): void {
  if (!token) return;
  const tokens = readJson<Record<string, string>>(localStorage, storageKey(TOKENS_KEY)) ?? {};
  writeJson(localStorage, storageKey(TOKENS_KEY), { ...tokens, [ocode]: token });
}
/** The `x-order-token` header of a guest's order (decisions: guest checkout). */
export const orderHeaders = (ocode: string): Record<string, string> => {
  const token = orderToken(ocode);
  return token ? { 'x-order-token': token } : {};
};

export const ORDER_PAGE_SIZE = 10;

/** Orders, payments, coupons and points; member lists start with 'member' so logout drops them. */
export const orderQueries = {
  quote: (request: OrderQuoteRequest, language: string, currency: string) =>
    queryOptions({
      queryKey: ['order', 'quote', request, { language, currency }],
      queryFn: ({ signal }) => apiFetch<OrderQuote>('/v1/order/quote', { method: 'POST', body: request, signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  detail: (ocode: string) =>
    queryOptions({
      queryKey: ['order', 'detail', ocode],
      queryFn: ({ signal }) =>
        apiFetch<OrderDetail>(`/v1/order/detail/${enc(ocode)}`, { signal, headers: orderHeaders(ocode) }),
      retry: false,
    }),
  /** A page of the member's orders, of some statuses and placed within a date range when given. */
  page: (pageIndex: number, statuses: readonly OrderStatus[] | undefined, placed?: { from: string; to: string }) =>
    queryOptions({
      queryKey: ['member', 'orders', { pageIndex, statuses, placed }],
      queryFn: ({ signal }) =>
        apiFetch<OrderPage>('/v1/order/pagging', {
          method: 'POST',
          body: { pageIndex, pageSize: ORDER_PAGE_SIZE, statuses, placedFrom: placed?.from, placedTo: placed?.to },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  paymentStatus: (mtn: string, token: string) =>
    queryOptions({
      queryKey: ['payment', 'status', mtn],
      queryFn: ({ signal }) =>
        apiFetch<PaymentStatusView>(`/v1/payment/status/${enc(mtn)}?token=${enc(token)}`, { signal }),
      retry: false,
    }),
  coupons: (pageIndex: number, status: CouponStatus | undefined) =>
    queryOptions({
      queryKey: ['member', 'coupons', { pageIndex, status }],
      queryFn: ({ signal }) =>
        apiFetch<CouponPage>('/v1/account/coupon/pagging', {
          method: 'POST',
          body: { pageIndex, pageSize: ORDER_PAGE_SIZE, status },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  points: (pageIndex: number) =>
    queryOptions({
      queryKey: ['member', 'points', { pageIndex }],
      queryFn: ({ signal }) =>
        apiFetch<PointsPage>('/v1/account/integral/pagging', {
          method: 'POST',
          body: { pageIndex, pageSize: ORDER_PAGE_SIZE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export const pointsBalanceQuery = () =>
  queryOptions({
    queryKey: ['member', 'points', 'balance'],
    queryFn: ({ signal }) => apiFetch<PointsBalance>('/v1/account/integral/balance', { signal }),
  });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateOrderRequest) =>
      apiFetch<OrderWithAccess>('/v1/order/create', { method: 'POST', body: request }),
    onSuccess: (result) => {
      saveOrderToken(result.order.ocode, result.accessToken);
      queryClient.setQueryData(orderQueries.detail(result.order.ocode).queryKey, result.order);
      void queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });
}

/** Cancel or ask for a refund of an order. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ocode, action }: { ocode: string; action: 'cancel' | 'refund' }) =>
      apiFetch<OrderDetail>(`/v1/order/${action}/${enc(ocode)}`, {
        method: 'POST',
        body: {},
        headers: orderHeaders(ocode),
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(order.ocode).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ['member', 'orders'] });
    },
  });
}

/** Moves one line of a paid order to another date (once, ≥ 21 days before travel; the server decides). */
export function useChangeOrderDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ocode, ...body }: { ocode: string } & ChangeDateRequest) =>
      apiFetch<OrderDetail>(`/v1/order/change-date/${enc(ocode)}`, {
        method: 'POST',
        body,
        headers: orderHeaders(ocode),
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(order.ocode).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ['member', 'orders'] });
    },
  });
}

/**
 * Opens a hosted checkout for the order (or one of its extra payments) and answers its URL. No
 * provider is named: the server takes its default (Stripe where configured, else the sandbox).
 */
export function useCreatePayment() {
  return useMutation({
    mutationFn: ({ ocode, payid }: { ocode: string; payid?: string }) =>
      apiFetch<PaymentCheckout>(`/v1/payment/create/${enc(ocode)}`, {
        method: 'POST',
        body: payid ? { payid } : {},
        headers: orderHeaders(ocode),
      }),
  });
}

export function useVisitorSendCode() {
  return useMutation({
    mutationFn: (body: { ocode: string; email: string }) =>
      apiFetch<null>('/v1/order/visitor/send-code', { method: 'POST', body }),
  });
}

export function useVisitorQuery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitorQueryRequest) =>
      apiFetch<OrderWithAccess>('/v1/order/visitor/query', { method: 'POST', body }),
    onSuccess: (result) => {
      saveOrderToken(result.order.ocode, result.accessToken);
      queryClient.setQueryData(orderQueries.detail(result.order.ocode).queryKey, result.order);
    },
  });
}
