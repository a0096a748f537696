import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../app/app-store';
import { pageNavigation } from '../app/page-navigation';
import {
  accountLink,
  buildLink,
  buildLinkFrom,
  cartOrderFormLink,
  formatRoomsParam,
  homeLink,
  hotelLink,
  hotelOrderFormLink,
  openLink,
  orderDetailsLink,
  orderFormLink,
  orderPayLink,
  parseRoomsParam,
  productLink,
  searchLink,
} from './links';

const base = { businessNumber: '518200', language: 'zh-TW', currency: 'NZD' } as const;

afterEach(() => vi.restoreAllMocks());

describe('buildLinkFrom', () => {
  it('prefixes merchant, language and currency segments', () => {
    expect(buildLinkFrom(base, '/search')).toBe('/518200/zh-tw/nzd/search');
  });
  it('builds the home for an empty url', () => {
    expect(buildLinkFrom(base, '')).toBe('/518200/zh-tw/nzd');
    expect(buildLinkFrom(base, '/')).toBe('/518200/zh-tw/nzd');
  });
  it('adds a query string, skipping empty values', () => {
    expect(
      buildLinkFrom(base, '/search', { query: { keywords: 'Gold Coast', page: 2, empty: '', none: undefined } }),
    ).toBe('/518200/zh-tw/nzd/search?keywords=Gold+Coast&page=2');
  });
  it('gives an absolute URL for a new window', () => {
    expect(buildLinkFrom(base, '/cart', { newWindow: true })).toBe(`${window.location.origin}/518200/zh-tw/nzd/cart`);
  });
  it('accepts a url without its leading slash', () => {
    expect(buildLinkFrom(base, 'hotel')).toBe('/518200/zh-tw/nzd/hotel');
  });
});

describe('link helpers on the current page', () => {
  it('use the merchant, language and currency the guard resolved', () => {
    useAppStore.setState({ merchantNumber: '630900', language: 'ko-KR', currency: 'KRW' });
    expect(buildLink('/search')).toBe('/630900/ko-kr/krw/search');
    expect(homeLink()).toBe('/630900/ko-kr/krw');
    expect(productLink('TP 01')).toBe('/630900/ko-kr/krw/product/TP%2001');
    expect(hotelLink(42)).toBe('/630900/ko-kr/krw/hoteldetail/42');
    expect(orderDetailsLink('OC9')).toBe('/630900/ko-kr/krw/orderdetails/OC9');
    expect(searchLink({ category: 3 })).toBe('/630900/ko-kr/krw/search?category=3');
    expect(accountLink('person-admin')).toBe('/630900/ko-kr/krw/my/person-admin');
  });

  it('opens a new window or navigates', () => {
    useAppStore.setState({ merchantNumber: '456817', language: 'en-AU', currency: 'AUD' });
    const open = vi.spyOn(pageNavigation, 'openWindow').mockImplementation(() => undefined);
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    openLink('/cart', { newWindow: true });
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/456817/en-au/aud/cart`);
    openLink('/search', { query: { q: 'x' } });
    expect(assign).toHaveBeenCalledWith('/456817/en-au/aud/search?q=x');
  });
});

describe('checkout links', () => {
  it('carries the date and the chosen quantities to the order form, and selected cart lines by id', () => {
    useAppStore.setState({ merchantNumber: '456817', language: 'en-AU', currency: 'AUD' });
    expect(orderFormLink('PB84', 'G1', '2027-03-01', { adult: 2, child: 0, senior: undefined })).toBe(
      '/456817/en-au/aud/orderform/PB84/G1?date=2027-03-01&adult=2',
    );
    expect(cartOrderFormLink([4, 9])).toBe('/456817/en-au/aud/orderform/cart/cart?ids=4%2C9');
    expect(orderPayLink('K7Q2M9XBT4NJ6WZ3HR5A', true)).toBe('/456817/en-au/aud/orderpay/K7Q2M9XBT4NJ6WZ3HR5A/1');
  });
});

describe('hotel order form links', () => {
  const party = [
    { adultNum: 2, childNum: 0, childAges: [] },
    { adultNum: 1, childNum: 2, childAges: [5, 12] },
  ];
  it('carries the room type, plan, stay and party', () => {
    useAppStore.setState({ merchantNumber: '456817', language: 'en-AU', currency: 'AUD' });
    expect(
      hotelOrderFormLink({
        hotelId: 7,
        roomTypeId: 31,
        ratePlanId: 62,
        checkIn: '2027-03-01',
        checkOut: '2027-03-03',
        rooms: party,
      }),
    ).toBe('/456817/en-au/aud/orderform/hotel/7?room=31&plan=62&checkIn=2027-03-01&checkOut=2027-03-03&rooms=2_1-5.12');
  });
  it('reads the party back and refuses what is not one', () => {
    expect(parseRoomsParam(formatRoomsParam(party))).toEqual(party);
    expect(parseRoomsParam('3')).toEqual([{ adultNum: 3, childNum: 0, childAges: [] }]);
    for (const bad of ['', '2_', 'a', '2-', '2-5.', '2--5', '2_1-5;7']) expect(parseRoomsParam(bad)).toBeNull();
  });
});
