import { randomInt } from 'node:crypto';
import {
  PRODUCT_TEXT_FIELDS,
  SITE_LANGUAGES,
  type AdminPhoto,
  type AdminProduct,
  type AdminProductQuery,
  type AdminProductTexts,
  type MissingTranslation,
  type ProductCreate,
  type ProductEditStatus,
  type ProductPatch,
  type ProductTextField,
  type ProductTextsInput,
  type ProductType,
  type SiteLanguage,
} from '@storefront/contracts';
import {
  categories,
  hotTopics,
  labelsWithInstant,
  TAG_IDS as LABEL,
  tags as referenceTags,
} from '@storefront/reference-data';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import { findIndexedPlace, placeTitles } from './places.js';
import {
  type EditableProductRow,
  type EditableTextColumns,
  type EditableTextRow,
  type PhotoRow,
  countPackagesOnSale,
  findEditablePage,
  findEditablePhotos,
  findEditableProduct,
  findEditableTags,
  findEditableTexts,
  findEditableTopics,
  findSearchTexts,
  insertEditableProduct,
  insertEditableText,
  isProductCodeTaken,
  replaceEditableTags,
  replaceEditableTopics,
  updateEditableProduct,
  updateEditableText,
} from './product-edit-repo.js';
import { imageUrl } from './product-rows.js';
import { createSearchStrategy } from './search-strategy.js';

/** The product type each category group sells (reference data: group id → type). */
export const TYPE_OF_GROUP: Record<number, ProductType> = {
  1: 'ticket',
  2: 'activity',
  3: 'daytrip',
  4: 'dining',
  5: 'hotelpackage',
  6: 'transport',
};
/** Subcategory id → its group id. */
const GROUP_OF: ReadonlyMap<number, number> = new Map(
  categories('en-AU').flatMap((g) => g.classificationCollection.map((c) => [c.id, g.id] as const)),
);
// The storefront sells 'onsale' only; archiving keeps the row (orders point at it) instead of deleting.
export const STORED_STATUS: Record<ProductEditStatus, string> = {
  published: 'onsale',
  unpublished: 'offsale',
  archived: 'archived',
};
export const EDIT_STATUS: Record<string, ProductEditStatus> = {
  onsale: 'published',
  offsale: 'unpublished',
  archived: 'archived',
};
const TAG_IDS: ReadonlySet<number> = new Set(referenceTags('en-AU').map((t) => t.id));

// Instant confirmation is the product's "Instant Confirmation" label (labelsWithInstant): the
// answer's `instantConfirmation` reads it; when sent, it puts the label in or takes it out of the
// labels (`tags`) it comes with, or else of the product's own.
const TOPIC_IDS: ReadonlySet<number> = new Set(hotTopics('en-AU').map((t) => t.id));
const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Contract text field → stored column. */
const COLUMN_OF: Record<ProductTextField, keyof EditableTextColumns> = {
  title: 'title',
  subtitle: 'subtitle',
  highlights: 'highlights',
  description: 'description',
  included: 'included',
  howToUse: 'how_to_use',
  cancellationPolicy: 'cancellation_policy',
  meetingPoint: 'meeting_point',
};
const LIST_FIELDS: ReadonlySet<ProductTextField> = new Set(['highlights', 'included']);

type Deps = { db: Db; audit: AuditService; events: EventPublisher };
type Texts = AdminProduct['texts'];

/**
 * The back office's product editing (issue 14). Each write is one transaction holding the
 * product, its texts, its search document and its audit row; after the commit the storefront's
 * cached answers of the merchant are dropped in every process (`merchant.changed`).
 */
