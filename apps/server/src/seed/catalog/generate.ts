import {
  CURRENCY_CODES,
  PRODUCT_TYPES,
  SITE_LANGUAGES,
  type CurrencyCode,
  type PackagePrice,
  type PriceType,
  type ProductType,
  type SiteLanguage,
} from '@storefront/contracts';
import { findPlace, type Localized } from '@storefront/reference-data';
import type { ExchangeRate } from '../../modules/catalog/pricing.js';
import type { CalendarPatternDay, PackageDraft, ProductDraft, ProductTexts } from '../../modules/catalog/service.js';
import type { HotSearchTerm } from '../../modules/search-history/service.js';
import {
  CANCELLATION_POLICIES,
  DESCRIPTIONS,
  FIXED_LISTINGS,
  HOW_TO_USE,
  INCLUDED,
  KIND_TOPICS,
  POIS,
  TEMPLATES,
  TICKET_SUBCATEGORY,
  l,
  nightsPhrase,
  type PackageVariant,
  type PriceKind,
} from './content.js';
import { SCENE_COUNT, bannerImageKey, productImageKey } from './images.js';
import { createPrng, seedOf, uniqueCode, type Prng } from './prng.js';

/** One listing the catalog could hold: a template applied to a place or attraction. */
type Candidate = {
  type: ProductType;
  subcategory: number;
  cityId: string;
  title: Localized;
  subtitle: Localized;
  highlights: readonly Localized[];
  /** What the description is about: the attraction for tickets, else the listing itself. */
  subject: Localized;
  price: readonly [number, number];
  priceKind: PriceKind;
  packages: readonly PackageVariant[];
  topics: readonly number[];
  tags: readonly number[];
  nights?: number;
};

/** Prices of the templates are in Australian dollars; other currencies scale by this. */
const CURRENCY_SCALE: Partial<Record<CurrencyCode, number>> = { AUD: 1, NZD: 1.08, USD: 0.66 };
/** What each country's products are priced in (Fiji in US dollars; the Pacific franc is not a site currency). */
const COUNTRY_CURRENCY: Record<string, CurrencyCode> = { au: 'AUD', nz: 'NZD', fj: 'USD', nc: 'AUD' };

/** Units of each currency per Australian dollar, mid-market, early 2026. */
const PER_AUD: Record<CurrencyCode, number> = {
  AUD: 1,
  CNY: 4.71,
  NZD: 1.11,
  SGD: 0.86,
  USD: 0.66,
  TWD: 21.4,
  KRW: 925,
  MYR: 2.92,
  IDR: 10_650,
};

/** Listings that make the demo recognisable; kept in every catalog that sells in their country. */
const SIGNATURE_TITLES = ['Sydney Opera House Admission Ticket', 'Sydney Opera House Guided Tour'];

/** Extra wording that keeps titles apart when a large catalog reuses a listing. */
const EDITIONS: readonly Localized[] = [
  l(' – Summer Edition', '（夏季版）', '（夏季版）', ' - 여름 에디션'),
  l(' – Winter Edition', '（冬季版）', '（冬季版）', ' - 겨울 에디션'),
  l(' – Express', '（精简版）', '（精簡版）', ' - 익스프레스'),
  l(' – Deluxe', '（豪华版）', '（豪華版）', ' - 디럭스'),
  l(' – Classic', '（经典版）', '（經典版）', ' - 클래식'),
  l(' – Small Group', '（小团版）', '（小團版）', ' - 소그룹'),
];

const fill = (text: Localized, vars: Record<string, Localized>): Localized =>
  Object.fromEntries(
    SITE_LANGUAGES.map((lang) => [
      lang,
      text[lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name]?.[lang] ?? `{${name}}`),
    ]),
  ) as Localized;

const append = (text: Localized, suffix: Localized): Localized =>
  Object.fromEntries(SITE_LANGUAGES.map((lang) => [lang, text[lang] + suffix[lang]])) as Localized;

function placeTitle(id: string): Localized {
  const place = findPlace(id);
  if (!place) throw new Error(`Demo catalog names an unknown place: ${id}`);
  return place.title;
}

let cachedCandidates: Candidate[] | undefined;

