import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { serverT, useTranslation } from './use-translation';

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

describe("the browser's useTranslation", () => {
  function Title() {
    const { t: translate, i18n } = useTranslation();
    const t = translate as unknown as (key: string, options?: object) => string;
    return (
      <p>
        {t('cart.title')} {i18n.language} {t('cart.count', { count: 3 })}
      </p>
    );
  }

  const show = (i18n: Awaited<ReturnType<typeof instance>>) =>
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Title />
        </Suspense>
      </I18nextProvider>,
    );

  it('translates, and renders again in the new language when it changes', async () => {
    const i18n = await instance();
    show(i18n);
    expect(screen.getByText('Cart en-AU 3 items')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('购物车 zh-CN 3 件')).toBeTruthy();
  });

  it('renders again with texts added after the first render', async () => {
    const i18n = await instance();
    show(i18n);
    act(() => void i18n.addResourceBundle('en-AU', 'translation', { cart: { title: 'Basket' } }, true, true));
    expect(screen.getByText('Basket en-AU 3 items')).toBeTruthy();
  });

  it('waits (Suspense) until the instance is initialised', async () => {
    const i18n = i18next.createInstance();
    show(i18n);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() =>
      i18n.init({
        lng: 'en-AU',
        fallbackLng: false,
        resources: { 'en-AU': { translation: { cart: { title: 'Cart', count: '{{count}} items' } } } },
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      }),
    );
    expect(await screen.findByText('Cart en-AU 3 items')).toBeTruthy();
  });
});
