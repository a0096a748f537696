import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

// SQL of the back office's product editing (issue 14); the merchant is in every WHERE.

export type EditableProductRow = {
  id: number;
  code: string;
  type: string;
  category_id: number;
  subcategory_id: number;
  city_id: string;
  state_id: string;
  country_id: string;
  status: string;
  refundable: number;
  instant_confirmation: number;
  duration_minutes: number | null;
  currency: string;
  created_at: string;
};
/** A product's texts in one language as stored (lists are JSON text). */
export type EditableTextRow = {
  product_id: number;
  language: string;
  title: string;
  subtitle: string;
  highlights: string;
  description: string;
  included: string;
  how_to_use: string;
  cancellation_policy: string;
  meeting_point: string;
};
export type EditableTextColumns = Omit<EditableTextRow, 'product_id' | 'language'>;

const COLUMNS = [
  'id',
  'code',
  'type',
  'category_id',
  'subcategory_id',
  'city_id',
  'state_id',
  'country_id',
  'status',
  'refundable',
  'instant_confirmation',
  'duration_minutes',
  'currency',
  'created_at',
] as const;

const TEXT_COLUMNS = [
  't.product_id',
  't.language',
  't.title',
  't.subtitle',
  't.highlights',
  't.description',
  't.included',
  't.how_to_use',
  't.cancellation_policy',
  't.meeting_point',
] as const;

export async function findEditableProduct(db: Db, merchantNumber: string, code: string) {
  return db
    .selectFrom('products')
    .select(COLUMNS)
    .where('merchant_number', '=', merchantNumber)
    .where('code', '=', code)
    .executeTakeFirst() as Promise<EditableProductRow | undefined>;
}

export async function findEditableTexts(
  db: Db,
  merchantNumber: string,
  productIds: readonly number[],
): Promise<EditableTextRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_texts as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(TEXT_COLUMNS)
    .where('p.merchant_number', '=', merchantNumber)
    .where('t.product_id', 'in', [...productIds])
    .execute();
}

/** A page of the merchant's products, newest first; `q` matches the code or a title. */
export async function findEditablePage(
  db: Db,
  merchantNumber: string,
  { q, status, page, size }: { q?: string; status?: string; page: number; size: number },
) {
  const base = db
    .selectFrom('products as p')
    .where('p.merchant_number', '=', merchantNumber)
    .$if(status !== undefined, (query) => query.where('p.status', '=', status as string))
    .$if(Boolean(q), (query) =>
      query.where((eb) =>
        eb.or([
          eb('p.code', '=', (q as string).toUpperCase()),
          eb.exists(
            eb
              .selectFrom('product_texts as t')
              .select('t.product_id')
              .whereRef('t.product_id', '=', 'p.id')
              .where('t.title', 'like', `%${(q as string).replace(/[\\%_]/g, '')}%`),
          ),
        ]),
      ),
    );
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = (await base
    .select(COLUMNS.map((c) => `p.${c}` as const))
    .orderBy('p.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()) as EditableProductRow[];
  return { total, rows };
}

export async function insertEditableProduct(
  db: Db,
  row: Omit<EditableProductRow, 'id'> & { merchant_number: string },
): Promise<number> {
  const inserted = await db
    .insertInto('products')
    .values({ ...row, from_price: 0, from_original_price: 0, sales_count: 0, recommend_score: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateEditableProduct(
  db: Db,
  merchantNumber: string,
  id: number,
  changes: Partial<Omit<EditableProductRow, 'id' | 'code' | 'currency' | 'created_at'>>,
) {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('products')
    .set(changes)
    .where('merchant_number', '=', merchantNumber)
    .where('id', '=', id)
    .execute();
}

/** Changes some texts of a product in one language (the row exists; the product is the caller's, already checked). */
export async function updateEditableText(
  db: Db,
  productId: number,
  language: string,
  changes: Partial<EditableTextColumns>,
) {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('product_texts')
    .set(changes)
    .where('product_id', '=', productId)
    .where('language', '=', language)
    .execute();
}

/** Adds a product's texts in a language it had none in. */
export async function insertEditableText(db: Db, row: EditableTextRow) {
  await db.insertInto('product_texts').values(row).execute();
}

/** Every text of a product for its search document. */
export async function findSearchTexts(db: Db, productId: number) {
  return db
    .selectFrom('product_texts')
    .select(['title', 'subtitle', 'highlights', 'description', 'included'])
    .where('product_id', '=', productId)
    .execute();
}

/** Whether any merchant uses the code: product codes are unique across shops (migration 0003). */
export async function isProductCodeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** The tag ids of each of the merchant's products given. */
export async function findEditableTags(db: Db, merchantNumber: string, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_tags as pt')
    .innerJoin('products as p', 'p.id', 'pt.product_id')
    .select(['pt.product_id', 'pt.tag_id'])
    .where('p.merchant_number', '=', merchantNumber)
    .where('pt.product_id', 'in', [...productIds])
    .orderBy('pt.tag_id')
    .execute();
}

/** Replaces a product's tags (the product is the caller's, already checked). */
export async function replaceEditableTags(db: Db, productId: number, tagIds: readonly number[]) {
  await db.deleteFrom('product_tags').where('product_id', '=', productId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('product_tags')
    .values([...new Set(tagIds)].map((tagId) => ({ product_id: productId, tag_id: tagId })))
    .execute();
}

/** The hot topic ids of each of the merchant's products given. */
export async function findEditableTopics(db: Db, merchantNumber: string, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_topics as pt')
    .innerJoin('products as p', 'p.id', 'pt.product_id')
    .select(['pt.product_id', 'pt.topic_id'])
    .where('p.merchant_number', '=', merchantNumber)
    .where('pt.product_id', 'in', [...productIds])
    .orderBy('pt.topic_id')
    .execute();
}

/** Replaces a product's hot topics (the product is the caller's, already checked). */
export async function replaceEditableTopics(db: Db, productId: number, topicIds: readonly number[]) {
  await db.deleteFrom('product_topics').where('product_id', '=', productId).execute();
  if (topicIds.length === 0) return;
  await db
    .insertInto('product_topics')
    .values([...new Set(topicIds)].map((topicId) => ({ product_id: productId, topic_id: topicId })))
    .execute();
}

export type PhotoRow = { product_id: number; sort: number; image: string; alt: string };

/** The photos of each of the merchant's products given, cover (sort 0) first. */
export async function findEditablePhotos(
  db: Db,
  merchantNumber: string,
  productIds: readonly number[],
): Promise<PhotoRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.product_id', 'i.sort', 'i.image', 'i.alt'])
    .where('p.merchant_number', '=', merchantNumber)
    .where('i.product_id', 'in', [...productIds])
    .orderBy('i.product_id')
    .orderBy('i.sort')
    .execute();
}

/**
 * Replaces a product's photo rows with the list given, in its order (sort 0 is the cover). The
 * sort is part of the key, so the rows are rewritten rather than renumbered in place.
 */
export async function replaceEditablePhotos(
  db: Db,
  productId: number,
  photos: readonly { image: string; alt: string }[],
) {
  await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (photos.length === 0) return;
  await db
    .insertInto('product_images')
    .values(photos.map((p, sort) => ({ product_id: productId, sort, image: p.image, alt: p.alt })))
    .execute();
}

/** How many packages on sale each product given has. */
export async function countPackagesOnSale(db: Db, merchantNumber: string, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('packages')
    .select(['product_id', sql<number>`count(*)`.as('n')])
    .where('merchant_number', '=', merchantNumber)
    .where('product_id', 'in', [...productIds])
    .where('on_sale', '=', 1)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.n)]));
}
