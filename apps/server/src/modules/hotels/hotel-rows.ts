import type { SiteLanguage } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

// What the hotel repos share: the merchant's scope, and the card columns read into one shape.

/** Whose hotels a query reads, and in which language. */
export type HotelScope = { merchantNumber: string; language: SiteLanguage };

export const ON_SALE = 'onsale';

export type HotelCardSource = {
  hotelId: number;
  name: string;
  address: string;
  stars: number;
  image: string;
  countryId: string;
  stateId: string;
  cityId: string;
  latitude: number;
  longitude: number;
  facilities: string[];
};

export const imageUrl = (key: string) => (key ? `/images/${key}` : '');
export const parseList = (json: string) => JSON.parse(json) as string[];

/** Escapes LIKE wildcards (`\` is the escape character). */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function cardColumns(db: Db, scope: HotelScope) {
  return db
    .selectFrom('hotels as h')
    .innerJoin('hotel_texts as t', (join) =>
      join.onRef('t.hotel_id', '=', 'h.id').on('t.language', '=', scope.language),
    )
    .leftJoin('hotel_images as i', (join) => join.onRef('i.hotel_id', '=', 'h.id').on('i.sort', '=', 0))
    .select([
      'h.id',
      'h.stars',
      'h.country_id',
      'h.state_id',
      'h.city_id',
      'h.latitude',
      'h.longitude',
      't.name',
      't.address',
      't.facilities',
      'i.image',
    ])
    .where('h.merchant_number', '=', scope.merchantNumber);
}

export type CardRow = {
  id: number;
  stars: number;
  country_id: string;
  state_id: string;
  city_id: string;
  latitude: number;
  longitude: number;
  name: string;
  address: string;
  facilities: string;
  image: string | null;
};

export const toCardSource = (r: CardRow): HotelCardSource => ({
  hotelId: r.id,
  name: r.name,
  address: r.address,
  stars: r.stars,
  image: imageUrl(r.image ?? ''),
  countryId: r.country_id,
  stateId: r.state_id,
  cityId: r.city_id,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  facilities: parseList(r.facilities),
});
