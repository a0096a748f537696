import { LIMITS, addDays, isIsoDate } from '@storefront/contracts';

/** A range of calendar dates, both ends included (`YYYY-MM-DD`). */
export type DateRange = { from: string; to: string };

/** Spec §5, §9: the picker's shortcut ranges, in days back from today (30, 90, 180). */
export const DATE_RANGE_SHORTCUTS: readonly number[] = LIMITS.datePickerShortcutDays;

/** A shortcut's range: `days` back from today, up to today. */
export const shortcutRange = (days: number, today: string): DateRange => ({ from: addDays(today, -days), to: today });

/** The range a shortcut named in the URL stands for; null for anything that is not one of the shortcuts. */
export function rangeOfShortcut(value: string | null, today: string): DateRange | null {
  const days = Number(value);
  return DATE_RANGE_SHORTCUTS.includes(days) ? shortcutRange(days, today) : null;
}

/** The span the picker opens with: the default maximum of 8 days, ending on `end`. */
export const defaultRange = (end: string): DateRange => ({
  from: addDays(end, -(LIMITS.datePickerMaxSpanDays - 1)),
  to: end,
});

export type RangeProblem = 'invalid' | 'reversed' | 'tooLong' | 'twoMonths';

/**
 * Why a range picked by hand is refused (spec §5), or null: within `maxSpanDays` days (8 by
 * default, both ends counted) and in one month. The shortcuts are the picker's own longer
 * ranges and are not checked against this.
 */
export function rangeProblem(
  range: DateRange,
  maxSpanDays: number = LIMITS.datePickerMaxSpanDays,
): RangeProblem | null {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) return 'invalid';
  if (range.from > range.to) return 'reversed';
  if (addDays(range.from, maxSpanDays - 1) < range.to) return 'tooLong';
  if (range.from.slice(0, 7) !== range.to.slice(0, 7)) return 'twoMonths';
  return null;
}
