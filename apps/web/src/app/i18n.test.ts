import type { Translations } from '@storefront/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ensureLanguage, i18n, primeLanguage, setTranslationSource } from './i18n';

describe('primeLanguage (a server-rendered page)', () => {
  it('takes the texts the server rendered with and asks the server for none', async () => {
    const fetchTexts = vi.fn(async () => ({ home: { welcome: 'from the server, later' } }) as unknown as Translations);
    setTranslationSource(fetchTexts);
    await primeLanguage('ko-KR', { home: { welcome: '서버가 렌더링한 환영' } });
    expect(i18n.language).toBe('ko-KR');
    expect(document.documentElement.lang).toBe('ko-KR');
    expect(i18n.t('home.welcome' as never)).toBe('서버가 렌더링한 환영');
    // A later guard run for the same language finds it loaded: no second request, same texts.
    await ensureLanguage('ko-KR');
    expect(fetchTexts).not.toHaveBeenCalled();
    expect(i18n.t('home.welcome' as never)).toBe('서버가 렌더링한 환영');
  });

  it('loads the language as usual when the page carries no texts', async () => {
    const fetchTexts = vi.fn(async () => ({}) as Translations);
    setTranslationSource(fetchTexts);
    await primeLanguage('zh-TW', {});
    expect(fetchTexts).toHaveBeenCalledWith('zh-TW');
    expect(i18n.language).toBe('zh-TW');
  });
});
