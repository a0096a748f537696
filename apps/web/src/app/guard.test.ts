import { describe, expect, it } from 'vitest';
import {
  accessAllowed,
  chromeOf,
  chunkFailureAction,
  decideNavigation,
  homePath,
  pickCurrency,
  pickLanguage,
  replaceLocaleSegments,
  targetOf,
  unknownStorePath,
  type GuardInput,
  type GuardTarget,
  type MerchantLocales,
} from './guard';

const SOUTHERN_CROSS: MerchantLocales = {
  defaultLanguage: 'zh-CN',
  defaultCurrency: 'CNY',
  languages: ['zh-CN', 'zh-TW', 'en-AU', 'ko-KR'],
  currencies: ['AUD', 'CNY', 'NZD', 'SGD', 'USD', 'TWD', 'KRW', 'MYR', 'IDR'],
};
const KIWI: MerchantLocales = {
  defaultLanguage: 'en-AU',
  defaultCurrency: 'NZD',
  languages: ['en-AU', 'zh-CN', 'zh-TW', 'ko-KR'],
  currencies: ['NZD', 'AUD', 'USD', 'CNY', 'SGD'],
};

function page(pathname: string, extra: Partial<GuardTarget> = {}): GuardTarget {
  const [, businessNumber = '', languageSegment, third] = pathname.split('/');
  const currencySegment = third && /^[a-z]{3}$/.test(third) ? third : undefined;
  return {
    kind: 'page',
    access: 'any',
    pathname,
    search: '',
    businessNumber,
    languageSegment,
    currencySegment,
    ...extra,
  };
}

function input(target: GuardTarget, extra: Partial<GuardInput> = {}): GuardInput {
  return {
    target,
    saved: { language: null, currency: null },
    loggedIn: false,
    browserLanguage: 'en-US',
    merchant: null,
    ...extra,
  };
}

describe('pickLanguage (spec §4: path, saved, merchant default, browser)', () => {
  it('prefers the saved language', () => {
    expect(pickLanguage('ko-KR', SOUTHERN_CROSS, 'en-US')).toBe('ko-KR');
  });
  it('falls back to the merchant default', () => {
    expect(pickLanguage(null, SOUTHERN_CROSS, 'en-US')).toBe('zh-CN');
  });
  it('uses the browser language when the merchant default is unusable', () => {
    expect(pickLanguage(null, { ...SOUTHERN_CROSS, defaultLanguage: 'fr-FR' }, 'ko')).toBe('ko-KR');
    expect(pickLanguage(null, { ...SOUTHERN_CROSS, defaultLanguage: '' }, 'de-DE')).toBe('en-AU');
  });
  it('skips a saved language the merchant does not offer', () => {
    expect(pickLanguage('ko-KR', { ...KIWI, languages: ['en-AU'] }, 'en-US')).toBe('en-AU');
  });
  it('needs the merchant when nothing is saved', () => {
    expect(pickLanguage(null, null, 'en-US')).toBeNull();
  });
});

describe('pickCurrency (spec §4: path, saved, merchant default)', () => {
  it('prefers the saved currency the merchant offers', () => {
    expect(pickCurrency('AUD', KIWI)).toBe('AUD');
  });
  it('falls back to the merchant default when the saved one is not offered', () => {
    expect(pickCurrency('KRW', KIWI)).toBe('NZD');
  });
  it('needs the merchant when nothing is saved', () => {
    expect(pickCurrency(null, null)).toBeNull();
  });
});

describe('replaceLocaleSegments', () => {
  it('replaces the language and keeps the rest of the path', () => {
    expect(replaceLocaleSegments('/456817/xx-yy/aud/search', true, { language: 'zh-TW' })).toBe(
      '/456817/zh-tw/aud/search',
    );
  });
  it('replaces the currency only where the path has one', () => {
    expect(replaceLocaleSegments('/456817/en-au/xyz/hotel', true, { currency: 'NZD' })).toBe('/456817/en-au/nzd/hotel');
    expect(replaceLocaleSegments('/456817/en-au/hotel', false, { currency: 'NZD' })).toBe('/456817/en-au/hotel');
  });
});

