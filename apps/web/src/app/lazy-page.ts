import type { ComponentType } from 'react';
import { chunkFailureAction } from './guard';
import { pageNavigation } from './page-navigation';
import { SESSION_KEYS } from './storage';

type PageModule = { default: ComponentType };

function alreadyReloaded(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.chunkReload) !== null;
  } catch {
    return true;
  }
}

function setReloadFlag(value: boolean): void {
  try {
    if (value) sessionStorage.setItem(SESSION_KEYS.chunkReload, String(Date.now()));
    else sessionStorage.removeItem(SESSION_KEYS.chunkReload);
  } catch {
    // Without session storage we cannot remember a reload, so alreadyReloaded() says true: no loop.
  }
}

/**
 * A route's `lazy` for a page chunk (guard step 6): when the chunk fails to load (usually a
 * deploy replaced it) the page reloads once; if it fails again the error is shown, never a
 * second reload. A successful load clears the flag.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    try {
      const module = await load();
      setReloadFlag(false);
      return { Component: module.default };
    } catch (error) {
      if (chunkFailureAction(alreadyReloaded()) === 'show-error') throw error;
      setReloadFlag(true);
      pageNavigation.reload();
      return new Promise<never>(() => undefined);
    }
  };
}
