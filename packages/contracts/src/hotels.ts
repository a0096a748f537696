/**
 * Hotels: search, detail, room availability for a stay and the price-by-day calendar.
 * Money is integer minor units of the request currency; dates are calendar dates (YYYY-MM-DD),
 * and a stay is the nights from check-in up to (not including) check-out.
 */
import { z } from 'zod';
import { isoDateSchema, placeRef } from './catalog.js';
import { HOTEL_LIMITS } from './hotel-rules.js';
import { recordId } from './record-id.js';

// The stay rules and limits live zod-free in hotel-rules.ts, so the web's hotel pages use them
// without pulling zod into their chunks; they stay exported from here for existing importers.
export * from './hotel-rules.js';

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });

/** `[checkIn, checkOut]`, the spec's date pair. */
export const stayDates = z.tuple([isoDateSchema, isoDateSchema]).meta({
  description: '[check-in, check-out], YYYY-MM-DD; at most 30 nights, up to the end of the month 11 months ahead',
});

/** One room of a search: who sleeps in it (spec §3 `rooms`). */
export const hotelRoomRequest = z
  .object({
    adultNum: z
      .number()
      .int()
      .min(1, 'Each room needs at least 1 adult')
      .max(HOTEL_LIMITS.maxAdultsPerRoom, `At most ${HOTEL_LIMITS.maxAdultsPerRoom} adults per room`),
    childNum: z
      .number()
      .int()
      .min(0)
      .max(HOTEL_LIMITS.maxChildrenPerRoom, `At most ${HOTEL_LIMITS.maxChildrenPerRoom} children per room`)
      .default(0),
    childAges: z
      .array(
        z
          .number()
          .int()
          .min(0, `Child ages are 0 to ${HOTEL_LIMITS.maxChildAge}`)
          .max(HOTEL_LIMITS.maxChildAge, `Child ages are 0 to ${HOTEL_LIMITS.maxChildAge}`),
      )
      .max(HOTEL_LIMITS.maxChildrenPerRoom)
      .default([])
      .meta({ description: 'Age of each child on the check-in date, one per child' }),
  })
  .superRefine((room, ctx) => {
    if (room.childAges.length !== room.childNum) {
      ctx.addIssue({
        code: 'custom',
        path: ['childAges'],
        message: `Give one age per child: ${room.childNum} children, ${room.childAges.length} ages`,
      });
    }
  });
export type HotelRoomRequest = z.infer<typeof hotelRoomRequest>;

const roomsField = z
  .array(hotelRoomRequest)
  .min(1, `Book 1 to ${HOTEL_LIMITS.maxRooms} rooms`)
  .max(HOTEL_LIMITS.maxRooms, `Book 1 to ${HOTEL_LIMITS.maxRooms} rooms`);

export const priceRange = z
  .object({
    min: minorUnits.min(0).default(0),
    max: minorUnits.min(0).optional().meta({ description: 'No upper bound when left out' }),
  })
  .refine((r) => r.max === undefined || r.min <= r.max, { message: 'min must not be above max', path: ['min'] })
  .meta({ description: 'Average price per room and night, minor units of the request currency' });

/** POST /api/v1/hotelproduct/search (spec §3 "Hotel search"). */
export const hotelSearchRequest = z.object({
  date: stayDates,
  hotelId: recordId.optional().meta({ description: 'Only this hotel' }),
  locationId: z.string().max(80).optional().meta({ description: 'Country, state or city id of the location tree' }),
  nLocationIds: z
    .array(z.string().max(80))
    .max(20)
    .optional()
    .meta({ description: 'More location ids; a hotel in any of them (or in locationId) matches' }),
  keywords: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'Words that must each appear in the name, address or place, in any language' }),
  rooms: roomsField,
  screenData: z
    .object({
      stars: z.array(z.number().int().min(HOTEL_LIMITS.starsMin).max(HOTEL_LIMITS.starsMax)).max(5).default([]),
      priceNum: z.array(priceRange).max(10).default([]).meta({ description: 'Price ranges; a hotel in any matches' }),
    })
    .default({ stars: [], priceNum: [] }),
  sort: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .default(1)
    .meta({ description: '1 recommended, 2 price low to high, 3 price high to low, 4 stars high to low' }),
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(HOTEL_LIMITS.pageSizeMax).default(20),
});
export type HotelSearchRequest = z.infer<typeof hotelSearchRequest>;

