import type {
  AdminCalendarChanged,
  AdminHotel,
  AdminHotelCalendarMonth,
  AdminHotelList,
  AdminPhoto,
  HotelCalendarUpdate,
  HotelCreate,
  HotelPatch,
  RatePlanCreate,
  RatePlanPatch,
  RoomTypeCreate,
  RoomTypePatch,
} from '@storefront/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './client';

const hotelPath = (hotelId: number) => `/hotels/${hotelId}`;

/** The back office's hotels (`/api/admin/v1/hotels`). */
export const hotelQueries = {
  list: () =>
    queryOptions({
      queryKey: ['hotels', 'list'],
      queryFn: ({ signal }) => adminFetch<AdminHotelList>('/hotels', { signal }),
    }),
  detail: (hotelId: number) =>
    queryOptions({
      queryKey: ['hotels', 'detail', hotelId],
      queryFn: ({ signal }) => adminFetch<AdminHotel>(hotelPath(hotelId), { signal }),
    }),
  photos: (hotelId: number) =>
    queryOptions({
      queryKey: ['hotels', 'photos', hotelId],
      queryFn: ({ signal }) => adminFetch<{ photos: AdminPhoto[] }>(`${hotelPath(hotelId)}/photos`, { signal }),
    }),
  /** A rate plan's nights, a month at a time. */
  month: (hotelId: number, ratePlanId: number, month: string) =>
    queryOptions({
      queryKey: ['hotel-calendar', hotelId, ratePlanId, month],
      queryFn: ({ signal }) =>
        adminFetch<AdminHotelCalendarMonth>(
          `${hotelPath(hotelId)}/rate-plans/${ratePlanId}/calendar?month=${encodeURIComponent(month)}`,
          { signal },
        ),
      placeholderData: (previous) => (previous?.ratePlanId === ratePlanId ? previous : undefined),
    }),
};

/** Every hotel write answers the hotel: it replaces the one read, and the list is read again. */
function useHotelSaved() {
  const queryClient = useQueryClient();
  return (saved: AdminHotel) => {
    queryClient.setQueryData(['hotels', 'detail', saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ['hotels', 'list'] });
  };
}

export function usePatchHotel(hotelId: number) {
  const saved = useHotelSaved();
  return useMutation({
    mutationFn: (body: HotelPatch) => adminFetch<AdminHotel>(hotelPath(hotelId), { method: 'PATCH', body }),
    onSuccess: saved,
  });
}

export function usePatchRoomType(hotelId: number) {
  const saved = useHotelSaved();
  return useMutation({
    mutationFn: ({ roomTypeId, body }: { roomTypeId: number; body: RoomTypePatch }) =>
      adminFetch<AdminHotel>(`${hotelPath(hotelId)}/room-types/${roomTypeId}`, { method: 'PATCH', body }),
    onSuccess: saved,
  });
}

export function usePatchRatePlan(hotelId: number) {
  const saved = useHotelSaved();
  return useMutation({
    mutationFn: ({ ratePlanId, body }: { ratePlanId: number; body: RatePlanPatch }) =>
      adminFetch<AdminHotel>(`${hotelPath(hotelId)}/rate-plans/${ratePlanId}`, { method: 'PATCH', body }),
    onSuccess: saved,
  });
}

/** Adds a hotel (unpublished); answers it as the editor shows it. */
export function useCreateHotel() {
  const saved = useHotelSaved();
  return useMutation({
    mutationFn: (body: HotelCreate) => adminFetch<AdminHotel>('/hotels', { method: 'POST', body }),
    onSuccess: saved,
  });
}

export function useAddRoomType(hotelId: number) {
  const saved = useHotelSaved();
  return useMutation({
    mutationFn: (body: RoomTypeCreate) =>
      adminFetch<AdminHotel>(`${hotelPath(hotelId)}/room-types`, { method: 'POST', body }),
    onSuccess: saved,
  });
}

export function useAddRatePlan(hotelId: number) {
  const saved = useHotelSaved();
  return useMutation({
    mutationFn: ({ roomTypeId, body }: { roomTypeId: number; body: RatePlanCreate }) =>
      adminFetch<AdminHotel>(`${hotelPath(hotelId)}/room-types/${roomTypeId}/rate-plans`, { method: 'POST', body }),
    onSuccess: saved,
  });
}

/** A range change of a rate plan's nights; every month of the hotel's plans is read again (allotment is shared). */
export function useHotelCalendarChange(hotelId: number, ratePlanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: HotelCalendarUpdate) =>
      adminFetch<AdminCalendarChanged>(`${hotelPath(hotelId)}/rate-plans/${ratePlanId}/calendar`, {
        method: 'PUT',
        body: change,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['hotel-calendar', hotelId] }),
  });
}
