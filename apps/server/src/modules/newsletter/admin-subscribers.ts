import { Readable } from 'node:stream';
import {
  MARKETING_LIMITS,
  type AdminSubscriber,
  type SubscriberFilter,
  type SubscriberQuery,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditService } from '../audit/service.js';
import {
  type SubscriberRow,
  countSubscribers,
  findSubscriber,
  findSubscriberPage,
  markUnsubscribed,
} from './admin-repo.js';

const CSV_BATCH = 500;

/** A spreadsheet runs a cell that starts with = + - @ as a formula: such text is quoted with '. */
const cell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const viewOf = (r: SubscriberRow): AdminSubscriber => ({
  email: r.email,
  language: r.language,
  subscribedAt: r.created_at,
  unsubscribedAt: r.unsubscribed_at,
});

type Deps = { db: Db; audit: AuditService; events: EventPublisher };

/**
 * The newsletter's subscribers in the back office (issue 14): the list, its CSV export and
 * unsubscribing. An unsubscribed address is kept with the time of it (signing up again on the
 * storefront subscribes it anew).
 */
export function createSubscriberDesk({ db, audit, events }: Deps) {
  async function listSubscribers(staff: StaffPrincipal, query: SubscriberQuery) {
    const [rows, total] = await Promise.all([
      findSubscriberPage(db, staff.merchantNumber, query, {
        offset: (query.page - 1) * query.size,
        limit: query.size,
      }),
      countSubscribers(db, staff.merchantNumber, query),
    ]);
    return { items: rows.map(viewOf), total, page: query.page, size: query.size };
  }

  /** The filtered list as CSV, read and written in batches so a large export never sits in memory. */
  function exportSubscribers(staff: StaffPrincipal, filter: SubscriberFilter): Readable {
    async function* rows() {
      for (let offset = 0; offset < MARKETING_LIMITS.subscriberCsvRowsMax; offset += CSV_BATCH) {
        const page = await findSubscriberPage(db, staff.merchantNumber, filter, { offset, limit: CSV_BATCH });
        for (const r of page) yield [cell(r.email), r.language, r.created_at, r.unsubscribed_at ?? ''];
        if (page.length < CSV_BATCH) return;
      }
    }
    const columns = ['email', 'language', 'subscribed_at', 'unsubscribed_at'];
    return Readable.from(rows()).pipe(stringify({ header: true, columns }));
  }

  async function unsubscribe(staff: StaffPrincipal, address: string): Promise<AdminSubscriber> {
    const number = staff.merchantNumber;
    const email = address.toLowerCase();
    const { subscriber, changed } = await db.transaction().execute(async (trx) => {
      const row = await findSubscriber(trx, number, email);
      if (!row) throw new AppError('notFound', `No subscriber ${email} in this shop`, 'email');
      if (row.unsubscribed_at !== null) return { subscriber: viewOf(row), changed: false };
      await markUnsubscribed(trx, number, email, new Date().toISOString());
      const after = viewOf((await findSubscriber(trx, number, email)) as SubscriberRow);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'subscriber.unsubscribe',
        objectType: 'subscriber',
        objectId: email,
        before: viewOf(row),
        after,
      });
      return { subscriber: after, changed: true };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return subscriber;
  }

  return { listSubscribers, exportSubscribers, unsubscribe };
}

export type SubscriberDesk = ReturnType<typeof createSubscriberDesk>;