/** Every listing the content can make, in a fixed order. */
export function allCandidates(): Candidate[] {
  if (cachedCandidates) return cachedCandidates;
  const list: Candidate[] = [];
  for (const t of TEMPLATES) {
    if (t.subject === 'poi') {
      for (const poi of POIS) {
        if (!t.kinds?.includes(poi.kind) || (t.needsHub && !poi.hub)) continue;
        const vars = { x: poi.name, city: placeTitle(poi.city), hub: placeTitle(poi.hub ?? poi.city) };
        list.push({
          type: t.type,
          subcategory: t.subcategory ?? TICKET_SUBCATEGORY[poi.kind],
          cityId: poi.city,
          title: fill(t.title, vars),
          subtitle: fill(t.subtitle, vars),
          highlights: t.highlights.map((h) => fill(h, vars)),
          subject: t.type === 'ticket' ? poi.name : fill(t.title, vars),
          price: t.price,
          priceKind: t.priceKind,
          packages: t.packages,
          topics: [...new Set([...t.topics, ...KIND_TOPICS[poi.kind]])],
          tags: t.tags,
        });
      }
    } else {
      for (const cityId of t.places ?? []) {
        const vars = { x: placeTitle(cityId), city: placeTitle(cityId) };
        list.push({
          type: t.type,
          subcategory: t.subcategory as number,
          cityId,
          title: fill(t.title, vars),
          subtitle: fill(t.subtitle, vars),
          highlights: t.highlights.map((h) => fill(h, vars)),
          subject: fill(t.title, vars),
          price: t.price,
          priceKind: t.priceKind,
          packages: t.packages,
          topics: t.topics,
          tags: t.tags,
        });
      }
    }
  }
  for (const f of FIXED_LISTINGS) {
    list.push({
      type: f.type,
      subcategory: f.subcategory,
      cityId: f.city,
      title: f.title,
      subtitle: f.subtitle,
      highlights: [...f.highlights, nightsPhrase(f.nights)],
      subject: f.title,
      price: [f.price, Math.round(f.price * 1.15)],
      priceKind: 'person',
      packages: f.packages,
      topics: f.topics,
      tags: [1, 3, 7, 8],
      nights: f.nights,
    });
  }
  cachedCandidates = list;
  return list;
}

export type GeneratedCatalog = {
  products: ProductDraft[];
  rates: ExchangeRate[];
  banners: GeneratedBanner[];
  seckill: GeneratedSeckill[];
  hotSearchTerms: HotSearchTerm[];
};

export type GeneratedBanner = {
  placement: 'home' | 'plan';
  language: SiteLanguage;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  sort: number;
  startAt: string;
  endAt: string;
};

export type GeneratedSeckill = {
  productCode: string;
  gcode: string;
  priceType: PriceType;
  salePrice: number;
  stock: number;
  sold: number;
  startAt: string;
  endAt: string;
};

export type CatalogOptions = {
  merchantNumber: string;
  /** Country ids the merchant sells in. */
  countries: readonly string[];
  products: number;
  now: Date;
  /** Codes already given out (kept unique across merchants). */
  takenCodes: Set<string>;
  /** Margin the merchant adds on exchange rates (0.015 = 1.5 %). */
  rateMargin?: number;
  /** Marketing content and hot-search picks (the demo); a benchmark catalog can skip them. */
  marketing?: boolean;
};

/** A merchant's catalog, the same for the same merchant number and options. */
export function composeMerchantCatalog(options: CatalogOptions): GeneratedCatalog {
  const prng = createPrng(seedOf(`catalog:${options.merchantNumber}`));
  const countries = new Set(options.countries);
  const candidates = allCandidates().filter((c) => countries.has(c.cityId.split('-')[0] as string));
  if (candidates.length === 0) throw new Error(`No demo listings for countries ${options.countries.join(', ')}`);
  const chosen = chooseListings(prng, candidates, options.products);
  const products = chosen.map(({ candidate, edition }) => makeProduct(prng, candidate, edition, options));
  const catalog: GeneratedCatalog = {
    products,
    rates: exchangeRates(options.rateMargin ?? 0.015),
    banners: [],
    seckill: [],
    hotSearchTerms: [],
  };
  if (options.marketing !== false) {
    catalog.banners = banners(products, options.now);
    catalog.seckill = seckill(prng, products, options.now);
    catalog.hotSearchTerms = hotSearchTerms(countries);
  }
  return catalog;
}

