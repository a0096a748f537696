import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The back office's people (issue 13, DESIGN §5): staff accounts apart from members, their
 * sessions (opaque, hashed, 12-hour idle expiry), invitations by one-time link, one-time codes
 * (password reset), and the audit log of every admin change.
 *
 * An email is one staff account on the whole platform (login names no merchant). A platform
 * operator's account has no merchant (`merchant_number` null); a session it opens inside a
 * merchant names that merchant. `totp_last_step` is the newest 30-second step a code was accepted
 * for, so a code cannot be replayed within its window. Sessions and audit rows keep the staff id
 * without a foreign key: a removed member of staff leaves its history (and the audit its email).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('staff'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.references('merchants.number'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('role', 'varchar(12)', (c) => c.notNull())
    .addColumn('operator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_limits', 'text')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('totp_pending_secret', 'varchar(64)')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_merchant').on('staff').columns(['merchant_number', 'id']).execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('merchant_number', 'varchar(20)')
    .addColumn('scope', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoke_reason', 'varchar(40)')
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').columns(['staff_id']).execute();

  await withIdColumn(db, db.schema.createTable('staff_invites'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('staff_invites_staff').on('staff_invites').columns(['staff_id']).execute();

  await withIdColumn(db, db.schema.createTable('staff_codes'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('staff_codes_staff').on('staff_codes').columns(['staff_id', 'purpose', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('operator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_merchant').on('audit_log').columns(['merchant_number', 'id']).execute();
  await db.schema
    .createIndex('audit_log_object')
    .on('audit_log')
    .columns(['merchant_number', 'object_type', 'object_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'staff_codes', 'staff_invites', 'staff_sessions', 'staff']) {
    await db.schema.dropTable(table).execute();
  }
}
