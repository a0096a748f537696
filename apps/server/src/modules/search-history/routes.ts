import {
  SEARCH_KINDS,
  browseRecordInput,
  browseRecordList,
  browseRecordListRequest,
  envelope,
  hotSearchList,
  ok,
  searchRecordList,
  searchRecordQuery,
  searchRecordUploadRequest,
  uploadResult,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { SearchHistoryService } from './service.js';

const preHandler = requireMember;
const security = [{ bearer: [] }];

export function searchHistoryRoutes(app: FastifyInstance, { searchHistory }: { searchHistory: SearchHistoryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // requireMember has run on every member-only route below.

  r.get(
    '/api/v1/tripproduct/hot/search',
    {
      schema: {
        tags: ['search'],
        summary: "Hot trip-product searches: members' most searched keywords of 30 days, then the shop's picks",
        response: { 200: envelope(hotSearchList) },
      },
    },
    async (request) => ok(await searchHistory.listHotSearches(request.ctx, SEARCH_KINDS.trip)),
  );

  r.get(
    '/api/v1/hotelproduct/hot/search',
    {
      schema: {
        tags: ['search'],
        summary: "Hot hotel searches: members' most searched keywords of 30 days, then the shop's picks",
        response: { 200: envelope(hotSearchList) },
      },
    },
    async (request) => ok(await searchHistory.listHotSearches(request.ctx, SEARCH_KINDS.hotel)),
  );

  r.get(
    '/api/v1/operation/search/record',
    {
      preHandler,
      schema: {
        tags: ['search'],
        summary: "The member's search history, newest first, one entry per keyword (type 1 trips, 2 hotels)",
        security,
        querystring: searchRecordQuery,
        response: { 200: envelope(searchRecordList) },
      },
    },
    async (request) => ok(await searchHistory.listSearchHistory(request.ctx, memberOf(request), request.query.type)),
  );

  r.delete(
    '/api/v1/operation/search/record',
    {
      preHandler,
      schema: {
        tags: ['search'],
        summary: "Clears the member's search history (one type with ?type=, else all)",
        security,
        querystring: z.object({ type: z.coerce.number().int().min(1).max(2).optional() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await searchHistory.clearSearchHistory(request.ctx, memberOf(request), request.query.type);
      return ok(null);
    },
  );

  r.post(
    '/api/v1/operation/upload/search/record',
    {
      preHandler,
      schema: {
        tags: ['search'],
        summary: 'Uploads the local search history after login; an empty list answers code 0 with the message "empty"',
        security,
        body: searchRecordUploadRequest,
        response: { 200: envelope(uploadResult) },
      },
    },
    async (request) => {
      const result = await searchHistory.uploadSearchRecords(request.ctx, memberOf(request), request.body);
      return { code: 0, message: request.body.length === 0 ? 'empty' : 'success', data: result };
    },
  );

  r.post(
    '/api/v1/operation/upload/product/browse/record',
    {
      preHandler,
      schema: {
        tags: ['search'],
        summary: 'Keeps that the member looked at a product (productId is the product code)',
        security,
        body: browseRecordInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await searchHistory.recordBrowse(request.ctx, memberOf(request), request.body);
      return ok(null);
    },
  );

  r.post(
    '/api/v1/operation/product/browse/record',
    {
      preHandler,
      schema: {
        tags: ['search'],
        summary:
          "Adds the browse records sent (may be empty) and answers the member's browse history, newest first, with product cards",
        security,
        body: browseRecordListRequest.optional(),
        response: { 200: envelope(browseRecordList) },
      },
    },
    async (request) => ok(await searchHistory.syncBrowseRecords(request.ctx, memberOf(request), request.body ?? [])),
  );
}
