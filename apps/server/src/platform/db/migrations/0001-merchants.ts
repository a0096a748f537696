import type { Kysely } from 'kysely';
import { binaryColumnType } from '../dialect.js';

// Migrations take Kysely<unknown>: they describe tables, not the typed schema of today.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('number', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)', (c) => c.notNull())
    .addColumn('favicon', 'varchar(500)', (c) => c.notNull())
    .addColumn('web_logo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_language', 'varchar(10)', (c) => c.notNull())
    .addColumn('default_currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('currencies', 'text', (c) => c.notNull())
    .addColumn('locations', 'text', (c) => c.notNull())
    .addColumn('web_style', 'text', (c) => c.notNull())
    .addColumn('hidden_category_ids', 'text', (c) => c.notNull())
    .addColumn('hidden_label_ids', 'text', (c) => c.notNull())
    .addColumn('website', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('filing_number', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('country_code', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', binaryColumnType(db), (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('ran_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_runs').execute();
  await db.schema.dropTable('images').execute();
  await db.schema.dropTable('merchants').execute();
}
