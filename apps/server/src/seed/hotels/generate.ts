import { SITE_LANGUAGES, addDays, type CurrencyCode, type SiteLanguage } from '@storefront/contracts';
import { findPlace, type Localized } from '@storefront/reference-data';
import type { ChildBand, HotelDraft, RatePlanDraft, RoomTypeDraft } from '../../modules/hotels/service.js';
import { createPrng, seedOf, type Prng } from '../catalog/prng.js';
import {
  FACILITIES,
  FACILITIES_BY_STARS,
  HOTELS,
  KIND_SENTENCE,
  KIND_SUFFIX,
  POLICIES,
  ROOM_TEMPLATES,
  SETTING_SENTENCE,
  VIEW_NAMES,
  roomTemplatesOf,
  type Facility,
  type HotelSource,
  type RoomTemplate,
  type Setting,
} from './content.js';
import { amenityKey, drawHotelAmenity, drawHotelExterior, drawRoom, exteriorKey, roomKey } from './images.js';

/** What each country's hotels are priced in (as the catalog: the Pacific franc and the Fijian dollar are not site currencies). */
const COUNTRY_CURRENCY: Record<string, CurrencyCode> = { au: 'AUD', nz: 'NZD', fj: 'USD', nc: 'AUD' };
/** Prices below are Australian dollars; other currencies scale by this. */
const CURRENCY_SCALE: Partial<Record<CurrencyCode, number>> = { AUD: 1, NZD: 1.08, USD: 0.66 };

/** A standard room per night by star rating (AUD), and a child's and a breakfast's price per night. */
const BASE_PRICE = [0, 65, 135, 185, 265, 420];
const CHILD_PRICE = [0, 10, 15, 20, 30, 40];
const BREAKFAST_PRICE = [0, 0, 0, 25, 35, 45];
const CHILD_BREAKFAST_PRICE = 15;
/** Free cancellation until this many days before check-in, by star rating. */
const CANCEL_DAYS = [0, 1, 1, 2, 3, 7];
/** Places whose hotels charge more than their stars say. */
const PREMIUM_CITIES = new Set([
  'au-nsw-sydney',
  'nz-queenstown-queenstown',
  'au-qld-hamiltonisland',
  'au-qld-portdouglas',
  'fj-vitilevu-mamanuca',
  'au-nt-uluru',
]);
const TROPICAL: ReadonlySet<Setting> = new Set(['beach', 'reef', 'island', 'rainforest']);

export type HotelSeedOptions = {
  merchantNumber: string;
  /** Keys of `HOTELS` this merchant sells. */
  hotelKeys: readonly string[];
  /** First night with rates, and how many nights. */
  from: string;
  nights: number;
};

/** A merchant's hotels, the same for the same merchant, hotels and dates. */
export function composeMerchantHotels(options: HotelSeedOptions): HotelDraft[] {
  const sources = options.hotelKeys.map((key) => {
    const source = HOTELS.find((h) => h.key === key);
    if (!source) throw new Error(`Demo hotels name an unknown hotel: ${key}`);
    return source;
  });
  const dates = Array.from({ length: options.nights }, (_, n) => addDays(options.from, n));
  return sources.map((source) =>
    makeHotel(createPrng(seedOf(`hotels:${options.merchantNumber}:${source.key}`)), source, dates),
  );
}

function makeHotel(prng: Prng, source: HotelSource, dates: readonly string[]): HotelDraft {
  const country = source.city.split('-')[0] as string;
  const currency = COUNTRY_CURRENCY[country] ?? 'AUD';
  const scale =
    (CURRENCY_SCALE[currency] ?? 1) * (PREMIUM_CITIES.has(source.city) ? 1.15 : 1) * (0.92 + prng.next() * 0.2);
  const tropical = TROPICAL.has(source.setting);
  const variant = prng.int(0, 2);
  const upscale = source.stars >= 4;
  const name = hotelName(source);
  const texts = Object.fromEntries(
    SITE_LANGUAGES.map((lang) => [
      lang,
      {
        name: name[lang],
        address: address(source, lang),
        description: description(source, name[lang], lang),
        facilities: facilitiesOf(source).map((f) => FACILITIES[f][lang]),
        policies: policiesOf(source, upscale ? '15:00' : '14:00', upscale ? '11:00' : '10:00', lang),
      },
    ]),
  ) as HotelDraft['texts'];
  return {
    cityId: source.city,
    stars: source.stars,
    latitude: source.latitude,
    longitude: source.longitude,
    checkInTime: upscale ? '15:00' : '14:00',
    checkOutTime: upscale ? '11:00' : '10:00',
    currency,
    recommendScore: source.stars * 12 + prng.int(0, 40),
    texts,
    images: [
      exteriorKey(source.kind, source.setting, variant),
      amenityKey(source.setting, source.stars >= 3 && source.kind !== 'lodge'),
      exteriorKey(source.kind, source.setting, (variant + 1) % 3),
    ],
    roomTypes: roomTemplatesOf(source.stars, source.kind, tropical && country !== 'au').map((template, index) =>
      makeRoomType(prng, source, template, index, dates, scale),
    ),
  };
}

