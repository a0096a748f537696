import { HOTEL_EDIT_LIMITS, HOTEL_LIMITS, type RatePlanPatch } from '@storefront/contracts';

export type BandDraft = { minAge: string; maxAge: string; price: string };
export type PlanDraft = { breakfast: boolean; freeCancelDays: string; bands: BandDraft[] };

type PriceEntry = { ok: true; minor: number } | { ok: false; error: string };

const MAX_AGE = HOTEL_LIMITS.maxChildAge;

/** The plan form → its PATCH, or what is wrong by field (bands must cover ages 0–17 once). */
export function buildPlanPatch(
  draft: PlanDraft,
  parsePrice: (text: string) => PriceEntry,
): { patch: RatePlanPatch | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const days = draft.freeCancelDays.trim();
  let freeCancelDays: number | null = null;
  if (days) {
    if (!/^\d+$/.test(days) || Number(days) > HOTEL_EDIT_LIMITS.freeCancelDaysMax)
      errors.freeCancelDays = `A whole number from 0 to ${HOTEL_EDIT_LIMITS.freeCancelDaysMax}, or empty`;
    else freeCancelDays = Number(days);
  }
  const bands = draft.bands.map((band, i) => {
    const price = parsePrice(band.price.trim() || '0');
    if (!price.ok) errors[`band${i}`] = price.error;
    return { minAge: Number(band.minAge), maxAge: Number(band.maxAge), price: price.ok ? price.minor : 0 };
  });
  const sorted = [...bands].sort((a, b) => a.minAge - b.minAge);
  let next = 0;
  for (const band of sorted) {
    if (!Number.isInteger(band.minAge) || band.minAge !== next || !(band.maxAge >= band.minAge)) break;
    next = band.maxAge + 1;
  }
  const wholeAges = draft.bands.every((b) => /^\d+$/.test(b.minAge.trim()) && /^\d+$/.test(b.maxAge.trim()));
  if (!wholeAges || next !== MAX_AGE + 1)
    errors.bands = `The bands must cover ages 0 to ${MAX_AGE} without gaps or overlaps`;
  if (Object.keys(errors).length > 0) return { patch: null, errors };
  return { patch: { breakfastIncluded: draft.breakfast, freeCancelDays, childAgeBands: sorted }, errors };
}
