import { HOTEL_TEXT_LIMITS, ROOM_TYPE_TEXT_LIMITS, SITE_LANGUAGES, type SiteLanguage } from '@storefront/contracts';

/** A text field of the hotel or room type editor: a line, a paragraph, or a list typed one item per line. */
export type TextFieldSpec = { key: string; label: string; kind: 'line' | 'area' | 'list'; max: number; items?: number };

export const HOTEL_FIELDS: TextFieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'line', max: HOTEL_TEXT_LIMITS.name },
  { key: 'address', label: 'Address', kind: 'line', max: HOTEL_TEXT_LIMITS.address },
  { key: 'description', label: 'Description', kind: 'area', max: HOTEL_TEXT_LIMITS.description },
  {
    key: 'facilities',
    label: 'Facilities',
    kind: 'list',
    max: HOTEL_TEXT_LIMITS.listItem,
    items: HOTEL_TEXT_LIMITS.facilities,
  },
  {
    key: 'policies',
    label: 'Policies',
    kind: 'list',
    max: HOTEL_TEXT_LIMITS.listItem,
    items: HOTEL_TEXT_LIMITS.policies,
  },
];

export const ROOM_TYPE_FIELDS: TextFieldSpec[] = [
  { key: 'name', label: 'Name', kind: 'line', max: ROOM_TYPE_TEXT_LIMITS.name },
  { key: 'beds', label: 'Beds', kind: 'line', max: ROOM_TYPE_TEXT_LIMITS.beds },
  {
    key: 'facilities',
    label: 'Room facilities',
    kind: 'list',
    max: ROOM_TYPE_TEXT_LIMITS.listItem,
    items: ROOM_TYPE_TEXT_LIMITS.facilities,
  },
];

/** Texts as typed, per language and field (a list as its lines). */
export type TextsDraft = Partial<Record<SiteLanguage, Record<string, string>>>;

type StoredTexts = Partial<Record<SiteLanguage, Record<string, string | string[]>>>;

export function textsDraftOf(texts: StoredTexts, fields: readonly TextFieldSpec[]): TextsDraft {
  const draft: TextsDraft = {};
  for (const [language, own] of Object.entries(texts) as [SiteLanguage, Record<string, string | string[]>][]) {
    draft[language] = Object.fromEntries(
      fields.map((f) => {
        const value = own[f.key];
        return [f.key, Array.isArray(value) ? value.join('\n') : (value ?? '')];
      }),
    );
  }
  return draft;
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The languages' texts as a PATCH sends them: every field of a language that has any text (a list
 * as its lines); a language left empty is not sent.
 */
export function textsPatchOf(draft: TextsDraft, fields: readonly TextFieldSpec[]) {
  const patch: Partial<Record<SiteLanguage, Record<string, string | string[]>>> = {};
  for (const language of SITE_LANGUAGES) {
    const own = draft[language];
    if (!own || fields.every((f) => !own[f.key]?.trim())) continue;
    patch[language] = Object.fromEntries(
      fields.map((f) => [f.key, f.kind === 'list' ? linesOf(own[f.key] ?? '') : (own[f.key] ?? '').trim()]),
    );
  }
  return patch;
}

/** The fields a language leaves empty that another language has written (its name always counts). */
export function missingFieldsOf(draft: TextsDraft, fields: readonly TextFieldSpec[], language: SiteLanguage): string[] {
  const written = new Set(['name']);
  for (const own of Object.values(draft)) for (const f of fields) if (own?.[f.key]?.trim()) written.add(f.key);
  return fields.filter((f) => written.has(f.key) && !draft[language]?.[f.key]?.trim()).map((f) => f.label);
}

/** Field-by-field problems of a draft (the server checks the same limits). */
export function textErrorsOf(draft: TextsDraft, fields: readonly TextFieldSpec[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [language, own] of Object.entries(draft) as [SiteLanguage, Record<string, string>][]) {
    const any = fields.some((f) => own[f.key]?.trim());
    if (any && !own.name?.trim()) errors[`${language}.name`] = 'Give a name in this language';
    for (const f of fields) {
      const text = own[f.key] ?? '';
      if (f.kind === 'list') {
        const lines = linesOf(text);
        if (lines.some((line) => line.length > f.max))
          errors[`${language}.${f.key}`] = `At most ${f.max} characters a line`;
        else if (f.items !== undefined && lines.length > f.items)
          errors[`${language}.${f.key}`] = `At most ${f.items} lines`;
      } else if (text.trim().length > f.max) {
        errors[`${language}.${f.key}`] = `At most ${f.max.toLocaleString('en-AU')} characters`;
      }
    }
  }
  return errors;
}
