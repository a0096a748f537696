import type { Complaint, ComplaintCategory, OrderComplaints } from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import { orderHeaders } from './order-queries';

const enc = encodeURIComponent;

/** An order's complaints (spec §1 site terms); members and guests with the order's token alike. */
export const complaintQueries = {
  list: (ocode: string) =>
    queryOptions({
      queryKey: ['order', 'complaints', ocode],
      queryFn: ({ signal }) =>
        apiFetch<OrderComplaints>(`/v1/order/complaint/${enc(ocode)}`, { signal, headers: orderHeaders(ocode) }),
    }),
};

export type ComplaintDraft = { category: ComplaintCategory; text: string; photos: File[] };

/** Files a complaint as multipart form data (the photos travel with it); the list is read again after. */
export function useFileComplaint(ocode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ComplaintDraft) => {
      const form = new FormData();
      form.append('category', draft.category);
      form.append('text', draft.text);
      for (const photo of draft.photos) form.append('photos', photo, photo.name);
      return apiFetch<Complaint>(`/v1/order/complaint/${enc(ocode)}`, {
        method: 'POST',
        body: form,
        headers: orderHeaders(ocode),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintQueries.list(ocode).queryKey }),
  });
}
