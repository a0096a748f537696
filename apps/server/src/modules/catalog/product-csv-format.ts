import {
  PRODUCT_CSV_PACKAGE_COLUMNS,
  PRODUCT_CSV_PRODUCT_COLUMNS,
  PRODUCT_CSV_RANGE_COLUMNS,
  PRODUCT_CSV_TEXT_COLUMNS,
  PRODUCT_CSV_WEEKDAYS,
  SITE_LANGUAGES,
  type PriceType,
  type SiteLanguage,
} from '@storefront/contracts';
import { CsvError, parse } from 'csv-parse/sync';

// Reading and writing the product CSV's cells (issue 14); the rules live in product-csv.ts.

/** An English problem with a cell; translated into the staff's language when answered. */
export type CellProblem = { row: number; column: string; english: string };

/** The sheet as read: data rows with their sheet line (header = 1) and a cell reader. */
export type CsvSheet = {
  rows: { row: number; cell: (column: string) => string }[];
  problems: CellProblem[];
};

const LANGUAGE_PREFIXES = [...Object.keys(PRODUCT_CSV_TEXT_COLUMNS), 'package_name'];
const PLAIN_COLUMNS: ReadonlySet<string> = new Set([
  ...PRODUCT_CSV_PRODUCT_COLUMNS,
  ...PRODUCT_CSV_PACKAGE_COLUMNS,
  ...PRODUCT_CSV_RANGE_COLUMNS,
]);

/**
 * Reads a CSV whose first line names the columns. A column the format does not know, or a text
 * column of a language the shop does not sell, is a problem on line 1 (its cells are not read).
 * Rows are numbered as a spreadsheet shows them: the header is 1, the first data row 2.
 */
export function readProductSheet(csv: string, languages: readonly SiteLanguage[]): CsvSheet {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (err) {
    const line = err instanceof CsvError ? Number((err as CsvError & { lines?: number }).lines ?? 1) : 1;
    return { rows: [], problems: [{ row: line, column: 'csv', english: 'The file is not a readable CSV' }] };
  }
  const [header = [], ...data] = records;
  const problems: CellProblem[] = [];
  const index = new Map<string, number>();
  header.forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') return;
    if (index.has(name)) {
      problems.push({ row: 1, column: name, english: `The column ${name} is given twice` });
      return;
    }
    const language = languageOf(name);
    if (language !== undefined) {
      if (!SITE_LANGUAGES.includes(language as SiteLanguage) || !languages.includes(language as SiteLanguage)) {
        problems.push({ row: 1, column: name, english: `The shop does not sell in ${language}` });
        return;
      }
    } else if (!PLAIN_COLUMNS.has(name)) {
      problems.push({ row: 1, column: name, english: `Unknown column ${name}` });
      return;
    }
    index.set(name, i);
  });
  if (data.length === 0) problems.push({ row: 2, column: 'csv', english: 'The file has no product rows' });
  // A row of empty cells (a spreadsheet's trailing line) is not a product.
  const rows = data.flatMap((record, i) =>
    record.some((v) => v.trim() !== '')
      ? [
          {
            row: i + 2,
            cell: (column: string) => {
              const at = index.get(column);
              return at === undefined ? '' : (record[at] ?? '').trim();
            },
          },
        ]
      : [],
  );
  return { rows, problems };
}

/** The language of a per-language column (`title_zh-CN` → `zh-CN`), undefined for other columns. */
function languageOf(column: string): string | undefined {
  for (const prefix of LANGUAGE_PREFIXES) {
    if (column.startsWith(`${prefix}_`)) {
      const rest = column.slice(prefix.length + 1);
      // `package_name` is itself `package_` + `name`: a prefix only counts when a language follows.
      if (rest !== '' && !PLAIN_COLUMNS.has(column)) return rest;
    }
  }
  return undefined;
}

export const textColumn = (field: string, language: SiteLanguage) => `${field}_${language}`;
export const priceColumn = (type: PriceType) => `price_${type}` as const;

/** yes/no (also true/false, 1/0, y/n); undefined for an empty cell, null for anything else. */
export function readYesNo(value: string): boolean | undefined | null {
  if (value === '') return undefined;
  const v = value.toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  return null;
}

/** A whole number within bounds; undefined for an empty cell, null when it is not one. */
export function readWhole(value: string, min: number, max: number): number | undefined | null {
  if (value === '') return undefined;
  if (!/^-?\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Weekdays as written (`Sat,Sun`, `Mon Tue`): JavaScript weekday numbers, undefined for every day, null when unreadable. */
export function readWeekdays(value: string): number[] | undefined | null {
  if (value === '') return undefined;
  const days: number[] = [];
  for (const word of value.split(/[\s,;|]+/).filter(Boolean)) {
    const at = PRODUCT_CSV_WEEKDAYS.findIndex((d) => d.toLowerCase() === word.slice(0, 3).toLowerCase());
    if (at < 0 || word.length < 3) return null;
    if (!days.includes(at)) days.push(at);
  }
  return days.length ? days.sort() : null;
}

export const writeWeekdays = (days: readonly number[] | undefined) =>
  days ? days.map((d) => PRODUCT_CSV_WEEKDAYS[d]).join(',') : '';

/** Ids written as `12,15` (spaces, semicolons and bars also part them); null when one is not a number. */
export function readIds(value: string): number[] | null {
  const parts = value.split(/[\s,;|]+/).filter(Boolean);
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

/** A list cell: one item per line. */
export const readList = (value: string) =>
  value
    .split(/\r?\n/)
    .map((v) => v.trim())
    .filter(Boolean);

const DAY_MS = 86_400_000;

/** Each date from `from` to `to` inclusive (both valid YYYY-MM-DD, checked by the caller). */
export function eachDate(from: string, to: string, weekdays?: readonly number[]): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += DAY_MS) {
    if (weekdays && !weekdays.includes(new Date(t).getUTCDay())) continue;
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

export const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const cellOf = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The sheet as CSV text: RFC 4180 quoting (a cell with a comma, quote or line break in quotes,
 * quotes doubled), CRLF line ends, a BOM so spreadsheets read it as UTF-8.
 */
export function writeProductSheet(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header.map(cellOf).join(',')];
  for (const row of rows) lines.push(row.map(cellOf).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
