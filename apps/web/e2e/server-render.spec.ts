import { describe, expect, it } from 'vitest';
import { BASE_URL } from './browser';

/**
 * Pages as a search engine or a link preview reads them: plain HTTP, no JavaScript (issue 16,
 * "Done when"). The running server renders the public pages by default (SERVER_RENDER=0 is the
 * only way off), so this suite fails if a build ships without its server bundle.
 */
const MERCHANT = '456817';
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-AU', 'ko-KR'];
const headers = { businessNumber: MERCHANT, language: 'en-AU', currency: 'AUD' };

async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, { headers });
  return ((await response.json()) as { data: T }).data;
}

async function pageOf(path: string): Promise<string> {
  const response = await fetch(`${BASE_URL}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** Australian cents as the storefront writes them: whole dollars bare, else with the cents. */
const shownAud = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('public pages without JavaScript', () => {
  it('a product page: its title, price, JSON-LD Product with an Offer, hreflang, and the sitemap lists it', async () => {
    const code = 'PB84TMW7K';
    const detail = await apiData<{ title: string; price: number; categoryId: number }>(
      `/v1/tripproduct/detail/${code}`,
    );
    const html = await pageOf(`/${MERCHANT}/en-au/aud/product/${code}`);
    expect(html).toContain(`<title>${detail.title} · `);
    expect(bodyOf(html)).toContain(detail.title);
    // The breadcrumb names its category in the HTML (no re-render when the browser would fetch it).
    const categories =
      await apiData<{ lang: string; categoryCollection: { id: number; title: string }[] }[]>(
        '/v1/tripproduct/categorys',
      );
    const group = categories
      .find((entry) => entry.lang === 'en-AU')
      ?.categoryCollection.find((item) => item.id === detail.categoryId);
    expect(group).toBeDefined();
    const breadcrumb = bodyOf(html).split('data-testid="product-page"')[1]?.split('</nav>')[0];
    expect(breadcrumb).toContain(`>${group?.title}</a>`);
    expect(bodyOf(html)).toContain(`A$${shownAud(detail.price)}`);
    const product = jsonLd(html).find((item) => item['@type'] === 'Product');
    expect(product?.offers).toMatchObject({
      '@type': 'Offer',
      price: (detail.price / 100).toFixed(2),
      priceCurrency: 'AUD',
    });
    expect(hreflangs(html).sort()).toEqual([...LANGUAGES, 'x-default'].sort());
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/${MERCHANT}/en-au/aud/product/${code}">`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+">/);
    // The header names the shop in the HTML (its logo), as after hydration.
    expect(bodyOf(html)).toMatch(/<img[^>]*data-testid="merchant-logo"/);

    const sitemap = await (await fetch(`${BASE_URL}/${MERCHANT}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/${MERCHANT}/en-au/cny/product/${code}</loc>`);
  });

  it('a hotel page: its name, description and JSON-LD Hotel; the stay part waits for the browser', async () => {
    const hotel = await apiData<{ id: number; name: string }>('/v1/hotelproduct/detail/1');
    const html = await pageOf(`/${MERCHANT}/en-au/aud/hoteldetail/${hotel.id}`);
    expect(html).toContain(`<title>${hotel.name.replace(/&/g, '&amp;')} · `);
    expect(bodyOf(html)).toContain('data-testid="hotel-about"');
    expect(jsonLd(html).find((item) => item['@type'] === 'Hotel')).toMatchObject({ name: hotel.name });
    expect(hreflangs(html)).toContain('x-default');
    // Dates follow the visitor's own calendar: none is rendered on the server.
    expect(bodyOf(html)).not.toContain('data-testid="stay-field"');
  });

  it('the home: the first banner is in the HTML with its preload, the categories are listed (no client fetch for them)', async () => {
    const banners = await apiData<{ image: string; title: string }[]>('/v1/marketing/business/banner');
    expect(banners.length).toBeGreaterThan(0);
    const html = await pageOf(`/${MERCHANT}/en-au/aud`);
    // The page's head preloads the LCP image: it is asked for as the HTML is read, before any
    // script runs (lib/image-preload.ts).
    const first = banners[0]!;
    expect(headOf(html)).toMatch(
      new RegExp(`<link rel="preload" as="image" href="[^"]+" type="image/avif" imagesrcset="${first.image}\\?`),
    );
    expect(headOf(html)).toMatch(/<link rel="preload" as="image" [^>]*fetchpriority="high">/);
    expect(bodyOf(html)).toContain(first.title);
    expect(bodyOf(html)).toContain('data-testid="banner-carousel"');
    expect(bodyOf(html)).toContain('data-testid="category-group"');
    // The stylesheet is in the page: the first paint waits for no second request.
    expect(html).toMatch(/<style data-href="\/assets\/[\w-]+\.css">/);
    // Its link stays only disabled (never fetched), for Vite's loader of lazy chunks.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\sdisabled)[^>]*>/);
  });

  it('the home in Chinese lists its hot topics and cities as links to their search, and hands the browser only those', async () => {
    const html = await pageOf(`/${MERCHANT}/zh-cn/aud`);
    const section = bodyOf(html).split('id="home-hot-cities"')[1]?.split('</section>')[0] ?? '';
    // Spec §3: four hot cities in Chinese (Sydney, Brisbane, Cairns, Gold Coast), where the merchant sells.
    const links = [...section.matchAll(/href="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!.replace(/&amp;/g, '&')));
    expect(links).toHaveLength(4);
    expect(links[0]).toMatch(new RegExp(`^/${MERCHANT}/zh-cn/aud/search\\?.*location=au-nsw-sydney`));
    expect(section).toContain('悉尼');
    const topics = bodyOf(html).split('id="home-topics"')[1]?.split('</section>')[0] ?? '';
    expect(topics.match(/href="[^"]*hotTopic=\d+"/g)).toHaveLength(24);
    const state = /<script type="application\/json" id="sf-ssr">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toContain('"hot-cities"');
    expect(state).toContain('"hot-topics"');
    // Neither source goes into the page: the merchant's places (~61 KB) nor the global data (~35 KB).
    expect(state).not.toContain('counttryCollection');
    expect(state).not.toContain('"nationalities"');
  });

  it('the search: the first page of results is in the HTML, the first card image preloaded', async () => {
    const html = await pageOf(`/${MERCHANT}/en-au/aud/search`);
    const cards = bodyOf(html).match(/data-testid="product-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(bodyOf(html)).toMatch(/data-testid="result-count"[^>]*>\d+ /);
    expect(headOf(html)).toMatch(
      /<link rel="preload" as="image" href="[^"]+" type="image\/avif" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/,
    );
  });

  it('the hotel search stays in the browser (its results follow the visitor’s date)', async () => {
    const html = await pageOf(`/${MERCHANT}/en-au/aud/hotel`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
  });
});
