import type { Db } from '../../platform/db/kysely.js';
import type { MemberTable } from '../../platform/db/schema.js';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type MemberRow = Selectable<MemberTable>;
type Owner = { merchantNumber: string };

const MEMBER_COLUMNS = [
  'id',
  'merchant_number',
  'email',
  'phone_country',
  'phone',
  'password_hash',
  'last_name',
  'first_name',
  'appellation',
  'birth_date',
  'nationality',
  'residency',
  'nick_name',
  'head_img',
  'subscribe',
  'order_email',
  'order_msg',
  'activity_msg',
  'activity_email',
  'completed_at',
  'created_at',
  'updated_at',
] as const;

export function findMemberById(db: Db, owner: Owner, id: number): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findMemberByEmail(db: Db, owner: Owner, email: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findMemberByPhone(
  db: Db,
  owner: Owner,
  country: number,
  phone: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('phone_country', '=', country)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export async function insertMember(db: Db, values: Insertable<MemberTable>): Promise<number> {
  const row = await db.insertInto('members').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMember(db: Db, owner: Owner, id: number, values: Updateable<MemberTable>): Promise<void> {
  await db
    .updateTable('members')
    .set(values)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('id', '=', id)
    .execute();
}

// Verification codes

export type CodeKey = { merchantNumber: string; destination: string; purpose: number };
/** One code of a key: what is checked and then spent. */
export type CodeRef = CodeKey & { id: number };

export function findNewestCode(db: Db, key: CodeKey) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'expires_at', 'used_at'])
    .where('merchant_number', '=', key.merchantNumber)
    .where('destination', '=', key.destination)
    .where('purpose', '=', key.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertCode(
  db: Db,
  values: CodeKey & { codeHash: string; createdAt: string; expiresAt: string; ip: string },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      merchant_number: values.merchantNumber,
      destination: values.destination,
      purpose: values.purpose,
      code_hash: values.codeHash,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
      used_at: null,
      ip: values.ip,
    })
    .execute();
}

/**
 * Counts a try of a code before it is compared, in one statement that adds only under
 * `maxTries`: the tries so far with this one, or undefined when the code has none left.
 */
export async function countCodeTry(db: Db, code: CodeRef, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('merchant_number', '=', code.merchantNumber)
    .where('destination', '=', code.destination)
    .where('purpose', '=', code.purpose)
    .where('id', '=', code.id)
    .where('tries', '<', maxTries)
    .returning('tries')
    .executeTakeFirst();
  return row?.tries;
}

/** Marks a code used unless it already was; false when another request used it first. */
export async function markCodeUsed(db: Db, code: CodeRef, at: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: at })
    .where('merchant_number', '=', code.merchantNumber)
    .where('destination', '=', code.destination)
    .where('purpose', '=', code.purpose)
    .where('id', '=', code.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
