import { z } from 'zod';

/**
 * A banner of the home page carousel. `link` is a storefront path (`/product/P7K2M9QX`,
 * `/search?keyword=…`, `/cruise-ship`) to prefix with `/{businessNumber}/{language}/{currency}`,
 * or an absolute https URL.
 */
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof banner>;
export const bannerList = z.array(banner);

export const SECKILL_STATUSES = ['upcoming', 'ongoing', 'soldout'] as const;

/** A flash sale: a package sold at a sale price between two instants, while stock lasts. */
export const seckillItem = z.object({
  id: z.number().int(),
  productCode: z.string(),
  gcode: z.string(),
  title: z.string(),
  image: z.string(),
  startTime: z.string().meta({ description: 'ISO 8601 instant (UTC)' }),
  endTime: z.string().meta({ description: 'ISO 8601 instant (UTC)' }),
  salePrice: z.number().int().meta({ description: 'Minor units of `currency`' }),
  originalPrice: z.number().int().meta({ description: 'Minor units of `currency`' }),
  currency: z.string(),
  stock: z.number().int(),
  stockLeft: z.number().int(),
  status: z.enum(SECKILL_STATUSES),
});
export type SeckillItem = z.infer<typeof seckillItem>;

/** GET /api/v1/marketing/seckill: `serverTime` lets countdowns ignore the visitor's clock. */
export const seckillList = z.object({ serverTime: z.string(), list: z.array(seckillItem) });
export type SeckillList = z.infer<typeof seckillList>;
