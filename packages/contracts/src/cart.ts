import { z } from 'zod';
import { PRICE_TYPES, isoDateSchema, packageCodeSchema, productCodeSchema } from './catalog.js';
import { HOTEL_LIMITS, hotelRoomRequest, stayDates } from './hotels.js';
import { recordId } from './record-id.js';

/** The member's cart (spec §2 cart, §7 Cart calls). Money is integer minor units of `currency`. */

/** Most lines one cart holds. */
export const CART_ITEMS_MAX = 50;
/** Most of one price type on one line (and on one order item). */
export const CART_QUANTITY_MAX = 20;
export const CART_PAGE_SIZE_MAX = 50;

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });

/** How many of each price type: per person (adult, child, senior) or per unit (car, room, boat). */
export const quantitiesSchema = z
  .object(
    Object.fromEntries(PRICE_TYPES.map((t) => [t, z.number().int().min(0).max(CART_QUANTITY_MAX).optional()])) as {
      [K in (typeof PRICE_TYPES)[number]]: z.ZodOptional<z.ZodNumber>;
    },
  )
  .refine((q) => Object.values(q).some((n) => (n ?? 0) > 0), { message: 'Choose at least one traveller or unit' })
  .meta({ description: 'Count per price type, e.g. {"adult": 2, "child": 1}' });
export type Quantities = z.output<typeof quantitiesSchema>;

/** A product package on a travel date. */
export const productLineInput = z.object({
  kind: z.literal('product'),
  productCode: productCodeSchema,
  gcode: packageCodeSchema,
  date: isoDateSchema.meta({ description: 'Travel date (YYYY-MM-DD)' }),
  quantities: quantitiesSchema,
});

/** A hotel stay: one rate plan of one room type, for every requested room. */
export const hotelLineInput = z.object({
  kind: z.literal('hotel'),
  hotelId: recordId,
  roomTypeId: recordId,
  ratePlanId: recordId,
  date: stayDates,
  rooms: z.array(hotelRoomRequest).min(1).max(HOTEL_LIMITS.maxRooms),
});

/** POST /api/v1/operation/Cart/add */
export const addCartItemRequest = z.discriminatedUnion('kind', [productLineInput, hotelLineInput]);
export type AddCartItemRequest = z.output<typeof addCartItemRequest>;

/** POST /api/v1/operation/Cart/update: new quantities and/or date of a product line. */
export const updateCartItemRequest = z
  .object({
    id: recordId,
    quantities: quantitiesSchema.optional(),
    date: isoDateSchema.optional(),
  })
  .refine((v) => v.quantities !== undefined || v.date !== undefined, {
    message: 'Send quantities, date or both',
    path: ['quantities'],
  });
export type UpdateCartItemRequest = z.output<typeof updateCartItemRequest>;

/**
 * POST /api/v1/operation/Cart/pagging. `check` 0 is the account list (re-priced lines); `check` 1
 * is the header's count check (spec §7: pageIndex 1, pageSize 20): the total and line summaries.
 */
export const cartPageRequest = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(CART_PAGE_SIZE_MAX).default(20),
  check: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type CartPageRequest = z.output<typeof cartPageRequest>;

/** POST /api/v1/operation/Cart/BatchDelete */
export const batchDeleteRequest = z.object({ ids: z.array(recordId).min(1).max(CART_ITEMS_MAX) });
export type BatchDeleteRequest = z.output<typeof batchDeleteRequest>;

/**
 * A line's state at read time: `ok`; `repriced` (the price moved since it was added: `price` is
 * the new one, `addedPrice` the old); `soldout` (not enough stock or rooms now); `past` (the date
 * has gone); `unavailable` (the product or hotel is no longer sold).
 */
export const CART_ITEM_STATUSES = ['ok', 'repriced', 'soldout', 'past', 'unavailable'] as const;
export type CartItemStatus = (typeof CART_ITEM_STATUSES)[number];

export const cartItem = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'hotel']),
  productCode: z.string().meta({ description: 'Product code; "" for a hotel' }),
  gcode: z.string().meta({ description: 'Package code; "" for a hotel' }),
  hotelId: z.number().int().nullable(),
  roomTypeId: z.number().int().nullable(),
  ratePlanId: z.number().int().nullable(),
  title: z.string(),
  packageTitle: z.string().meta({ description: 'Package title, or room type and plan of a stay' }),
  image: z.string(),
  date: z.string().meta({ description: 'Travel date or check-in' }),
  endDate: z.string().meta({ description: 'Check-out of a stay; "" for a product' }),
  quantities: z.record(z.string(), z.number().int()),
  rooms: z.array(hotelRoomRequest),
  quantity: z.number().int().meta({ description: 'Travellers or units (products), rooms (stays)' }),
  price: minorUnits.nullable().meta({ description: 'Line total now; null when not sellable' }),
  addedPrice: minorUnits.meta({ description: 'Line total when it was added, in today’s rates' }),
  currency: z.string(),
  status: z.enum(CART_ITEM_STATUSES),
  stockLeft: z.number().int().nullable(),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartPage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(cartItem),
});
export type CartPage = z.infer<typeof cartPage>;

/** The count check's answer: `total` is the badge number; the list holds summaries (spec §3). */
export const cartItemSummary = z.object({ id: z.number().int(), title: z.string(), quantity: z.number().int() });
export const cartCheck = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(cartItemSummary),
});
export type CartCheck = z.infer<typeof cartCheck>;

/** Answer of add, update and delete: the changed line (when one) and the new badge number. */
export const cartChange = z.object({ id: z.number().int().nullable(), cartNumber: z.number().int() });
export type CartChange = z.infer<typeof cartChange>;
