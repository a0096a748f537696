import { stayProblem } from '@storefront/contracts';
import { LOCATION_TREE } from '@storefront/reference-data';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { todayIn } from '../catalog/service.js';
import type { HotelScope } from './hotel-rows.js';

const MAX_KEYWORDS = 5;

/** The countries hotels can be in (the location tree's), each with its own "today". */
export const COUNTRIES = LOCATION_TREE.map((c) => c.id);

export function scopeOf(ctx: RequestContext): HotelScope {
  return { merchantNumber: ctx.merchant.number, language: ctx.language };
}

/** The earliest "today" of the countries hotels are in: a stay is searchable when it is not past everywhere. */
export function earliestToday(): string {
  return COUNTRIES.map((country) => todayIn(country)).sort()[0] as string;
}

export function checkStay(checkIn: string, checkOut: string, today: string) {
  const problem = stayProblem(checkIn, checkOut, today);
  if (problem) throw new AppError('validationFailed', problem, 'date');
}

export function parseHotelId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('malformedId', `"${raw}" is not a hotel id (a number)`, 'id');
  return Number(raw);
}

export const hotelNotFound = (id: number) => new AppError('notFound', `No hotel ${id} in this shop`);

/** Lower-cased words of a keyword query, at most five, duplicates dropped. */
export function keywordWords(keywords: string | undefined): string[] {
  if (!keywords) return [];
  return [...new Set(keywords.toLowerCase().trim().split(/\s+/u).filter(Boolean))].slice(0, MAX_KEYWORDS);
}

export function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
