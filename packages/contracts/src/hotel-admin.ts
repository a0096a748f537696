import { z } from 'zod';
import { adminCalendarDay, ADMIN_CALENDAR_LIMITS } from './admin-calendar.js';
import { isIsoDate } from './calendar-date.js';
import { HOTEL_LIMITS } from './hotel-rules.js';
import { SITE_LANGUAGES } from './locale.js';

/**
 * The back office's hotel editing (issue 14): a hotel's properties and texts, its room types, its
 * rate plans (child price bands, cancellation terms) and, per rate plan, a month of nights edited
 * with the same range editor as a package's calendar. Every limit the server checks lives here.
 */

/** Limits of a hotel's texts (characters; list items each, and items per list). */
export const HOTEL_TEXT_LIMITS = {
  name: 200,
  address: 300,
  description: 5000,
  listItem: 200,
  facilities: 40,
  policies: 20,
} as const;

/** Limits of a room type's texts. */
export const ROOM_TYPE_TEXT_LIMITS = { name: 200, beds: 200, listItem: 200, facilities: 30 } as const;

export const HOTEL_EDIT_LIMITS = {
  maxAdults: 10,
  maxChildren: 6,
  /** Square metres. */
  sizeMax: 2000,
  /** Free cancellation up to this many days before check-in. */
  freeCancelDaysMax: 90,
  /** A night's price of one room, or a child's band price, in minor units. */
  priceMax: ADMIN_CALENDAR_LIMITS.priceMax,
  /** Rooms of a type on sale on a night in total. */
  allotmentMax: 10_000,
  childBandsMax: 6,
  /**
   * Room types and rate plans a hotel may have. Search keeps each night's rooms and prices of all
   * of a hotel's types and plans in one index entry on PostgreSQL (migration 0033), which holds at
   * most ~2.7 KB: 40 types × 18 bytes and 80 plans × 20 bytes fit with room to spare.
   */
  roomTypesMax: 40,
  ratePlansMax: 80,
} as const;

export const HOTEL_EDIT_STATUSES = ['published', 'unpublished'] as const;
export type HotelEditStatus = (typeof HOTEL_EDIT_STATUSES)[number];

/** The text fields of a hotel per language, in the order the editor shows them. */
export const HOTEL_TEXT_FIELDS = ['name', 'address', 'description', 'facilities', 'policies'] as const;
export type HotelTextField = (typeof HOTEL_TEXT_FIELDS)[number];
export const ROOM_TYPE_TEXT_FIELDS = ['name', 'beds', 'facilities'] as const;
export type RoomTypeTextField = (typeof ROOM_TYPE_TEXT_FIELDS)[number];

/** A language of the shop whose texts are incomplete: no name, or empty where another language has text. */
export const hotelMissingTranslation = z.object({ language: z.enum(SITE_LANGUAGES), fields: z.array(z.string()) });
export type HotelMissingTranslation = z.infer<typeof hotelMissingTranslation>;

const text = (max: number) => z.string().trim().max(max);
const list = (itemMax: number, items: number) => z.array(z.string().trim().min(1).max(itemMax)).max(items);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time, HH:MM');

/** A hotel's texts in one language. In a PATCH only the fields sent change; a new language needs a name. */
export const hotelTextsInput = z
  .object({
    name: text(HOTEL_TEXT_LIMITS.name).min(1).optional(),
    address: text(HOTEL_TEXT_LIMITS.address).optional(),
    description: text(HOTEL_TEXT_LIMITS.description).optional(),
    facilities: list(HOTEL_TEXT_LIMITS.listItem, HOTEL_TEXT_LIMITS.facilities).optional(),
    policies: list(HOTEL_TEXT_LIMITS.listItem, HOTEL_TEXT_LIMITS.policies).optional(),
  })
  .strict();
export type HotelTextsInput = z.infer<typeof hotelTextsInput>;

export const adminHotelTexts = z.object({
  name: z.string(),
  address: z.string(),
  description: z.string(),
  facilities: z.array(z.string()),
  policies: z.array(z.string()),
});
export type AdminHotelTexts = z.infer<typeof adminHotelTexts>;

export const roomTypeTextsInput = z
  .object({
    name: text(ROOM_TYPE_TEXT_LIMITS.name).min(1).optional(),
    beds: text(ROOM_TYPE_TEXT_LIMITS.beds).optional(),
    facilities: list(ROOM_TYPE_TEXT_LIMITS.listItem, ROOM_TYPE_TEXT_LIMITS.facilities).optional(),
  })
  .strict();
export type RoomTypeTextsInput = z.infer<typeof roomTypeTextsInput>;

export const adminRoomTypeTexts = z.object({ name: z.string(), beds: z.string(), facilities: z.array(z.string()) });
export type AdminRoomTypeTexts = z.infer<typeof adminRoomTypeTexts>;

/** A child's price per night by age, minor units of the hotel's currency; the bands cover 0–17 without gaps. */
export const childBand = z.object({
  minAge: z.number().int().min(0).max(HOTEL_LIMITS.maxChildAge),
  maxAge: z.number().int().min(0).max(HOTEL_LIMITS.maxChildAge),
  price: z.number().int().min(0).max(HOTEL_EDIT_LIMITS.priceMax),
});
export type ChildBandInput = z.infer<typeof childBand>;

export const adminRatePlan = z.object({
  id: z.number().int(),
  breakfastIncluded: z.boolean(),
  /** Free cancellation until this many days before check-in; null: non-refundable. */
  freeCancelDays: z.number().int().nullable(),
  childAgeBands: z.array(childBand),
});
export type AdminRatePlan = z.infer<typeof adminRatePlan>;

