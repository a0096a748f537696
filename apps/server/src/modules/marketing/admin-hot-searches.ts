import type { HotSearchPicks, HotSearchPut } from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import type { SearchHistoryService } from '../search-history/service.js';

type Deps = {
  db: Db;
  audit: AuditService;
  events: EventPublisher;
  searchHistory: Pick<SearchHistoryService, 'listHotSearchPicks' | 'replaceHotSearchPicks'>;
};

/**
 * The merchant's hot-search picks in the back office (issue 14): one ordered list per kind
 * (trips, hotels) and language, replaced whole. The storefront tops members' own hot searches up
 * with them.
 */
export function createHotSearchEditing({ db, audit, events, searchHistory }: Deps) {
  async function getHotSearches(staff: StaffPrincipal, kind: number, language: string): Promise<HotSearchPicks> {
    const keywords = await searchHistory.listHotSearchPicks(db, staff.merchantNumber, kind, language);
    return { kind, language, keywords };
  }

  async function replaceHotSearches(staff: StaffPrincipal, merchant: Merchant, input: HotSearchPut) {
    if (!(merchant.languages as readonly string[]).includes(input.language)) {
      throw new AppError('validationFailed', `The shop does not sell in ${input.language}`, 'language');
    }
    const seen = new Set<string>();
    for (const keyword of input.keywords) {
      const key = keyword.toLowerCase();
      if (seen.has(key)) throw new AppError('validationFailed', `${keyword} is in the list twice`, 'keywords');
      seen.add(key);
    }
    const number = staff.merchantNumber;
    const changed = await db.transaction().execute(async (trx) => {
      const before = await searchHistory.listHotSearchPicks(trx, number, input.kind, input.language);
      if (JSON.stringify(before) === JSON.stringify(input.keywords)) return false;
      await searchHistory.replaceHotSearchPicks(trx, number, input);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'hotsearch.update',
        objectType: 'hotsearch',
        objectId: `${input.kind}:${input.language}`,
        before: { keywords: before },
        after: { keywords: input.keywords },
      });
      return true;
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return { kind: input.kind, language: input.language, keywords: input.keywords };
  }

  return { getHotSearches, replaceHotSearches };
}

export type HotSearchEditing = ReturnType<typeof createHotSearchEditing>;
