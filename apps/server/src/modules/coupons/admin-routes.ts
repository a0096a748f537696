import {
  adminCouponTemplate,
  adminCouponTemplateList,
  couponClaimed,
  couponClaimRequest,
  couponIssued,
  couponIssueRequest,
  couponReport,
  couponTemplateCreate,
  couponTemplateParams,
  couponTemplatePatch,
  envelope,
  ok,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import { staffOf, type StaffAuth } from '../../platform/auth/require-staff.js';
import type { CouponAdmin } from './admin-service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * Coupon templates in the back office (issue 14), for owners and managers: money settings are
 * not an editor's or an agent's (docs/decisions.md, "Money settings"). Also the shop's
 * `POST /api/v1/account/coupon/claim`, where a member types a template's public code.
 */
export function couponAdminRoutes(
  app: FastifyInstance,
  { couponAdmin, staffAuth }: { couponAdmin: CouponAdmin; staffAuth: StaffAuth },
) {
  const onRequest = staffAuth.staffOnly('owner', 'manager');
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/v1/coupons',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The shop’s coupon templates, newest first, with how many were issued',
        response: { 200: envelope(adminCouponTemplateList) },
      },
    },
    async (request) => ok(await couponAdmin.listTemplates(staffOf(request))),
  );

  r.get(
    '/api/admin/v1/coupons/report',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Per template: coupons issued, used, and the discount orders took with them (per order currency)',
        response: { 200: envelope(couponReport) },
      },
    },
    async (request) => ok(await couponAdmin.report(staffOf(request), request.ctx)),
  );

  r.get(
    '/api/admin/v1/coupons/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One coupon template',
        params: couponTemplateParams,
        response: { 200: envelope(adminCouponTemplate) },
      },
    },
    async (request) => ok(await couponAdmin.getTemplate(staffOf(request), request.params.id)),
  );

  r.post(
    '/api/admin/v1/coupons',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Create a coupon template: fixed (minor units of its currency) or percent, minimum spend, category groups, a window or days from issue, a quantity, an optional public code',
        body: couponTemplateCreate,
        response: { 200: envelope(adminCouponTemplate) },
      },
    },
    async (request) => ok(await couponAdmin.createTemplate(staffOf(request), request.ctx.merchant, request.body)),
  );

  r.patch(
    '/api/admin/v1/coupons/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Change a coupon template (kind and currency stay); active false stops issuing',
        params: couponTemplateParams,
        body: couponTemplatePatch,
        response: { 200: envelope(adminCouponTemplate) },
      },
    },
    async (request) =>
      ok(await couponAdmin.updateTemplate(staffOf(request), request.ctx.merchant, request.params.id, request.body)),
  );

  r.post(
    '/api/admin/v1/coupons/:id/issue',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Issue one coupon of the template to a member of this shop, by email or by phone (with country)',
        params: couponTemplateParams,
        body: couponIssueRequest,
        response: { 200: envelope(couponIssued) },
      },
    },
    async (request) =>
      ok(await couponAdmin.issueToMember(staffOf(request), request.ctx, request.params.id, request.body)),
  );

  r.post(
    '/api/v1/account/coupon/claim',
    {
      preHandler: requireMember,
      schema: {
        tags: ['account'],
        security,
        summary: 'Take the coupon of a public code into the account (once per account); it then shows at checkout',
        body: couponClaimRequest,
        response: { 200: envelope(couponClaimed) },
      },
    },
    async (request) => ok(await couponAdmin.claimCode(request.ctx, memberOf(request).id, request.body.code)),
  );
}
