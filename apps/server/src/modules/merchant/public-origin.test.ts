import { describe, expect, it } from 'vitest';
import { createPublicOrigin } from './public-origin.js';

describe('a merchant’s public origin', () => {
  const links = createPublicOrigin({ publicUrl: 'https://shops.example.com/', port: 3000 });

  it('is PUBLIC_URL for a merchant without a domain of its own', () => {
    expect(links.publicOrigin({ number: '456817', domains: [] })).toBe('https://shops.example.com');
    expect(links.publicOrigin({ number: '456817' })).toBe('https://shops.example.com');
  });

  it('is https on the first of its own domains, for pages, mail links and the logo alike', () => {
    const merchant = {
      number: '518200',
      logo: '/images/merchants/518200/logo-ab.webp',
      domains: ['shop.kiwitrails.example', 'kiwitrails.example'],
    };
    expect(links.publicOrigin(merchant)).toBe('https://shop.kiwitrails.example');
    expect(links.storefrontUrl(merchant, { language: 'en-AU', currency: 'NZD' }, 'orderdetails/ABC')).toBe(
      'https://shop.kiwitrails.example/518200/en-au/nzd/orderdetails/ABC',
    );
    expect(links.logoUrl(merchant)).toBe('https://shop.kiwitrails.example/images/merchants/518200/logo-ab.webp');
  });
});
