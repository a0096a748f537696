import { PRICE_TYPES, type OrderQuoteRequest } from '@storefront/contracts';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { parseRoomsParam } from '../../lib/links';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveInt = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/**
 * What the page orders: one package from the product page (`{pcode}/{gcode}?date=&adult=`), a
 * hotel stay from the hotel page (`hotel/{hotelId}?room=&plan=&checkIn=&checkOut=&rooms=`), or
 * selected cart lines (`cart/cart?ids=`).
 */
export function usePurchase(): {
  purchase: Pick<OrderQuoteRequest, 'item' | 'cartItemIds'> | null;
  fromCart: boolean;
} {
  const { pcode = '', gcode = '' } = useParams();
  const [search] = useSearchParams();
  return useMemo(() => {
    if (pcode === 'cart') {
      const ids = (search.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      return { purchase: ids.length ? { cartItemIds: ids } : null, fromCart: true };
    }
    if (pcode === 'hotel') {
      const hotelId = positiveInt(gcode);
      const roomTypeId = positiveInt(search.get('room'));
      const ratePlanId = positiveInt(search.get('plan'));
      const checkIn = search.get('checkIn') ?? '';
      const checkOut = search.get('checkOut') ?? '';
      const rooms = parseRoomsParam(search.get('rooms') ?? '');
      if (!hotelId || !roomTypeId || !ratePlanId || !ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut) || !rooms) {
        return { purchase: null, fromCart: false };
      }
      return {
        purchase: {
          item: { kind: 'hotel', hotelId, roomTypeId, ratePlanId, date: [checkIn, checkOut], rooms },
        },
        fromCart: false,
      };
    }
    const date = search.get('date') ?? '';
    const quantities = Object.fromEntries(
      PRICE_TYPES.map((type) => [type, Number(search.get(type) ?? 0)]).filter(([, n]) => Number(n) > 0),
    ) as Record<string, number>;
    if (!ISO_DATE.test(date) || Object.keys(quantities).length === 0) {
      return { purchase: null, fromCart: false };
    }
    return {
      purchase: { item: { kind: 'product', productCode: pcode, gcode, date, quantities } },
      fromCart: false,
    } as { purchase: Pick<OrderQuoteRequest, 'item'>; fromCart: boolean };
  }, [pcode, gcode, search]);
}
