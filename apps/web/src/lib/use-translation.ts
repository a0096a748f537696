import { useContext } from 'react';
import {
  getI18n,
  I18nContext,
  useTranslation as useI18nextTranslation,
  type UseTranslationResponse,
} from 'react-i18next';

type Translation = UseTranslationResponse<'translation', undefined>;

const serverTranslations = new WeakMap<object, Translation>();

/**
 * The instance's `t`, with each text asked by its key alone (most of a page's texts: labels,
 * headings) kept per language once worked out: i18next resolves, nests and interpolates every call
 * anew, and a product page asks several hundred. Texts with options (values, counts) are always
 * worked out. What is kept is dropped whenever texts are added to the instance.
 */
export function serverT(i18n: Translation['i18n']): Translation['t'] {
  const plain = new Map<string, unknown>();
  i18n.store.on('added', () => plain.clear());
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return translate(...args);
    const kept = `${i18n.language}\u0000${key}`;
    let text = plain.get(kept);
    if (text === undefined) plain.set(kept, (text = translate(key)));
    return text;
  }) as unknown as Translation['t'];
}

function useServerTranslation(): Translation {
  const i18n = (useContext(I18nContext) as { i18n?: Translation['i18n'] } | undefined)?.i18n ?? getI18n();
  let translation = serverTranslations.get(i18n);
  if (!translation) {
    const t = serverT(i18n);
    translation = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
    serverTranslations.set(i18n, translation);
  }
  return translation;
}

/**
 * react-i18next's `useTranslation`, except while the server renders a page. There each component
 * renders once, in a language that does not change during the render (the renderer switches its
 * instance to the page's language first), so it takes the instance's own `t`: react-i18next's
 * hook copies every property of the i18n instance into a wrapper for each component's first
 * render, and its fixed-language `t` copies the options for each text — together a fifth of a
 * product page's render (issue 16). The texts are the same on both sides, so hydration matches.
 */
export const useTranslation: () => Translation =
  typeof window === 'undefined' ? useServerTranslation : () => useI18nextTranslation();