/**
 * Picks `count` listings: the signature listings first, then one type after another so every
 * type is represented, each type's listings in a seeded order. Past the end of the content,
 * listings come round again as editions ("– Summer Edition").
 */
function chooseListings(prng: Prng, candidates: Candidate[], count: number) {
  const signature = candidates.filter((c) => SIGNATURE_TITLES.includes(c.title['en-AU']));
  const rest = prng.shuffle(candidates.filter((c) => !signature.includes(c)));
  const byType = new Map<ProductType, Candidate[]>();
  for (const c of rest) byType.set(c.type, [...(byType.get(c.type) ?? []), c]);
  const order: Candidate[] = [...signature];
  const queues = PRODUCT_TYPES.map((type) => byType.get(type) ?? []).filter((q) => q.length > 0);
  while (queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) order.push(next);
    }
  }
  const picked: { candidate: Candidate; edition: number }[] = [];
  for (let i = 0; picked.length < count; i++) {
    picked.push({ candidate: order[i % order.length] as Candidate, edition: Math.floor(i / order.length) });
  }
  return picked;
}

function makeProduct(prng: Prng, c: Candidate, edition: number, options: CatalogOptions): ProductDraft {
  const country = c.cityId.split('-')[0] as string;
  const stateId = c.cityId.split('-').slice(0, 2).join('-');
  const currency = COUNTRY_CURRENCY[country] ?? 'AUD';
  const scale = CURRENCY_SCALE[currency] ?? 1;
  const suffix = edition === 0 ? undefined : (EDITIONS[(edition - 1) % EDITIONS.length] as Localized);
  const title = suffix
    ? append(
        c.title,
        edition > EDITIONS.length
          ? append(suffix, l(` ${edition}`, ` ${edition}`, ` ${edition}`, ` ${edition}`))
          : suffix,
      )
    : c.title;

  const base = nicePrice(prng.int(c.price[0], c.price[1]) * scale);
  const discount = prng.chance(0.4) ? prng.pick([10, 15, 20, 25, 30]) : 0;
  const packages = choosePackages(prng, c).map((variant, index) =>
    makePackage(prng, c, variant, base, discount, index, options.takenCodes),
  );

  const vars = { x: c.subject, city: placeTitle(c.cityId) };
  const description = fill(DESCRIPTIONS[c.type], vars);
  const policy = cancellationPolicy(prng, c.type);
  const texts = Object.fromEntries(
    SITE_LANGUAGES.map((lang): [SiteLanguage, ProductTexts] => [
      lang,
      {
        title: title[lang],
        subtitle: c.subtitle[lang],
        highlights: c.highlights.map((h) => h[lang]),
        description: description[lang],
        included: INCLUDED[c.type].map((i) => i[lang]),
        howToUse: HOW_TO_USE[c.type][lang],
        cancellationPolicy: policy[lang],
      },
    ]),
  ) as Record<SiteLanguage, ProductTexts>;

  const tags = new Set(c.tags.filter(() => prng.chance(0.65)));
  if (discount > 0) tags.add(2);
  if (prng.chance(0.08)) tags.add(3);
  if (prng.chance(0.06)) tags.add(7);
  if (c.subcategory === 214 || c.subcategory === 207) tags.add(4);
  const topics = prng.shuffle(c.topics).slice(0, prng.int(1, Math.min(3, c.topics.length)));
  const scene = prng.int(0, SCENE_COUNT - 1);
  const isSignature = SIGNATURE_TITLES.includes(c.title['en-AU']) && edition === 0;

  return {
    code: uniqueCode(prng, 'P', options.takenCodes),
    type: c.type,
    categoryId: Math.floor(c.subcategory / 100),
    subcategoryId: c.subcategory,
    countryId: country,
    stateId,
    cityId: c.cityId,
    status: !isSignature && prng.chance(0.01) ? 'offsale' : 'onsale',
    currency,
    salesCount: isSignature ? 4800 : Math.floor(prng.next() ** 2 * 5000),
    recommendScore: isSignature ? 100 : prng.int(0, 99),
    createdAt: new Date(
      options.now.getTime() - prng.int(0, 540) * 86_400_000 - prng.int(0, 86_399) * 1000,
    ).toISOString(),
    texts,
    tagIds: [...tags].sort((a, b) => a - b),
    topicIds: [...topics].sort((a, b) => a - b),
    images: [0, 1, 2].map((i) => productImageKey(c.type, scene + i)),
    packages,
    refundable: policy !== NON_REFUNDABLE_POLICY,
  };
}

