import { HOTEL_EDIT_LIMITS, HOTEL_LIMITS } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { findHotelPlace } from './hotel-places.js';
import { insertHotels } from './import-repo.js';
import type { HotelDraft } from './model.js';

/** Checks and writes hotel drafts (what `importHotels` does; usable without the service in tests). */
export async function insertHotelDrafts(trx: Db, merchantNumber: string, drafts: readonly HotelDraft[]) {
  for (const draft of drafts) checkDraft(draft);
  return insertHotels(
    trx,
    merchantNumber,
    drafts.map((d) => ({ ...d, searchText: searchTextOf(d) })),
    new Date().toISOString(),
  );
}

/** Names, addresses and place titles in every language, lower-cased: what keywords match. */
function searchTextOf(draft: HotelDraft): string {
  const parts: string[] = [];
  for (const t of Object.values(draft.texts)) parts.push(t.name, t.address);
  const indexed = findHotelPlace(draft.cityId);
  for (const place of [...(indexed?.parents ?? []), ...(indexed ? [indexed.place] : [])]) {
    parts.push(...Object.values(place.title));
  }
  return parts.join('\n').toLowerCase();
}

/** Drafts come from our seed and tests: a bad one is a programming error, reported plainly. */
function checkDraft(draft: HotelDraft) {
  const name = draft.texts['en-AU']?.name ?? draft.cityId;
  const indexed = findHotelPlace(draft.cityId);
  if (!indexed || indexed.parents.length !== 2) throw new Error(`Hotel ${name}: ${draft.cityId} is not a city`);
  if (!Number.isInteger(draft.stars) || draft.stars < HOTEL_LIMITS.starsMin || draft.stars > HOTEL_LIMITS.starsMax) {
    throw new Error(`Hotel ${name}: stars must be 1 to 5`);
  }
  const plans = draft.roomTypes.reduce((n, room) => n + room.plans.length, 0);
  if (draft.roomTypes.length > HOTEL_EDIT_LIMITS.roomTypesMax || plans > HOTEL_EDIT_LIMITS.ratePlansMax) {
    throw new Error(
      `Hotel ${name}: at most ${HOTEL_EDIT_LIMITS.roomTypesMax} room types and ${HOTEL_EDIT_LIMITS.ratePlansMax} rate plans`,
    );
  }
  for (const room of draft.roomTypes) {
    if (room.maxAdults < 1) throw new Error(`Hotel ${name}: a room type sleeps at least one adult`);
    for (const plan of room.plans) {
      const bands = [...plan.childAgeBands].sort((a, b) => a.minAge - b.minAge);
      let next = 0;
      for (const band of bands) {
        if (band.minAge !== next || band.maxAge < band.minAge) break;
        next = band.maxAge + 1;
      }
      if (next !== HOTEL_LIMITS.maxChildAge + 1) {
        throw new Error(`Hotel ${name}: child age bands must cover ages 0 to ${HOTEL_LIMITS.maxChildAge} without gaps`);
      }
    }
  }
}
