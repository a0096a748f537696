import type { CurrencyCode, SiteLanguage } from '@storefront/contracts';
import { useAppStore } from '../../app/app-store';
import { replaceLocaleSegments } from '../../app/guard';
import { pageNavigation } from '../../app/page-navigation';

export type LocaleChange = { language: SiteLanguage } | { currency: CurrencyCode };

/**
 * Where a picker goes (spec §2): the current path with its language or currency segment
 * replaced, or null when the path has no such segment (then the page just reloads).
 */
export function localeSwitchTarget(
  location: { pathname: string; search: string; hash: string },
  segments: { language?: string; currency?: string },
  change: LocaleChange,
): string | null {
  if ('language' in change) {
    if (segments.language === undefined) return null;
    const path = replaceLocaleSegments(location.pathname, segments.currency !== undefined, {
      language: change.language,
    });
    return path + location.search + location.hash;
  }
  if (segments.currency === undefined) return null;
  const path = replaceLocaleSegments(location.pathname, true, { currency: change.currency });
  return path + location.search + location.hash;
}

/** Saves the choice (it is the "saved" value the guard falls back to) and reloads on the new URL. */
export function switchLocale(segments: { language?: string; currency?: string }, change: LocaleChange): void {
  const app = useAppStore.getState();
  if ('language' in change) app.setLanguage(change.language);
  else app.setCurrency(change.currency);
  const target = localeSwitchTarget(window.location, segments, change);
  if (target) pageNavigation.assign(target);
  else pageNavigation.reload();
}
