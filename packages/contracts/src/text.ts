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

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. No text a shopper
 * or merchant types contains them, and PostgreSQL refuses NUL in text outright.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER_PATTERN.test(text);

/** One step of the walk: a value and how it was reached, linked back so no path is copied. */
type Step = { value: unknown; key: string | number | null; parent: Step | null };

const pathOf = (step: Step): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string inside `value` (objects and arrays, any depth; keys count too)
 * holding a control character, or null. Walks with its own stack in time linear in the input, so
 * neither deep nesting nor a large body can overflow it or slow it down.
 */
export function findControlCharacter(value: unknown): (string | number)[] | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], key: index, parent: step });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (hasControlCharacter(key)) return pathOf({ value: item, key, parent: step });
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}
