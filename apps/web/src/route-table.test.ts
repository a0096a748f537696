import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from './app/route-handle';
import { createRoutes } from './router';

const routes = createRoutes(new QueryClient());

function leaf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches[matches.length - 1];
  return { handle: last?.route.handle as RouteHandle | undefined, params: last?.params ?? {}, route: last?.route };
}

/** Spec §2's route table, after /{businessNumber}/{language}/{currency?}. */
const PAGES: [string, Partial<RouteHandle>][] = [
  ['', { home: true, access: 'any' }],
  ['/cruise-ship', { titleKey: 'routes.cruiseShip' }],
  ['/south-australia', { titleKey: 'routes.southAustralia' }],
  ['/south-australia-info/12', { titleKey: 'routes.southAustraliaInfo' }],
  ['/my', { access: 'login' }],
  ['/my/info', { access: 'login', titleKey: 'account.tabs.info' }],
  ['/my/order', { access: 'login', titleKey: 'account.tabs.order' }],
  ['/my/person-admin', { access: 'login', titleKey: 'account.tabs.personAdmin' }],
  ['/my/collect', { access: 'login', titleKey: 'account.tabs.collect' }],
  ['/my/coupon', { access: 'login', titleKey: 'account.tabs.coupon' }],
  ['/my/integral', { access: 'login', titleKey: 'account.tabs.integral' }],
  ['/my/setting', { access: 'login', titleKey: 'account.tabs.setting' }],
  ['/visitor-order', { access: 'visitor' }],
  ['/cart', { access: 'login', titleKey: 'routes.cart' }],
  ['/orderdetails/OC123', { titleKey: 'routes.orderDetails' }],
  ['/search', { titleKey: 'routes.search' }],
  ['/product/P9', { titleKey: 'routes.product' }],
  ['/orderform/P9/G1', { reducedHeader: true, footerBanner: false }],
  ['/orderpay/77/1', { reducedHeader: true, footerBanner: false }],
  ['/supmentpay/77/5', { reducedHeader: true, footerBanner: false }],
  ['/successful/alipay/T123/tok', { reducedHeader: true, footerBanner: false }],
  ['/hotel', { headerNotFixed: true }],
  ['/hoteldetail/H1', { titleKey: 'routes.hotelDetail' }],
];

describe('route table', () => {
  describe.each(['/456817/en-au/aud', '/456817/en-au'])('under %s', (prefix) => {
    it.each(PAGES)('%s is a page with its handle', (path, expected) => {
      const { handle, params } = leaf(prefix + path);
      expect(handle?.kind).toBe('page');
      expect(handle).toMatchObject(expected);
      expect(params.businessNumber).toBe('456817');
      expect(params.language).toBe('en-au');
      expect(params.currency).toBe(prefix.endsWith('aud') ? 'aud' : undefined);
    });
  });

  it('makes every page except the home a lazy chunk', () => {
    for (const [path] of PAGES.filter(([p]) => p !== '' && p !== '/my')) {
      const { route } = leaf(`/456817/en-au/aud${path}`);
      expect(route?.lazy, path).toBeTypeOf('function');
    }
    expect(leaf('/456817/en-au/aud').route?.lazy).toBeUndefined();
  });

  it('keeps route params of detail pages', () => {
    expect(leaf('/456817/en-au/aud/successful/wx/MTN9/abc').params).toMatchObject({
      from: 'wx',
      merchant_trade_number: 'MTN9',
      token: 'abc',
    });
    expect(leaf('/456817/en-au/orderpay/5/1').params).toMatchObject({ orderid: '5', cartPay: '1' });
  });

  it.each(['/', '/456817'])('%s is a merchant home still missing its language', (path) => {
    expect(leaf(path).handle?.kind).toBe('merchant');
  });

  it('has the not-found page at /error', () => {
    expect(leaf('/error').handle?.kind).toBe('error');
  });

  it.each(['/456817/en-au/aud/nowhere/at/all', '/456817/en-au/my/unknown-tab', '/a/b/c/d/e/f'])(
    '%s is unknown',
    (path) => {
      expect(leaf(path).handle?.kind).toBe('unknown');
    },
  );
});
