import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/app-store';
import { pageNavigation } from '../../app/page-navigation';
import { localeSwitchTarget, switchLocale } from './switch-locale';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

afterEach(() => vi.restoreAllMocks());

describe('localeSwitchTarget', () => {
  it('replaces the language segment and keeps the rest', () => {
    expect(
      localeSwitchTarget(
        at('/456817/en-au/aud/product/9', '?d=1', '#top'),
        { language: 'en-au', currency: 'aud' },
        { language: 'ko-KR' },
      ),
    ).toBe('/456817/ko-kr/aud/product/9?d=1#top');
  });
  it('replaces the currency segment', () => {
    expect(
      localeSwitchTarget(at('/456817/en-au/aud/hotel'), { language: 'en-au', currency: 'aud' }, { currency: 'NZD' }),
    ).toBe('/456817/en-au/nzd/hotel');
  });
  it('replaces the language where the path has no currency', () => {
    expect(localeSwitchTarget(at('/456817/en-au/search'), { language: 'en-au' }, { language: 'zh-CN' })).toBe(
      '/456817/zh-cn/search',
    );
  });
  it('answers null (just reload) where the path has no currency segment', () => {
    expect(localeSwitchTarget(at('/456817/en-au/search'), { language: 'en-au' }, { currency: 'NZD' })).toBeNull();
  });
  it('answers null where the path has no language segment', () => {
    expect(localeSwitchTarget(at('/error'), {}, { language: 'zh-TW' })).toBeNull();
  });
});

describe('switchLocale', () => {
  it('saves the choice and goes to the new URL', () => {
    window.history.replaceState(null, '', '/456817/en-au/aud/search');
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    switchLocale({ language: 'en-au', currency: 'aud' }, { currency: 'USD' });
    expect(useAppStore.getState().currency).toBe('USD');
    expect(assign).toHaveBeenCalledWith('/456817/en-au/usd/search');
  });
  it('saves the choice and reloads where there is no segment', () => {
    window.history.replaceState(null, '', '/456817/en-au/search');
    const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    switchLocale({ language: 'en-au' }, { currency: 'SGD' });
    expect(useAppStore.getState().currency).toBe('SGD');
    expect(reload).toHaveBeenCalledOnce();
  });
});
