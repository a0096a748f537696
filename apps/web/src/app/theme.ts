import { isWebStyle, THEME_COLOR_KEYS, type WebStyle } from '@storefront/contracts';
import type { MerchantData } from './merchant-cache';

/** webStyle key → the CSS variable Tailwind's `@theme` maps to utilities (`bg-first`, `text-fourth`…). */
export const THEME_VARIABLES: Record<keyof WebStyle, string> = {
  firstColor: '--color-first',
  secondColor: '--color-second',
  thirdColor: '--color-third',
  fourthColor: '--color-fourth',
  fifthColor: '--color-fifth',
  sixthColor: '--color-sixth',
  sevenColor: '--color-seven',
};

/** Paints the merchant: its seven colours on :root, its favicon. */
export function applyMerchantTheme({ configure, common }: MerchantData, root: HTMLElement = document.documentElement) {
  for (const key of THEME_COLOR_KEYS) {
    const value = configure.webStyle[key];
    if (value) root.style.setProperty(THEME_VARIABLES[key], value);
  }
  if (common.favicon) setFavicon(common.favicon);
}

function setFavicon(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

/** The back office's settings page posts the draft colours with this type (apps/admin, settings preview). */
export const THEME_PREVIEW_MESSAGE = 'storefront:theme-preview';
const PREVIEW_STYLE_ID = 'theme-preview';

/**
 * Live preview for the back office: a page opened with `?preview=1` inside a frame accepts draft
 * theme colours from its parent, and only from the same origin (the desk is served by this
 * server). The colours go in a style element marked important, so the guard re-applying the saved
 * theme on a later navigation does not undo the draft. Anything not seven `#rrggbb` colours is ignored.
 */
export function installThemePreview(win: Window = window): void {
  if (new URLSearchParams(win.location.search).get('preview') !== '1' || win.parent === win) return;
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const data = event.data as { type?: unknown; webStyle?: unknown } | null;
    if (data?.type !== THEME_PREVIEW_MESSAGE) return;
    // The zod-free check of the same rule: the schemas stay out of the entry chunk.
    const draft = data.webStyle;
    if (!isWebStyle(draft)) return;
    const doc = win.document;
    let style = doc.getElementById(PREVIEW_STYLE_ID);
    if (!style) {
      style = doc.createElement('style');
      style.id = PREVIEW_STYLE_ID;
      doc.head.append(style);
    }
    const rules = THEME_COLOR_KEYS.map((key) => `${THEME_VARIABLES[key]}: ${draft[key]} !important;`);
    style.textContent = `:root { ${rules.join(' ')} }`;
  });
  // Tells the desk the page listens, so it sends the current draft at once.
  win.parent.postMessage({ type: `${THEME_PREVIEW_MESSAGE}:ready` }, win.location.origin);
}
