import type { AuditQuery } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { findAuditPage, insertAuditRow } from './repo.js';

/** One admin change, as the audit log keeps it. `before`/`after` are JSON-able snapshots. */
export type AuditChange = {
  merchantNumber: string;
  /** Who made it: `request.staff.staffId` (an operator inside a merchant is named as itself). */
  staffId: number;
  /** Verb of the change, e.g. 'staff.invite', 'order.refund', 'settings.update'. */
  action: string;
  /** What changed: 'staff', 'order', 'settings', 'merchant' … and its id (order code, staff id). */
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The audit log (issue 13): every admin change, who made it and when, before → after. `record`
 * runs INSIDE the change's transaction (pass its `trx`), so a change and its row commit together.
 */
export function createAuditService({ db }: { db: Db }) {
  async function record(trx: Db, change: AuditChange): Promise<void> {
    await insertAuditRow(trx, {
      merchantNumber: change.merchantNumber,
      staffId: change.staffId,
      action: change.action,
      objectType: change.objectType,
      objectId: String(change.objectId),
      before: json(change.before),
      after: json(change.after),
      at: new Date().toISOString(),
    });
  }

  /** The merchant's log, newest first, filtered and paged. */
  const list = (merchantNumber: string, filter: AuditQuery) => findAuditPage(db, { merchantNumber }, filter);

  return { record, list };
}

export type AuditService = ReturnType<typeof createAuditService>;
