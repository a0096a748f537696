import { CJK_PATTERN } from '@storefront/contracts';

const ELLIPSIS = '…';

/** Display width of one character: CJK (Han, kana, Hangul, full-width forms) 2, others 1. */
export const charWidth = (char: string): number => (CJK_PATTERN.test(char) ? 2 : 1);

/** Display width of a text (spec §5). */
export const textWidth = (text: string): number => Array.from(text).reduce((sum, char) => sum + charWidth(char), 0);

/**
 * Cuts a text to `maxWidth` width units (CJK count 2), ending with `…` when cut; the ellipsis
 * (width 1) fits within `maxWidth`.
 */
export function truncateByWidth(text: string, maxWidth: number): string {
  if (textWidth(text) <= maxWidth) return text;
  if (maxWidth < 1) return '';
  let width = 0;
  let kept = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > maxWidth - 1) break;
    kept += char;
  }
  return kept + ELLIPSIS;
}
