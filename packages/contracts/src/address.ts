import { z } from 'zod';

/** POST /api/v1/open/get/address */
export const addressRequest = z.object({
  ip: z.string().max(64).nullable().optional().meta({ description: 'The ip the client has cached ip-info for' }),
});

export const visitorAddress = z.object({
  ip: z.string(),
  countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
  country: z.string(),
  source: z.enum(['cdn-header', 'ip-database', 'merchant-default']),
});
export type VisitorAddress = z.infer<typeof visitorAddress>;
