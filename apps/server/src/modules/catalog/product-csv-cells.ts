// Reading a product CSV's cells into a plan: every problem is kept with its row and column, so a
// dry run can list them all before anything is written.
import {
  ADMIN_CALENDAR_LIMITS,
  PACKAGE_LIMITS,
  PRICE_TYPES,
  PRODUCT_CSV_LIMITS,
  PRODUCT_DURATION_MAX_MINUTES,
  PRODUCT_EDIT_STATUSES,
  PRODUCT_TAGS_MAX,
  PRODUCT_TEXT_LIMITS,
  PRODUCT_TOPICS_MAX,
  SITE_LANGUAGES,
  isIsoDate,
  translateServerMessage,
  type PriceType,
  type ProductCsvRowError,
  type ProductEditStatus,
  type SiteLanguage,
} from '@storefront/contracts';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import { priceRows } from './package-editing.js';
import {
  type CellProblem,
  eachDate,
  priceColumn,
  readIds,
  readList,
  readWeekdays,
  readWhole,
  readYesNo,
  textColumn,
} from './product-csv-format.js';
import { checkLabels, groupOf, placeOf } from './product-editing.js';
import {
  TEXT_FIELDS,
  LIST_FIELDS,
  TEXT_LIMIT,
  TITLE_COLUMN,
  PACKAGE_CODE,
  PRODUCT_VALUE_COLUMNS,
  type Row,
  type ProductPlan,
  type PackageIndex,
} from './product-csv-plan.js';

export function answer(problems: readonly CellProblem[], language: SiteLanguage): ProductCsvRowError[] {
  return [...problems]
    .sort((a, b) => a.row - b.row)
    .slice(0, PRODUCT_CSV_LIMITS.maxErrors)
    .map((p) => ({ row: p.row, column: p.column, why: translateServerMessage(p.english, language) ?? p.english }));
}

/** Runs a check of the product editor, turning its refusal into a problem with the cell. */
export function check(
  bad: (row: number, column: string, english: string) => void,
  row: number,
  column: string,
  run: () => void,
) {
  try {
    run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    bad(row, column, err.message);
  }
}

export function readProductCells(
  product: ProductPlan,
  r: Row,
  merchant: Merchant,
  bad: (row: number, column: string, english: string) => void,
) {
  for (const column of PRODUCT_VALUE_COLUMNS) {
    const value = r.cell(column);
    if (value === '') continue;
    const first = product.values[column];
    if (!first) product.values[column] = { value, row: r.row };
    else if (first.value !== value) bad(r.row, column, `Differs from row ${first.row} of the same product`);
  }
  for (const language of merchant.languages) {
    for (const field of TEXT_FIELDS) {
      const column = textColumn(field, language);
      const value = r.cell(column);
      if (value === '') continue;
      const texts = (product.texts[language] ??= {});
      const first = texts[field];
      if (first === undefined) {
        texts[field] = value;
        const limit = TEXT_LIMIT[field];
        if (LIST_FIELDS.has(field)) {
          const items = readList(value);
          if (items.length > limit) bad(r.row, column, `At most ${limit} items`);
          if (items.some((i) => i.length > PRODUCT_TEXT_LIMITS.listItem))
            bad(r.row, column, `At most ${PRODUCT_TEXT_LIMITS.listItem} characters`);
        } else if (value.length > limit) bad(r.row, column, `At most ${limit} characters`);
      } else if (first !== value) bad(r.row, column, 'Differs from an earlier row of the same product');
    }
  }
}

