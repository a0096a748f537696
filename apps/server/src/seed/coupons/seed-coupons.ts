import type { Db } from '../../platform/db/kysely.js';
import type { CouponService, TemplateDraft } from '../../modules/coupons/service.js';
import { DEMO_CATALOGS } from '../catalog/seed-catalog.js';

/** Every demo shop's coupon templates: two welcome coupons every member gets on completing the account. */
const TEMPLATES: TemplateDraft[] = [
  {
    titles: {
      'en-AU': 'Welcome: A$10 off A$100',
      'zh-CN': '新人礼：满100澳元减10澳元',
      'zh-TW': '新人禮：滿100澳元減10澳元',
      'ko-KR': '웰컴 쿠폰: A$100 이상 A$10 할인',
    },
    kind: 'fixed',
    value: 1000,
    currency: 'AUD',
    minSpend: 10_000,
    maxDiscount: null,
    categoryIds: [],
    validDays: 90,
    validFrom: null,
    validTo: null,
    welcome: true,
  },
  {
    titles: {
      'en-AU': 'Welcome: 8% off activities',
      'zh-CN': '新人礼：玩乐体验92折',
      'zh-TW': '新人禮：玩樂體驗92折',
      'ko-KR': '웰컴 쿠폰: 액티비티 8% 할인',
    },
    kind: 'percent',
    value: 8,
    currency: 'AUD',
    minSpend: 5000,
    maxDiscount: 4000,
    categoryIds: [2],
    validDays: 60,
    validFrom: null,
    validTo: null,
    welcome: true,
  },
];

/** Adds the demo shops' coupon templates once (a shop that has templates is left alone). */
export async function seedDemoCoupons({ db, coupons }: { db: Db; coupons: CouponService }): Promise<void> {
  for (const { merchantNumber } of DEMO_CATALOGS) {
    await db.transaction().execute((trx) => coupons.importTemplates(trx, merchantNumber, TEMPLATES));
  }
}
