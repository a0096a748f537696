import type { Passenger } from '@storefront/contracts';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { PassengerTable } from '../../platform/db/schema.js';

/** Whose travellers: every query names the merchant and the member. */
export type Owner = { merchantNumber: string; memberId: number };
export type PassengerValues = Omit<Insertable<PassengerTable>, 'id' | 'merchant_number' | 'member_id'>;

const PASSENGER_COLUMNS = [
  'id',
  'last_name',
  'first_name',
  'appellation',
  'birth_date',
  'nationality',
  'id_type',
  'id_number',
  'id_expiry',
  'phone_country',
  'phone',
  'email',
  'is_self',
  'created_at',
  'updated_at',
] as const;

type PassengerRow = Pick<Selectable<PassengerTable>, (typeof PASSENGER_COLUMNS)[number]>;

const toPassenger = (row: PassengerRow): Passenger => ({
  id: row.id,
  lastName: row.last_name,
  firstName: row.first_name,
  appellation: row.appellation,
  datebirth: row.birth_date,
  nationality: row.nationality,
  idType: row.id_type,
  idNumber: row.id_number,
  idExpiry: row.id_expiry,
  phone: row.phone,
  country: row.phone_country,
  email: row.email,
  isSelf: row.is_self,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** `%keyword%` for LIKE, with the wildcards of the keyword itself escaped (escape character `\`). */
const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function ownedPassengers(db: Db, owner: Owner, keyword: string | undefined) {
  return db
    .selectFrom('passengers')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .$if(Boolean(keyword), (q) => {
      // Names and document numbers are stored upper-cased, so an upper-cased LIKE matches on both engines.
      const pattern = containsPattern((keyword as string).toUpperCase());
      return q.where((eb) =>
        eb.or(
          ['last_name', 'first_name', 'id_number'].map(
            (column) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`,
          ),
        ),
      );
    });
}

/** One page of the member's travellers: their own profile first, then newest first. */
export async function findPassengers(
  db: Db,
  owner: Owner,
  page: { offset: number; limit: number; keyword?: string | undefined },
): Promise<Passenger[]> {
  const rows = await ownedPassengers(db, owner, page.keyword)
    .select(PASSENGER_COLUMNS)
    .orderBy('is_self', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toPassenger);
}

export async function countPassengers(db: Db, owner: Owner, keyword?: string): Promise<number> {
  const row = await ownedPassengers(db, owner, keyword)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findPassenger(db: Db, owner: Owner, id: number): Promise<Passenger | undefined> {
  const row = await db
    .selectFrom('passengers')
    .select(PASSENGER_COLUMNS)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPassenger(row);
}

export async function insertPassenger(db: Db, owner: Owner, values: PassengerValues): Promise<number> {
  const row = await db
    .insertInto('passengers')
    .values({ ...values, merchant_number: owner.merchantNumber, member_id: owner.memberId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates one traveller; false when the owner has no traveller with this id. */
export async function updatePassenger(
  db: Db,
  owner: Owner,
  id: number,
  values: Updateable<PassengerValues>,
): Promise<boolean> {
  const result = await db
    .updateTable('passengers')
    .set(values)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Clears the "own profile" mark on every traveller of the owner but `exceptId`. */
export async function clearSelfPassenger(db: Db, owner: Owner, exceptId: number): Promise<void> {
  await db
    .updateTable('passengers')
    .set({ is_self: 0 })
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('is_self', '=', 1)
    .where('id', '<>', exceptId)
    .execute();
}

/** Deletes one traveller; false when the owner has no traveller with this id. */
export async function deletePassenger(db: Db, owner: Owner, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passengers')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('member_id', '=', owner.memberId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
