import type { ProductCard as ProductCardData } from '@storefront/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTestLanguage, renderInShell } from '../test/render';
import { ProductCard } from './product-card';

const CARD: ProductCardData = {
  code: 'PB84TMW7K',
  type: 'ticket',
  title: '悉尼歌剧院导览游：跟随专业讲解员深度了解悉尼歌剧院背后的故事与建筑设计',
  subtitle: '',
  image: '/images/catalog/ticket-alpine.svg',
  categoryId: 1,
  subcategoryId: 109,
  country: { id: 'au', title: 'Australia' },
  state: { id: 'au-nsw', title: 'New South Wales' },
  city: { id: 'au-nsw-sydney', title: 'Sydney' },
  tags: [
    { id: 1, title: 'Instant Confirmation' },
    { id: 9, title: 'Tour in Mandarin' },
    { id: 6, title: 'E-Voucher' },
  ],
  price: 7650,
  originalPrice: 8900,
  currency: 'AUD',
  salesCount: 4800,
  createdAt: '2020-01-01T00:00:00.000Z',
};

beforeAll(() => loadTestLanguage());
afterEach(cleanup);

describe('ProductCard', () => {
  it('links to the product with a width-truncated title, the full title kept for hover', () => {
    renderInShell(<ProductCard product={CARD} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/456817/en-au/aud/product/PB84TMW7K');
    expect(link.textContent).toMatch(/…$/);
    expect(link.textContent!.length).toBeLessThan(CARD.title.length);
    expect(screen.getByRole('heading').getAttribute('title')).toBe(CARD.title);
  });

  it('shows the "from" price, the struck original and the discount', () => {
    renderInShell(<ProductCard product={CARD} />);
    expect(screen.getByTestId('price').textContent).toBe('A$76.50');
    expect(screen.getByText('A$89')).toBeTruthy();
    expect(screen.getByText('14% off')).toBeTruthy();
  });

  it('loads a named image size lazily, AVIF or WebP at 1× and 2×, in a fixed box', () => {
    renderInShell(<ProductCard product={CARD} />);
    const image = document.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/images/catalog/ticket-alpine.svg?w=260&h=195&fm=webp');
    expect(image.getAttribute('srcset')).toContain('w=520&h=390&fm=webp 520w');
    expect(document.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      'w=520&h=390&fm=avif 520w',
    );
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('260');
    expect(image.closest('picture')!.parentElement!.className).toContain('aspect-[4/3]');
  });

  it('shows at most two tags', () => {
    renderInShell(<ProductCard product={CARD} />);
    expect(screen.getByRole('list', { name: 'Tags' }).children).toHaveLength(2);
  });
});