function makeRoomType(
  prng: Prng,
  source: HotelSource,
  template: RoomTemplate,
  index: number,
  dates: readonly string[],
  scale: number,
): RoomTypeDraft {
  const t = ROOM_TEMPLATES[template];
  const name = template === 'view' ? VIEW_NAMES[source.setting] : t.name;
  const stars = source.stars;
  const base = BASE_PRICE[stars]! * t.priceFactor * scale;
  const roomPrices = dates.map((date) => wholeUnits(base * dateFactor(source, date) * (0.97 + prng.next() * 0.06)));
  const plans: RatePlanDraft[] = [];
  const bands = (extra: number): ChildBand[] => [
    { minAge: 0, maxAge: 3, price: 0 },
    { minAge: 4, maxAge: 11, price: wholeUnits((CHILD_PRICE[stars]! + extra) * scale) },
    { minAge: 12, maxAge: 17, price: wholeUnits((CHILD_PRICE[stars]! * 1.5 + extra) * scale) },
  ];
  const cancelDays = CANCEL_DAYS[stars]!;
  plans.push({
    breakfastIncluded: false,
    freeCancelDays: cancelDays,
    childAgeBands: bands(0),
    nights: dates.map((date, n) => ({ date, price: roomPrices[n]! })),
  });
  if (stars >= 3) {
    const breakfast = BREAKFAST_PRICE[stars]! * Math.min(2, t.maxAdults) * scale;
    plans.push({
      breakfastIncluded: true,
      freeCancelDays: cancelDays,
      childAgeBands: bands(CHILD_BREAKFAST_PRICE),
      nights: dates.map((date, n) => ({ date, price: roomPrices[n]! + wholeUnits(breakfast) })),
    });
  }
  // The base room also sells non-refundable, cheaper (advance purchase).
  if (index === 0 && (stars >= 3 || prng.chance(0.5))) {
    plans.push({
      breakfastIncluded: false,
      freeCancelDays: null,
      childAgeBands: bands(0),
      nights: dates.map((date, n) => ({ date, price: wholeUnits((roomPrices[n]! / 100) * 0.88) })),
    });
  }
  return {
    texts: Object.fromEntries(
      SITE_LANGUAGES.map((lang) => [
        lang,
        { name: name[lang], beds: t.beds[lang], facilities: t.facilities.map((f) => f[lang]) },
      ]),
    ) as RoomTypeDraft['texts'],
    maxAdults: t.maxAdults,
    maxChildren: t.maxChildren,
    size: t.size,
    images: [roomKey(t.picture, source.setting)],
    nights: dates.map((date) => ({ date, allotment: allotment(prng, source, t.allotment, date) })),
    plans,
  };
}

/** Minor units of a price rounded to whole currency units. */
const wholeUnits = (units: number) => Math.round(units) * 100;

/**
 * The night's price against a normal night: Friday and Saturday dearer, the Christmas and
 * January holidays dearer (New Year's Eve most), the southern winter dearer in the snow, a
 * little cheaper elsewhere in Australia and New Zealand, and the tropical dry season dearer.
 */
function dateFactor(source: HotelSource, date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const month = day.getUTCMonth() + 1;
  const dom = day.getUTCDate();
  const weekday = day.getUTCDay();
  let factor = weekday === 5 || weekday === 6 ? 1.18 : 1;
  if (month === 12 && dom === 31) factor *= 1.8;
  else if ((month === 12 && dom >= 20) || month === 1) factor *= 1.3;
  const country = source.city.split('-')[0];
  const winter = month >= 6 && month <= 8;
  if (source.setting === 'alpine' || source.city === 'nz-queenstown-queenstown') {
    if (winter) factor *= 1.3;
  } else if (country === 'fj' || country === 'nc') {
    if (month >= 5 && month <= 10) factor *= 1.1;
  } else if (winter) {
    factor *= 0.92;
  }
  return factor;
}

/**
 * Rooms free on a night: the type's usual count, fewer on busy weekends, some nights down to the
 * last room, some sold out, and every Sydney hotel sold out on New Year's Eve (the fireworks).
 */
function allotment(prng: Prng, source: HotelSource, usual: number, date: string): number {
  if (source.city === 'au-nsw-sydney' && date.endsWith('-12-31')) return 0;
  const roll = prng.next();
  if (roll < 0.03) return 0;
  if (roll < 0.08) return 1;
  const day = new Date(`${date}T00:00:00Z`);
  const busy = day.getUTCDay() === 6 && (day.getUTCMonth() === 0 || day.getUTCMonth() === 11);
  return busy ? Math.max(1, usual - prng.int(1, 3)) : usual;
}

