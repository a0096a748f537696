import { addDays, LIMITS, localIsoDate, type HotelPage } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppStore } from '../app/app-store';
import { apiFetch } from './client';

/**
 * The one-night stay a week ahead that asks whether a merchant sells hotels at all. The hotel
 * search lists a merchant's hotels whether or not they have rooms that night, so any stay the
 * server accepts answers it; a week ahead one night never crosses a month (spec §5).
 */
export function hotelProbeRequest(today: string) {
  const checkIn = addDays(today, LIMITS.hotelDefaultCheckInDays);
  return {
    date: [checkIn, addDays(checkIn, 1)],
    rooms: [{ adultNum: 1, childNum: 0, childAges: [] }],
    pageIndex: 1,
    pageSize: 1,
  };
}

/**
 * Whether the merchant has hotels: the merchant's configuration does not say, so the header and
 * the home ask the hotel search for one (cached with the merchant data, 24 h).
 */
export const hotelOfferQueries = {
  sells: (merchantNumber: string) =>
    queryOptions({
      queryKey: ['merchant', merchantNumber, 'sells-hotels'],
      queryFn: async ({ signal }) => {
        const page = await apiFetch<Pick<HotelPage, 'total'>>('/v1/hotelproduct/search', {
          method: 'POST',
          body: hotelProbeRequest(localIsoDate()),
          businessNumber: merchantNumber,
          signal,
        });
        return page.total > 0;
      },
      staleTime: LIMITS.merchantCacheMs,
      retry: false,
    }),
};

/** True once the current merchant is known to sell hotels; false while asking or on failure (no dead link). */
export function useSellsHotels(): boolean {
  const number = useAppStore((s) => s.merchantNumber);
  const query = useQuery({ ...hotelOfferQueries.sells(number ?? ''), enabled: number !== null });
  return query.data === true;
}
