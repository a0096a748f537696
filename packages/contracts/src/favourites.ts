import { FAVOURITE_TYPES } from './constants.js';
import { z } from 'zod';
import { productCard } from './catalog.js';

/** What a favourite points at: 1 a trip product (by code), 2 a hotel. */
export type FavouriteType = (typeof FAVOURITE_TYPES)[keyof typeof FAVOURITE_TYPES];
export const FAVOURITE_TYPE_VALUES: readonly number[] = Object.values(FAVOURITE_TYPES);
export const FAVOURITE_PAGE_SIZE_MAX = 50;

/** Path of PUT /api/v1/account/favorites/{productId}/{type}; a malformed id or unknown type answers 2005. */
export const favouriteToggleParams = z.object({
  productId: z.string().meta({ description: 'Product code (e.g. P7K2M9QX) or hotel id' }),
  type: z.string().meta({ description: '1 trip product, 2 hotel' }),
});

/** The favourite's state after the toggle. */
export const favouriteToggleResult = z.object({ favourite: z.boolean() });
export type FavouriteToggleResult = z.infer<typeof favouriteToggleResult>;

/** POST /api/v1/account/favorites/pagging — newest first. */
export const favouritePageRequest = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(FAVOURITE_PAGE_SIZE_MAX).default(10),
  type: z
    .number()
    .int()
    .refine((v) => FAVOURITE_TYPE_VALUES.includes(v), 'type must be 1 (trip product) or 2 (hotel)')
    .optional(),
});
export type FavouritePageRequest = z.output<typeof favouritePageRequest>;

export const favourite = z.object({
  productId: z.string().meta({ description: 'The product code or hotel id that was favourited' }),
  type: z.number().int(),
  createdAt: z.string(),
  product: productCard
    .nullable()
    .meta({ description: 'The trip product as cards show it; null for hotels and for products no longer on sale' }),
});
export type Favourite = z.infer<typeof favourite>;

export const favouritePage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(favourite),
});
export type FavouritePage = z.infer<typeof favouritePage>;
