import { describe, expect, it } from 'vitest';
import { imageSources, imageSrcSet, imageUrl } from './image-url';

describe('imageUrl', () => {
  it('adds the named size and webp to our own images', () => {
    expect(imageUrl('/images/p/1.jpg', 'common')).toBe('/images/p/1.jpg?w=260&h=195&fm=webp');
    expect(imageUrl('/images/p/1.jpg', 'small')).toBe('/images/p/1.jpg?w=84&h=84&fm=webp');
    expect(imageUrl('/images/p/1.jpg', 'avatar')).toBe('/images/p/1.jpg?w=84&h=84&fm=webp');
    expect(imageUrl('/images/p/1.jpg', 'detail')).toBe('/images/p/1.jpg?w=750&h=560&fm=webp');
    expect(imageUrl('/images/p/1.jpg', 'banner')).toBe('/images/p/1.jpg?w=600&h=352&fm=webp');
  });

  it('leaves out a 0 dimension (logo is height 84 only)', () => {
    expect(imageUrl('/images/logo.png', 'logo')).toBe('/images/logo.png?h=84&fm=webp');
  });

  it('keeps existing query parameters and the hash, replacing an earlier size', () => {
    expect(imageUrl('/images/a.png?v=3', 'small')).toBe('/images/a.png?v=3&w=84&h=84&fm=webp');
    expect(imageUrl('/images/a.png?w=10#x', 'small')).toBe('/images/a.png?w=84&h=84&fm=webp#x');
  });

  it('writes a plain path as the URL object would, and odd paths through it', () => {
    expect(imageUrl('/images/catalog/ticket-alpine.svg', 'detail')).toBe(
      '/images/catalog/ticket-alpine.svg?w=750&h=560&fm=webp',
    );
    expect(imageUrl('/images/a b/ü.png', 'small')).toBe('/images/a%20b/%C3%BC.png?w=84&h=84&fm=webp');
    expect(imageUrl('/images/x/../y.png', 'small')).toBe('/images/y.png?w=84&h=84&fm=webp');
    expect(imageUrl('/images/x/./y.png', 'small')).toBe('/images/x/y.png?w=84&h=84&fm=webp');
  });

  it('handles absolute URLs on our own origin', () => {
    const own = `${window.location.origin}/images/a.png`;
    expect(imageUrl(own, 'small')).toBe(`${own}?w=84&h=84&fm=webp`);
  });

  it('leaves data:, blob:, external and non-image URLs untouched', () => {
    for (const src of [
      'data:image/png;base64,AAAA',
      'blob:http://localhost/123',
      'https://cdn.example.com/images/a.png',
      '//cdn.example.com/images/a.png',
      '/assets/logo.svg',
      'images/relative.png',
      '',
    ]) {
      expect(imageUrl(src, 'common'), src).toBe(src);
    }
  });
});

describe('imageSrcSet', () => {
  it('offers the named size at 1x and 2x', () => {
    expect(imageSrcSet('/images/p/1.jpg', 'common')).toBe(
      '/images/p/1.jpg?w=260&h=195&fm=webp 1x, /images/p/1.jpg?w=520&h=390&fm=webp 2x',
    );
    expect(imageSrcSet('/images/logo.png', 'logo')).toBe(
      '/images/logo.png?h=84&fm=webp 1x, /images/logo.png?h=168&fm=webp 2x',
    );
  });

  it('is undefined for images the server does not resize', () => {
    expect(imageSrcSet('https://cdn.example.com/images/a.png', 'common')).toBeUndefined();
    expect(imageSrcSet('', 'common')).toBeUndefined();
  });
});

describe('imageSources', () => {
  it('offers AVIF and WebP at 1× and 2× with width descriptors, and the 1× WebP as src', () => {
    expect(imageSources('/images/p/1.jpg', 'banner')).toEqual({
      src: '/images/p/1.jpg?w=600&h=352&fm=webp',
      srcSet: {
        avif: '/images/p/1.jpg?w=600&h=352&fm=avif 600w, /images/p/1.jpg?w=1200&h=704&fm=avif 1200w',
        webp: '/images/p/1.jpg?w=600&h=352&fm=webp 600w, /images/p/1.jpg?w=1200&h=704&fm=webp 1200w',
      },
      width: 600,
      height: 352,
    });
  });

  it('has nothing for images it does not resize, nor for the width-less logo size', () => {
    expect(imageSources('https://cdn.example.com/images/a.png', 'common')).toBeUndefined();
    expect(imageSources('data:image/png;base64,AAAA', 'common')).toBeUndefined();
    expect(imageSources('/images/logo.png', 'logo')).toBeUndefined();
  });
});
