import { couponPage, couponPageRequest, envelope, ok } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf, requireMember } from '../../platform/auth/require-member.js';
import type { CouponService } from './service.js';

/** The member's coupons (spec my/coupon). */
export function couponRoutes(app: FastifyInstance, { coupons }: { coupons: CouponService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/account/coupon/pagging',
    {
      preHandler: requireMember,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        summary: 'The member’s coupons, usable first; amounts in the request currency; filter by status',
        body: couponPageRequest,
        response: { 200: envelope(couponPage) },
      },
    },
    async (request) => ok(await coupons.listCoupons(request.ctx, memberOf(request).id, request.body)),
  );
}
