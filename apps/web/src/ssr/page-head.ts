import { currencyInfo, parseCurrencyCode, type HotelDetail, type ProductDetail } from '@storefront/contracts';
import type { BreadcrumbList, Hotel, Offer, Organization, Product, WithContext } from 'schema-dts';
import type { MerchantData } from '../app/merchant-cache';
import { preloadAttributes, type ImagePreload } from '../lib/image-preload';

/**
 * The server-rendered `<head>` of a public page (issue 16, "Search engines and link previews"):
 * title and description in the page's language, canonical URL, one `hreflang` alternate per
 * merchant language plus `x-default`, Open Graph and Twitter card tags, and JSON-LD typed with
 * schema-dts (Organization always; Product with an Offer, Hotel with an offer, BreadcrumbList),
 * and the preload hint of the page's LCP image.
 */
export type PageHeadInput = {
  /** The canonical origin: the merchant's own domain, else PUBLIC_URL, else the request's. */
  origin: string;
  /** The request path, `/{businessNumber}/{language}/{currency}/…`. */
  pathname: string;
  language: string;
  currency: string;
  merchant: MerchantData;
  /** The translated route title (e.g. "Search"); '' on a merchant's home. */
  routeTitle: string;
  homeTitle: string;
  product?: ProductDetail;
  hotel?: HotelDetail;
  /** The LCP image hints the render asked for (lib/image-preload.ts). */
  imagePreloads?: ImagePreload[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON text made safe inside `<script>`: `<` escaped so no text closes the element. */
export const scriptJsonText = (json: string) => json.replace(/</g, '\\u003c');

/** A value as JSON inside `<script>` (see `scriptJsonText`). */
export const scriptJson = (value: unknown) => scriptJsonText(JSON.stringify(value));

const plain = (text: string, max = 160) => {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** Minor units → the decimal string schema.org prices use (`12900` AUD → `129.00`). */
export function decimalPrice(minorUnits: number, currency: string): string {
  const code = parseCurrencyCode(currency);
  const digits = code ? currencyInfo(code).minorDigits : 2;
  return (minorUnits / 10 ** digits).toFixed(digits);
}

function absolute(origin: string, path: string): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The same path in another language (its second segment). */
const withLanguage = (pathname: string, language: string) => {
  const parts = pathname.split('/');
  if (parts.length > 2) parts[2] = language.toLowerCase();
  return parts.join('/');
};

export function pageHead(input: PageHeadInput): string {
  const { origin, pathname, merchant, product, hotel } = input;
  const { configure, common } = merchant;
  const siteName = common.title;
  const home = `${origin}${pathname.split('/').slice(0, 4).join('/')}`;
  const canonical = `${origin}${pathname}`;
  const subject = product?.title ?? hotel?.name ?? input.routeTitle;
  const title = [subject, siteName].filter(Boolean).join(' · ');
  const description = plain(
    product ? product.subtitle || product.description : hotel ? hotel.description : common.footerText || siteName,
  );
  const image = absolute(origin, product?.images[0] ?? product?.image ?? hotel?.images[0] ?? common.logo);
  const languages = configure.languages.length > 0 ? configure.languages : [configure.language];

  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    ...(input.imagePreloads ?? []).map(
      (hint) =>
        `<link ${preloadAttributes(hint)
          .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
          .join(' ')}>`,
    ),
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(`${origin}${withLanguage(pathname, language)}`)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${withLanguage(pathname, configure.language)}`)}">`,
    `<meta property="og:type" content="${product ? 'product' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${escapeHtml(input.language.replace('-', '_'))}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ];
  if (image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(image)}">`);
  }
  if (common.favicon) tags.push(`<link rel="icon" href="${escapeHtml(common.favicon)}">`);

  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: home,
    ...(common.logo ? { logo: absolute(origin, common.logo) } : {}),
    ...(common.contact?.email ? { email: common.contact.email } : {}),
    ...(common.contact?.phone ? { telephone: common.contact.phone } : {}),
  };
  const graph: object[] = [organization];

  const crumbs: Array<{ name: string; url: string }> = [{ name: input.homeTitle, url: home }];
  if (product) {
    if (product.city.title)
      crumbs.push({ name: product.city.title, url: `${home}/search?location=${encodeURIComponent(product.city.id)}` });
    crumbs.push({ name: product.title, url: canonical });
    const available = product.packages.some((p) => p.firstAvailableDate !== null);
    const productLd: WithContext<Product> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: plain(product.description || product.subtitle, 5000),
      sku: product.code,
      image:
        product.images.length > 0
          ? product.images.map((src) => absolute(origin, src))
          : absolute(origin, product.image),
      brand: { '@type': 'Brand', name: siteName },
      offers: {
        '@type': 'Offer',
        url: canonical,
        // The page's headline "from" price (adult, else unit), not a child's or senior's.
        price: decimalPrice(product.price, product.currency || input.currency),
        priceCurrency: product.currency || input.currency,
        availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        seller: { '@type': 'Organization', name: siteName },
      },
    };
    graph.push(productLd);
  } else if (hotel) {
    if (hotel.city.title) crumbs.push({ name: hotel.city.title, url: `${home}/hotel` });
    crumbs.push({ name: hotel.name, url: canonical });
    const hotelLd: WithContext<Hotel> = {
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: hotel.name,
      description: plain(hotel.description, 5000),
      image: hotel.images.map((src) => absolute(origin, src)),
      url: canonical,
      address: {
        '@type': 'PostalAddress',
        streetAddress: hotel.address,
        addressLocality: hotel.city.title,
        addressRegion: hotel.state.title,
        addressCountry: hotel.country.title,
      },
      geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude },
      ...(hotel.stars > 0 ? { starRating: { '@type': 'Rating', ratingValue: hotel.stars } } : {}),
      checkinTime: hotel.checkInTime,
      checkoutTime: hotel.checkOutTime,
      amenityFeature: hotel.facilities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
      makesOffer: hotel.roomTypes.map((room): Offer => ({
        '@type': 'Offer',
        name: room.name,
        url: canonical,
        priceCurrency: hotel.currency || input.currency,
        availability: 'https://schema.org/InStock',
        description: room.beds,
      })),
    };
    graph.push(hotelLd);
  } else if (input.routeTitle) {
    crumbs.push({ name: input.routeTitle, url: canonical });
  }
  if (crumbs.length > 1) {
    const breadcrumbs: WithContext<BreadcrumbList> = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    };
    graph.push(breadcrumbs);
  }
  for (const item of graph) tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return tags.join('\n    ');
}
