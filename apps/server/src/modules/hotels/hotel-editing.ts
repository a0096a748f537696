import {
  HOTEL_LIMITS,
  HOTEL_TEXT_FIELDS,
  ROOM_TYPE_TEXT_FIELDS,
  SITE_LANGUAGES,
  type AdminHotel,
  type AdminHotelList,
  type AdminHotelTexts,
  type AdminRoomType,
  type AdminRoomTypeTexts,
  type ChildBandInput,
  type HotelMissingTranslation,
  type HotelPatch,
  type HotelTextsInput,
  type RatePlanPatch,
  type RoomTypePatch,
  type RoomTypeTextsInput,
  type SiteLanguage,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import {
  countRoomTypes,
  findEditableHotel,
  findEditableHotels,
  findHotelTextRows,
  findRatePlanRows,
  findRoomTypeRows,
  findRoomTypeTextRows,
  updateHotelRow,
  updateRatePlanRow,
  updateRoomTypeRow,
  upsertHotelText,
  upsertRoomTypeText,
  type EditableHotelRow,
  type HotelTextRow,
} from './hotel-editing-repo.js';
import { findHotelPlace } from './hotel-places.js';
import { ON_SALE } from './hotel-rows.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher };

export const OFF_SALE = 'offsale';
const listOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

const hotelTextsOf = (row: HotelTextRow): AdminHotelTexts => ({
  name: row.name,
  address: row.address,
  description: row.description,
  facilities: listOf(row.facilities),
  policies: listOf(row.policies),
});

const isEmpty = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/**
 * The shop's languages whose texts are incomplete: no name, or a field empty that another language
 * has written. The desk marks them "missing translation".
 */
export function missingTexts<F extends string>(
  languages: readonly SiteLanguage[],
  fields: readonly F[],
  texts: Partial<Record<SiteLanguage, Record<F, string | string[]>>>,
): HotelMissingTranslation[] {
  const written = new Set<string>(['name']);
  for (const t of Object.values(texts)) for (const f of fields) if (t && !isEmpty(t[f])) written.add(f);
  const missing: HotelMissingTranslation[] = [];
  for (const language of languages) {
    const own = texts[language];
    const empty = fields.filter((f) => written.has(f) && (!own || isEmpty(own[f])));
    if (empty.length > 0) missing.push({ language, fields: empty });
  }
  return missing;
}

export function checkLanguages(merchant: Merchant, texts: Partial<Record<SiteLanguage, unknown>>) {
  for (const language of Object.keys(texts)) {
    if (!merchant.languages.includes(language as SiteLanguage) || !SITE_LANGUAGES.includes(language as SiteLanguage)) {
      throw new AppError('validationFailed', `The shop does not sell in ${language}`, 'texts');
    }
  }
}

export function placeOf(location: string) {
  const found = findHotelPlace(location);
  if (!found || found.parents.length !== 2) {
    throw new AppError('validationFailed', `No city ${location}: choose a city of the location list`, 'location');
  }
  const [country, state] = found.parents;
  return { country_id: country?.id ?? '', state_id: state?.id ?? '', city_id: found.place.id };
}

/** Child bands must cover ages 0 to 17 once each. */
export function checkBands(bands: readonly ChildBandInput[]) {
  const sorted = [...bands].sort((a, b) => a.minAge - b.minAge);
  let next = 0;
  for (const band of sorted) {
    if (band.minAge !== next || band.maxAge < band.minAge) break;
    next = band.maxAge + 1;
  }
  if (next !== HOTEL_LIMITS.maxChildAge + 1) {
    throw new AppError(
      'validationFailed',
      `The child age bands must cover ages 0 to ${HOTEL_LIMITS.maxChildAge} without gaps or overlaps`,
      'childAgeBands',
    );
  }
}

/** Names, addresses and place titles in every language, lower-cased: what storefront keywords match. */
export function searchTextOf(texts: readonly HotelTextRow[], cityId: string): string {
  const parts: string[] = [];
  for (const t of texts) parts.push(t.name, t.address);
  const indexed = findHotelPlace(cityId);
  for (const place of [...(indexed?.parents ?? []), ...(indexed ? [indexed.place] : [])]) {
    parts.push(...Object.values(place.title));
  }
  return parts.join('\n').toLowerCase();
}

/**
 * The back office's hotel editing (issue 14): a hotel's properties and texts, its room types and
 * its rate plans. Each write is one transaction with its audit row (and the hotel's search text
 * when a name, an address or the place changes); after the commit every process drops the
 * merchant's cached storefront answers (`merchant.changed`).
 */
export function createHotelEditing({ db, audit, events }: Deps) {
  async function stored(database: Db, merchantNumber: string, hotelId: number): Promise<EditableHotelRow> {
    const row = await findEditableHotel(database, merchantNumber, hotelId);
    if (!row) throw new AppError('notFound', `No hotel ${hotelId} in this shop`);
    return row;
  }

  async function view(database: Db, merchant: Merchant, row: EditableHotelRow): Promise<AdminHotel> {
    const [textRows, roomRows, planRows] = await Promise.all([
      findHotelTextRows(database, [row.id]),
      findRoomTypeRows(database, row.id),
      findRatePlanRows(database, row.id),
    ]);
    const roomTexts = await findRoomTypeTextRows(
      database,
      roomRows.map((r) => r.id),
    );
    const texts: AdminHotel['texts'] = {};
    for (const t of textRows) texts[t.language as SiteLanguage] = hotelTextsOf(t);
    const roomTypes = roomRows.map((r): AdminRoomType => {
      const own: Partial<Record<SiteLanguage, AdminRoomTypeTexts>> = {};
      for (const t of roomTexts.filter((x) => x.room_type_id === r.id)) {
        own[t.language as SiteLanguage] = { name: t.name, beds: t.beds, facilities: listOf(t.facilities) };
      }
      return {
        id: r.id,
        maxAdults: r.max_adults,
        maxChildren: r.max_children,
        size: r.size_m2,
        texts: own,
        missingTranslations: missingTexts(merchant.languages, ROOM_TYPE_TEXT_FIELDS, own),
        ratePlans: planRows
          .filter((p) => p.room_type_id === r.id)
          .map((p) => ({
            id: p.id,
            breakfastIncluded: p.breakfast_included !== 0,
            freeCancelDays: p.free_cancel_days,
            childAgeBands: JSON.parse(p.child_age_bands) as ChildBandInput[],
          })),
      };
    });
    return {
      id: row.id,
      location: row.city_id,
      countryId: row.country_id,
      stateId: row.state_id,
      stars: row.stars,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      checkInTime: row.check_in_time,
      checkOutTime: row.check_out_time,
      currency: row.currency,
      status: row.status === ON_SALE ? 'published' : 'unpublished',
      texts,
      missingTranslations: missingTexts(merchant.languages, HOTEL_TEXT_FIELDS, texts),
      roomTypes,
    };
  }

  async function listHotels(staff: StaffPrincipal, merchant: Merchant): Promise<AdminHotelList> {
    const rows = await findEditableHotels(db, staff.merchantNumber);
    const ids = rows.map((r) => r.id);
    const [textRows, rooms] = await Promise.all([findHotelTextRows(db, ids), countRoomTypes(db, ids)]);
    return {
      items: rows.map((row) => {
        const texts: AdminHotel['texts'] = {};
        for (const t of textRows.filter((x) => x.hotel_id === row.id)) {
          texts[t.language as SiteLanguage] = hotelTextsOf(t);
        }
        const name = texts[merchant.defaultLanguage]?.name ?? texts['en-AU']?.name ?? Object.values(texts)[0]?.name;
        return {
          id: row.id,
          name: name ?? `#${row.id}`,
          location: row.city_id,
          stars: row.stars,
          currency: row.currency,
          status: row.status === ON_SALE ? 'published' : 'unpublished',
          roomTypes: rooms.get(row.id) ?? 0,
          missingTranslations: missingTexts(merchant.languages, HOTEL_TEXT_FIELDS, texts),
        };
      }),
    };
  }

  const getHotel = async (staff: StaffPrincipal, merchant: Merchant, hotelId: number) =>
    view(db, merchant, await stored(db, staff.merchantNumber, hotelId));

  /** Runs `write` on the stored hotel in one transaction with one audit row, when something changed. */
  async function change(
    staff: StaffPrincipal,
    merchant: Merchant,
    hotelId: number,
    action: string,
    write: (trx: Db, row: EditableHotelRow) => Promise<void>,
  ): Promise<AdminHotel> {
    const number = staff.merchantNumber;
    const { hotel, changed } = await db.transaction().execute(async (trx) => {
      const row = await stored(trx, number, hotelId);
      const before = await view(trx, merchant, row);
      await write(trx, row);
      const hotel = await view(trx, merchant, await stored(trx, number, hotelId));
      const changed = JSON.stringify(before) !== JSON.stringify(hotel);
      if (changed) {
        await audit.record(trx, {
          merchantNumber: number,
          staffId: staff.staffId,
          action,
          objectType: 'hotel',
          objectId: String(hotelId),
          before,
          after: hotel,
        });
      }
      return { hotel, changed };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return hotel;
  }

  async function updateHotel(staff: StaffPrincipal, merchant: Merchant, hotelId: number, patch: HotelPatch) {
    if (patch.texts) checkLanguages(merchant, patch.texts);
    const place = patch.location === undefined ? undefined : placeOf(patch.location);
    return change(staff, merchant, hotelId, 'hotel.update', async (trx, row) => {
      const existing = await findHotelTextRows(trx, [row.id]);
      for (const [language, input] of Object.entries(patch.texts ?? {}) as [
        SiteLanguage,
        HotelTextsInput | undefined,
      ][]) {
        if (!input) continue;
        const old = existing.find((t) => t.language === language);
        const name = input.name ?? old?.name;
        if (!name) {
          throw new AppError('validationFailed', `Give the hotel a name in ${language}`, `texts.${language}.name`);
        }
        await upsertHotelText(trx, {
          hotel_id: row.id,
          language,
          name,
          address: input.address ?? old?.address ?? '',
          description: input.description ?? old?.description ?? '',
          facilities: input.facilities ? JSON.stringify(input.facilities) : (old?.facilities ?? '[]'),
          policies: input.policies ? JSON.stringify(input.policies) : (old?.policies ?? '[]'),
        });
      }
      const reindex = patch.texts !== undefined || place !== undefined;
      await updateHotelRow(trx, staff.merchantNumber, row.id, {
        ...(place ?? {}),
        ...(patch.stars === undefined ? {} : { stars: patch.stars }),
        ...(patch.latitude === undefined ? {} : { latitude: patch.latitude }),
        ...(patch.longitude === undefined ? {} : { longitude: patch.longitude }),
        ...(patch.checkInTime === undefined ? {} : { check_in_time: patch.checkInTime }),
        ...(patch.checkOutTime === undefined ? {} : { check_out_time: patch.checkOutTime }),
        ...(patch.status === undefined ? {} : { status: patch.status === 'published' ? ON_SALE : OFF_SALE }),
        // The search text follows every name, address or place change in the same transaction.
        ...(reindex
          ? { search_text: searchTextOf(await findHotelTextRows(trx, [row.id]), place?.city_id ?? row.city_id) }
          : {}),
      });
    });
  }

  async function updateRoomType(
    staff: StaffPrincipal,
    merchant: Merchant,
    hotelId: number,
    roomTypeId: number,
    patch: RoomTypePatch,
  ) {
    if (patch.texts) checkLanguages(merchant, patch.texts);
    return change(staff, merchant, hotelId, 'hotel.roomType.update', async (trx, row) => {
      const rooms = await findRoomTypeRows(trx, row.id);
      if (!rooms.some((r) => r.id === roomTypeId)) {
        throw new AppError('notFound', `No room type ${roomTypeId} in this hotel`);
      }
      const existing = await findRoomTypeTextRows(trx, [roomTypeId]);
      for (const [language, input] of Object.entries(patch.texts ?? {}) as [
        SiteLanguage,
        RoomTypeTextsInput | undefined,
      ][]) {
        if (!input) continue;
        const old = existing.find((t) => t.language === language);
        const name = input.name ?? old?.name;
        if (!name) {
          throw new AppError('validationFailed', `Give the room type a name in ${language}`, `texts.${language}.name`);
        }
        await upsertRoomTypeText(trx, {
          room_type_id: roomTypeId,
          language,
          name,
          beds: input.beds ?? old?.beds ?? '',
          facilities: input.facilities ? JSON.stringify(input.facilities) : (old?.facilities ?? '[]'),
        });
      }
      await updateRoomTypeRow(trx, row.id, roomTypeId, {
        ...(patch.maxAdults === undefined ? {} : { max_adults: patch.maxAdults }),
        ...(patch.maxChildren === undefined ? {} : { max_children: patch.maxChildren }),
        ...(patch.size === undefined ? {} : { size_m2: patch.size }),
      });
    });
  }

  async function updateRatePlan(
    staff: StaffPrincipal,
    merchant: Merchant,
    hotelId: number,
    ratePlanId: number,
    patch: RatePlanPatch,
  ) {
    if (patch.childAgeBands) checkBands(patch.childAgeBands);
    return change(staff, merchant, hotelId, 'hotel.ratePlan.update', async (trx, row) => {
      const plans = await findRatePlanRows(trx, row.id);
      if (!plans.some((p) => p.id === ratePlanId)) {
        throw new AppError('notFound', `No rate plan ${ratePlanId} in this hotel`);
      }
      await updateRatePlanRow(trx, row.id, ratePlanId, {
        ...(patch.breakfastIncluded === undefined ? {} : { breakfast_included: patch.breakfastIncluded ? 1 : 0 }),
        ...(patch.freeCancelDays === undefined ? {} : { free_cancel_days: patch.freeCancelDays }),
        ...(patch.childAgeBands === undefined
          ? {}
          : {
              child_age_bands: JSON.stringify(
                [...patch.childAgeBands]
                  .sort((a, b) => a.minAge - b.minAge)
                  .map((b) => ({ minAge: b.minAge, maxAge: b.maxAge, price: b.price })),
              ),
            }),
      });
    });
  }

  /** The hotel as the editor shows it, read in `database` (a transaction of the caller's). */
  const viewOf = async (database: Db, merchant: Merchant, merchantNumber: string, hotelId: number) =>
    view(database, merchant, await stored(database, merchantNumber, hotelId));

  return { listHotels, getHotel, updateHotel, updateRoomType, updateRatePlan, change, viewOf };
}

export type HotelEditing = ReturnType<typeof createHotelEditing>;
