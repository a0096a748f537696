import * as referenceData from '@storefront/reference-data';
import type { Db } from '../../platform/db/kysely.js';
import type { ProductTexts } from './model.js';
import {
  type CatalogScope,
  type SourceCard,
  imageUrl,
  labelsOf,
  visibleCards,
  visibleProducts,
  withLabels,
} from './product-rows.js';

export type ProductRecord = SourceCard &
  Omit<ProductTexts, 'title' | 'subtitle'> & {
    cityId: string;
    stateId: string;
    countryId: string;
    /** How long it lasts in minutes; null when the merchant has not said. */
    durationMinutes: number | null;
    /** Where the shopper meets the guide, in the scope's language; empty when not said. */
    meetingPoint: string;
    /** True when a paid order is confirmed at once: the tag the order quote reads, hidden label or not. */
    instantConfirmation: boolean;
  };

/** The product with its texts in the scope's language, when the scope may see it. */
export async function findProductByCode(db: Db, scope: CatalogScope, code: string): Promise<ProductRecord | undefined> {
  const row = await visibleCards(db, scope)
    .select([
      't.highlights',
      't.description',
      't.included',
      't.how_to_use',
      't.cancellation_policy',
      't.meeting_point',
      'p.duration_minutes',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('product_tags as it')
              .select('it.tag_id')
              .whereRef('it.product_id', '=', 'p.id')
              .where('it.tag_id', '=', referenceData.TAG_IDS.instantConfirmation),
          )
          .as('instant'),
    ])
    .where('p.code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const [card] = await withLabels(db, scope, [row]);
  return {
    ...(card as SourceCard),
    highlights: JSON.parse(row.highlights) as string[],
    description: row.description,
    included: JSON.parse(row.included) as string[],
    howToUse: row.how_to_use,
    cancellationPolicy: row.cancellation_policy,
    cityId: row.city_id,
    stateId: row.state_id,
    countryId: row.country_id,
    durationMinutes: row.duration_minutes,
    meetingPoint: row.meeting_point,
    instantConfirmation: Boolean(row.instant),
  };
}

/** Ids of the products the scope may see, by code; codes it may not see are left out. */
export async function findVisibleProductIds(
  db: Db,
  scope: CatalogScope,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await visibleProducts(db, scope)
    .select(['p.id', 'p.code'])
    .where('p.code', 'in', [...codes])
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function findProductImages(db: Db, merchantNumber: string, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select('i.image')
    .where('p.merchant_number', '=', merchantNumber)
    .where('i.product_id', '=', productId)
    .orderBy('i.sort')
    .execute();
  return rows.map((r) => imageUrl(r.image));
}

/** Of these products of the merchant, the ids of those sold non-refundable. */
export async function findNonRefundableProductIds(
  db: Db,
  merchantNumber: string,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('merchant_number', '=', merchantNumber)
    .where('id', 'in', productIds)
    .where('refundable', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function findProductTopics(db: Db, scope: CatalogScope, productId: number) {
  const rows = await db
    .selectFrom('product_topics as pc')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select('pc.topic_id')
    .where('p.merchant_number', '=', scope.merchantNumber)
    .where('pc.product_id', '=', productId)
    .orderBy('pc.topic_id')
    .execute();
  return labelsOf(
    rows.map((r) => r.topic_id),
    referenceData.hotTopics(scope.language),
    scope.hiddenLabelIds,
  );
}
