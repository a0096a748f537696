import type { Merchant } from '../../platform/merchant.js';
import type { CatalogService } from '../catalog/service.js';
import type { HotelService } from '../hotels/service.js';
import type { MerchantService } from '../merchant/service.js';

/** The sitemap protocol's limit of URLs per file; past it the sitemap becomes an index of parts. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Listing pages every shop has (spec §2 route table): home, cruise listing, regional page, hotel search. */
const LISTING_PATHS = ['', 'cruise-ship', 'south-australia', 'hotel'] as const;

/**
 * Storefront pages no search engine should fetch: member pages (cart, orders, account, checkout)
 * under `/{businessNumber}/{language}/{currency}/`, plus the API and the back office.
 */
const DISALLOWED = [
  '/api/',
  '/admin/',
  '/*/cart',
  '/*/my',
  '/*/visitor-order',
  '/*/orderdetails/',
  '/*/orderform/',
  '/*/orderpay/',
  '/*/supmentpay/',
  '/*/successful/',
];

export type Sitemap = { kind: 'urlset' | 'index'; xml: string };

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] as string);

/**
 * Sitemaps and robots.txt (issue 16, "Search engines and link previews"): every public page of a
 * merchant in each of its languages, at its default currency, on its public origin.
 */
export function createSeoService({
  merchants,
  catalog,
  hotels,
  publicUrl,
  urlLimit = SITEMAP_URL_LIMIT,
}: {
  merchants: Pick<MerchantService, 'findMerchant' | 'listMerchants' | 'merchantOfHost' | 'ownOrigin'>;
  catalog: Pick<CatalogService, 'listPublicProductCodes'>;
  hotels: Pick<HotelService, 'listPublicHotelIds'>;
  /** PUBLIC_URL; unset, links use the origin the request came to. */
  publicUrl: string | undefined;
  /** URLs per file (lowered by tests). */
  urlLimit?: number;
}) {
  /** The merchant's own domain, else PUBLIC_URL, else the request's origin; never ends in `/`. */
  function originOf(merchant: Merchant, requestOrigin: string): string {
    return (merchants.ownOrigin(merchant) ?? publicUrl ?? requestOrigin).replace(/\/+$/, '');
  }

  /** Paths after `/{businessNumber}/{language}/{currency}/` of every public page, two narrow reads. */
  async function pagePaths(merchant: Merchant): Promise<string[]> {
    const [codes, hotelIds] = await Promise.all([
      catalog.listPublicProductCodes(merchant),
      hotels.listPublicHotelIds(merchant),
    ]);
    return [
      ...LISTING_PATHS,
      ...codes.map((code) => `product/${encodeURIComponent(code)}`),
      ...hotelIds.map((id) => `hoteldetail/${id}`),
    ];
  }

  /**
   * The sitemap of a merchant (`part` undefined) or one numbered part of its index (1-based);
   * undefined for an unknown merchant or a part that does not exist. A page is listed once per
   * language, each entry naming the others as `hreflang` alternates.
   */
  async function sitemap(number: string, requestOrigin: string, part?: number): Promise<Sitemap | undefined> {
    const merchant = await merchants.findMerchant(number);
    if (!merchant) return undefined;
    const origin = originOf(merchant, requestOrigin);
    const languages = merchant.languages.length > 0 ? merchant.languages : [merchant.defaultLanguage];
    const pages = await pagePaths(merchant);
    const pagesPerFile = Math.max(1, Math.floor(urlLimit / languages.length));
    const parts = Math.ceil(pages.length / pagesPerFile);
    if (part === undefined && parts > 1) return { kind: 'index', xml: indexXml(origin, merchant.number, parts) };
    if (part !== undefined && (parts <= 1 || part < 1 || part > parts)) return undefined;
    const start = ((part ?? 1) - 1) * pagesPerFile;
    const base = (language: string) =>
      `${origin}/${[merchant.number, language.toLowerCase(), merchant.defaultCurrency.toLowerCase()].map(encodeURIComponent).join('/')}`;
    const lines: string[] = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ];
    for (const path of pages.slice(start, start + pagesPerFile)) {
      const urlOf = (language: string) => (path ? `${base(language)}/${path}` : base(language));
      const alternates = languages.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${xml(language)}" href="${xml(urlOf(language))}"/>`,
      );
      for (const language of languages) {
        lines.push(`<url><loc>${xml(urlOf(language))}</loc>${alternates.join('')}</url>`);
      }
    }
    lines.push('</urlset>');
    return { kind: 'urlset', xml: lines.join('\n') };
  }

  function indexXml(origin: string, number: string, parts: number): string {
    const entries = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${xml(`${origin}/${number}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</sitemapindex>',
    ].join('\n');
  }

  /** robots.txt: on a merchant's own domain only its sitemap, elsewhere every merchant's on this host. */
  async function robots(hostname: string, requestOrigin: string): Promise<string> {
    const owner = await merchants.merchantOfHost(hostname, undefined);
    const numbers = owner ? [owner] : await merchants.listMerchants();
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      ...numbers.map((number) => `Sitemap: ${requestOrigin}/${number}/sitemap.xml`),
      '',
    ].join('\n');
  }

  return { sitemap, robots };
}

export type SeoService = ReturnType<typeof createSeoService>;