export const adminRoomType = z.object({
  id: z.number().int(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  /** Square metres. */
  size: z.number().int(),
  texts: z.partialRecord(z.enum(SITE_LANGUAGES), adminRoomTypeTexts),
  missingTranslations: z.array(hotelMissingTranslation),
  ratePlans: z.array(adminRatePlan),
});
export type AdminRoomType = z.infer<typeof adminRoomType>;

export const adminHotel = z.object({
  id: z.number().int(),
  /** City id of the location tree; its state and country follow. */
  location: z.string(),
  countryId: z.string(),
  stateId: z.string(),
  stars: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** The hotel's currency, which every price is in (minor units). */
  currency: z.string(),
  status: z.enum(HOTEL_EDIT_STATUSES),
  texts: z.partialRecord(z.enum(SITE_LANGUAGES), adminHotelTexts),
  /** The shop's languages whose hotel texts are incomplete (the desk marks them). */
  missingTranslations: z.array(hotelMissingTranslation),
  roomTypes: z.array(adminRoomType),
});
export type AdminHotel = z.infer<typeof adminHotel>;

export const adminHotelSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  stars: z.number().int(),
  currency: z.string(),
  status: z.enum(HOTEL_EDIT_STATUSES),
  roomTypes: z.number().int(),
  missingTranslations: z.array(hotelMissingTranslation),
});
export type AdminHotelSummary = z.infer<typeof adminHotelSummary>;
export const adminHotelList = z.object({ items: z.array(adminHotelSummary) });
export type AdminHotelList = z.infer<typeof adminHotelList>;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const adminHotelParams = z.object({ hotelId: id });
export const adminRoomTypeParams = z.object({ hotelId: id, roomTypeId: id });
export const adminRatePlanParams = z.object({ hotelId: id, ratePlanId: id });

export const hotelPatch = z
  .object({
    texts: z.partialRecord(z.enum(SITE_LANGUAGES), hotelTextsInput).optional(),
    location: z.string().min(1).max(80).optional().meta({ description: 'A city id of the location tree' }),
    stars: z.number().int().min(HOTEL_LIMITS.starsMin).max(HOTEL_LIMITS.starsMax).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    checkInTime: time.optional(),
    checkOutTime: time.optional(),
    status: z.enum(HOTEL_EDIT_STATUSES).optional(),
  })
  .strict();
export type HotelPatch = z.infer<typeof hotelPatch>;

export const roomTypePatch = z
  .object({
    texts: z.partialRecord(z.enum(SITE_LANGUAGES), roomTypeTextsInput).optional(),
    maxAdults: z.number().int().min(1).max(HOTEL_EDIT_LIMITS.maxAdults).optional(),
    maxChildren: z.number().int().min(0).max(HOTEL_EDIT_LIMITS.maxChildren).optional(),
    size: z.number().int().min(1).max(HOTEL_EDIT_LIMITS.sizeMax).optional(),
  })
  .strict();
export type RoomTypePatch = z.infer<typeof roomTypePatch>;

export const ratePlanPatch = z
  .object({
    breakfastIncluded: z.boolean().optional(),
    freeCancelDays: z.number().int().min(0).max(HOTEL_EDIT_LIMITS.freeCancelDaysMax).nullable().optional().meta({
      description: 'Free cancellation until this many days before check-in; null: non-refundable',
    }),
    childAgeBands: z.array(childBand).min(1).max(HOTEL_EDIT_LIMITS.childBandsMax).optional().meta({
      description: 'Price of one child per night by age; the bands cover ages 0 to 17 without gaps or overlaps',
    }),
  })
  .strict();
export type RatePlanPatch = z.infer<typeof ratePlanPatch>;

const isoDate = z.string().refine(isIsoDate, { message: 'Use a calendar date, YYYY-MM-DD' });

/** A range of nights of a rate plan: its price, and the room type's allotment and open / closed state. */
export const hotelCalendarUpdate = z
  .object({
    from: isoDate.meta({ description: 'First night changed (YYYY-MM-DD)' }),
    to: isoDate.meta({ description: 'Last night changed, inclusive; at most 366 nights from `from`' }),
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional().meta({
      description: 'Only these weekdays, 0 = Sunday … 6 = Saturday; every night when absent',
    }),
    price: z.number().int().min(0).max(HOTEL_EDIT_LIMITS.priceMax).optional().meta({
      description: "The rate plan's price of one room per night, minor units of the hotel's currency",
    }),
    allotment: z.number().int().min(0).max(HOTEL_EDIT_LIMITS.allotmentMax).optional().meta({
      description:
        "Rooms of the plan's room type on sale per night in total (shared by its plans); never below what paid and held stays take (409 naming the date)",
    }),
    closed: z.boolean().optional().meta({
      description: 'true closes the nights of the room type (not bookable, allotment kept); false opens them',
    }),
  })
  .strict();
export type HotelCalendarUpdate = z.infer<typeof hotelCalendarUpdate>;

/**
 * A month of nights of a rate plan, each as a package calendar day: `prices.unit` the plan's price
 * of one room that night, `stock` the room type's rooms on sale in total, `sold` those paid and held
 * stays take, `left` what a shopper can still book.
 */
export const adminHotelCalendarMonth = z.object({
  hotelId: z.number().int(),
  roomTypeId: z.number().int(),
  ratePlanId: z.number().int(),
  currency: z.string(),
  month: z.string(),
  days: z.array(adminCalendarDay),
});
export type AdminHotelCalendarMonth = z.infer<typeof adminHotelCalendarMonth>;
