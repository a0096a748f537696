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

/**
 * The span the picker opens with: the default maximum of 8 days, ending on `end`, cut at the
 * start of `end`'s month (a range stays in one month).
 */
export function defaultRange(end: string): DateRange {
  const from = addDays(end, -(LIMITS.datePickerMaxSpanDays - 1));
  const monthStart = `${end.slice(0, 7)}-01`;
  return { from: from < monthStart ? monthStart : from, to: end };
}

/** What a range filter holds: nothing, a shortcut (days back from today) or a range picked by hand. */
export type RangeChoice = { kind: 'any' } | { kind: 'shortcut'; days: number } | ({ kind: 'range' } & DateRange);

/**
 * The choice a URL names (`?within=90`, or `?from=2026-11-02&to=2026-11-08`); a range the
 * picker would refuse, or a shortcut that is not one, counts as no choice.
 */
export function rangeChoiceOf(params: URLSearchParams, today: string): RangeChoice {
  const days = Number(params.get('within'));
  if (DATE_RANGE_SHORTCUTS.includes(days)) return { kind: 'shortcut', days };
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  if (rangeProblem(range) === null && range.to <= today) return { kind: 'range', ...range };
  return { kind: 'any' };
}

/** The dates a choice stands for today; undefined for any time. */
export function datesOfChoice(choice: RangeChoice, today: string): DateRange | undefined {
  if (choice.kind === 'shortcut') return shortcutRange(choice.days, today);
  if (choice.kind === 'range') return { from: choice.from, to: choice.to };
  return undefined;
}

/** Writes a choice into URL parameters (replacing any earlier one). */
export function writeRangeChoice(params: URLSearchParams, choice: RangeChoice): void {
  for (const key of ['within', 'from', 'to']) params.delete(key);
  if (choice.kind === 'shortcut') params.set('within', String(choice.days));
  if (choice.kind === 'range') {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
}

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