/** Every listing has its first package; the others come with it two times in three. */
function choosePackages(prng: Prng, c: Candidate): PackageVariant[] {
  const [first, ...others] = c.packages;
  const chosen = [first as PackageVariant, ...others.filter(() => prng.chance(0.66))];
  return chosen.slice(0, 3);
}

function makePackage(
  prng: Prng,
  c: Candidate,
  variant: PackageVariant,
  base: number,
  discount: number,
  index: number,
  taken: Set<string>,
): PackageDraft {
  const kind = variant.priceKind ?? c.priceKind;
  const original = nicePrice(base * variant.factor);
  const price = (amount: number): { price: number; originalPrice: number } => ({
    price: discount > 0 ? Math.round(amount * (1 - discount / 100)) * 100 : amount * 100,
    originalPrice: amount * 100,
  });
  const prices: PackagePrice[] = [];
  if (kind === 'unit') {
    prices.push({ priceType: 'unit', ...price(original) });
  } else {
    prices.push({ priceType: 'adult', ...price(original) });
    if (c.type !== 'package' || index === 0) prices.push({ priceType: 'child', ...price(nicePrice(original * 0.7)) });
    if (c.type === 'ticket' || c.type === 'daytrip' || c.type === 'cruise' || prng.chance(0.2)) {
      prices.push({ priceType: 'senior', ...price(nicePrice(original * 0.85)) });
    }
  }
  return { gcode: uniqueCode(prng, 'G', taken), titles: { ...variant.titles }, prices };
}

/** Whole-dollar prices ending in 9 (29, 89, 129…) as travel sites show them. */
function nicePrice(amount: number): number {
  if (amount < 20) return Math.max(5, Math.round(amount));
  return Math.max(9, Math.round(amount / 10) * 10 - 1);
}

/** The policy text of products sold non-refundable (the last of CANCELLATION_POLICIES). */
const NON_REFUNDABLE_POLICY = CANCELLATION_POLICIES[CANCELLATION_POLICIES.length - 1];

function cancellationPolicy(prng: Prng, type: ProductType): Localized {
  const [day, threeDays, longTrip, nonRefundable] = CANCELLATION_POLICIES as [
    Localized,
    Localized,
    Localized,
    Localized,
  ];
  switch (type) {
    case 'cruise':
    case 'package':
      return longTrip;
    case 'hotelpackage':
      return prng.chance(0.7) ? threeDays : nonRefundable;
    case 'ticket':
      return prng.chance(0.8) ? day : nonRefundable;
    default:
      return prng.chance(0.7) ? day : threeDays;
  }
}

/** Rates between every pair of the nine currencies, with the merchant's margin, 6 significant digits. */
export function exchangeRates(margin: number): ExchangeRate[] {
  const rates: ExchangeRate[] = [];
  for (const from of CURRENCY_CODES) {
    for (const to of CURRENCY_CODES) {
      if (from === to) continue;
      const rate = (PER_AUD[to] / PER_AUD[from]) * (1 + margin);
      rates.push({ from, to, rate: Number(rate.toPrecision(6)) });
    }
  }
  return rates;
}

const BANNER_TYPES: readonly ProductType[] = ['ticket', 'cruise', 'activity', 'daytrip', 'package', 'hotelpackage'];

