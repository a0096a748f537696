import { isIsoDate } from '@storefront/contracts';

/**
 * Dates as shoppers type them, in their page language's usual order, read into `YYYY-MM-DD`
 * (what forms hold and the server takes). en-AU writes the day first (17/05/1990); Chinese and
 * Korean write the year first (1990-05-17, 1990/5/17, 1990年5月17日, 1990. 5. 17.). An
 * unambiguous year-first date is read in every language. Two-digit years are refused: 17/05/90
 * could be 1890 or 1990.
 */

const DAY_FIRST_LANGUAGES = new Set(['en-AU']);

const dayFirst = (language: string) => DAY_FIRST_LANGUAGES.has(language);

/** Full-width digits and separators (a Chinese or Japanese IME types them) as ASCII. */
const toHalfWidth = (text: string) =>
  text.replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

/** Year, month and day with `-`, `/`, `.` or 年月日 / 년월일 between them, spaces allowed. */
const YEAR_FIRST = /^(\d{4})\s*(?:[-/.]|年|년)\s*(\d{1,2})\s*(?:[-/.]|月|월)\s*(\d{1,2})\s*(?:[.日일])?$/;
const YEAR_FIRST_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})$/;

const iso = (year: string, month: string, day: string): string | null => {
  const candidate = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(candidate) ? candidate : null;
};

/** The calendar date a shopper typed, as `YYYY-MM-DD`, or null when it is not one. */
export function parseTypedDate(text: string, language: string): string | null {
  const typed = toHalfWidth(text).trim();
  const yearFirst = YEAR_FIRST.exec(typed) ?? (dayFirst(language) ? null : YEAR_FIRST_COMPACT.exec(typed));
  if (yearFirst) return iso(yearFirst[1]!, yearFirst[2]!, yearFirst[3]!);
  const dayFirstMatch = dayFirst(language) ? DAY_FIRST.exec(typed) : null;
  if (dayFirstMatch) return iso(dayFirstMatch[3]!, dayFirstMatch[2]!, dayFirstMatch[1]!);
  return null;
}

/** A `YYYY-MM-DD` date in the order the language types it (17/05/1990 in en-AU); other text as is. */
export function formatTypedDate(value: string | undefined, language: string): string {
  if (!value) return '';
  if (!isIsoDate(value) || !dayFirst(language)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}
