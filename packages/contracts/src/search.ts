import { z } from 'zod';
import { productCard } from './catalog.js';

/** Kinds of keyword suggestion: 1 trip products, 2 destinations, 3 hotels (spec §7 "types"). */
export const SUGGESTION_TYPES = { product: 1, destination: 2, hotel: 3 } as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[keyof typeof SUGGESTION_TYPES];

export const KEYWORD_MAX = 100;
export const SEARCH_HISTORY_MAX = 20;
export const HOT_SEARCH_MAX = 10;
export const BROWSE_HISTORY_MAX = 50;

const keyword = z
  .string()
  .trim()
  .min(1, 'Type at least one character')
  .max(KEYWORD_MAX, `At most ${KEYWORD_MAX} characters`);

/** POST /api/v1/tripproduct/keyword/search */
export const keywordSuggestRequest = z.object({
  types: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .min(1, 'Name at least one type: 1 products, 2 destinations, 3 hotels')
    .meta({ description: '[1,2] products and destinations, [3] hotels, [2,3] destinations and hotels' }),
  searchValue: keyword,
});
export type KeywordSuggestRequest = z.infer<typeof keywordSuggestRequest>;

export const keywordSuggestion = z.object({
  type: z.number().int().meta({ description: '1 product, 2 destination, 3 hotel' }),
  id: z.string().meta({ description: 'Product code, location id or hotel id' }),
  title: z.string(),
  subtitle: z.string().meta({ description: 'Where it is: city and country, or the parent place' }),
});
export type KeywordSuggestion = z.infer<typeof keywordSuggestion>;

/** Hot searches: the most searched keywords of the last 30 days, then the merchant's picks. */
export const hotSearchList = z.array(z.string());

/** Which search a history entry belongs to: 1 trip products, 2 hotels. */
export const SEARCH_KINDS = { trip: 1, hotel: 2 } as const;

/** POST /api/v1/operation/upload/search/record: the local history (spec §3 "keyword, save"). */
export const searchRecordUploadRequest = z
  .array(
    z.object({
      keyword,
      save: z
        .number()
        .int()
        .min(0)
        .max(1)
        .default(0)
        .meta({ description: '0: kept locally, to be stored; 1: already on the server (skipped)' }),
      type: z.number().int().min(1).max(2).default(1).meta({ description: '1 trip-product search, 2 hotel search' }),
    }),
  )
  .max(50, 'At most 50 records per upload');
export type SearchRecordUpload = z.infer<typeof searchRecordUploadRequest>;

export const searchRecordQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .min(1)
    .max(2)
    .default(1)
    .meta({ description: '1 trip-product searches, 2 hotel searches' }),
});

/** GET /api/v1/operation/search/record: newest first, one entry per keyword. */
export const searchRecord = z.object({
  keyword: z.string(),
  save: z.literal(1).meta({ description: 'Always 1: the entry is on the server' }),
  searchedAt: z.string(),
});
export const searchRecordList = z.array(searchRecord);
export type SearchRecord = z.infer<typeof searchRecord>;

export const uploadResult = z.object({ saved: z.number().int() });

/** A browse record as the client keeps it (spec §3): type 1 is a trip product. */
export const browseRecordInput = z.object({
  type: z.literal(1).default(1).meta({ description: '1 trip product' }),
  productId: z.string().min(1).max(20).meta({ description: 'The product code' }),
  filterTitle: z.string().max(300).optional().meta({ description: "The client's title; the server uses its own" }),
  save: z.number().int().min(0).max(1).default(0),
});
export type BrowseRecordInput = z.infer<typeof browseRecordInput>;

/** POST /api/v1/operation/product/browse/record: records to add (may be empty); answers the history. */
export const browseRecordListRequest = z.array(browseRecordInput).max(BROWSE_HISTORY_MAX);

export const browseRecord = z.object({
  type: z.literal(1),
  productId: z.string(),
  browsedAt: z.string(),
  product: productCard,
});
export type BrowseRecord = z.infer<typeof browseRecord>;
export const browseRecordList = z.array(browseRecord);
