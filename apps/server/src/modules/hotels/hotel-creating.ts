import {
  HOTEL_EDIT_LIMITS,
  type AdminHotel,
  type HotelCreate,
  type RatePlanCreate,
  type RoomTypeCreate,
  type SiteLanguage,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import {
  countRatePlans,
  countRoomTypes,
  findHotelTextRows,
  findRoomTypeRows,
  lockHotelRow,
  insertHotelRow,
  insertRatePlanRow,
  insertRoomTypeRow,
  upsertHotelText,
  upsertRoomTypeText,
} from './hotel-editing-repo.js';
import { OFF_SALE, checkBands, checkLanguages, placeOf, searchTextOf, type HotelEditing } from './hotel-editing.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher; editing: HotelEditing };

/**
 * Adding to the back office's hotels (issue 14): a hotel (unpublished, in the shop's default
 * currency, found by the storefront's keywords once published: its search text is written in the
 * same transaction), a room type of a hotel, a rate plan of a room type. Each is one transaction
 * with its audit row; `merchant.changed` after the commit drops every process's cached answers.
 * Room types and plans are never deleted: orders point at them.
 */
export function createHotelCreating({ db, audit, events, editing }: Deps) {
  async function createHotel(staff: StaffPrincipal, merchant: Merchant, input: HotelCreate): Promise<AdminHotel> {
    checkLanguages(merchant, input.texts);
    const place = placeOf(input.location);
    const currency = input.currency ?? merchant.defaultCurrency;
    if (!merchant.currencies.includes(currency)) {
      throw new AppError('validationFailed', `The shop does not sell in the currency ${currency}`, 'currency');
    }
    const number = staff.merchantNumber;
    const hotel = await db.transaction().execute(async (trx) => {
      const hotelId = await insertHotelRow(trx, {
        merchant_number: number,
        ...place,
        stars: input.stars,
        latitude: input.latitude,
        longitude: input.longitude,
        check_in_time: input.checkInTime,
        check_out_time: input.checkOutTime,
        currency,
        status: OFF_SALE,
        search_text: '',
        created_at: new Date().toISOString(),
      });
      for (const [language, t] of Object.entries(input.texts) as [SiteLanguage, HotelCreate['texts']['en-AU']][]) {
        if (!t) continue;
        await upsertHotelText(trx, {
          hotel_id: hotelId,
          language,
          name: t.name,
          address: t.address ?? '',
          description: t.description ?? '',
          facilities: JSON.stringify(t.facilities ?? []),
          policies: JSON.stringify(t.policies ?? []),
        });
      }
      // The storefront's keyword search reads this text: written with the hotel, not later.
      await trx
        .updateTable('hotels')
        .set({ search_text: searchTextOf(await findHotelTextRows(trx, [hotelId]), place.city_id) })
        .where('id', '=', hotelId)
        .execute();
      const created = await editing.viewOf(trx, merchant, number, hotelId);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'hotel.create',
        objectType: 'hotel',
        objectId: String(hotelId),
        before: null,
        after: created,
      });
      return created;
    });
    await events.publish('merchant.changed', { merchantNumber: number });
    return hotel;
  }

  async function addRoomType(staff: StaffPrincipal, merchant: Merchant, hotelId: number, input: RoomTypeCreate) {
    checkLanguages(merchant, input.texts);
    return editing.change(staff, merchant, hotelId, 'hotel.roomType.create', async (trx, row) => {
      await lockHotelRow(trx, row.id);
      if (((await countRoomTypes(trx, [row.id])).get(row.id) ?? 0) >= HOTEL_EDIT_LIMITS.roomTypesMax) {
        throw new AppError('roomTypeLimit', `A hotel has at most ${HOTEL_EDIT_LIMITS.roomTypesMax} room types`);
      }
      const roomTypeId = await insertRoomTypeRow(trx, row.id, {
        max_adults: input.maxAdults,
        max_children: input.maxChildren,
        size_m2: input.size,
      });
      for (const [language, t] of Object.entries(input.texts) as [SiteLanguage, RoomTypeCreate['texts']['en-AU']][]) {
        if (!t) continue;
        await upsertRoomTypeText(trx, {
          room_type_id: roomTypeId,
          language,
          name: t.name,
          beds: t.beds ?? '',
          facilities: JSON.stringify(t.facilities ?? []),
        });
      }
    });
  }

  async function addRatePlan(
    staff: StaffPrincipal,
    merchant: Merchant,
    hotelId: number,
    roomTypeId: number,
    input: RatePlanCreate,
  ) {
    checkBands(input.childAgeBands);
    return editing.change(staff, merchant, hotelId, 'hotel.ratePlan.create', async (trx, row) => {
      await lockHotelRow(trx, row.id);
      const rooms = await findRoomTypeRows(trx, row.id);
      if (!rooms.some((r) => r.id === roomTypeId)) {
        throw new AppError('notFound', `No room type ${roomTypeId} in this hotel`);
      }
      if ((await countRatePlans(trx, row.id)) >= HOTEL_EDIT_LIMITS.ratePlansMax) {
        throw new AppError('ratePlanLimit', `A hotel has at most ${HOTEL_EDIT_LIMITS.ratePlansMax} rate plans`);
      }
      await insertRatePlanRow(trx, row.id, roomTypeId, {
        breakfast_included: input.breakfastIncluded ? 1 : 0,
        free_cancel_days: input.freeCancelDays,
        child_age_bands: JSON.stringify(
          [...input.childAgeBands]
            .sort((a, b) => a.minAge - b.minAge)
            .map((b) => ({ minAge: b.minAge, maxAge: b.maxAge, price: b.price })),
        ),
      });
    });
  }

  return { createHotel, addRoomType, addRatePlan };
}
