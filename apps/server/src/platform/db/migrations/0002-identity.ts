import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('members'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('email', 'varchar(254)')
    .addColumn('phone_country', 'integer')
    .addColumn('phone', 'varchar(30)')
    .addColumn('password_hash', 'varchar(200)')
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('appellation', 'integer')
    .addColumn('birth_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('nationality', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('residency', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('nick_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('head_img', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('subscribe', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_msg', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('activity_msg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activity_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('completed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('members_email_unique', ['merchant_number', 'email'])
    .addUniqueConstraint('members_phone_unique', ['merchant_number', 'phone_country', 'phone'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoke_reason', 'varchar(30)')
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

  await withIdColumn(db, db.schema.createTable('verification_codes'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('destination', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verification_codes_destination')
    .on('verification_codes')
    .columns(['merchant_number', 'destination', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('throttles')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'varchar(10)')
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox', 'throttles', 'verification_codes', 'sessions', 'members']) {
    await db.schema.dropTable(table).execute();
  }
}
