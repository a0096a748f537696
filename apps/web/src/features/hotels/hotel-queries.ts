import {
  FAVOURITE_TYPES,
  type FavouritePage,
  type HotelCalendarDay,
  type HotelDetail,
  type HotelPage,
  type HotelRooms,
  type HotelRoomsRequest,
  type HotelSearchRequest,
  type KeywordSuggestion,
  type SiteLanguage,
} from '@storefront/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import type { Locale } from '../../app/use-locale';

/** Suggestion types of the hotel box: destinations and hotels (spec §7 `[2,3]`). */
const HOTEL_SUGGESTION_TYPES = [2, 3];

const encode = encodeURIComponent;

export const hotelQueries = {
  all: () => ['hotels'] as const,
  /** POST /hotelproduct/search: a page of hotels with their lowest total for the stay. */
  search: (request: HotelSearchRequest, locale: Locale) =>
    queryOptions({
      queryKey: ['hotels', 'search', locale, request],
      queryFn: ({ signal }) =>
        apiFetch<HotelPage>('/v1/hotelproduct/search', { method: 'POST', body: request, signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      // A refused stay or party (2001) will be refused again.
      retry: false,
    }),
  detail: (hotelId: string, locale: Locale) =>
    queryOptions({
      queryKey: ['hotels', 'detail', hotelId, locale],
      queryFn: ({ signal }) => apiFetch<HotelDetail>(`/v1/hotelproduct/detail/${encode(hotelId)}`, { signal }),
      staleTime: 5 * 60_000,
      // A missing hotel (3004) or malformed id (2005) will not appear on a second try.
      retry: false,
    }),
  /** POST /hotelproduct/rooms/{id}: room types, plans and nightly prices for the stay and party. */
  rooms: (hotelId: string, request: HotelRoomsRequest, locale: Locale) =>
    queryOptions({
      queryKey: ['hotels', 'rooms', hotelId, locale, request],
      queryFn: ({ signal }) =>
        apiFetch<HotelRooms>(`/v1/hotelproduct/rooms/${encode(hotelId)}`, { method: 'POST', body: request, signal }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      retry: false,
    }),
  /** The lowest price of one room per night of a month (`YYYY-MM`), for the stay calendar. */
  calendar: (hotelId: string, month: string, locale: Locale) =>
    queryOptions({
      queryKey: ['hotels', 'calendar', hotelId, month, locale],
      queryFn: ({ signal }) =>
        apiFetch<HotelCalendarDay[]>(`/v1/hotelproduct/calendar/${encode(hotelId)}?month=${encode(month)}`, {
          signal,
        }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  suggestions: (keyword: string, locale: Locale) =>
    queryOptions({
      queryKey: ['hotels', 'suggestions', keyword, locale.language],
      queryFn: ({ signal }) =>
        apiFetch<KeywordSuggestion[]>('/v1/tripproduct/keyword/search', {
          method: 'POST',
          body: { types: HOTEL_SUGGESTION_TYPES, searchValue: keyword },
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
  hot: (language: SiteLanguage) =>
    queryOptions({
      queryKey: ['hotels', 'hot', language],
      queryFn: ({ signal }) => apiFetch<string[]>('/v1/hotelproduct/hot/search', { signal }),
      staleTime: 10 * 60_000,
    }),
};

/** The member's favourite hotel ids (first page of 50, newest first): enough to light the heart. */
export const favouriteHotelIdsQuery = () =>
  queryOptions({
    // Under the account area's ['member', 'favourites'] prefix, so its changes refresh this too.
    queryKey: ['member', 'favourites', 'hotel-ids'],
    queryFn: async ({ signal }) => {
      const page = await apiFetch<FavouritePage>('/v1/account/favorites/pagging', {
        method: 'POST',
        body: { pageIndex: 1, pageSize: 50, type: FAVOURITE_TYPES.hotel },
        signal,
      });
      return new Set(page.list.map((item) => item.productId));
    },
  });

/** PUT /account/favorites/{hotelId}/2 toggles a hotel; the answer is the new state. */
export function useToggleHotelFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hotelId: string) =>
      apiFetch<{ favourite: boolean }>(`/v1/account/favorites/${encode(hotelId)}/${FAVOURITE_TYPES.hotel}`, {
        method: 'PUT',
      }),
    onSuccess: ({ favourite }, hotelId) => {
      queryClient.setQueryData(favouriteHotelIdsQuery().queryKey, (ids) => {
        const next = new Set(ids);
        if (favourite) next.add(hotelId);
        else next.delete(hotelId);
        return next;
      });
      // The favourites tab and the account's favourite count.
      void queryClient.invalidateQueries({ queryKey: ['member', 'favourites'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['member', 'account'] });
    },
  });
}