export function createProductEditing({ db, audit, events }: Deps) {
  const search = createSearchStrategy(db);

  /** The products given as the desk shows them (five statements, whatever their number). */
  async function views(database: Db, merchant: Merchant, rows: EditableProductRow[]): Promise<AdminProduct[]> {
    const ids = rows.map((r) => r.id);
    const number = merchant.number;
    const [texts, tagRows, topicRows, photos, onSale] = await Promise.all([
      findEditableTexts(database, number, ids),
      findEditableTags(database, number, ids),
      findEditableTopics(database, number, ids),
      findEditablePhotos(database, number, ids),
      countPackagesOnSale(database, number, ids),
    ]);
    const labelsOf = (id: number) => tagRows.filter((x) => x.product_id === id).map((x) => x.tag_id);
    return rows.map((row) => {
      const own: Texts = {};
      for (const t of texts.filter((x) => x.product_id === row.id)) own[t.language as SiteLanguage] = textsOf(t);
      return {
        code: row.code,
        type: row.type,
        categoryId: row.category_id,
        subcategoryId: row.subcategory_id,
        location: row.city_id,
        countryId: row.country_id,
        stateId: row.state_id,
        currency: row.currency,
        tags: labelsOf(row.id),
        topics: topicRows.filter((x) => x.product_id === row.id).map((x) => x.topic_id),
        refundable: row.refundable !== 0,
        instantConfirmation: labelsOf(row.id).includes(LABEL.instantConfirmation),
        durationMinutes: row.duration_minutes,
        status: EDIT_STATUS[row.status] ?? 'unpublished',
        texts: own,
        missingTranslations: missingTranslations(merchant.languages, own),
        photos: photos.filter((p) => p.product_id === row.id).map(photoOf),
        packagesOnSale: onSale.get(row.id) ?? 0,
        createdAt: row.created_at,
      };
    });
  }

  async function view(database: Db, merchant: Merchant, row: EditableProductRow): Promise<AdminProduct> {
    const [product] = await views(database, merchant, [row]);
    return product as AdminProduct;
  }

  async function stored(database: Db, merchantNumber: string, code: string): Promise<EditableProductRow> {
    const row = await findEditableProduct(database, merchantNumber, code);
    if (!row) throw new AppError('notFound', `No product ${code} in this shop`);
    return row;
  }

  async function listProducts(staff: StaffPrincipal, merchant: Merchant, query: AdminProductQuery) {
    const { total, rows } = await findEditablePage(db, staff.merchantNumber, {
      ...query,
      status: query.status === undefined ? undefined : STORED_STATUS[query.status],
    });
    return { items: await views(db, merchant, rows), total, page: query.page, size: query.size };
  }

  const getProduct = async (staff: StaffPrincipal, merchant: Merchant, code: string) =>
    view(db, merchant, await stored(db, staff.merchantNumber, code));

  async function createProduct(staff: StaffPrincipal, merchant: Merchant, input: ProductCreate) {
    checkLanguages(merchant, input.texts);
    if (Object.keys(input.texts).length === 0) {
      throw new AppError('validationFailed', 'Give the product a title in at least one language', 'texts');
    }
    checkLabels(input.tags, input.topics);
    const instant = input.instantConfirmation;
    const group = groupOf(input.category);
    const place = placeOf(input.location);
    const number = staff.merchantNumber;
    const product = await db.transaction().execute(async (trx) => {
      const code = await freshCode(trx);
      const id = await insertEditableProduct(trx, {
        merchant_number: number,
        code,
        type: TYPE_OF_GROUP[group] ?? 'activity',
        category_id: group,
        subcategory_id: input.category,
        ...place,
        status: STORED_STATUS[input.status],
        refundable: input.refundable ? 1 : 0,
        instant_confirmation: instant ? 1 : 0,
        duration_minutes: input.durationMinutes,
        currency: merchant.defaultCurrency,
        created_at: new Date().toISOString(),
      });
      await writeTexts(trx, id, [], input.texts);
      await replaceEditableTags(trx, id, labelsWithInstant(input.tags, instant));
      await replaceEditableTopics(trx, id, input.topics);
      await reindex(trx, number, id, place);
      const product = await view(trx, merchant, await stored(trx, number, code));
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'product.create',
        objectType: 'product',
        objectId: code,
        after: product,
      });
      return product;
    });
    await events.publish('merchant.changed', { merchantNumber: number });
    return product;
  }

  async function updateProduct(staff: StaffPrincipal, merchant: Merchant, code: string, patch: ProductPatch) {
    if (patch.texts) checkLanguages(merchant, patch.texts);
    checkLabels(patch.tags ?? [], patch.topics ?? []);
    const group = patch.category === undefined ? undefined : groupOf(patch.category);
    const place = patch.location === undefined ? undefined : placeOf(patch.location);
    const number = staff.merchantNumber;
    const { product, changed } = await db.transaction().execute(async (trx) => {
      const row = await stored(trx, number, code);
      const before = await view(trx, merchant, row);
      const instant =
        patch.instantConfirmation ?? (patch.tags ? patch.tags.includes(LABEL.instantConfirmation) : undefined);
      await updateEditableProduct(trx, number, row.id, {
        ...(group === undefined ? {} : { category_id: group, subcategory_id: patch.category }),
        // A cruise or a holiday package keeps its type within its group (the cruise and package pages list by type).
        ...(group === undefined || group === row.category_id ? {} : { type: TYPE_OF_GROUP[group] ?? row.type }),
        ...(place ?? {}),
        ...(patch.status === undefined ? {} : { status: STORED_STATUS[patch.status] }),
        ...(patch.refundable === undefined ? {} : { refundable: patch.refundable ? 1 : 0 }),
        ...(instant === undefined ? {} : { instant_confirmation: instant ? 1 : 0 }),
        ...(patch.durationMinutes === undefined ? {} : { duration_minutes: patch.durationMinutes }),
      });
      if (patch.texts) {
        await writeTexts(trx, row.id, await findEditableTexts(trx, number, [row.id]), patch.texts);
      }
      if (instant !== undefined) {
        await replaceEditableTags(trx, row.id, labelsWithInstant(patch.tags ?? before.tags, instant));
      }
      if (patch.topics) await replaceEditableTopics(trx, row.id, patch.topics);
      const after = await stored(trx, number, code);
      // The search document follows every text or place change in the same transaction.
      if (patch.texts || place) await reindex(trx, number, row.id, after);
      const product = await view(trx, merchant, after);
      const changed = JSON.stringify(before) !== JSON.stringify(product);
      if (changed) {
        await audit.record(trx, {
          merchantNumber: number,
          staffId: staff.staffId,
          action: patch.status === 'archived' && before.status !== 'archived' ? 'product.archive' : 'product.update',
          objectType: 'product',
          objectId: code,
          before,
          after: product,
        });
      }
      return { product, changed };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return product;
  }

  /** Rewrites the product's search document from all its stored texts and its places. */
  async function reindex(
    trx: Db,
    number: string,
    id: number,
    place: { city_id: string; state_id: string; country_id: string },
  ) {
    const parts: string[] = [];
    for (const t of await findSearchTexts(trx, id)) {
      parts.push(t.title, t.subtitle, ...listOf(t.highlights), t.description, ...listOf(t.included));
    }
    for (const placeId of new Set([place.city_id, place.state_id, place.country_id]))
      parts.push(...placeTitles(placeId));
    await search.writeDocuments(trx, number, [{ productId: id, body: parts.join('\n') }]);
  }

  return { listProducts, getProduct, createProduct, updateProduct, view, stored };
}

export type ProductEditing = ReturnType<typeof createProductEditing>;

function textsOf(t: EditableTextRow): AdminProductTexts {
  return {
    title: t.title,
    subtitle: t.subtitle,
    highlights: listOf(t.highlights),
    description: t.description,
    included: listOf(t.included),
    howToUse: t.how_to_use,
    cancellationPolicy: t.cancellation_policy,
    meetingPoint: t.meeting_point,
  };
}

export function photoOf(row: PhotoRow): AdminPhoto {
  const key = row.image;
  const name = key.slice(key.lastIndexOf('/') + 1);
  return {
    id: name.replace(/\.[a-z0-9]+$/i, ''),
    url: imageUrl(key),
    alt: altOf(row.alt),
  };
}

export function altOf(json: string): AdminPhoto['alt'] {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return {};
    const alt: AdminPhoto['alt'] = {};
    for (const language of SITE_LANGUAGES) {
      const text = (value as Record<string, unknown>)[language];
      if (typeof text === 'string' && text !== '') alt[language] = text;
    }
    return alt;
  } catch {
    return {};
  }
}

