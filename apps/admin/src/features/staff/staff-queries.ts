import type { StaffMember } from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../../api/client';

export const staffQuery = () =>
  queryOptions({ queryKey: ['staff'], queryFn: ({ signal }) => adminFetch<StaffMember[]>('/staff', { signal }) });

export type RefundLimits = Partial<Record<string, number>> | null;

/** One change to the team; the list is read again after it. */
export function useStaffChange<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}

export const staffApi = {
  invite: (body: { email: string; role: string; refundLimits?: RefundLimits }) =>
    adminFetch<StaffMember>('/staff/invite', { method: 'POST', body }),
  update: ({ id, ...body }: { id: number; role?: string; refundLimits?: RefundLimits }) =>
    adminFetch<StaffMember>(`/staff/${id}`, { method: 'PATCH', body }),
  remove: (id: number) => adminFetch<null>(`/staff/${id}`, { method: 'DELETE' }),
};
