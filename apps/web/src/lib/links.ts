import { currencySegment, languageSegment, type CurrencyCode, type SiteLanguage } from '@storefront/contracts';
import { useAppStore } from '../app/app-store';
import { pageNavigation } from '../app/page-navigation';

export type LinkBase = { businessNumber: string; language: SiteLanguage; currency: CurrencyCode };
export type LinkOptions = {
  /** Build an absolute URL, for `window.open` or `target="_blank"`. */
  newWindow?: boolean;
  query?: Record<string, string | number | boolean | null | undefined>;
};

function queryString(query: LinkOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `/{businessNumber}/{language}/{currency}{url}` for an explicit base; `url` is '' (home) or starts with '/'. */
export function buildLinkFrom(base: LinkBase, url: string, options: LinkOptions = {}): string {
  const path = url === '' || url === '/' ? '' : url.startsWith('/') ? url : `/${url}`;
  const href =
    `/${encodeURIComponent(base.businessNumber)}/${languageSegment(base.language)}/${currencySegment(base.currency)}` +
    path +
    queryString(options.query);
  return options.newWindow ? new URL(href, window.location.origin).href : href;
}

/** The current page's merchant, language and currency, as resolved by the guard. */
export function currentLinkBase(): LinkBase {
  const { merchantNumber, language, currency } = useAppStore.getState();
  return { businessNumber: merchantNumber ?? '', language: language ?? 'en-AU', currency: currency ?? 'AUD' };
}

/** Every link of the storefront is made here (spec §2: new window, query string). */
export function buildLink(url: string, options: LinkOptions = {}): string {
  return buildLinkFrom(currentLinkBase(), url, options);
}

/** Opens a storefront link, in a new window when asked. */
export function openLink(url: string, options: LinkOptions = {}): void {
  if (options.newWindow) pageNavigation.openWindow(buildLink(url, options));
  else pageNavigation.assign(buildLink(url, options));
}

export const homeLink = () => buildLink('');
export const productLink = (code: string | number, options?: LinkOptions) =>
  buildLink(`/product/${encodeURIComponent(String(code))}`, options);
export const hotelLink = (hotelId: string | number, options?: LinkOptions) =>
  buildLink(`/hoteldetail/${encodeURIComponent(String(hotelId))}`, options);
export const orderDetailsLink = (ocode: string, options?: LinkOptions) =>
  buildLink(`/orderdetails/${encodeURIComponent(ocode)}`, options);
/** The order form for one package: `?date=YYYY-MM-DD&adult=2&child=1` (the form reads it back). */
export const orderFormLink = (
  pcode: string,
  gcode: string,
  date: string,
  quantities: Record<string, number | undefined>,
) =>
  buildLink(`/orderform/${encodeURIComponent(pcode)}/${encodeURIComponent(gcode)}`, {
    query: { date, ...Object.fromEntries(Object.entries(quantities).filter(([, n]) => (n ?? 0) > 0)) },
  });
/** A hotel party as one query value: rooms joined by `_`, each `adults` or `adults-age.age` (`2_1-5.7`). */
export function formatRoomsParam(rooms: readonly { adultNum: number; childAges: readonly number[] }[]): string {
  return rooms
    .map((room) => (room.childAges.length ? `${room.adultNum}-${room.childAges.join('.')}` : `${room.adultNum}`))
    .join('_');
}

/** The party of `formatRoomsParam` back, or null when the value is not one (ranges are the server's to check). */
export function parseRoomsParam(value: string): { adultNum: number; childNum: number; childAges: number[] }[] | null {
  if (!/^\d{1,2}(-\d{1,2}(\.\d{1,2})*)?(_\d{1,2}(-\d{1,2}(\.\d{1,2})*)?)*$/.test(value)) return null;
  return value.split('_').map((room) => {
    const [adults = '0', ages = ''] = room.split('-');
    const childAges = ages ? ages.split('.').map(Number) : [];
    return { adultNum: Number(adults), childNum: childAges.length, childAges };
  });
}

/** What the hotel order form books: one rate plan of one room type for every room of the party. */
export type HotelStayLink = {
  hotelId: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: readonly { adultNum: number; childAges: readonly number[] }[];
};

/** The order form for a hotel stay: `orderform/hotel/{hotelId}?room=&plan=&checkIn=&checkOut=&rooms=2_1-5`. */
export const hotelOrderFormLink = (stay: HotelStayLink) =>
  buildLink(`/orderform/hotel/${encodeURIComponent(String(stay.hotelId))}`, {
    query: {
      room: stay.roomTypeId,
      plan: stay.ratePlanId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: formatRoomsParam(stay.rooms),
    },
  });
/** The order form for selected cart lines: `orderform/cart/cart?ids=1,2`. */
export const cartOrderFormLink = (ids: readonly number[]) =>
  buildLink('/orderform/cart/cart', { query: { ids: ids.join(',') } });
export const orderPayLink = (ocode: string, cartPay: boolean) =>
  buildLink(`/orderpay/${encodeURIComponent(ocode)}/${cartPay ? 1 : 0}`);
export const cartLink = () => buildLink('/cart');
export const searchLink = (query?: LinkOptions['query']) => buildLink('/search', { query });

/** The account area's tabs (spec §2), in menu order. */
export const ACCOUNT_TABS = ['info', 'order', 'person-admin', 'collect', 'coupon', 'integral', 'setting'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const accountLink = (tab: AccountTab) => buildLink(`/my/${tab}`);
