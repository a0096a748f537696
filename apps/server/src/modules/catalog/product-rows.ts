import {
  PRICE_TYPES,
  type PackagePrice,
  type ProductCard,
  type ProductType,
  type SiteLanguage,
} from '@storefront/contracts';
import * as referenceData from '@storefront/reference-data';
import type { Db } from '../../platform/db/kysely.js';
import { placeRef } from './places.js';

/** What every catalog read is scoped by: the merchant, its hidden categories and labels, the language. */
export type CatalogScope = {
  merchantNumber: string;
  hiddenCategoryIds: readonly number[];
  hiddenLabelIds: readonly number[];
  language: SiteLanguage;
};

export const ON_SALE = 'onsale';

/** A product card with money still in the product's own currency (the service converts it). */
export type SourceCard = ProductCard & { productId: number };

export const CARD_COLUMNS = [
  'p.id',
  'p.code',
  'p.type',
  'p.category_id',
  'p.subcategory_id',
  'p.country_id',
  'p.state_id',
  'p.city_id',
  'p.currency',
  'p.from_price',
  'p.from_original_price',
  'p.sales_count',
  'p.created_at',
  't.title',
  't.subtitle',
  'i.image',
] as const;

/** Products a visitor of the scope may see: the merchant's, on sale, not in a hidden category, with texts in the language. */
export function visibleProducts(db: Db, scope: CatalogScope) {
  const hidden = [...scope.hiddenCategoryIds];
  return db
    .selectFrom('products as p')
    .innerJoin('product_texts as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.language', '=', scope.language))
    .where('p.merchant_number', '=', scope.merchantNumber)
    .where('p.status', '=', ON_SALE)
    .$if(hidden.length > 0, (q) =>
      q.where('p.category_id', 'not in', hidden).where('p.subcategory_id', 'not in', hidden),
    );
}

export function visibleCards(db: Db, scope: CatalogScope) {
  return visibleProducts(db, scope)
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.sort', '=', 0))
    .select(CARD_COLUMNS);
}

export type CardRow = {
  id: number;
  code: string;
  type: string;
  category_id: number;
  subcategory_id: number;
  country_id: string;
  state_id: string;
  city_id: string;
  currency: string;
  from_price: number;
  from_original_price: number;
  sales_count: number;
  created_at: string;
  title: string;
  subtitle: string;
  image: string | null;
};

/** Rows → cards, with the tags of all rows read in one statement. */
export async function withLabels(db: Db, scope: CatalogScope, rows: readonly CardRow[]): Promise<SourceCard[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .selectFrom('product_tags as pt')
    .innerJoin('products as p', 'p.id', 'pt.product_id')
    .select(['pt.product_id', 'pt.tag_id'])
    .where('p.merchant_number', '=', scope.merchantNumber)
    .where(
      'pt.product_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('pt.tag_id')
    .execute();
  const tagIds = new Map<number, number[]>();
  for (const row of tagRows) tagIds.set(row.product_id, [...(tagIds.get(row.product_id) ?? []), row.tag_id]);
  const tags = referenceData.tags(scope.language);
  return rows.map((row) => ({
    productId: row.id,
    code: row.code,
    type: row.type as ProductType,
    title: row.title,
    subtitle: row.subtitle,
    image: imageUrl(row.image ?? ''),
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    country: placeRef(row.country_id, scope.language),
    state: placeRef(row.state_id, scope.language),
    city: placeRef(row.city_id, scope.language),
    tags: labelsOf(tagIds.get(row.id) ?? [], tags, scope.hiddenLabelIds),
    price: Number(row.from_price),
    originalPrice: Number(row.from_original_price),
    currency: row.currency,
    salesCount: row.sales_count,
    createdAt: row.created_at,
  }));
}

type Label = { id: number; title: string };

/** Each language's labels by id, made once per list (a listing page looks up ~60 labels). */
const labelsById = new WeakMap<readonly Label[], Map<number, Label>>();

/** The labels of these ids, in their order, but hidden and unknown ones. */
export function labelsOf(ids: readonly number[], all: readonly Label[], hidden: readonly number[]): Label[] {
  let byId = labelsById.get(all);
  if (!byId) labelsById.set(all, (byId = new Map(all.map((label) => [label.id, label]))));
  const labels: Label[] = [];
  for (const id of ids) {
    const label = byId.get(id);
    if (label && !hidden.includes(id)) labels.push({ id, title: label.title });
  }
  return labels;
}

/** Stored image keys are served by the image route. */
export const imageUrl = (key: string) => (key ? `/images/${key}` : '');

export function packageTitle(
  row: { title_en_au: string; title_zh_cn: string; title_zh_tw: string; title_ko_kr: string },
  language: SiteLanguage,
): string {
  const byLanguage: Record<SiteLanguage, string> = {
    'en-AU': row.title_en_au,
    'zh-CN': row.title_zh_cn,
    'zh-TW': row.title_zh_tw,
    'ko-KR': row.title_ko_kr,
  };
  return byLanguage[language];
}

export const byPriceType = (a: PackagePrice, b: PackagePrice) =>
  PRICE_TYPES.indexOf(a.priceType) - PRICE_TYPES.indexOf(b.priceType);
