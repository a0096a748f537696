import { z } from 'zod';
import { HOTEL_EDIT_LIMITS, childBand, hotelTextsInput, roomTypeTextsInput } from './hotel-admin.js';
import { HOTEL_LIMITS } from './hotel-rules.js';
import { SITE_LANGUAGES } from './locale.js';
import { CURRENCY_CODES } from './money.js';

/**
 * Adding to the back office's hotels (issue 14): a new hotel (unpublished until the merchant
 * publishes it), a room type of a hotel, a rate plan of a room type. Room types and rate plans are
 * never deleted (orders point at them); a new plan sells nothing until its nights are opened with
 * the calendar editor.
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time, HH:MM');
const hotelName = hotelTextsInput.shape.name.unwrap();
const roomTypeName = roomTypeTextsInput.shape.name.unwrap();

export const hotelCreate = z
  .object({
    texts: z
      .partialRecord(z.enum(SITE_LANGUAGES), hotelTextsInput.extend({ name: hotelName }))
      .refine((t) => Object.keys(t).length > 0, { message: 'Give the hotel a name in at least one language' })
      .meta({ description: 'Texts per language of the shop; each language sent needs a name' }),
    location: z.string().min(1).max(80).meta({ description: 'A city id of the location tree' }),
    stars: z.number().int().min(HOTEL_LIMITS.starsMin).max(HOTEL_LIMITS.starsMax),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    checkInTime: time,
    checkOutTime: time,
    currency: z.enum(CURRENCY_CODES).optional().meta({
      description: "The currency of the hotel's prices, one the shop sells in; the shop's default when absent",
    }),
  })
  .strict();
export type HotelCreate = z.infer<typeof hotelCreate>;

export const roomTypeCreate = z
  .object({
    texts: z
      .partialRecord(z.enum(SITE_LANGUAGES), roomTypeTextsInput.extend({ name: roomTypeName }))
      .refine((t) => Object.keys(t).length > 0, { message: 'Give the room type a name in at least one language' }),
    maxAdults: z.number().int().min(1).max(HOTEL_EDIT_LIMITS.maxAdults),
    maxChildren: z.number().int().min(0).max(HOTEL_EDIT_LIMITS.maxChildren),
    size: z.number().int().min(1).max(HOTEL_EDIT_LIMITS.sizeMax).meta({ description: 'Square metres' }),
  })
  .strict();
export type RoomTypeCreate = z.infer<typeof roomTypeCreate>;

export const ratePlanCreate = z
  .object({
    breakfastIncluded: z.boolean(),
    freeCancelDays: z.number().int().min(0).max(HOTEL_EDIT_LIMITS.freeCancelDaysMax).nullable().meta({
      description: 'Free cancellation until this many days before check-in; null: non-refundable',
    }),
    childAgeBands: z.array(childBand).min(1).max(HOTEL_EDIT_LIMITS.childBandsMax).meta({
      description: 'Price of one child per night by age; the bands cover ages 0 to 17 without gaps or overlaps',
    }),
  })
  .strict();
export type RatePlanCreate = z.infer<typeof ratePlanCreate>;

const hotelKey = z.coerce.number().int().min(1).max(2_147_483_647);
/** A photo of a hotel (`ph-` and 16 hex digits, or the seed's image name). */
export const adminHotelPhotoParams = z.object({ hotelId: hotelKey, photoId: z.string().min(1).max(40) });
