// Text helpers without dependencies, safe for the web's entry chunk.

/**
 * One CJK character: Han (Chinese), kana, Hangul, Bopomofo, CJK punctuation and full-width forms.
 * Not global, so `.test()` is safe to share; use `stripCjk` to remove them.
 */
export const CJK_PATTERN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
const CJK_GLOBAL = new RegExp(CJK_PATTERN.source, 'gu');

export const hasCjk = (text: string): boolean => CJK_PATTERN.test(text);

/** Removes every CJK character (the form items' `noCjk` input behaviour). */
export const stripCjk = (text: string): string => text.replace(CJK_GLOBAL, '');
