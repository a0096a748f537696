import { isApiError } from './client';

/**
 * The server's schema refusal names the request's field path ("Invalid body.item.gcode: …"):
 * meant for developers, never shown to shoppers.
 */
const RAW_VALIDATION = /^Invalid (?:body|query|params|headers)(?:\.([\w.]+))?:/;

/**
 * A failed call's server message (already in the page language), else the fallback. A raw schema
 * refusal becomes the text of its field (`fieldTexts` by path prefix: `{ item: … }` covers
 * `item.gcode`), or the fallback.
 */
export function failureText(error: unknown, fallback: string, fieldTexts?: Readonly<Record<string, string>>): string {
  if (!isApiError(error) || !error.message) return fallback;
  const raw = RAW_VALIDATION.exec(error.message);
  if (!raw) return error.message;
  const path = raw[1] ?? '';
  const match = Object.entries(fieldTexts ?? {}).find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`));
  return match ? match[1] : fallback;
}
