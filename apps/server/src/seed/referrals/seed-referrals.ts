import type { Db } from '../../platform/db/kysely.js';
import { DEFAULT_REFERRAL_RULE, type ReferralService } from '../../modules/referrals/service.js';
import { DEMO_CATALOGS } from '../catalog/seed-catalog.js';

/**
 * Every demo shop's referral credit, written out so a shop's setting is a row to change rather
 * than a default in code: 500 points to each side, 10 credited referrals per referrer a month.
 */
export async function seedDemoReferrals({ db, referrals }: { db: Db; referrals: ReferralService }): Promise<void> {
  for (const { merchantNumber } of DEMO_CATALOGS) {
    await referrals.setRule(db, merchantNumber, DEFAULT_REFERRAL_RULE);
  }
}
