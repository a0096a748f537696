import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './picture';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('Picture', () => {
  it('offers AVIF before WebP, sets width and height, and loads lazily by default', () => {
    const { container } = render(<Picture src="/images/p/1.jpg" size="common" alt="" />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      '/images/p/1.jpg?w=260&h=195&fm=avif 260w, /images/p/1.jpg?w=520&h=390&fm=avif 520w',
    );
    expect(source?.getAttribute('sizes')).toBe('260px');
    const img = container.querySelector('picture > img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/images/p/1.jpg?w=260&h=195&fm=webp');
    expect(img.getAttribute('srcset')).toContain('fm=webp 520w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['260', '195']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('loads the priority image at once with high priority and preloads its AVIF from the head', () => {
    const sizes = '(min-width: 1024px) 34rem, calc(100vw - 2rem)';
    const { container } = render(<Picture src="/images/b/1.svg" size="banner" sizes={sizes} alt="" priority />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('sizes')).toBe(sizes);
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    expect(preload?.getAttribute('type')).toBe('image/avif');
    expect(preload?.getAttribute('imagesrcset')).toContain('fm=avif 1200w');
    expect(preload?.getAttribute('imagesizes')).toBe(sizes);
  });

  it('renders images it does not resize as a plain img', () => {
    const { container } = render(<Picture src="https://cdn.example.com/a.png" size="common" alt="A" eager />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(img.getAttribute('loading')).toBe('eager');
  });
});
