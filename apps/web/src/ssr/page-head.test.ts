import type { ProductDetail } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { merchantFixture } from '../test/fixtures';
import { decimalPrice, pageHead } from './page-head';

const product = {
  code: 'PB84TMW7K',
  type: 1,
  title: 'Sydney Opera House Guided Tour',
  subtitle: 'See it with a guide </script><script>alert(1)</script>',
  image: '/images/cover.jpg',
  categoryId: 1,
  subcategoryId: 101,
  country: { id: 'AU', title: 'Australia' },
  state: { id: 'NSW', title: 'New South Wales' },
  city: { id: 'SYD', title: 'Sydney' },
  tags: [],
  price: 4900,
  originalPrice: 5900,
  currency: 'AUD',
  salesCount: 10,
  createdAt: '2026-01-01T00:00:00Z',
  highlights: [],
  description: '<p>One of the highlights of any visit.</p>',
  included: [],
  howToUse: '',
  cancellationPolicy: '',
  images: ['/images/a.jpg', 'https://cdn.example/b.jpg'],
  hotTopics: [],
  packages: [
    {
      gcode: 'G1',
      title: 'Morning',
      prices: [{ priceType: 1, price: 5200, originalPrice: 5200 }],
      firstAvailableDate: null,
    },
    {
      gcode: 'G2',
      title: 'Evening',
      prices: [{ priceType: 1, price: 4900, originalPrice: 4900 }],
      firstAvailableDate: '2026-12-01',
    },
  ],
} as unknown as ProductDetail;

function ldOf(head: string): Array<Record<string, unknown>> {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

describe('the server-rendered head of a page', () => {
  const merchant = merchantFixture();
  const head = pageHead({
    origin: 'https://tours.example',
    pathname: `/${merchant.configure.number}/en-au/aud/product/PB84TMW7K`,
    language: 'en-AU',
    currency: 'AUD',
    merchant,
    routeTitle: 'Product details',
    homeTitle: 'Home',
    product,
  });

  it('names the product in the title and links every merchant language, plus x-default', () => {
    expect(head).toContain(`<title>Sydney Opera House Guided Tour · ${merchant.common.title}</title>`);
    expect(head).toContain(
      `<link rel="canonical" href="https://tours.example/${merchant.configure.number}/en-au/aud/product/PB84TMW7K">`,
    );
    for (const language of merchant.configure.languages) {
      expect(head).toContain(
        `hreflang="${language}" href="https://tours.example/${merchant.configure.number}/${language.toLowerCase()}/aud/product/PB84TMW7K"`,
      );
    }
    expect(head).toContain('hreflang="x-default"');
    expect(head).toContain('<meta property="og:image" content="https://tours.example/images/a.jpg">');
  });

  it('describes it as a schema.org Product whose Offer is its headline “from” price, in stock', () => {
    const productLd = ldOf(head).find((item) => item['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: 'Sydney Opera House Guided Tour',
      sku: 'PB84TMW7K',
      image: ['https://tours.example/images/a.jpg', 'https://cdn.example/b.jpg'],
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
    });
    expect(ldOf(head).map((item) => item['@type'])).toEqual(['Organization', 'Product', 'BreadcrumbList']);
  });

  it('never lets a text close its element', () => {
    expect(head).not.toContain('<script>alert(1)');
    expect(head).toContain('<meta name="description" content="See it with a guide alert(1)">');
  });

  it('writes prices in major units with the currency’s decimals', () => {
    expect(decimalPrice(12900, 'AUD')).toBe('129.00');
    expect(decimalPrice(150000, 'KRW')).toBe('1500.00');
  });
});
