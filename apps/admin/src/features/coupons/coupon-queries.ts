import type {
  AdminCouponTemplate,
  CouponIssueRequest,
  CouponReport,
  CouponTemplateCreate,
  CouponTemplatePatch,
} from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/client';

export const couponQueries = {
  list: () =>
    queryOptions({
      queryKey: ['coupons', 'list'],
      queryFn: ({ signal }) => adminFetch<{ items: AdminCouponTemplate[] }>('/coupons', { signal }),
    }),
  report: () =>
    queryOptions({
      queryKey: ['coupons', 'report'],
      queryFn: ({ signal }) => adminFetch<CouponReport>('/coupons/report', { signal }),
    }),
};

/** Every coupon change refreshes the list and the report. */
function useCouponMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coupons'] }) });
}

export const useCreateCoupon = () =>
  useCouponMutation((body: CouponTemplateCreate) =>
    adminFetch<AdminCouponTemplate>('/coupons', { method: 'POST', body }),
  );

export const useUpdateCoupon = () =>
  useCouponMutation(({ id, patch }: { id: number; patch: CouponTemplatePatch }) =>
    adminFetch<AdminCouponTemplate>(`/coupons/${id}`, { method: 'PATCH', body: patch }),
  );

export const useIssueCoupon = () =>
  useCouponMutation(({ id, to }: { id: number; to: CouponIssueRequest }) =>
    adminFetch<{ couponId: number; memberId: number }>(`/coupons/${id}/issue`, { method: 'POST', body: to }),
  );
