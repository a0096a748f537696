import {
  PRICE_TYPES,
  SITE_LANGUAGES,
  productCsvHeader,
  type PriceType,
  type ProductCsvExportQuery,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { Merchant } from '../../platform/merchant.js';
import { priceColumn, textColumn, writeProductSheet, writeWeekdays } from './product-csv-format.js';
import {
  type CsvDayRow,
  findCsvDays,
  findCsvLabels,
  findCsvPackages,
  findCsvPrices,
  findCsvProducts,
  findCsvTexts,
} from './product-csv-repo.js';
import { EDIT_STATUS, listOf } from './product-editing.js';
import { TAG_IDS as LABEL } from '@storefront/reference-data';
import {
  TEXT_FIELDS,
  LIST_FIELDS,
  TITLE_COLUMN,
  DAY_PRICE,
  PRODUCT_CSV_TEXT_COLUMNS_STORED,
  rangesOf,
} from './product-csv-plan.js';

/** The shop's products as the import reads them (product-csv.ts has the format's rules). */
export function createProductCsvExport(db: Db) {
  /** Every product of the shop with its packages and calendar, as the import reads it. */
  async function exportCsv(
    staff: StaffPrincipal,
    merchant: Merchant,
    query: ProductCsvExportQuery = {},
  ): Promise<string> {
    const number = staff.merchantNumber;
    const languages = SITE_LANGUAGES.filter((l) => merchant.languages.includes(l));
    const codes = query.codes?.split(',').map((c) => c.toUpperCase());
    const products = await findCsvProducts(db, number, codes);
    const ids = products.map((p) => p.id);
    const [texts, labels, packages] = await Promise.all([
      findCsvTexts(db, number, ids),
      findCsvLabels(db, number, ids),
      findCsvPackages(db, number, ids),
    ]);
    const packageIds = packages.map((g) => g.id);
    const [prices, days] = await Promise.all([findCsvPrices(db, packageIds), findCsvDays(db, packageIds, query)]);
    const group = <T, K>(items: readonly T[], key: (t: T) => K) => {
      const out = new Map<K, T[]>();
      for (const item of items) {
        const list = out.get(key(item));
        if (list) list.push(item);
        else out.set(key(item), [item]);
      }
      return out;
    };
    const textsOf = group(texts, (t) => t.product_id);
    const tagsOf = group(labels.tags, (t) => t.product_id);
    const topicsOf = group(labels.topics, (t) => t.product_id);
    const packagesOf = group(packages, (g) => g.product_id);
    const pricesOf = group(prices, (p) => p.package_id);
    const daysOf = new Map<number, typeof days>();
    for (const d of days) {
      const list = daysOf.get(d.package_id);
      if (list) list.push(d);
      else daysOf.set(d.package_id, [d]);
    }
    const header = productCsvHeader(languages);
    const out: string[][] = [];
    for (const p of products) {
      const own = textsOf.get(p.id) ?? [];
      const productCells: Record<string, string> = {
        product_code: p.code,
        status: EDIT_STATUS[p.status] ?? 'unpublished',
        category: String(p.subcategory_id),
        location: p.city_id,
        tags: (tagsOf.get(p.id) ?? [])
          .map((t) => t.id)
          .filter((id) => id !== LABEL.instantConfirmation)
          .join(','),
        topics: (topicsOf.get(p.id) ?? []).map((t) => t.id).join(','),
        duration_minutes: p.duration_minutes === null ? '' : String(p.duration_minutes),
        instant_confirmation: (tagsOf.get(p.id) ?? []).some((t) => t.id === LABEL.instantConfirmation) ? 'yes' : 'no',
        refundable: p.refundable ? 'yes' : 'no',
      };
      for (const language of languages) {
        const t = own.find((x) => x.language === language);
        for (const field of TEXT_FIELDS) {
          const stored = t?.[PRODUCT_CSV_TEXT_COLUMNS_STORED[field]] ?? '';
          productCells[textColumn(field, language)] = LIST_FIELDS.has(field)
            ? listOf(stored || '[]').join('\n')
            : stored;
        }
      }
      // The product's columns on its first row only, the package's on the package's first row: later
      // rows name them by code (the import reads an empty cell as the earlier row's value).
      let productRow: Record<string, string> | undefined = productCells;
      const line = (cells: Record<string, string>) => {
        const all: Record<string, string> = { ...productRow, product_code: p.code, ...cells };
        productRow = undefined;
        return header.map((h) => all[h] ?? '');
      };
      const own_packages = packagesOf.get(p.id) ?? [];
      if (own_packages.length === 0) out.push(line({}));
      for (const g of own_packages) {
        const base = new Map(
          (pricesOf.get(g.id) ?? []).map((x) => [x.price_type as PriceType, Number(x.current_price)]),
        );
        let packageRow: Record<string, string> | undefined = { on_sale: g.on_sale ? 'yes' : 'no' };
        for (const language of languages) packageRow[`package_name_${language}`] = g[TITLE_COLUMN[language]];
        const packageLine = (cells: Record<string, string>) => {
          const all = line({ ...packageRow, package_code: g.gcode, ...cells });
          packageRow = undefined;
          return all;
        };
        const priceCells = (day: CsvDayRow | undefined) =>
          Object.fromEntries(
            PRICE_TYPES.filter((t) => base.has(t)).map((t) => [
              priceColumn(t),
              String(day?.[DAY_PRICE[t]] ?? base.get(t)),
            ]),
          );
        const own_days = daysOf.get(g.id) ?? [];
        if (own_days.length === 0) out.push(packageLine(priceCells(undefined)));
        for (const range of rangesOf(own_days, base)) {
          out.push(
            packageLine({
              ...priceCells(range.first),
              from: range.from,
              to: range.to,
              weekdays: writeWeekdays(undefined),
              stock: String(range.first.capacity),
              closed: range.first.closed ? 'yes' : 'no',
            }),
          );
        }
      }
    }
    return writeProductSheet(header, out);
  }

  return { exportCsv };
}