/** Home banners feature the best-recommended listings; plan banners suggest trip themes. */
function banners(products: readonly ProductDraft[], now: Date): GeneratedBanner[] {
  const startAt = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const endAt = new Date(now.getTime() + 400 * 86_400_000).toISOString();
  const featured: ProductDraft[] = [];
  for (const type of BANNER_TYPES) {
    const best = products
      .filter((p) => p.type === type && p.status === 'onsale' && !featured.includes(p))
      .sort((a, b) => b.recommendScore - a.recommendScore)[0];
    if (best) featured.push(best);
  }
  const list: GeneratedBanner[] = [];
  for (const language of SITE_LANGUAGES) {
    featured.slice(0, 4).forEach((p, sort) =>
      list.push({
        placement: 'home',
        language,
        title: p.texts[language].title,
        subtitle: p.texts[language].subtitle,
        image: bannerImageKey(p.type, sort),
        link: `/product/${p.code}`,
        sort,
        startAt,
        endAt,
      }),
    );
    if (products.some((p) => p.type === 'cruise')) {
      list.push({
        placement: 'home',
        language,
        title: CRUISE_BANNER.title[language],
        subtitle: CRUISE_BANNER.subtitle[language],
        image: bannerImageKey('cruise', 0),
        link: '/cruise-ship',
        sort: 4,
        startAt,
        endAt,
      });
    }
    PLAN_THEMES.forEach((theme, sort) =>
      list.push({
        placement: 'plan',
        language,
        title: theme.title[language],
        subtitle: theme.subtitle[language],
        image: bannerImageKey(theme.type, theme.scene),
        link: theme.link[language],
        sort,
        startAt,
        endAt,
      }),
    );
  }
  return list;
}

const CRUISE_BANNER = {
  title: l('Cruise the South Pacific', '畅游南太平洋邮轮季', '暢遊南太平洋郵輪季', '남태평양 크루즈 시즌'),
  subtitle: l(
    'Fiji, New Caledonia and New Zealand by sea',
    '乘邮轮游斐济、新喀里多尼亚与新西兰',
    '搭郵輪遊斐濟、新喀里多尼亞與紐西蘭',
    '크루즈로 떠나는 피지·뉴칼레도니아·뉴질랜드',
  ),
};

const PLAN_THEMES: readonly {
  title: Localized;
  subtitle: Localized;
  link: Localized;
  type: ProductType;
  scene: number;
}[] = [
  {
    title: l('Reef and Islands', '珊瑚礁与海岛', '珊瑚礁與海島', '산호초와 섬'),
    subtitle: l(
      'Snorkel the Great Barrier Reef and the lagoons of the Pacific',
      '浮潜大堡礁与太平洋潟湖',
      '浮潛大堡礁與太平洋潟湖',
      '그레이트 배리어 리프와 태평양 라군 스노클링',
    ),
    link: l('/search?keyword=Snorkelling', '/search?keyword=浮潜', '/search?keyword=浮潛', '/search?keyword=스노클링'),
    type: 'activity',
    scene: 0,
  },
  {
    title: l('Under Southern Stars', '南半球星空之旅', '南半球星空之旅', '남반구 별빛 여행'),
    subtitle: l(
      'Dark-sky reserves, observatories and the Milky Way',
      '暗夜保护区、天文台与银河',
      '暗空保護區、天文台與銀河',
      '밤하늘 보호구역, 천문대, 은하수',
    ),
    link: l('/search?hotTopic=103', '/search?hotTopic=103', '/search?hotTopic=103', '/search?hotTopic=103'),
    type: 'activity',
    scene: 5,
  },
  {
    title: l('Family Holidays', '亲子假期', '親子假期', '가족 여행'),
    subtitle: l(
      'Zoos, aquariums and theme parks the kids will remember',
      '动物园、水族馆与主题乐园，留下难忘童年',
      '動物園、水族館與主題樂園，留下難忘童年',
      '아이들이 오래 기억할 동물원·아쿠아리움·테마파크',
    ),
    link: l('/search?hotTopic=115', '/search?hotTopic=115', '/search?hotTopic=115', '/search?hotTopic=115'),
    type: 'ticket',
    scene: 1,
  },
];

/**
 * Six flash sales on discounted listings: two running, one running but sold out, two starting
 * within days, and one that has ended (never shown).
 */
