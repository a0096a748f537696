import type { AuditEntry, AuditQuery } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';

export type AuditRow = {
  merchantNumber: string;
  staffId: number;
  action: string;
  objectType: string;
  objectId: string;
  before: string | null;
  after: string | null;
  at: string;
};

/**
 * One audit row. Who made the change is copied from the staff account in the same statement
 * (email and operator flag), so the log still names them after they are removed.
 */
export async function insertAuditRow(trx: Db, row: AuditRow): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values((eb) => ({
      merchant_number: row.merchantNumber,
      staff_id: row.staffId,
      staff_email: eb.fn.coalesce(
        eb.selectFrom('staff').select('email').where('id', '=', row.staffId),
        eb.val(`staff #${row.staffId}`),
      ),
      operator: eb.fn.coalesce(eb.selectFrom('staff').select('operator').where('id', '=', row.staffId), eb.val(0)),
      action: row.action,
      object_type: row.objectType,
      object_id: row.objectId,
      before_json: row.before,
      after_json: row.after,
      created_at: row.at,
    }))
    .execute();
}

/** A page of the merchant's audit log, newest first, and how many rows the filter matches. */
export async function findAuditPage(
  db: Db,
  owner: { merchantNumber: string },
  filter: AuditQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const base = db
    .selectFrom('audit_log')
    .where('merchant_number', '=', owner.merchantNumber)
    .$if(filter.objectType !== undefined, (q) => q.where('object_type', '=', filter.objectType as string))
    .$if(filter.objectId !== undefined, (q) => q.where('object_id', '=', filter.objectId as string))
    .$if(filter.staff !== undefined, (q) => q.where('staff_email', '=', (filter.staff as string).toLowerCase()))
    .$if(filter.from !== undefined, (q) => q.where('created_at', '>=', isoOf(filter.from as string)))
    .$if(filter.to !== undefined, (q) => q.where('created_at', '<', isoOf(filter.to as string)));
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'created_at',
        'staff_email',
        'operator',
        'action',
        'object_type',
        'object_id',
        'before_json',
        'after_json',
      ])
      .orderBy('id', 'desc')
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      at: r.created_at,
      staffEmail: r.staff_email,
      operator: Number(r.operator) === 1,
      action: r.action,
      objectType: r.object_type,
      objectId: r.object_id,
      before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
    })),
  };
}

/** Timestamps are stored as UTC ISO strings: a bare date means its UTC midnight. */
const isoOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString();
