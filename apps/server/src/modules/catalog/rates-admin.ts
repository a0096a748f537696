import {
  CURRENCY_CODES,
  MONEY_ADMIN_LIMITS,
  type AdminExchangeRate,
  type CurrencyCode,
  type ExchangeRatesImport,
  type ExchangeRatesImported,
  type ImportRowError,
} from '@storefront/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditService } from '../audit/service.js';
import { createExchangeRates } from './exchange-rates.js';
import { findExchangeRateRows, findExchangeRates, upsertExchangeRates } from './rates-repo.js';

type Deps = { db: Db; cache: Cache; audit: AuditService; events: EventPublisher };

const COLUMNS = ['from', 'to', 'rate'] as const;
const L = MONEY_ADMIN_LIMITS;

/**
 * The merchant's exchange rates in the back office (issue 14), set by hand or from a CSV
 * (`from,to,rate`). A change is one transaction with one audit row; after it commits, the cached
 * rates and storefront answers are dropped in every process. Orders store their amounts already
 * converted, so a change prices new quotes only (docs/decisions.md, "Money settings").
 */
export function createRatesAdmin({ db, cache, audit, events }: Deps) {
  const rates = createExchangeRates({ db, cache });

  const listRates = async (staff: StaffPrincipal) => ({
    items: await findExchangeRateRows(db, staff.merchantNumber),
  });

  /** Sets the given pairs (others stay); answers how many changed. */
  async function setRates(staff: StaffPrincipal, next: readonly AdminExchangeRate[], source: 'desk' | 'csv') {
    const seen = new Set<string>();
    next.forEach((r, i) => {
      if (r.from === r.to)
        throw new AppError('validationFailed', 'A rate converts between two currencies', `rates.${i}.to`);
      const pair = `${r.from}>${r.to}`;
      if (seen.has(pair))
        throw new AppError('validationFailed', `The pair ${r.from} to ${r.to} is given twice`, `rates.${i}`);
      seen.add(pair);
    });
    const number = staff.merchantNumber;
    const changed = await db.transaction().execute(async (trx) => {
      const stored = new Map((await findExchangeRates(trx, number)).map((r) => [`${r.from}>${r.to}`, r.rate]));
      const changes = next.filter((r) => stored.get(`${r.from}>${r.to}`) !== r.rate);
      if (changes.length === 0) return 0;
      await upsertExchangeRates(trx, number, changes, new Date().toISOString());
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: source === 'csv' ? 'rates.import' : 'rates.update',
        objectType: 'rates',
        objectId: number,
        before: changes.map((r) => ({ from: r.from, to: r.to, rate: stored.get(`${r.from}>${r.to}`) ?? null })),
        after: changes,
      });
      return changes.length;
    });
    if (changed > 0) {
      await rates.forgetRates(number);
      await events.publish('merchant.changed', { merchantNumber: number });
    }
    return changed;
  }

  /** Checks every row of a CSV (a dry run answers them); an import writes every row in one transaction, or none. */
  async function importRates(staff: StaffPrincipal, input: ExchangeRatesImport): Promise<ExchangeRatesImported> {
    const { read, rows, errors } = readRatesCsv(input.csv);
    if (input.dryRun) return { rows: read, errors, applied: 0 };
    if (errors.length > 0) {
      throw new AppError(
        'validationFailed',
        `The CSV has ${errors.length} bad rows; nothing was imported: check it with a dry run`,
        'csv',
      );
    }
    return { rows: read, errors, applied: await setRates(staff, rows, 'csv') };
  }

  return { listRates, setRates, importRates };
}

export type RatesAdmin = ReturnType<typeof createRatesAdmin>;

/** The rates of a `from,to,rate` CSV with a header line, and every bad row with its line, column and why. */
export function readRatesCsv(csv: string): { read: number; rows: AdminExchangeRate[]; errors: ImportRowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, {
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      bom: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = err instanceof CsvError ? Number((err as CsvError & { lines?: number }).lines ?? 1) : 1;
    return { read: 0, rows: [], errors: [{ row: line, column: 'csv', message: 'The file is not a readable CSV' }] };
  }
  const [header, ...data] = records;
  const errors: ImportRowError[] = [];
  const names = header?.record.map((h) => h.toLowerCase()) ?? [];
  if (COLUMNS.some((c, i) => names[i] !== c)) {
    errors.push({
      row: header?.info.lines ?? 1,
      column: 'header',
      message: 'The first line names the columns: from,to,rate',
    });
    return { read: 0, rows: [], errors };
  }
  if (data.length === 0) errors.push({ row: 2, column: 'csv', message: 'The file has no rates' });
  if (data.length > L.csvRowsMax) {
    errors.push({
      row: data[L.csvRowsMax]?.info.lines ?? 1,
      column: 'csv',
      message: `At most ${L.csvRowsMax} rates per file`,
    });
  }
  const rows: AdminExchangeRate[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of data) {
    const row = info.lines;
    const [from = '', to = '', rateText = ''] = record.map((v) => v.trim());
    const bad = (column: string, message: string) => errors.push({ row, column, message });
    const fromCode = currencyOf(from);
    const toCode = currencyOf(to);
    const rate = Number(rateText);
    if (record.length > COLUMNS.length) bad('csv', `A row has ${COLUMNS.length} values: from,to,rate`);
    if (!fromCode) bad('from', `Not a currency of the shop: "${from}"`);
    if (!toCode) bad('to', `Not a currency of the shop: "${to}"`);
    if (fromCode && fromCode === toCode) bad('to', 'A rate converts between two currencies');
    if (rateText === '' || !Number.isFinite(rate)) bad('rate', `Not a number: "${rateText}"`);
    else if (rate < L.rateMin || rate > L.rateMax) bad('rate', `A rate lies between ${L.rateMin} and ${L.rateMax}`);
    if (!fromCode || !toCode || fromCode === toCode || !Number.isFinite(rate)) continue;
    const pair = `${fromCode}>${toCode}`;
    const first = seen.get(pair);
    if (first !== undefined) {
      bad('to', `The pair ${fromCode} to ${toCode} is also on line ${first}`);
      continue;
    }
    seen.set(pair, row);
    if (rate >= L.rateMin && rate <= L.rateMax) rows.push({ from: fromCode, to: toCode, rate });
  }
  return { read: data.length, rows, errors };
}

const currencyOf = (value: string): CurrencyCode | undefined => CURRENCY_CODES.find((c) => c === value.toUpperCase());