/** A hotel in the search results: texts in the request language, prices in the request currency. */
export const hotelCard = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  stars: z.number().int(),
  image: z.string().meta({ description: 'Cover image path; add ?w=&h=&fm=webp for a named size' }),
  country: placeRef,
  state: placeRef,
  city: placeRef,
  latitude: z.number(),
  longitude: z.number(),
  facilities: z.array(z.string()).meta({ description: 'The first few facilities' }),
  totalPrice: minorUnits.meta({ description: 'Lowest total for every requested room and night' }),
  nightlyPrice: minorUnits.meta({ description: 'That total per room and night (rounded up)' }),
  currency: z.string(),
  nights: z.number().int(),
  breakfastIncluded: z.boolean().meta({ description: 'The lowest total includes breakfast in every room' }),
  freeCancellation: z.boolean().meta({ description: 'The lowest total can be cancelled free of charge' }),
});
export type HotelCard = z.infer<typeof hotelCard>;

export const hotelPage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  list: z.array(hotelCard),
});
export type HotelPage = z.infer<typeof hotelPage>;

/** Price of one child per night by age, request currency; the bands of a plan cover ages 0 to 17. */
export const childAgeBand = z.object({
  minAge: z.number().int(),
  maxAge: z.number().int(),
  price: minorUnits,
});
export type ChildAgeBand = z.infer<typeof childAgeBand>;

export const cancellationRule = z.object({
  refundable: z.boolean(),
  freeCancelDays: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Free cancellation until this many days before check-in; null when non-refundable' }),
  text: z.string(),
});
export type CancellationRule = z.infer<typeof cancellationRule>;

export const ratePlan = z.object({
  id: z.number().int(),
  name: z.string(),
  breakfastIncluded: z.boolean(),
  cancellation: cancellationRule,
  childAgeBands: z.array(childAgeBand),
});
export type RatePlan = z.infer<typeof ratePlan>;

export const roomType = z.object({
  id: z.number().int(),
  name: z.string(),
  beds: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  size: z.number().meta({ description: 'Floor area in square metres' }),
  facilities: z.array(z.string()),
  images: z.array(z.string()),
});
export type RoomType = z.infer<typeof roomType>;

/** GET /api/v1/hotelproduct/detail/{id} */
export const hotelDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  facilities: z.array(z.string()),
  policies: z.array(z.string()),
  stars: z.number().int(),
  checkInTime: z.string().meta({ description: 'HH:mm, local time' }),
  checkOutTime: z.string().meta({ description: 'HH:mm, local time' }),
  country: placeRef,
  state: placeRef,
  city: placeRef,
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(z.string()),
  currency: z.string(),
  roomTypes: z.array(roomType.extend({ plans: z.array(ratePlan) })),
});
export type HotelDetail = z.infer<typeof hotelDetail>;

export const hotelIdParams = z.object({ id: z.string() });

/** POST /api/v1/hotelproduct/rooms/{id} */
export const hotelRoomsRequest = z.object({ date: stayDates, rooms: roomsField });
export type HotelRoomsRequest = z.infer<typeof hotelRoomsRequest>;

export const nightPrice = z.object({ date: z.string(), price: minorUnits });
export type NightPrice = z.infer<typeof nightPrice>;

export const ratePlanQuote = ratePlan.extend({
  nights: z.array(nightPrice.extend({ price: minorUnits.nullable() })).meta({
    description: 'Price of one room each night (no child charges); null when the plan is not sold that night',
  }),
  available: z
    .boolean()
    .meta({ description: 'Every requested room fits and can be booked in this plan for the whole stay' }),
  total: minorUnits.nullable().meta({
    description:
      'Every requested room in this plan for the whole stay, child charges included; null when not available',
  }),
});
export type RatePlanQuote = z.infer<typeof ratePlanQuote>;

export const roomTypeQuote = roomType.extend({
  roomsLeft: z.number().int().meta({ description: 'Rooms of this type free on every night of the stay' }),
  fits: z.boolean().meta({ description: 'Every requested room fits its adults and children' }),
  plans: z.array(ratePlanQuote),
});
export type RoomTypeQuote = z.infer<typeof roomTypeQuote>;

/** The cheapest way to book every requested room: one room type and plan per requested room, in request order. */
export const cheapestStay = z.object({
  total: minorUnits,
  rooms: z.array(z.object({ roomTypeId: z.number().int(), ratePlanId: z.number().int() })),
});

export const hotelRooms = z.object({
  hotelId: z.number().int(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  currency: z.string(),
  cheapest: cheapestStay
    .nullable()
    .meta({ description: 'The total the search shows; null when the stay cannot be booked' }),
  roomTypes: z.array(roomTypeQuote),
});
export type HotelRooms = z.infer<typeof hotelRooms>;

export const hotelCalendarQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month is YYYY-MM')
    .optional()
    .meta({ description: 'YYYY-MM; the current month when left out' }),
});

/** One day of the hotel's price calendar: the lowest price of one room that night (spec §3 date-picker entries). */
export const hotelCalendarDay = z.object({ date: z.string(), price: minorUnits });
export type HotelCalendarDay = z.infer<typeof hotelCalendarDay>;