const stripBrackets = (text: string) => text.replace(/\s*[(（][^)）]*[)）]/g, '');
const placeTitle = (id: string) => {
  const place = findPlace(id);
  if (!place) throw new Error(`Demo hotels name an unknown place: ${id}`);
  return place.title;
};

/**
 * "Harbourside Grand Hotel"; in Chinese the city comes first ("悉尼港畔大酒店") unless the
 * name already says where it is or the place is an island.
 */
function hotelName(source: HotelSource): Localized {
  const suffix = KIND_SUFFIX[source.kind];
  const city = placeTitle(source.city);
  const names = {} as Record<SiteLanguage, string>;
  for (const lang of SITE_LANGUAGES) {
    if (lang === 'zh-CN' || lang === 'zh-TW') {
      const short = stripBrackets(city[lang]).replace(/(市区|市區|市中心)$/u, '');
      const prefix = source.name[lang];
      const island = /(岛|島|群岛|群島)$/u.test(short);
      names[lang] = `${island || prefix.includes(short) ? '' : short}${prefix}${suffix[lang]}`;
    } else {
      names[lang] = `${source.name[lang]} ${suffix[lang]}`;
    }
  }
  return names;
}

function address(source: HotelSource, lang: SiteLanguage): string {
  const [countryId, stateSlug] = source.city.split('-') as [string, string];
  const country = placeTitle(countryId)[lang];
  const state = stripBrackets(placeTitle(`${countryId}-${stateSlug}`)[lang]);
  const city = stripBrackets(placeTitle(source.city)[lang]);
  const street = source.street[lang];
  switch (lang) {
    case 'en-AU':
      return `${source.number ? `${source.number} ` : ''}${street}, ${source.locality}, ${country}`;
    case 'ko-KR':
      return `${street}${source.number ? ` ${source.number}` : ''}, ${city}, ${country}`;
    default: {
      const withState = city.startsWith(state) || state.startsWith(city) ? '' : state;
      return `${country}${withState}${city}${street}${source.number ? `${source.number}${lang === 'zh-CN' ? '号' : '號'}` : ''}`;
    }
  }
}

/** Korean topic particle: 은 after a final consonant, 는 after a vowel. */
function withTopicParticle(name: string): string {
  const last = name.charCodeAt(name.length - 1);
  const hangul = last >= 0xac00 && last <= 0xd7a3;
  return `${name}${hangul && (last - 0xac00) % 28 !== 0 ? '은' : '는'}`;
}

function description(source: HotelSource, name: string, lang: SiteLanguage): string {
  const city = stripBrackets(placeTitle(source.city)[lang]);
  const fill = (text: string) =>
    text
      .replace(/\{name\}/g, name)
      .replace(/\{topic\}/g, withTopicParticle(name))
      .replace(/\{city\}/g, city);
  const separator = lang === 'zh-CN' || lang === 'zh-TW' ? '' : ' ';
  return [KIND_SENTENCE[source.kind][lang], SETTING_SENTENCE[source.setting][lang]].map(fill).join(separator);
}

function facilitiesOf(source: HotelSource): Facility[] {
  const list = [...(FACILITIES_BY_STARS[source.stars] ?? [])];
  if (source.setting === 'beach' || source.setting === 'island') list.splice(2, 0, 'beach');
  if (source.kind === 'resort') list.push('kidsClub');
  if (source.kind === 'resort' && source.city.split('-')[0] !== 'au') list.push('shuttle');
  return list;
}

function policiesOf(source: HotelSource, checkIn: string, checkOut: string, lang: SiteLanguage): string[] {
  const list = [
    POLICIES.times[lang].replace('{in}', checkIn).replace('{out}', checkOut),
    POLICIES.id[lang],
    POLICIES.children[lang],
  ];
  if (source.kind === 'hostel') list.push(POLICIES.minors[lang]);
  list.push(POLICIES.pets[lang], POLICIES.taxes[lang]);
  return list;
}

/** Every picture the demo hotels use, by image key. */
export function hotelPictures(): { key: string; svg: string }[] {
  const pictures = new Map<string, string>();
  for (const source of HOTELS) {
    for (let variant = 0; variant < 3; variant++) {
      pictures.set(
        exteriorKey(source.kind, source.setting, variant),
        drawHotelExterior(source.kind, source.setting, variant),
      );
    }
    for (const pool of [true, false])
      pictures.set(amenityKey(source.setting, pool), drawHotelAmenity(source.setting, pool));
    for (const template of Object.values(ROOM_TEMPLATES)) {
      pictures.set(roomKey(template.picture, source.setting), drawRoom(template.picture, source.setting));
    }
  }
  return [...pictures].map(([key, svg]) => ({ key, svg }));
}
