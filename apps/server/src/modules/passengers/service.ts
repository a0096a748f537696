import {
  PASSENGERS_MAX,
  PHONE_REGIONS,
  type Passenger,
  type PassengerInput,
  type PassengerPage,
  type PassengerPageRequest,
} from '@storefront/contracts';
import { nationalities } from '@storefront/reference-data';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { AuthenticatedMember } from '../../platform/auth/require-member.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import * as repo from './repo.js';

/** Saved travellers of a member: listed, added, edited and removed only by their owner. */
export function createPassengerService(deps: { db: Db }) {
  const { db } = deps;

  async function listPassengers(
    ctx: RequestContext,
    member: AuthenticatedMember,
    request: PassengerPageRequest,
  ): Promise<PassengerPage> {
    const owner = ownerOf(ctx, member);
    const { pageIndex, pageSize, keyword } = request;
    const [list, total] = await Promise.all([
      repo.findPassengers(db, owner, { offset: (pageIndex - 1) * pageSize, limit: pageSize, keyword }),
      repo.countPassengers(db, owner, keyword),
    ]);
    return { pageIndex, pageSize, total, list };
  }

  /** Adds a traveller, up to `PASSENGERS_MAX` per member (4009 beyond). */
  async function addPassenger(
    ctx: RequestContext,
    member: AuthenticatedMember,
    input: PassengerInput,
  ): Promise<Passenger> {
    checkNationality(input.nationality);
    const owner = ownerOf(ctx, member);
    const now = new Date().toISOString();
    const id = await db.transaction().execute(async (trx) => {
      if ((await repo.countPassengers(trx, owner)) >= PASSENGERS_MAX) {
        throw new AppError('conflict', `You can keep at most ${PASSENGERS_MAX} travellers; remove one first`);
      }
      const newId = await repo.insertPassenger(trx, owner, {
        ...columnsOf(input),
        is_self: input.isSelf ?? 0,
        created_at: now,
        updated_at: now,
      });
      if (input.isSelf === 1) await repo.clearSelfPassenger(trx, owner, newId);
      return newId;
    });
    return passengerOrThrow(owner, id);
  }

  /** Replaces a traveller's details; `isSelf` left out keeps the current mark. */
  async function updatePassenger(
    ctx: RequestContext,
    member: AuthenticatedMember,
    rawId: string,
    input: PassengerInput,
  ): Promise<Passenger> {
    const id = passengerIdOf(rawId);
    checkNationality(input.nationality);
    const owner = ownerOf(ctx, member);
    await db.transaction().execute(async (trx) => {
      const updated = await repo.updatePassenger(trx, owner, id, {
        ...columnsOf(input),
        ...(input.isSelf !== undefined && { is_self: input.isSelf }),
        updated_at: new Date().toISOString(),
      });
      if (!updated) throw notFound();
      if (input.isSelf === 1) await repo.clearSelfPassenger(trx, owner, id);
    });
    return passengerOrThrow(owner, id);
  }

  async function removePassenger(ctx: RequestContext, member: AuthenticatedMember, rawId: string): Promise<void> {
    const id = passengerIdOf(rawId);
    if (!(await repo.deletePassenger(db, ownerOf(ctx, member), id))) throw notFound();
  }

  async function passengerOrThrow(owner: repo.Owner, id: number): Promise<Passenger> {
    const found = await repo.findPassenger(db, owner, id);
    if (!found) throw notFound();
    return found;
  }

  /** A member's travellers by id, in the order asked (orders); 3004 unless every one is theirs. */
  async function getPassengers(ctx: RequestContext, memberId: number, ids: readonly number[]): Promise<Passenger[]> {
    const owner = { merchantNumber: ctx.merchant.number, memberId };
    const found = await Promise.all(ids.map((id) => repo.findPassenger(db, owner, id)));
    if (found.some((p) => p === undefined)) throw notFound();
    return found as Passenger[];
  }

  return { listPassengers, addPassenger, updatePassenger, removePassenger, getPassengers };
}

export type PassengerService = ReturnType<typeof createPassengerService>;

const ownerOf = (ctx: RequestContext, member: AuthenticatedMember): repo.Owner => ({
  merchantNumber: ctx.merchant.number,
  memberId: member.id,
});

// Another member's or merchant's traveller answers exactly like a missing one.
const notFound = () => new AppError('notFound', 'No such traveller in your account');

/** A traveller id from the path: a positive whole number that fits the id column, else 2005. */
function passengerIdOf(raw: string): number {
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new AppError('malformedId', `Traveller id "${raw}" is malformed`, 'id');
  return Number(raw);
}

function checkNationality(nationality: string) {
  if (!nationalities('en-AU').some((n) => n.id === nationality)) {
    throw new AppError('validationFailed', `Unknown nationality "${nationality}"`, 'nationality');
  }
}

function columnsOf(input: PassengerInput) {
  const phone = input.phone && input.country ? nationalNumber(input.phone, input.country) : '';
  return {
    last_name: input.lastName,
    first_name: input.firstName,
    appellation: input.appellation,
    birth_date: input.datebirth,
    nationality: input.nationality,
    id_type: input.idType,
    id_number: input.idNumber,
    id_expiry: input.idExpiry,
    phone,
    phone_country: phone ? (input.country ?? null) : null,
    email: input.email ?? '',
  };
}

/** The national significant number, as accounts store it: `0412 345 678` with +61 → `412345678`. */
function nationalNumber(phone: string, country: number): string {
  const region = PHONE_REGIONS[country];
  const parsed = region ? parsePhoneNumberFromString(phone, region) : undefined;
  return parsed?.nationalNumber ?? phone.replace(/\D/g, '').replace(/^0+/, '');
}