describe('homePath', () => {
  it('builds as much of the home as is known', () => {
    expect(homePath('518200', 'en-AU', 'NZD')).toBe('/518200/en-au/nzd');
    expect(homePath('518200', 'en-AU', null)).toBe('/518200/en-au');
    expect(homePath('518200', null, 'NZD')).toBe('/518200');
  });
});

describe('decideNavigation', () => {
  it('lets a valid page through once the merchant is known', () => {
    const target = page('/456817/en-au/aud/search');
    expect(decideNavigation(input(target))).toEqual({ type: 'load-merchant' });
    expect(decideNavigation(input(target, { merchant: SOUTHERN_CROSS }))).toEqual({
      type: 'proceed',
      language: 'en-AU',
      currency: 'AUD',
    });
  });

  it('sends an unknown path to the home of its first segment, keeping language and currency', () => {
    const target: GuardTarget = {
      kind: 'unknown',
      access: 'any',
      pathname: '/518200/zh-tw/usd/no/such/page',
      search: '',
      businessNumber: '518200',
      languageSegment: 'zh-tw',
      currencySegment: 'usd',
    };
    expect(decideNavigation(input(target))).toEqual({ type: 'redirect', to: '/518200/zh-tw/usd' });
  });

  it('keeps the saved language and currency for an unknown path without valid ones', () => {
    const target: GuardTarget = {
      kind: 'unknown',
      access: 'any',
      pathname: '/518200/what/ever/else',
      search: '',
      businessNumber: '518200',
      languageSegment: 'what',
      currencySegment: 'ever',
    };
    const decision = decideNavigation(input(target, { saved: { language: 'ko-KR', currency: 'SGD' } }));
    expect(decision).toEqual({ type: 'redirect', to: '/518200/ko-kr/sgd' });
  });

  it('sends / to the default merchant, filling language and currency from its defaults', () => {
    const target = targetOf({ pathname: '/', search: '' }, { kind: 'merchant', access: 'any' }, {});
    expect(target.businessNumber).toBe('456817');
    expect(decideNavigation(input(target))).toEqual({ type: 'load-merchant' });
    expect(decideNavigation(input(target, { merchant: SOUTHERN_CROSS }))).toEqual({
      type: 'redirect',
      to: '/456817/zh-cn/cny',
    });
  });

  it('fills a bare merchant home from the saved language and currency', () => {
    const target = targetOf(
      { pathname: '/518200', search: '?x=1' },
      { kind: 'merchant', access: 'any' },
      { businessNumber: '518200' },
    );
    const decision = decideNavigation(input(target, { merchant: KIWI, saved: { language: 'zh-TW', currency: 'AUD' } }));
    expect(decision).toEqual({ type: 'redirect', to: '/518200/zh-tw/aud?x=1' });
  });

  it('corrects an unsupported language segment with the previous value, without waiting for the merchant', () => {
    const target = page('/456817/fr-fr/aud/search');
    const decision = decideNavigation(input(target, { saved: { language: 'ko-KR', currency: null } }));
    expect(decision).toEqual({ type: 'redirect', to: '/456817/ko-kr/aud/search' });
  });

  it('corrects an unsupported language segment with the merchant default when nothing is saved', () => {
    const target = page('/518200/xx/nzd');
    expect(decideNavigation(input(target))).toEqual({ type: 'load-merchant' });
    expect(decideNavigation(input(target, { merchant: KIWI }))).toEqual({ type: 'redirect', to: '/518200/en-au/nzd' });
  });

  it('corrects an unsupported currency segment', () => {
    const target = page('/456817/en-au/xyz/hotel', { currencySegment: 'xyz' });
    const decision = decideNavigation(input(target, { saved: { language: null, currency: 'USD' } }));
    expect(decision).toEqual({ type: 'redirect', to: '/456817/en-au/usd/hotel' });
  });

  it('corrects a currency the merchant does not offer to its default', () => {
    const target = page('/518200/en-au/krw');
    expect(decideNavigation(input(target))).toEqual({ type: 'load-merchant' });
    expect(decideNavigation(input(target, { merchant: KIWI }))).toEqual({ type: 'redirect', to: '/518200/en-au/nzd' });
  });

  it('canonicalises an upper-case segment', () => {
    const target = page('/456817/zh-CN/cny');
    expect(decideNavigation(input(target, { merchant: SOUTHERN_CROSS }))).toEqual({
      type: 'redirect',
      to: '/456817/zh-cn/cny',
    });
  });

  it('fills a missing currency from the saved value without redirecting', () => {
    const target = page('/518200/en-au/search');
    const decision = decideNavigation(input(target, { merchant: KIWI, saved: { language: null, currency: 'USD' } }));
    expect(decision).toEqual({ type: 'proceed', language: 'en-AU', currency: 'USD' });
  });

  it('sends a login-only route home without a login', () => {
    const target = page('/456817/en-au/aud/cart', { access: 'login' });
    expect(decideNavigation(input(target))).toEqual({ type: 'redirect', to: '/456817/en-au/aud' });
  });

  it('lets a login-only route through with a login', () => {
    const target = page('/456817/en-au/aud/my/order', { access: 'login' });
    const decision = decideNavigation(input(target, { loggedIn: true, merchant: SOUTHERN_CROSS }));
    expect(decision.type).toBe('proceed');
  });

  it('sends a visitor-only route home with a login', () => {
    const target = page('/456817/zh-cn/visitor-order', { access: 'visitor' });
    const decision = decideNavigation(input(target, { loggedIn: true, saved: { language: null, currency: 'CNY' } }));
    expect(decision).toEqual({ type: 'redirect', to: '/456817/zh-cn/cny' });
  });
});

