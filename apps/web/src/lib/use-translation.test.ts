import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverT } from './use-translation';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-AU',
    fallbackLng: false,
    resources: {
      'en-AU': { translation: { cart: { title: 'Cart', count: '{{count}} items' } } },
      'zh-CN': { translation: { cart: { title: '购物车', count: '{{count}} 件' } } },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n;
}

describe("the server render's t", () => {
  it('answers a text by its key alone as i18next does, in the language current at each call', async () => {
    const i18n = await instance();
    const t = serverT(i18n as never) as unknown as (key: string, options?: object) => string;
    expect(t('cart.title')).toBe('Cart');
    await i18n.changeLanguage('zh-CN');
    expect(t('cart.title')).toBe('购物车');
    await i18n.changeLanguage('en-AU');
    expect(t('cart.title')).toBe('Cart');
  });

  it('works out texts with values on every call', async () => {
    const i18n = await instance();
    const t = serverT(i18n as never) as unknown as (key: string, options?: object) => string;
    expect(t('cart.count', { count: 2 })).toBe('2 items');
    expect(t('cart.count', { count: 5 })).toBe('5 items');
  });

  it('forgets what it kept when texts are added', async () => {
    const i18n = await instance();
    const t = serverT(i18n as never) as unknown as (key: string) => string;
    expect(t('cart.title')).toBe('Cart');
    i18n.addResourceBundle('en-AU', 'translation', { cart: { title: 'Basket' } }, true, true);
    expect(t('cart.title')).toBe('Basket');
  });
});
