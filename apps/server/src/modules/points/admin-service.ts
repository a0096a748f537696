import type { PointsRuleSettings } from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import type { AuditService } from '../audit/service.js';
import { findPointsRule, upsertPointsRule } from './repo.js';
import { DEFAULT_POINTS_RULE } from './service.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher };

/**
 * The merchant's points rule in the back office (issue 14). An order counts the points it will
 * earn when it is created (`points_to_earn`), so a change applies to orders created after it;
 * redemption reads the rule at each quote. One transaction with its audit row, then
 * `merchant.changed`.
 */
export function createPointsAdmin({ db, audit, events }: Deps) {
  const ruleOf = async (database: Db, merchantNumber: string): Promise<PointsRuleSettings> => {
    const rule = (await findPointsRule(database, merchantNumber)) ?? DEFAULT_POINTS_RULE;
    return {
      currency: rule.currency as PointsRuleSettings['currency'],
      earnPerUnit: rule.earnPerUnit,
      step: rule.step,
      stepValue: rule.stepValue,
      maxRedeemPercent: rule.maxRedeemPercent,
    };
  };

  const getRule = (staff: StaffPrincipal) => ruleOf(db, staff.merchantNumber);

  async function setRule(staff: StaffPrincipal, next: PointsRuleSettings): Promise<PointsRuleSettings> {
    const number = staff.merchantNumber;
    const changed = await db.transaction().execute(async (trx) => {
      const before = await ruleOf(trx, number);
      if (JSON.stringify(before) === JSON.stringify(next)) return false;
      await upsertPointsRule(trx, number, next);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'points.update',
        objectType: 'points',
        objectId: number,
        before,
        after: next,
      });
      return true;
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return next;
  }

  return { getRule, setRule };
}

export type PointsAdmin = ReturnType<typeof createPointsAdmin>;
