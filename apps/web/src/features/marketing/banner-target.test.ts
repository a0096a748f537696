import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('keeps storefront paths with their query', () => {
    expect(bannerTarget('/product/PTCUGZYVR')).toEqual({ kind: 'internal', path: '/product/PTCUGZYVR' });
    expect(bannerTarget('/search?keyword=浮潜')).toEqual({ kind: 'internal', path: '/search?keyword=浮潜' });
  });

  it('opens absolute http(s) URLs as they are', () => {
    expect(bannerTarget('https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' });
  });

  it('refuses anything else', () => {
    for (const link of ['', '//evil.example', 'javascript:alert(1)', 'product/P1', 'mailto:a@b.c']) {
      expect(bannerTarget(link), link).toBeNull();
    }
  });
});
