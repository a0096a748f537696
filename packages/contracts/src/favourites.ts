import { FAVOURITE_TYPES } from './constants.js';
import { z } from 'zod';
import { placeRef, productCard } from './catalog.js';

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });

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

/** A favourite hotel as the list shows it: enough for a card that names and prices it. */
export const favouriteHotel = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().meta({ description: 'Cover image path; add ?w=&h=&fm=webp for a named size' }),
  stars: z.number().int(),
  city: placeRef,
  price: minorUnits
    .nullable()
    .meta({ description: 'From: the lowest price of one room for one night with a room free; null when none is' }),
  currency: z.string(),
});
export type FavouriteHotel = z.infer<typeof favouriteHotel>;

export const favourite = z.object({
  productId: z.string().meta({ description: 'The product code or hotel id that was favourited' }),
  type: z.number().int(),
  createdAt: z.string(),
  product: productCard
    .nullable()
    .meta({ description: 'The trip product as cards show it; null for hotels and for products no longer on sale' }),
  hotel: favouriteHotel
    .nullable()
    .meta({ description: 'The hotel as cards show it; null for trip products and for hotels no longer on sale' }),
});
export type Favourite = z.infer<typeof favourite>;

export const favouritePage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(favourite),
});
export type FavouritePage = z.infer<typeof favouritePage>;
