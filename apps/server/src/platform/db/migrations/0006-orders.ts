import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * Cart, orders, payments, coupons, points and flash-sale purchases. Money is bigint minor units
 * of the row's currency; dates are YYYY-MM-DD; instants ISO 8601 text; JSON lists are text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('cart_items'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('package_id', 'integer')
    .addColumn('hotel_id', 'integer')
    .addColumn('room_type_id', 'integer')
    .addColumn('rate_plan_id', 'integer')
    .addColumn('travel_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantities', 'text', (c) => c.notNull())
    .addColumn('rooms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('snapshot_amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_owner').on('cart_items').columns(['merchant_number', 'member_id']).execute();

  await withIdColumn(db, db.schema.createTable('orders'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('ocode', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_before_refund', 'varchar(30)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('coupon_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('member_coupon_id', 'integer')
    .addColumn('coupon_title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('points_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('points_to_earn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('travellers', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instant', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)')
    .addColumn('first_travel_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('last_travel_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('closed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('orders_request_key', ['merchant_number', 'request_key'])
    .execute();
  await db.schema.createIndex('orders_owner').on('orders').columns(['merchant_number', 'member_id', 'id']).execute();
  await db.schema.createIndex('orders_due').on('orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('orders_travel_end').on('orders').columns(['status', 'last_travel_date']).execute();

  await withIdColumn(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('package_id', 'integer')
    .addColumn('seckill_id', 'integer')
    .addColumn('hotel_id', 'integer')
    .addColumn('room_type_id', 'integer')
    .addColumn('rate_plan_id', 'integer')
    .addColumn('product_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('gcode', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('package_title', 'varchar(300)', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .addColumn('country_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('travel_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('original_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantities', 'text', (c) => c.notNull())
    .addColumn('rooms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('unit_prices', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('instant', 'integer', (c) => c.notNull())
    .addColumn('double_points', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await withIdColumn(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(30)')
    .addColumn('to_status', 'varchar(30)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute();

  await db.schema
    .createTable('order_access_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('order_supplements'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('payid', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('order_supplements_order').on('order_supplements').column('order_id').execute();

  await withIdColumn(db, db.schema.createTable('payments'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('supplement_id', 'integer')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('merchant_trade_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_trade_no', 'varchar(64)')
    .addColumn('return_token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('refunded_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();

  await withIdColumn(db, db.schema.createTable('payment_notifications'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('notification_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('merchant_trade_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('result', 'varchar(20)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('payment_notifications_once', ['provider', 'notification_id'])
    .execute();

  // The sandbox provider's own books, as a hosted checkout keeps them on its side.
  await db.schema
    .createTable('sandbox_checkouts')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('merchant_trade_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('description', 'varchar(300)', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('notify_path', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_trade_no', 'varchar(64)')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('coupon_templates'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull().references('merchants.number'))
    .addColumn('titles', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('min_spend', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount', 'bigint')
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('valid_days', 'integer')
    .addColumn('valid_from', 'varchar(30)')
    .addColumn('valid_to', 'varchar(30)')
    .addColumn('welcome', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('member_coupons'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('coupon_templates.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(30)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(30)', (c) => c.notNull())
    .addColumn('issue_key', 'varchar(40)')
    .addColumn('order_id', 'integer')
    .addColumn('used_at', 'varchar(30)')
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('member_coupons_issue_once', ['merchant_number', 'member_id', 'issue_key'])
    .execute();
  await db.schema
    .createIndex('member_coupons_owner')
    .on('member_coupons')
    .columns(['merchant_number', 'member_id', 'status'])
    .execute();

  await db.schema
    .createTable('points_accounts')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('points_accounts_pk', ['merchant_number', 'member_id'])
    .addCheckConstraint('points_balance_not_negative', sql`balance >= 0`)
    .execute();
  await withIdColumn(db, db.schema.createTable('points_ledger'))
    .addColumn('merchant_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('ocode', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('points_ledger_once_per_order', ['merchant_number', 'member_id', 'order_id', 'reason'])
    .execute();
  await db.schema
    .createIndex('points_ledger_owner')
    .on('points_ledger')
    .columns(['merchant_number', 'member_id', 'id'])
    .execute();
  await db.schema
    .createTable('points_rules')
    .addColumn('merchant_number', 'varchar(20)', (c) => c.primaryKey().references('merchants.number'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('earn_per_unit', 'integer', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('step_value', 'integer', (c) => c.notNull())
    .addColumn('max_redeem_percent', 'integer', (c) => c.notNull())
    .execute();

  // Units of each flash sale a member holds, for the per-member limit (marketing's table).
  await db.schema
    .createTable('seckill_purchases')
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('seckill_sales.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('seckill_purchases_pk', ['sale_id', 'member_id'])
    .addCheckConstraint('seckill_purchases_not_negative', sql`quantity >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seckill_purchases',
    'points_rules',
    'points_ledger',
    'points_accounts',
    'member_coupons',
    'coupon_templates',
    'sandbox_checkouts',
    'payment_notifications',
    'payments',
    'order_supplements',
    'order_access_tokens',
    'order_events',
    'order_items',
    'orders',
    'cart_items',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