function seckill(prng: Prng, products: readonly ProductDraft[], now: Date): GeneratedSeckill[] {
  const hour = 3_600_000;
  const windows = [
    { start: -1, end: 47, sold: 0.4 },
    { start: -5, end: 19, sold: 0.1 },
    { start: -2, end: 22, sold: 1 },
    { start: 24, end: 72, sold: 0 },
    { start: 72, end: 120, sold: 0 },
    { start: -48, end: -2, sold: 0.5 },
  ];
  const eligible = prng.shuffle(products.filter((p) => p.status === 'onsale' && p.tagIds.includes(2)));
  return windows.flatMap((w, i) => {
    const product = eligible[i];
    const pkg = product?.packages[0];
    const price = pkg?.prices.find((p) => p.priceType === 'adult' || p.priceType === 'unit');
    if (!product || !pkg || !price) return [];
    const stock = prng.pick([20, 30, 50, 100]);
    return [
      {
        productCode: product.code,
        gcode: pkg.gcode,
        priceType: price.priceType,
        salePrice: Math.round((price.price * prng.pick([0.6, 0.65, 0.7])) / 100) * 100,
        stock,
        sold: Math.round(stock * w.sold),
        startAt: new Date(Math.floor(now.getTime() / hour) * hour + w.start * hour).toISOString(),
        endAt: new Date(Math.floor(now.getTime() / hour) * hour + w.end * hour).toISOString(),
      },
    ];
  });
}

/** The merchant's hot-search picks per language: famous names of the countries it sells in. */
function hotSearchTerms(countries: ReadonlySet<string>): HotSearchTerm[] {
  const trip: [string, Localized][] = [
    ['au', l('Sydney Opera House', '悉尼歌剧院', '雪梨歌劇院', '시드니 오페라 하우스')],
    ['nz', l('Queenstown', '皇后镇', '皇后鎮', '퀸스타운')],
    ['au', l('Great Barrier Reef', '大堡礁', '大堡礁', '그레이트 배리어 리프')],
    ['fj', l('Fiji', '斐济', '斐濟', '피지')],
    ['au', l('Gold Coast', '黄金海岸', '黃金海岸', '골드코스트')],
    ['nz', l('Milford Sound', '米尔福德峡湾', '米佛峽灣', '밀포드 사운드')],
    ['nc', l('Isle of Pines', '松树岛', '松樹島', '일데팽')],
    ['au', l('Blue Mountains', '蓝山', '藍山', '블루마운틴')],
    ['nz', l('Hobbiton', '霍比特人村', '哈比屯', '호비튼')],
    ['au', l('Whale watching', '观鲸', '賞鯨', '고래 관찰')],
    ['nc', l('Nouméa', '努美阿', '努美阿', '누메아')],
  ];
  const hotel: [string, Localized][] = [
    ['au', l('Sydney', '悉尼', '雪梨', '시드니')],
    ['au', l('Gold Coast', '黄金海岸', '黃金海岸', '골드코스트')],
    ['nz', l('Queenstown', '皇后镇', '皇后鎮', '퀸스타운')],
    ['au', l('Melbourne', '墨尔本', '墨爾本', '멜버른')],
    ['fj', l('Denarau Island', '德纳劳岛', '德納勞島', '데나라우섬')],
    ['nz', l('Auckland', '奥克兰', '奧克蘭', '오클랜드')],
    ['nc', l('Anse Vata', '安斯瓦塔', '安斯瓦塔', '앙스바타')],
  ];
  const terms: HotSearchTerm[] = [];
  for (const [kind, list] of [
    [1, trip],
    [2, hotel],
  ] as const) {
    for (const language of SITE_LANGUAGES) {
      for (const [country, keyword] of list) {
        if (countries.has(country)) terms.push({ kind, language, keyword: keyword[language] });
      }
    }
  }
  return terms;
}

/**
 * The calendar pattern from `start` for `days` days: weekends 10 % dearer, the Christmas and
 * January holidays 25 % dearer, the southern winter (June–August) 5 % cheaper.
 */
export function calendarPattern(start: Date, days: number): CalendarPatternDay[] {
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  return Array.from({ length: days }, (_, n) => {
    const day = new Date(first + n * 86_400_000);
    const month = day.getUTCMonth() + 1;
    const date = day.getUTCDate();
    const weekday = day.getUTCDay();
    let seasonPercent = weekday === 0 || weekday === 6 ? 110 : 100;
    if ((month === 12 && date >= 20) || month === 1) seasonPercent += 25;
    else if (month >= 6 && month <= 8) seasonPercent -= 5;
    return { date: day.toISOString().slice(0, 10), n, weekday, seasonPercent };
  });
}
