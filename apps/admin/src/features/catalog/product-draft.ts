import {
  PRODUCT_TEXT_FIELDS,
  type AdminProduct,
  type ProductCreate,
  type ProductPatch,
  type ProductTextField,
  type ProductTextsInput,
  type SiteLanguage,
} from '@storefront/contracts';
import { TAG_IDS } from '@storefront/reference-data';

/** A language's texts as the editor holds them: lists (highlights, included) as one item per line. */
export type TextsDraft = Record<ProductTextField, string>;

/** What the product editor edits. */
export type ProductDraft = {
  texts: Partial<Record<SiteLanguage, TextsDraft>>;
  category: number | null;
  location: string;
  tags: number[];
  topics: number[];
  refundable: boolean;
  /** As typed, in `durationUnit`s; empty: not stated. */
  duration: string;
  durationUnit: DurationUnit;
};

/** Instant confirmation is the product's "Instant Confirmation" label (the server reads it so too). */
export const isInstant = (draft: Pick<ProductDraft, 'tags'>) => draft.tags.includes(TAG_IDS.instantConfirmation);

export const DURATION_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

const LIST_FIELDS: readonly ProductTextField[] = ['highlights', 'included'];
export const isListField = (field: ProductTextField) => LIST_FIELDS.includes(field);

export const emptyTexts = (): TextsDraft =>
  Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, ''])) as TextsDraft;

/** A stated duration in the largest unit it divides into (3 days, not 4320 minutes). */
function durationOf(minutes: number | null): Pick<ProductDraft, 'duration' | 'durationUnit'> {
  if (!minutes) return { duration: '', durationUnit: 'hours' };
  if (minutes % DURATION_UNITS.days === 0)
    return { duration: String(minutes / DURATION_UNITS.days), durationUnit: 'days' };
  if (minutes % DURATION_UNITS.hours === 0)
    return { duration: String(minutes / DURATION_UNITS.hours), durationUnit: 'hours' };
  return { duration: String(minutes), durationUnit: 'minutes' };
}

export function draftOf(product: AdminProduct | null, languages: readonly SiteLanguage[]): ProductDraft {
  const texts: ProductDraft['texts'] = {};
  for (const language of languages) {
    const stored = product?.texts[language];
    const draft = emptyTexts();
    if (stored)
      for (const field of PRODUCT_TEXT_FIELDS) {
        const value = stored[field];
        draft[field] = Array.isArray(value) ? value.join('\n') : value;
      }
    texts[language] = draft;
  }
  return {
    texts,
    category: product?.subcategoryId ?? null,
    location: product?.location ?? '',
    // A new product is confirmed at payment unless the merchant says otherwise.
    tags: product?.tags ?? [TAG_IDS.instantConfirmation],
    topics: product?.topics ?? [],
    refundable: product?.refundable ?? true,
    ...durationOf(product?.durationMinutes ?? null),
  };
}

/** Minutes of the typed duration; null when empty; NaN when not a whole positive number. */
export function durationMinutes(draft: Pick<ProductDraft, 'duration' | 'durationUnit'>): number | null {
  const text = draft.duration.trim();
  if (!text) return null;
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) * DURATION_UNITS[draft.durationUnit] : Number.NaN;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A language's draft as the API takes it; a language with nothing written is not sent. */
function textsInput(draft: TextsDraft): ProductTextsInput | null {
  if (PRODUCT_TEXT_FIELDS.every((field) => !draft[field].trim())) return null;
  const input: Record<string, unknown> = {};
  for (const field of PRODUCT_TEXT_FIELDS)
    input[field] = isListField(field) ? lines(draft[field]) : draft[field].trim();
  return input as ProductTextsInput;
}

function textsOf(draft: ProductDraft, only?: (language: SiteLanguage) => boolean): ProductCreate['texts'] {
  const texts: ProductCreate['texts'] = {};
  for (const [language, value] of Object.entries(draft.texts) as [SiteLanguage, TextsDraft][]) {
    const input = textsInput(value);
    if (input && (!only || only(language))) texts[language] = input;
  }
  return texts;
}

export function toCreate(draft: ProductDraft): ProductCreate {
  return {
    texts: textsOf(draft),
    category: draft.category ?? 0,
    location: draft.location,
    tags: draft.tags,
    topics: draft.topics,
    refundable: draft.refundable,
    instantConfirmation: isInstant(draft),
    durationMinutes: durationMinutes(draft),
    status: 'unpublished',
  };
}

/** Only what changed goes in the PATCH (two editors on different fields do not undo each other). */
export function toPatch(saved: ProductDraft, draft: ProductDraft): ProductPatch {
  const patch: ProductPatch = {};
  const changed = (language: SiteLanguage) =>
    JSON.stringify(saved.texts[language]) !== JSON.stringify(draft.texts[language]);
  const texts = textsOf(draft, changed);
  if (Object.keys(texts).length > 0) patch.texts = texts;
  if (draft.category !== null && draft.category !== saved.category) patch.category = draft.category;
  if (draft.location && draft.location !== saved.location) patch.location = draft.location;
  if (JSON.stringify(draft.tags) !== JSON.stringify(saved.tags)) patch.tags = draft.tags;
  if (JSON.stringify(draft.topics) !== JSON.stringify(saved.topics)) patch.topics = draft.topics;
  if (draft.refundable !== saved.refundable) patch.refundable = draft.refundable;
  if (durationMinutes(draft) !== durationMinutes(saved)) patch.durationMinutes = durationMinutes(draft);
  return patch;
}

/**
 * The fields a language lacks, as the server's marker reads: no title, or empty where another of
 * the shop's languages has text. Computed from the draft, so the marker follows the typing.
 */
export function missingFields(draft: ProductDraft, language: SiteLanguage): ProductTextField[] {
  const own = draft.texts[language] ?? emptyTexts();
  const others = Object.entries(draft.texts).filter(([other]) => other !== language) as [SiteLanguage, TextsDraft][];
  return PRODUCT_TEXT_FIELDS.filter(
    (field) => !own[field].trim() && (field === 'title' || others.some(([, texts]) => texts[field].trim())),
  );
}