/**
 * The shop's languages whose texts are incomplete: a language with no title, or with a field empty
 * that another language has written. The desk marks them "missing translation".
 */
export function missingTranslations(languages: readonly SiteLanguage[], texts: Texts): MissingTranslation[] {
  const written = new Set<ProductTextField>(['title']);
  for (const t of Object.values(texts)) {
    for (const field of PRODUCT_TEXT_FIELDS) if (!isEmpty(t[field])) written.add(field);
  }
  const missing: MissingTranslation[] = [];
  for (const language of languages) {
    const own = texts[language];
    const fields = PRODUCT_TEXT_FIELDS.filter((f) => written.has(f) && (!own || isEmpty(own[f])));
    if (fields.length > 0) missing.push({ language, fields });
  }
  return missing;
}

const isEmpty = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/**
 * Writes the texts sent per language: the fields sent change, the others keep what they had. A
 * language the product has no texts in yet needs a title (refused naming `texts.{language}.title`).
 */
async function writeTexts(
  trx: Db,
  productId: number,
  existing: readonly EditableTextRow[],
  texts: Partial<Record<SiteLanguage, ProductTextsInput>>,
) {
  for (const [language, input] of Object.entries(texts) as [SiteLanguage, ProductTextsInput | undefined][]) {
    if (!input) continue;
    const changes: Partial<EditableTextColumns> = {};
    for (const field of PRODUCT_TEXT_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      changes[COLUMN_OF[field]] = LIST_FIELDS.has(field) ? JSON.stringify(value) : (value as string);
    }
    if (existing.some((t) => t.language === language)) {
      await updateEditableText(trx, productId, language, changes);
      continue;
    }
    if (!changes.title) {
      throw new AppError('validationFailed', `Give the product a title in ${language}`, `texts.${language}.title`);
    }
    await insertEditableText(trx, {
      product_id: productId,
      language,
      title: changes.title,
      subtitle: changes.subtitle ?? '',
      highlights: changes.highlights ?? '[]',
      description: changes.description ?? '',
      included: changes.included ?? '[]',
      how_to_use: changes.how_to_use ?? '',
      cancellation_policy: changes.cancellation_policy ?? '',
      meeting_point: changes.meeting_point ?? '',
    });
  }
}

