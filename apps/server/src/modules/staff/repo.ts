import type { RefundLimits, StaffMember, StaffRole } from '@storefront/contracts';
import { PostgresAdapter, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../platform/db/kysely.js';
import type { Database } from '../../platform/db/schema.js';

/** A merchant's staff: every query of a member of staff names the merchant. */
export type Owner = { merchantNumber: string };

export type StaffRow = {
  id: number;
  merchant_number: string | null;
  email: string;
  password_hash: string | null;
  role: string;
  operator: number;
  refund_limits: string | null;
  status: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number;
  created_at: string;
};

const STAFF_COLUMNS = [
  'id',
  'merchant_number',
  'email',
  'password_hash',
  'role',
  'operator',
  'refund_limits',
  'status',
  'totp_secret',
  'totp_pending_secret',
  'totp_last_step',
  'created_at',
] as const;

const normalise = (row: StaffRow): StaffRow => ({
  ...row,
  operator: Number(row.operator),
  totp_last_step: Number(row.totp_last_step),
});

/** PostgreSQL locks the rows read until commit; SQLite runs one writer at a time already. */
function locked<TB extends keyof Database, O>(db: Db, query: SelectQueryBuilder<Database, TB, O>) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}

export const limitsJson = (limits: RefundLimits | undefined) =>
  limits && Object.keys(limits).length > 0 ? JSON.stringify(limits) : null;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    refundLimits: row.refund_limits ? (JSON.parse(row.refund_limits) as RefundLimits) : null,
    status: row.status === 'active' ? 'active' : 'invited',
    totpEnabled: row.totp_secret !== null,
    createdAt: row.created_at,
  };
}

/** The account of an email, whichever merchant it belongs to (an email is one account). */
export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const row = await db.selectFrom('staff').select(STAFF_COLUMNS).where('email', '=', email).executeTakeFirst();
  return row && normalise(row);
}

/** An account by id, with no merchant scope: only for the account's own session. */
export async function findStaffOfSession(db: Db, staffId: number): Promise<StaffRow | undefined> {
  const row = await db.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', staffId).executeTakeFirst();
  return row && normalise(row);
}

export async function findStaffMember(db: Db, owner: Owner, id: number, lock = false): Promise<StaffRow | undefined> {
  const query = db
    .selectFrom('staff')
    .select(STAFF_COLUMNS)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('id', '=', id);
  const row = await (lock ? locked(db, query) : query).executeTakeFirst();
  return row && normalise(row);
}

export async function findStaffMembers(db: Db, owner: Owner): Promise<StaffRow[]> {
  const rows = await db
    .selectFrom('staff')
    .select(STAFF_COLUMNS)
    .where('merchant_number', '=', owner.merchantNumber)
    .where('operator', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map(normalise);
}

/** The merchant's active owners' ids, locked until commit (the last-owner rule). */
export async function lockOwnerIds(trx: Db, owner: Owner): Promise<number[]> {
  const query = trx
    .selectFrom('staff')
    .select('id')
    .where('merchant_number', '=', owner.merchantNumber)
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .where('operator', '=', 0)
    .orderBy('id');
  const rows = await locked(trx, query).execute();
  return rows.map((r) => r.id);
}

export async function insertStaff(
  trx: Db,
  values: {
    merchantNumber: string | null;
    email: string;
    passwordHash: string | null;
    role: StaffRole;
    operator: boolean;
    refundLimits: string | null;
    status: 'invited' | 'active';
    now: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('staff')
    .values({
      merchant_number: values.merchantNumber,
      email: values.email,
      password_hash: values.passwordHash,
      role: values.role,
      operator: values.operator ? 1 : 0,
      refund_limits: values.refundLimits,
      status: values.status,
      totp_secret: null,
      totp_pending_secret: null,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

type StaffChanges = Partial<{
  role: string;
  refund_limits: string | null;
  password_hash: string;
  status: string;
  totp_pending_secret: string | null;
  totp_secret: string | null;
}>;

/** Changes an account by id (its own session, or after a merchant-scoped lookup). */
export async function updateStaff(trx: Db, id: number, changes: StaffChanges): Promise<void> {
  await trx
    .updateTable('staff')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteStaffMember(trx: Db, owner: Owner, id: number): Promise<void> {
  await trx.deleteFrom('staff').where('merchant_number', '=', owner.merchantNumber).where('id', '=', id).execute();
}

/**
 * Takes TOTP step `step` for the account: true when it is newer than the last one taken. The
 * conditional update is the replay guard (two sign-ins with one code: one wins).
 */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Enables the pending TOTP secret once a code of it was accepted at `step`. */
export async function enablePendingTotp(trx: Db, id: number, secret: string, step: number): Promise<boolean> {
  const result = await trx
    .updateTable('staff')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('totp_pending_secret', '=', secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── Invitations ────────────────────────────────────────────────────────────────────────────────

/** A new invitation link for an account; earlier unused links of it stop working. */
export async function replaceInvite(
  trx: Db,
  staffId: number,
  tokenHash: string,
  now: string,
  expiresAt: string,
): Promise<void> {
  await trx
    .updateTable('staff_invites')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('staff_invites')
    .values({ staff_id: staffId, token_hash: tokenHash, created_at: now, expires_at: expiresAt, used_at: null })
    .execute();
}

/** Spends an unused, unexpired invitation link; answers its account's id, or undefined. */
export async function spendInvite(trx: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await trx
    .updateTable('staff_invites')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return row ? Number(row.staff_id) : undefined;
}

// ── One-time codes ─────────────────────────────────────────────────────────────────────────────

export async function insertCode(
  db: Db,
  values: { staffId: number; purpose: string; codeHash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('staff_codes')
    .values({
      staff_id: values.staffId,
      purpose: values.purpose,
      code_hash: values.codeHash,
      created_at: values.now,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findNewestCode(db: Db, staffId: number, purpose: string) {
  return db
    .selectFrom('staff_codes')
    .select(['id', 'code_hash', 'tries', 'expires_at', 'used_at'])
    .where('staff_id', '=', staffId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a try of a code before it is compared; undefined once its tries are used up. */
export async function countCodeTry(db: Db, id: number, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('staff_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('tries', '<', maxTries)
    .returning('tries')
    .executeTakeFirst();
  return row ? Number(row.tries) : undefined;
}

export async function markCodeUsed(trx: Db, id: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('staff_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ── Operator ───────────────────────────────────────────────────────────────────────────────────

/** Owners' emails per merchant (the operator's list). */
export async function findOwnerEmails(db: Db): Promise<{ merchant_number: string; email: string }[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['merchant_number', 'email'])
    .where('role', '=', 'owner')
    .where('operator', '=', 0)
    .where('merchant_number', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ merchant_number: r.merchant_number as string, email: r.email }));
}

export async function countStaffOf(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('merchant_number', '=', owner.merchantNumber)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
