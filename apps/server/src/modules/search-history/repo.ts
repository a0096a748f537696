import type { SearchRecord } from '@storefront/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';

/** Whose rows: the member of a merchant. */
export type MemberOwner = { merchantNumber: string; memberId: number };

export async function insertSearchRecords(
  db: Db,
  owner: MemberOwner,
  records: readonly { keyword: string; kind: number; language: string }[],
  createdAt: string,
): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto('search_records')
    .values(
      records.map((r) => ({
        merchant_number: owner.merchantNumber,
        member_id: owner.memberId,
        kind: r.kind,
        language: r.language,
        keyword: r.keyword,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** The member's history of one kind: one entry per keyword, newest first. */
export async function findSearchHistory(
  db: Db,
  owner: MemberOwner,
  kind: number,
  limit: number,
): Promise<SearchRecord[]> {
  const rows = await db
    .selectFrom('search_records')
    .select(['keyword', (eb) => eb.fn.max('created_at').as('searched_at')])
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('kind', '=', kind)
    .groupBy('keyword')
    .orderBy('searched_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ keyword: r.keyword, save: 1 as const, searchedAt: String(r.searched_at) }));
}

export async function deleteSearchRecords(db: Db, owner: MemberOwner, kind: number | undefined): Promise<number> {
  const result = await db
    .deleteFrom('search_records')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind as number))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The keywords most members of a merchant searched since `since`, in one language and kind:
 * counted once per member, so one member repeating a word cannot make it hot.
 */
export async function findHotKeywords(
  db: Db,
  merchantNumber: string,
  query: { kind: number; language: string; since: string; minMembers: number; limit: number },
): Promise<string[]> {
  const members = sql<number>`count(distinct member_id)`;
  const rows = await db
    .selectFrom('search_records')
    .select([(eb) => eb.fn.min('keyword').as('keyword'), members.as('members')])
    .where('merchant_number', '=', merchantNumber)
    .where('kind', '=', query.kind)
    .where('language', '=', query.language)
    .where('created_at', '>=', query.since)
    .groupBy(sql`lower(keyword)`)
    .having(members, '>=', query.minMembers)
    .orderBy(members, 'desc')
    .orderBy(sql`lower(keyword)`)
    .limit(query.limit)
    .execute();
  return rows.map((r) => String(r.keyword));
}

/** The merchant's own picks of hot searches, in its order. */
export async function findHotSearchTerms(
  db: Db,
  merchantNumber: string,
  kind: number,
  language: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('hot_search_terms')
    .select('keyword')
    .where('merchant_number', '=', merchantNumber)
    .where('kind', '=', kind)
    .where('language', '=', language)
    .orderBy('sort')
    .execute();
  return rows.map((r) => r.keyword);
}

export async function replaceHotSearchTerms(
  db: Db,
  merchantNumber: string,
  terms: readonly { kind: number; language: string; keyword: string }[],
): Promise<void> {
  await db.deleteFrom('hot_search_terms').where('merchant_number', '=', merchantNumber).execute();
  if (terms.length === 0) return;
  await db
    .insertInto('hot_search_terms')
    .values(
      terms.map((t, sort) => ({
        merchant_number: merchantNumber,
        kind: t.kind,
        language: t.language,
        keyword: t.keyword,
        sort,
      })),
    )
    .execute();
}

/** Replaces the merchant's picks of one kind and language (the back office's list, in its order). */
export async function replaceHotSearchTermsOf(
  db: Db,
  merchantNumber: string,
  list: { kind: number; language: string; keywords: readonly string[] },
): Promise<void> {
  await db
    .deleteFrom('hot_search_terms')
    .where('merchant_number', '=', merchantNumber)
    .where('kind', '=', list.kind)
    .where('language', '=', list.language)
    .execute();
  if (list.keywords.length === 0) return;
  await db
    .insertInto('hot_search_terms')
    .values(
      list.keywords.map((keyword, sort) => ({
        merchant_number: merchantNumber,
        kind: list.kind,
        language: list.language,
        keyword,
        sort,
      })),
    )
    .execute();
}

/** Records (or refreshes) that the member looked at these products. */
export async function upsertBrowseRecords(
  db: Db,
  owner: MemberOwner,
  records: readonly { productId: number; browsedAt: string }[],
): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto('browse_records')
    .values(
      records.map((r) => ({
        merchant_number: owner.merchantNumber,
        member_id: owner.memberId,
        product_id: r.productId,
        browsed_at: r.browsedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['merchant_number', 'member_id', 'product_id'])
        .doUpdateSet((eb) => ({ browsed_at: eb.ref('excluded.browsed_at') })),
    )
    .execute();
}

/** Keeps only the member's `keep` newest browse records. */
export async function trimBrowseRecords(db: Db, owner: MemberOwner, keep: number): Promise<void> {
  const cutoff = await db
    .selectFrom('browse_records')
    .select('browsed_at')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .orderBy('browsed_at', 'desc')
    .offset(keep)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await db
    .deleteFrom('browse_records')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('browsed_at', '<=', cutoff.browsed_at)
    .execute();
}

/** The member's browse records, newest first. */
export async function findBrowseRecords(
  db: Db,
  owner: MemberOwner,
  limit: number,
): Promise<{ productId: number; browsedAt: string }[]> {
  const rows = await db
    .selectFrom('browse_records')
    .select(['product_id', 'browsed_at'])
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .orderBy('browsed_at', 'desc')
    .orderBy('product_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ productId: r.product_id, browsedAt: r.browsed_at }));
}
