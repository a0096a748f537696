import { THEME_COLOR_KEYS, type WebStyle } from '@storefront/contracts';
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
