import {
  BROWSE_HISTORY_MAX,
  HOT_SEARCH_MAX,
  SEARCH_HISTORY_MAX,
  type BrowseRecord,
  type BrowseRecordInput,
  type SearchRecord,
  type SearchRecordUpload,
  type SiteLanguage,
} from '@storefront/contracts';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import type { Db } from '../../platform/db/kysely.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogService } from '../catalog/service.js';
import {
  deleteSearchRecords,
  findBrowseRecords,
  findHotKeywords,
  findHotSearchTerms,
  findSearchHistory,
  insertSearchRecords,
  replaceHotSearchTerms,
  replaceHotSearchTermsOf,
  trimBrowseRecords,
  upsertBrowseRecords,
  type MemberOwner,
} from './repo.js';

/** Hot searches look back this far. */
const HOT_WINDOW_DAYS = 30;
/** A keyword is hot once this many different members searched it in the window. */
const HOT_MIN_MEMBERS = 2;

/** A merchant's pick for the hot-search list (seed, merchant settings). */
export type HotSearchTerm = { kind: number; language: SiteLanguage; keyword: string };

/**
 * What members searched and looked at: their search history and browse records, and the hot
 * searches every visitor sees (from members' searches, topped up with the merchant's picks).
 */
export function createSearchHistoryService({ db, catalog }: { db: Db; catalog: CatalogService }) {
  async function listSearchHistory(
    ctx: RequestContext,
    member: AuthenticatedMember,
    kind: number,
  ): Promise<SearchRecord[]> {
    return findSearchHistory(db, ownerOf(ctx, member), kind, SEARCH_HISTORY_MAX);
  }

  /** Stores uploaded history (items with save 0); the same keyword twice in one upload counts once. */
  async function uploadSearchRecords(
    ctx: RequestContext,
    member: AuthenticatedMember,
    items: SearchRecordUpload,
  ): Promise<{ saved: number }> {
    const seen = new Set<string>();
    const records: { keyword: string; kind: number; language: string }[] = [];
    for (const item of items) {
      const keyword = normalizeKeyword(item.keyword);
      const key = `${item.type}|${keyword.toLowerCase()}`;
      if (item.save === 1 || seen.has(key)) continue;
      seen.add(key);
      records.push({ keyword, kind: item.type, language: ctx.language });
    }
    await db
      .transaction()
      .execute((trx) => insertSearchRecords(trx, ownerOf(ctx, member), records, new Date().toISOString()));
    return { saved: records.length };
  }

  async function clearSearchHistory(ctx: RequestContext, member: AuthenticatedMember, kind: number | undefined) {
    await db.transaction().execute((trx) => deleteSearchRecords(trx, ownerOf(ctx, member), kind));
  }

  /** Up to ten keywords: the most searched of the last 30 days, then the merchant's picks. */
  async function listHotSearches(ctx: RequestContext, kind: number): Promise<string[]> {
    const merchantNumber = ctx.merchant.number;
    const since = new Date(Date.now() - HOT_WINDOW_DAYS * 86_400_000).toISOString();
    const [searched, picks] = await Promise.all([
      findHotKeywords(db, merchantNumber, {
        kind,
        language: ctx.language,
        since,
        minMembers: HOT_MIN_MEMBERS,
        limit: HOT_SEARCH_MAX,
      }),
      findHotSearchTerms(db, merchantNumber, kind, ctx.language),
    ]);
    const seen = new Set<string>();
    const list: string[] = [];
    for (const keyword of [...searched, ...picks]) {
      const key = keyword.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(keyword);
    }
    return list.slice(0, HOT_SEARCH_MAX);
  }

  /** Keeps that the member looked at a product (3004 when the product is not one they can see). */
  async function recordBrowse(ctx: RequestContext, member: AuthenticatedMember, record: BrowseRecordInput) {
    const productId = await catalog.findProductId(ctx, record.productId);
    const owner = ownerOf(ctx, member);
    await db.transaction().execute(async (trx) => {
      await upsertBrowseRecords(trx, owner, [{ productId, browsedAt: new Date().toISOString() }]);
      await trimBrowseRecords(trx, owner, BROWSE_HISTORY_MAX);
    });
  }

  /**
   * Adds the records sent (the first is the newest; products that are gone are skipped) and
   * answers the member's browse history, newest first.
   */
  async function syncBrowseRecords(
    ctx: RequestContext,
    member: AuthenticatedMember,
    records: readonly BrowseRecordInput[],
  ): Promise<BrowseRecord[]> {
    const owner = ownerOf(ctx, member);
    if (records.length > 0) {
      const ids = await catalog.findProductIds(
        ctx,
        records.map((r) => r.productId),
      );
      const known = [
        ...new Set(records.map((r) => ids.get(r.productId)).filter((id): id is number => id !== undefined)),
      ];
      const now = Date.now();
      await db.transaction().execute(async (trx) => {
        // Newest first: one millisecond apart keeps their order.
        const stamped = known.map((productId, index) => ({
          productId,
          browsedAt: new Date(now - index).toISOString(),
        }));
        await upsertBrowseRecords(trx, owner, stamped);
        await trimBrowseRecords(trx, owner, BROWSE_HISTORY_MAX);
      });
    }
    const rows = await findBrowseRecords(db, owner, BROWSE_HISTORY_MAX);
    const cards = await catalog.listProductCards(
      ctx,
      rows.map((r) => r.productId),
    );
    return rows.flatMap((row) => {
      const product = cards.get(row.productId);
      return product ? [{ type: 1 as const, productId: product.code, browsedAt: row.browsedAt, product }] : [];
    });
  }

  /** Replaces the merchant's hot-search picks (inside the caller's transaction). */
  const setHotSearchTerms = (trx: Db, merchantNumber: string, terms: readonly HotSearchTerm[]) =>
    replaceHotSearchTerms(trx, merchantNumber, terms);

  /** The merchant's hot-search picks of one kind and language, in order (the back office). */
  const listHotSearchPicks = (database: Db, merchantNumber: string, kind: number, language: string) =>
    findHotSearchTerms(database, merchantNumber, kind, language);

  /** Replaces the picks of one kind and language (inside the caller's transaction). */
  const replaceHotSearchPicks = (
    trx: Db,
    merchantNumber: string,
    list: { kind: number; language: string; keywords: readonly string[] },
  ) => replaceHotSearchTermsOf(trx, merchantNumber, list);

  return {
    listSearchHistory,
    uploadSearchRecords,
    clearSearchHistory,
    listHotSearches,
    recordBrowse,
    syncBrowseRecords,
    setHotSearchTerms,
    listHotSearchPicks,
    replaceHotSearchPicks,
  };
}

export type SearchHistoryService = ReturnType<typeof createSearchHistoryService>;

const ownerOf = (ctx: RequestContext, member: AuthenticatedMember): MemberOwner => ({
  merchantNumber: ctx.merchant.number,
  memberId: member.id,
});

/** Keywords are stored trimmed with inner white space collapsed. */
const normalizeKeyword = (keyword: string) => keyword.trim().replace(/\s+/gu, ' ');