function checkLanguages(merchant: Merchant, texts: Partial<Record<SiteLanguage, unknown>>) {
  for (const language of Object.keys(texts)) {
    if (!merchant.languages.includes(language as SiteLanguage) || !SITE_LANGUAGES.includes(language as SiteLanguage)) {
      throw new AppError('validationFailed', `The shop does not sell in ${language}`, 'texts');
    }
  }
}

export function checkLabels(tagIds: readonly number[], topicIds: readonly number[]) {
  const tag = tagIds.find((id) => !TAG_IDS.has(id));
  if (tag !== undefined) {
    throw new AppError('validationFailed', `No tag ${tag}: choose tags of the tag list`, 'tags');
  }
  const topic = topicIds.find((id) => !TOPIC_IDS.has(id));
  if (topic !== undefined) {
    throw new AppError('validationFailed', `No hot topic ${topic}: choose topics of the topic list`, 'topics');
  }
}

export function groupOf(category: number): number {
  const group = GROUP_OF.get(category);
  if (group === undefined) {
    throw new AppError(
      'validationFailed',
      `No category ${category}: choose a subcategory of the category list`,
      'category',
    );
  }
  return group;
}

export function placeOf(location: string) {
  const found = findIndexedPlace(location);
  if (!found || found.depth !== 2) {
    throw new AppError('validationFailed', `No city ${location}: choose a city of the location list`, 'location');
  }
  const [country, state] = found.parents;
  return { country_id: country?.id ?? '', state_id: state?.id ?? '', city_id: found.place.id };
}

export function listOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** A product code like the seed's (P and eight letters or digits) that no shop uses yet. */
async function freshCode(trx: Db): Promise<string> {
  for (;;) {
    let code = 'P';
    for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!(await isProductCodeTaken(trx, code))) return code;
  }
}
