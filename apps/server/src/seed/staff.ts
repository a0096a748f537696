import type { Db } from '../platform/db/kysely.js';
import { ensureOwnerAccount } from '../modules/staff/operator.js';
import { DEMO_MERCHANTS } from './demo-merchants.js';

/** The demo owner of a merchant (DESIGN §4; never in production: SEED_DEMO is refused there). */
export const demoOwnerOf = (businessNumber: string) => ({
  email: `owner@${businessNumber}.example`,
  password: `Demo-${businessNumber}-owner`,
});

/** One owner per demo merchant, without TOTP, so the back office can be tried at once. */
export async function seedDemoOwners({ db }: { db: Db }) {
  for (const { number } of DEMO_MERCHANTS) {
    await ensureOwnerAccount(db, { merchantNumber: number, ...demoOwnerOf(number) });
  }
}
