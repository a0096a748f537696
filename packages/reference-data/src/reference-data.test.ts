import { readFileSync } from 'node:fs';
import { SITE_LANGUAGES, TITLE_LANGUAGES } from '@storefront/contracts';
import type { LocationNode } from '@storefront/contracts';
import { getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import {
  callingCodes,
  categories,
  CATEGORY_GROUP_IDS,
  currencies,
  globalData,
  hotCities,
  hotTopics,
  languageList,
  LOCATION_TREE,
  locations,
  nationalities,
  salutations,
  TAG_IDS,
  tags,
  uiText,
} from './index.js';
import type { Place } from './index.js';

function allPlaces(places: readonly Place[]): Place[] {
  return places.flatMap((place) => [place, ...allPlaces(place.collection ?? [])]);
}

function leaves(nodes: readonly LocationNode[]): LocationNode[] {
  return nodes.flatMap((node) => (node.collection ? leaves(node.collection) : [node]));
}

function flatten(translations: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(translations)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locations', () => {
  const [australia, newZealand, fiji, newCaledonia] = LOCATION_TREE;

  it('has the four countries with their states and regions', () => {
    expect(LOCATION_TREE.map((country) => country.id)).toEqual(['au', 'nz', 'fj', 'nc']);
    expect(australia?.collection).toHaveLength(8);
    expect(newZealand?.collection?.length).toBeGreaterThanOrEqual(25);
    expect(newZealand?.collection?.length).toBeLessThanOrEqual(35);
    expect(fiji?.collection?.map((island) => island.id)).toEqual(['fj-vitilevu', 'fj-vanualevu', 'fj-taveuni']);
    expect(newCaledonia?.collection?.some((region) => region.id === 'nc-noumea')).toBe(true);
  });

  it('titles every place in all four languages and never repeats an id', () => {
    const places = allPlaces(LOCATION_TREE);
    for (const place of places) {
      for (const language of SITE_LANGUAGES) expect(place.title[language].trim(), place.id).not.toBe('');
    }
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
  });

  it('uses readable slug ids', () => {
    const ids = new Set(allPlaces(LOCATION_TREE).map((place) => place.id));
    for (const id of ['au-nsw', 'au-nsw-sydney', 'nz-otago-queenstown', 'fj-vitilevu-nadi', 'nc-noumea']) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('projects at least 150 leaves per language, leaves carrying only id and title', () => {
    for (const language of SITE_LANGUAGES) {
      const leafNodes = leaves(locations(language));
      expect(leafNodes.length).toBeGreaterThanOrEqual(150);
      for (const leaf of leafNodes) expect(Object.keys(leaf).sort()).toEqual(['id', 'title']);
    }
    expect(locations('zh-TW')[0]?.collection?.[0]?.collection?.[0]).toEqual({ id: 'au-nsw-sydney', title: '雪梨' });
  });

  it('serves the same cached, frozen projection on every call', () => {
    expect(locations('ko-KR')).toBe(locations('ko-KR'));
    expect(Object.isFrozen(locations('ko-KR')[0])).toBe(true);
    expect(() => locations('fr-FR' as never)).toThrow(RangeError);
  });
});

describe('hot cities', () => {
  it('is empty in English and has four in the other languages, two sharing the Queensland id', () => {
    expect(hotCities('en-AU')).toEqual([]);
    for (const language of ['zh-CN', 'zh-TW', 'ko-KR'] as const) {
      const cities = hotCities(language);
      expect(cities).toHaveLength(4);
      expect(new Set(cities.map((city) => city.id)).size).toBe(3);
    }
    expect(hotCities('zh-CN')).toEqual([
      { id: 'au-nsw-sydney', title: '悉尼' },
      { id: 'au-qld', title: '布里斯班' },
      { id: 'au-qld-cairns', title: '凯恩斯' },
      { id: 'au-qld', title: '黄金海岸' },
    ]);
  });
});

describe('tags and hot topics', () => {
  it('has the ten tags, ids 1 to 10', () => {
    expect(tags('en-AU').map((tag) => tag.title)).toEqual([
      'Instant Confirmation',
      'Discount',
      'Early Bird Special',
      'Seasonal',
      'Owner discount',
      'E-Voucher',
      'Limited time pre-sale',
      '2X Points',
      'Tour in Mandarin',
      'Tour in English',
    ]);
    expect(tags('ko-KR').map((tag) => tag.id)).toEqual(Object.values(TAG_IDS));
    expect(TAG_IDS.doublePoints).toBe(8);
  });

  it('has the 24 hot topics, ids 101 to 124', () => {
    const topics = hotTopics('zh-TW');
    expect(topics).toHaveLength(24);
    expect(topics.map((topic) => topic.id)).toEqual(Array.from({ length: 24 }, (_, i) => 101 + i));
    expect(hotTopics('en-AU')[23]).toEqual({ id: 124, title: 'Zoo' });
  });
});

describe('categories', () => {
  it('has 6 groups and 42 subcategories numbered group × 100 + n', () => {
    const groups = categories('en-AU');
    expect(groups.map((group) => group.id)).toEqual(Object.values(CATEGORY_GROUP_IDS));
    expect(groups.map((group) => group.classificationCollection.length)).toEqual([12, 19, 5, 2, 1, 3]);
    expect(groups.flatMap((group) => group.classificationCollection)).toHaveLength(42);
    for (const group of groups) {
      group.classificationCollection.forEach((sub, index) => expect(sub.id).toBe(group.id * 100 + index + 1));
    }
    expect(groups[3]?.classificationCollection.map((sub) => sub.title)).toEqual(['Buffet', 'Set Menu']);
  });
});

describe('nationalities', () => {
  const list = nationalities('en-AU');

  it('has about 190 entries with the spec sort quirks', () => {
    expect(list.length).toBeGreaterThanOrEqual(180);
    expect(list.length).toBeLessThanOrEqual(200);
    expect(list.filter((item) => item.sort === '20')).toHaveLength(2);
    const last = list[list.length - 1];
    const beforeLast = list[list.length - 2];
    expect(last?.id).toBe('AX');
    expect(last?.sort).toBe('955');
    expect(beforeLast?.sort).toBe('955');
    expect(list.slice(0, 3).map((item) => item.sort)).toEqual(['5', '10', '15']);
  });

  it('keeps ids unique and sort values stepping by 5 apart from the two quirks', () => {
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    const repeats = list.filter((item, i) => i > 0 && item.sort === list[i - 1]?.sort);
    expect(repeats.map((item) => item.sort)).toEqual(['20', '955']);
  });

  it('uses the storefront names for China, Hong Kong, Macau and Taiwan', () => {
    const title = (language: (typeof TITLE_LANGUAGES)[number], id: string) =>
      nationalities(language).find((item) => item.id === id)?.title;
    expect(title('en-AU', 'CN')).toBe('Mainland China');
    expect(title('zh-CN', 'CN')).toBe('中国大陆');
    expect(title('vi-VN', 'CN')).toBe('Trung Quốc đại lục');
    expect(title('en-AU', 'HK')).toBe('Hong Kong');
    expect(title('en-AU', 'MO')).toBe('Macau');
    expect(title('zh-TW', 'TW')).toBe('台灣');
    expect(title('en-AU', 'AU')).toBe('Australia');
  });

  it('titles every entry in all five title languages, with the same ids and sorts', () => {
    for (const language of TITLE_LANGUAGES) {
      const localized = nationalities(language);
      expect(localized.map(({ id, sort }) => ({ id, sort }))).toEqual(list.map(({ id, sort }) => ({ id, sort })));
      for (const item of localized) expect(item.title, `${language} ${item.id}`).not.toBe(item.id);
    }
  });
});

describe('calling codes', () => {
  const codes = callingCodes('en-AU');

  it('has one entry per dialling code, including the storefront markets', () => {
    expect(new Set(codes.map((code) => code.id)).size).toBe(codes.length);
    for (const id of [61, 64, 86, 679, 687, 1])
      expect(
        codes.some((code) => code.id === id),
        String(id),
      ).toBe(true);
    expect(codes.find((code) => code.name === 'Australia')?.id).toBe(Number(getCountryCallingCode('AU')));
  });

  it('names shared codes after their main country and lists key codes first', () => {
    const name = (id: number) => codes.find((code) => code.id === id)?.name;
    expect(name(1)).toBe('United States');
    expect(name(7)).toBe('Russia');
    expect(name(44)).toBe('United Kingdom');
    expect(codes.slice(0, 4).map((code) => code.id)).toEqual([61, 64, 86, 852]);
    const rest = codes.slice(18).map((code) => code.id);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(callingCodes('ko-KR')[0]).toEqual({ id: 61, name: '호주' });
  });
});

describe('currencies, languages and salutations', () => {
  it('lists the nine currencies with the whole-unit note on CNY, TWD, KRW, MYR and IDR', () => {
    const list = currencies('en-AU');
    expect(list.map((c) => c.value)).toEqual(['AUD', 'CNY', 'USD', 'NZD', 'SGD', 'TWD', 'KRW', 'MYR', 'IDR']);
    expect(list.filter((c) => c.notes !== '').map((c) => c.value)).toEqual(['CNY', 'TWD', 'KRW', 'MYR', 'IDR']);
    expect(list[0]).toEqual({
      id: 1,
      nId: '1',
      number: 1,
      value: 'AUD',
      title: 'Australian Dollar',
      inta: 'AUD',
      vara: 'A$',
      notes: '',
      statusName: 'Enabled',
      status: 1,
      sort: 1,
      level: 1,
    });
    expect(list[1]?.notes).toBe('Selling price is rounded to a whole number');
    for (const language of SITE_LANGUAGES) {
      expect(currencies(language).filter((c) => c.notes !== '')).toHaveLength(5);
    }
  });

  it('names each language in its own name', () => {
    expect(languageList('zh-CN').map((l) => [l.id, l.value, l.title])).toEqual([
      [1, 'en-AU', 'English'],
      [2, 'zh-CN', '简体中文'],
      [3, 'zh-TW', '繁體中文'],
      [4, 'ko-KR', '한국어'],
    ]);
  });

  it('has Mr and Ms', () => {
    expect(salutations('en-AU')).toEqual([
      { id: 1, title: 'Mr' },
      { id: 2, title: 'Ms' },
    ]);
    expect(salutations('zh-CN').map((s) => s.title)).toEqual(['先生', '女士']);
  });
});

describe('ui text', () => {
  it('has identical keys and placeholders in all four languages', () => {
    const reference = flatten(uiText('en-AU'));
    for (const language of SITE_LANGUAGES) {
      const texts = flatten(uiText(language));
      expect([...texts.keys()], language).toEqual([...reference.keys()]);
      for (const [key, text] of texts) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
      }
    }
  });

  it('matches the JSON files on disk', () => {
    for (const language of SITE_LANGUAGES) {
      const file = JSON.parse(readFileSync(new URL(`./ui-text/${language}.json`, import.meta.url), 'utf8'));
      expect(uiText(language)).toEqual(file);
    }
    expect(uiText('en-AU')).toMatchObject({ form: { default: 'Please enter all data correctly' } });
  });
});

describe('global data', () => {
  it('bundles every list in one language', () => {
    const data = globalData('ko-KR');
    expect(data.locations).toBe(locations('ko-KR'));
    expect(data.nationalities).toBe(nationalities('ko-KR'));
    expect(data.tags).toHaveLength(10);
    expect(data.currencies).toHaveLength(9);
  });
});