export function checkProduct(
  product: ProductPlan,
  merchant: Merchant,
  bad: (row: number, column: string, english: string) => void,
) {
  const v = product.values;
  const isNew = !product.existing;
  if (v.status && !PRODUCT_EDIT_STATUSES.includes(v.status.value as ProductEditStatus))
    bad(v.status.row, 'status', 'Write published, unpublished or archived');
  if (v.category) {
    const id = readWhole(v.category.value, 1, 1_000_000);
    if (id === null || id === undefined) bad(v.category.row, 'category', `Not a whole number: "${v.category.value}"`);
    else check(bad, v.category.row, 'category', () => groupOf(id));
  } else if (isNew) bad(product.row, 'category', 'Give the category of a new product');
  if (v.location) check(bad, v.location.row, 'location', () => placeOf(v.location?.value ?? ''));
  else if (isNew) bad(product.row, 'location', 'Give the city of a new product');
  for (const [column, max] of [
    ['tags', PRODUCT_TAGS_MAX],
    ['topics', PRODUCT_TOPICS_MAX],
  ] as const) {
    const cell = v[column];
    if (!cell) continue;
    const ids = readIds(cell.value);
    if (ids === null) bad(cell.row, column, `Not a whole number: "${cell.value}"`);
    else if (ids.length > max) bad(cell.row, column, `At most ${max} items`);
    else check(bad, cell.row, column, () => (column === 'tags' ? checkLabels(ids, []) : checkLabels([], ids)));
  }
  if (v.duration_minutes && !readWhole(v.duration_minutes.value, 1, PRODUCT_DURATION_MAX_MINUTES))
    bad(v.duration_minutes.row, 'duration_minutes', `Not a whole number from 1 to ${PRODUCT_DURATION_MAX_MINUTES}`);
  for (const column of ['instant_confirmation', 'refundable'] as const) {
    const cell = v[column];
    if (cell && readYesNo(cell.value) === null) bad(cell.row, column, 'Write yes or no');
  }
  const titled = Object.values(product.texts).some((t) => t?.title);
  if (isNew && !titled)
    bad(
      product.row,
      textColumn('title', merchant.defaultLanguage),
      'Give the product a title in at least one language',
    );
}

