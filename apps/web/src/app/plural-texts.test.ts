import { SITE_LANGUAGES } from '@storefront/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import enAU from '../../../../packages/reference-data/src/ui-text/en-AU.json';
import { i18n } from './i18n';
import { loadTestLanguage } from '../test/render';

/** Every text of a language, flattened to `section.key`. */
function flatten(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    flatten(value, prefix ? `${prefix}.${key}` : key),
  );
}

afterAll(() => loadTestLanguage('en-AU'));

describe('counted texts', () => {
  it('never write "(s)": a count picks its plural form instead', () => {
    expect(flatten(enAU).filter(([, text]) => /\w\(s\)/.test(text))).toEqual([]);
  });

  it('say one room, two rooms in English', async () => {
    await loadTestLanguage('en-AU');
    expect(i18n.t('cart.rooms', { count: 1 })).toBe('1 room');
    expect(i18n.t('cart.rooms', { count: 2 })).toBe('2 rooms');
    expect(i18n.t('cart.quantity', { count: 1 })).toBe('1 traveller or unit');
    expect(i18n.t('cart.quantity', { count: 3 })).toBe('3 travellers or units');
  });

  it.each(SITE_LANGUAGES)('find a text for every count in %s', async (language) => {
    await loadTestLanguage(language);
    for (const count of [0, 1, 2, 5]) {
      expect(i18n.t('cart.rooms', { count })).toContain(String(count));
      expect(i18n.t('cart.quantity', { count })).toContain(String(count));
      expect(i18n.t('cart.deleteConfirm', { count })).toContain(String(count));
    }
  });
});
