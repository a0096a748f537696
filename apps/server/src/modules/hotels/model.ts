import type { CurrencyCode, HotelRoomRequest, SiteLanguage } from '@storefront/contracts';

// The hotels module's own shapes that its service files and repo files share: what an import
// writes, and what a booking quotes and holds.

/** Price of one child per night by age, minor units of the hotel's currency. */
export type ChildBand = { minAge: number; maxAge: number; price: number };

export type HotelTexts = {
  name: string;
  address: string;
  description: string;
  facilities: string[];
  policies: string[];
};

export type RoomTypeTexts = { name: string; beds: string; facilities: string[] };

/** A rate plan to import: its terms and its price per night (minor units of the hotel's currency). */
export type RatePlanDraft = {
  breakfastIncluded: boolean;
  /** Free cancellation until this many days before check-in; null when non-refundable. */
  freeCancelDays: number | null;
  /** Must cover ages 0 to 17 without gaps. */
  childAgeBands: ChildBand[];
  nights: { date: string; price: number }[];
};

export type RoomTypeDraft = {
  texts: Record<SiteLanguage, RoomTypeTexts>;
  maxAdults: number;
  maxChildren: number;
  /** Square metres. */
  size: number;
  /** Image keys of the image storage. */
  images: string[];
  /** Rooms free per night (0 = sold out); a night without an entry is not sold. */
  nights: { date: string; allotment: number }[];
  plans: RatePlanDraft[];
};

/** A hotel to import (seed, tests). */
export type HotelDraft = {
  /** A city of the location tree; the state and country follow from it. */
  cityId: string;
  stars: number;
  latitude: number;
  longitude: number;
  checkInTime: string;
  checkOutTime: string;
  currency: CurrencyCode;
  status?: 'onsale' | 'offsale';
  recommendScore: number;
  texts: Record<SiteLanguage, HotelTexts>;
  /** Image keys of the image storage, cover first. */
  images: string[];
  roomTypes: RoomTypeDraft[];
};

/** A stay to price or book: one rate plan of one room type, for every room of the party. */
export type StayRequest = {
  hotelId: number;
  roomTypeId: number;
  ratePlanId: number;
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomRequest[];
};

export type StayQuote = {
  hotelId: number;
  title: string;
  packageTitle: string;
  image: string;
  /** The hotel's currency, which `sourceAmount` is in. */
  currency: string;
  countryId: string;
  dates: string[];
  roomsLeft: number;
  sourceAmount: number;
  /** Request currency. */
  amount: number;
  freeCancelDays: number | null;
  status: 'ok' | 'soldout' | 'past' | 'unavailable';
  problem: string;
};

/** Rooms of a type held on nights. */
export type RoomHold = { roomTypeId: number; dates: readonly string[]; rooms: number };