export function readPackageCells(
  product: ProductPlan,
  r: Row,
  merchant: Merchant,
  ownPackages: PackageIndex,
  takenPackages: ReadonlySet<string>,
  basePrices: ReadonlyMap<number, Map<PriceType, number>>,
  bad: (row: number, column: string, english: string) => void,
) {
  const gcode = r.cell('package_code').toUpperCase();
  const names: Partial<Record<SiteLanguage, string>> = {};
  for (const language of merchant.languages) {
    const name = r.cell(`package_name_${language}`);
    if (name === '') continue;
    if (name.length > PACKAGE_LIMITS.title)
      bad(r.row, `package_name_${language}`, `At most ${PACKAGE_LIMITS.title} characters`);
    names[language] = name;
  }
  const prices = new Map<PriceType, number>();
  let unreadable = false;
  for (const type of PRICE_TYPES) {
    const cell = r.cell(priceColumn(type));
    const value = readWhole(cell, 0, ADMIN_CALENDAR_LIMITS.priceMax);
    if (value === null) bad(r.row, priceColumn(type), `Not a whole number: "${cell}"`);
    else if (value !== undefined) prices.set(type, value);
    unreadable ||= value === null;
  }
  const from = r.cell('from');
  const to = r.cell('to');
  const ranged = from !== '' || to !== '';
  const firstName = SITE_LANGUAGES.map((l) => names[l]).find(Boolean);
  if (gcode === '' && !firstName) {
    if (ranged || prices.size > 0) bad(r.row, 'package_code', 'Give the package a code or a name');
    return;
  }
  const productId = product.existing?.id;
  const key = gcode !== '' ? gcode : `name:${firstName}`;
  let g = product.packages.get(key);
  if (!g) {
    let existing = gcode ? ownPackages.byCode.get(gcode) : undefined;
    if (!gcode && productId !== undefined) {
      existing = ownPackages.byProduct
        .get(productId)
        ?.find((x) => SITE_LANGUAGES.some((l) => names[l] && x[TITLE_COLUMN[l]] === names[l]));
    }
    if (existing && existing.product_id !== productId) {
      bad(r.row, 'package_code', `No package ${gcode} in this product`);
      return;
    }
    if (gcode && !existing) {
      if (takenPackages.has(gcode)) bad(r.row, 'package_code', `No package ${gcode} in this product`);
      else if (!PACKAGE_CODE.test(gcode))
        bad(r.row, 'package_code', 'A package code is G followed by 8 letters or digits');
      if (takenPackages.has(gcode) || !PACKAGE_CODE.test(gcode)) return;
    }
    g = {
      key,
      row: r.row,
      gcode: gcode || existing?.gcode || undefined,
      existing,
      titles: {},
      onSale: undefined,
      prices: existing ? new Map(basePrices.get(existing.id)) : new Map(),
      days: new Map(),
    };
    product.packages.set(key, g);
    const count = productId === undefined ? 0 : (ownPackages.byProduct.get(productId)?.length ?? 0);
    const added = [...product.packages.values()].filter((x) => !x.existing).length;
    if (!existing && count + added > PACKAGE_LIMITS.perProduct)
      bad(r.row, 'package_code', `A product has at most ${PACKAGE_LIMITS.perProduct} packages`);
    if (!existing && Object.keys(names).length === 0)
      bad(r.row, `package_name_${merchant.defaultLanguage}`, 'Give the package a title in at least one language');
  }
  for (const [language, name] of Object.entries(names) as [SiteLanguage, string][]) {
    const first = g.titles[language];
    if (first === undefined) g.titles[language] = name;
    else if (first !== name) bad(r.row, `package_name_${language}`, 'Differs from an earlier row of the same package');
  }
  const onSale = readYesNo(r.cell('on_sale'));
  if (onSale === null) bad(r.row, 'on_sale', 'Write yes or no');
  else if (onSale !== undefined) g.onSale ??= onSale;

  // A new package sells the price types of its first priced row, at those prices. The row's prices
  // are not weighed further when one cannot be read (no second problem from the first).
  if (!unreadable && !g.existing && g.prices.size === 0 && prices.size > 0) {
    const input = Object.fromEntries([...prices].map(([t, price]) => [t, { price }]));
    const before = g.prices;
    check(bad, r.row, 'price_adult', () => {
      priceRows(input);
      for (const [t, price] of prices) before.set(t, price);
    });
  }
  for (const type of prices.keys()) {
    if (!unreadable && !g.prices.has(type)) bad(r.row, priceColumn(type), `This package has no ${type} price`);
  }
  if (!unreadable && !g.existing && g.prices.size === 0 && ranged)
    bad(r.row, 'price_adult', 'Give the package an adult or a unit price');

  if (!ranged) return;
  if (from === '' || to === '') {
    bad(r.row, from === '' ? 'from' : 'to', 'Give both from and to');
    return;
  }
  if (!isIsoDate(from)) return void bad(r.row, 'from', 'Use a calendar date, YYYY-MM-DD');
  if (!isIsoDate(to)) return void bad(r.row, 'to', 'Use a calendar date, YYYY-MM-DD');
  if (to < from) return void bad(r.row, 'to', 'The end date is before the start date');
  const weekdays = readWeekdays(r.cell('weekdays'));
  if (weekdays === null) bad(r.row, 'weekdays', 'Write weekdays as Mon,Tue,Wed,Thu,Fri,Sat,Sun');
  const all = eachDate(from, to);
  if (all.length > ADMIN_CALENDAR_LIMITS.maxRangeDays)
    return void bad(r.row, 'to', `A calendar change covers at most ${ADMIN_CALENDAR_LIMITS.maxRangeDays} days`);
  const stock = readWhole(r.cell('stock'), 0, ADMIN_CALENDAR_LIMITS.stockMax);
  if (stock === undefined) bad(r.row, 'stock', 'Give the stock of these days');
  if (stock === null) bad(r.row, 'stock', `Not a whole number from 0 to ${ADMIN_CALENDAR_LIMITS.stockMax}`);
  const closed = readYesNo(r.cell('closed'));
  if (closed === null) bad(r.row, 'closed', 'Write yes or no');
  if (unreadable || weekdays === null || stock === null || stock === undefined || closed === null) return;
  const own = (type: PriceType) => {
    const price = prices.get(type);
    return price === undefined || price === g.prices.get(type) ? null : price;
  };
  const day = {
    capacity: stock,
    closed: closed ? 1 : 0,
    adult_price: own('adult'),
    child_price: own('child'),
    senior_price: own('senior'),
    unit_price: own('unit'),
  };
  for (const date of weekdays ? all.filter((d) => weekdays.includes(new Date(`${d}T00:00:00Z`).getUTCDay())) : all) {
    const taken = g.days.get(date);
    if (taken) {
      bad(r.row, 'from', `Day ${date} is also on row ${taken.row}`);
      return;
    }
    g.days.set(date, { date, row: r.row, ...day });
  }
}
