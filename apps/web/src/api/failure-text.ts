import { ERROR_CODES } from '@storefront/contracts';
import { isApiError } from './client';

/**
 * A failed call's server message (the server answers in the page's language, naming a refused
 * field by its label), else the fallback. Where the page has its own words for a refused field
 * (`fieldTexts` by path prefix: `{ item: … }` covers `item.gcode`), a validation refusal of that
 * field shows them instead.
 */
export function failureText(error: unknown, fallback: string, fieldTexts?: Readonly<Record<string, string>>): string {
  if (!isApiError(error) || !error.message) return fallback;
  const field = error.code === ERROR_CODES.validationFailed.code ? error.field : undefined;
  if (field !== undefined && fieldTexts) {
    const match = Object.entries(fieldTexts).find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`));
    if (match) return match[1];
  }
  return error.message;
}