describe('accessAllowed', () => {
  it.each([
    ['any', false, true],
    ['any', true, true],
    ['login', false, false],
    ['login', true, true],
    ['visitor', false, true],
    ['visitor', true, false],
  ] as const)('%s with login=%s → %s', (access, loggedIn, allowed) => {
    expect(accessAllowed(access, loggedIn)).toBe(allowed);
  });
});

describe('chromeOf', () => {
  it('gives the full, fixed header and the footer banner by default', () => {
    expect(chromeOf({})).toEqual({
      header: { lang: true, currency: true, rightMenu: true, fixed: true, home: false },
      footerBanner: true,
    });
  });
  it('reduces the header and drops the banner on checkout routes', () => {
    expect(chromeOf({ reducedHeader: true, footerBanner: false })).toEqual({
      header: { lang: false, currency: false, rightMenu: false, fixed: true, home: false },
      footerBanner: false,
    });
  });
  it('unfixes the header on the hotel search and marks the home', () => {
    expect(chromeOf({ headerNotFixed: true }).header.fixed).toBe(false);
    expect(chromeOf({ home: true }).header.home).toBe(true);
  });
});

describe('chunkFailureAction (guard step 6)', () => {
  it('reloads once, never twice', () => {
    expect(chunkFailureAction(false)).toBe('reload');
    expect(chunkFailureAction(true)).toBe('show-error');
  });
});

describe('targetOf', () => {
  it('reads merchant, language and currency from the route params of a page', () => {
    expect(
      targetOf(
        { pathname: '/518200/en-au/nzd/product/9', search: '?a=1' },
        { kind: 'page', access: 'any' },
        { businessNumber: '518200', language: 'en-au', currency: 'nzd' },
      ),
    ).toEqual({
      kind: 'page',
      access: 'any',
      pathname: '/518200/en-au/nzd/product/9',
      search: '?a=1',
      businessNumber: '518200',
      languageSegment: 'en-au',
      currencySegment: 'nzd',
    });
  });
  it('reads an unknown path by position', () => {
    const target = targetOf({ pathname: '/630900/ko-kr/krw/x/y', search: '' }, undefined, {});
    expect(target).toMatchObject({
      kind: 'unknown',
      businessNumber: '630900',
      languageSegment: 'ko-kr',
      currencySegment: 'krw',
    });
  });
});

describe('unknownStorePath', () => {
  it('sends an unknown merchant to the error page, which names the number', () => {
    expect(unknownStorePath('999999')).toBe('/error?store=999999');
    expect(unknownStorePath('12 & 3')).toBe('/error?store=12+%26+3');
  });
});
