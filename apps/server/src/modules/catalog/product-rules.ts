import { maxBookableDate, productCodeSchema, LIMITS } from '@storefront/contracts';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { CatalogScope } from './product-rows.js';

/** Local time zone of each country we sell in: "today" for a product is today where it happens. */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  au: 'Australia/Sydney',
  nz: 'Pacific/Auckland',
  fj: 'Pacific/Fiji',
  nc: 'Pacific/Noumea',
};

export function scopeOf(ctx: RequestContext): CatalogScope {
  return {
    merchantNumber: ctx.merchant.number,
    hiddenCategoryIds: ctx.merchant.hiddenCategoryIds,
    hiddenLabelIds: ctx.merchant.hiddenLabelIds,
    language: ctx.language,
  };
}

const settingsKeys = new WeakMap<Merchant, string>();

/**
 * The merchant's settings a listing depends on (hidden categories and labels), for its
 * ready-made answer's key. A request reads its merchant as it arrives; when the settings change
 * and every process forgets the merchant's answers before that request builds its listing, the
 * listing of the old settings was kept under the key new requests ask — a hidden category listed
 * for a minute (a two-process test caught it once in CI). With the settings in the key it is kept
 * under the old settings' key, which nobody asks any more. Worked out once per merchant as loaded.
 */
export function listingSettingsKey(merchant: Merchant): string {
  let key = settingsKeys.get(merchant);
  if (key === undefined) {
    key = `${merchant.hiddenCategoryIds.join(',')}/${merchant.hiddenLabelIds.join(',')}`;
    settingsKeys.set(merchant, key);
  }
  return key;
}

export function checkCode(code: string) {
  if (!productCodeSchema.safeParse(code).success) {
    throw new AppError('malformedId', `"${code}" is not a product code (P and 8 letters or digits)`, 'code');
  }
}

export const productNotFound = (code: string) => new AppError('notFound', `No product ${code} in this shop`);

/** A travel date must not be past anywhere we sell (all ahead of UTC) nor beyond the 24-month picker. */
export function checkTravelDate(date: string) {
  const today = new Date().toISOString().slice(0, 10);
  if (date < today) throw new AppError('validationFailed', `date ${date} is in the past`, 'date');
  if (date > maxBookableDate(today)) {
    throw new AppError(
      'validationFailed',
      `date ${date} is more than ${LIMITS.datePickerMaxMonths} months ahead`,
      'date',
    );
  }
}

/**
 * Today's date (YYYY-MM-DD) in a country's time zone. Kept per zone for the minute it was asked
 * in: every zone's offset is whole quarter-hours, so a date never changes within a UTC minute,
 * and every hotel search asks it of each country (formatting was 1.5 % of a cold search's main
 * thread).
 */
export function todayIn(countryId: string, now: Date = new Date()): string {
  const timeZone = COUNTRY_TIME_ZONES[countryId] ?? 'UTC';
  const minute = Math.floor(now.getTime() / 60_000);
  let zone = ZONE_TODAYS.get(timeZone);
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    ZONE_TODAYS.set(timeZone, (zone = { format, minute: Number.NaN, today: '' }));
  }
  if (zone.minute !== minute) {
    zone.today = zone.format.format(now);
    zone.minute = minute;
  }
  return zone.today;
}

const ZONE_TODAYS = new Map<string, { format: Intl.DateTimeFormat; minute: number; today: string }>();
