import { randomInt } from 'node:crypto';
import {
  PACKAGE_LIMITS,
  PRICE_TYPES,
  SITE_LANGUAGES,
  type AdminPackage,
  type PackageCreate,
  type PackagePatch,
  type PackagePriceInput,
  type PriceType,
  type SiteLanguage,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import {
  type EditablePackageRow,
  type EditablePriceRow,
  type PackageTitleColumns,
  countPackages,
  findEditablePackage,
  findEditablePackages,
  findEditablePrices,
  findOrderedPackages,
  insertEditablePackage,
  isPackageCodeTaken,
  nextPackageSort,
  refreshFromPrice,
  replaceEditablePrices,
  updateEditablePackage,
} from './package-editing-repo.js';
import { findEditableProduct } from './product-edit-repo.js';
import { todayIn } from './product-rules.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher };
const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TITLE_COLUMN: Record<SiteLanguage, keyof PackageTitleColumns> = {
  'en-AU': 'title_en_au',
  'zh-CN': 'title_zh_cn',
  'zh-TW': 'title_zh_tw',
  'ko-KR': 'title_ko_kr',
};
const PERSON_TYPES: readonly PriceType[] = ['adult', 'child', 'senior'];

/**
 * The back office's package editing (issue 14): a product's packages with their price types
 * (adult, child, senior per person, or unit) and age bands, base prices in minor units of the
 * product's currency. A package is never deleted: orders point at it by id and code, so "remove"
 * takes it off sale. A new package has no calendar days; the calendar's range editor opens them.
 * Each write: one transaction with its audit row and the product's "from" price kept in step,
 * then `merchant.changed` after the commit.
 */
export function createPackageEditing({ db, audit, events }: Deps) {
  async function views(database: Db, merchant: Merchant, rows: EditablePackageRow[]): Promise<AdminPackage[]> {
    const [prices, ordered] = await Promise.all([
      findEditablePrices(
        database,
        rows.map((r) => r.id),
      ),
      findOrderedPackages(
        database,
        rows.map((r) => r.gcode),
      ),
    ]);
    return rows.map((row) => viewOf(merchant, row, prices, ordered.has(row.gcode)));
  }

  async function view(database: Db, merchant: Merchant, row: EditablePackageRow) {
    return (await views(database, merchant, [row]))[0] as AdminPackage;
  }

  async function storedPackage(database: Db, number: string, gcode: string) {
    const row = await findEditablePackage(database, number, gcode);
    if (!row) throw new AppError('notFound', `No package ${gcode} in this shop`);
    return row;
  }

  async function storedProduct(database: Db, number: string, code: string) {
    const row = await findEditableProduct(database, number, code);
    if (!row) throw new AppError('notFound', `No product ${code} in this shop`);
    return row;
  }

  async function listPackages(staff: StaffPrincipal, merchant: Merchant, code: string) {
    const product = await storedProduct(db, staff.merchantNumber, code);
    return { packages: await views(db, merchant, await findEditablePackages(db, staff.merchantNumber, product.id)) };
  }

  const getPackage = async (staff: StaffPrincipal, merchant: Merchant, gcode: string) =>
    view(db, merchant, await storedPackage(db, staff.merchantNumber, gcode));

  async function createPackage(staff: StaffPrincipal, merchant: Merchant, code: string, input: PackageCreate) {
    const titles = titleColumns(merchant, input.titles, undefined);
    const prices = priceRows(input.prices);
    const number = staff.merchantNumber;
    const created = await db.transaction().execute(async (trx) => {
      const product = await storedProduct(trx, number, code);
      if ((await countPackages(trx, product.id)) >= PACKAGE_LIMITS.perProduct) {
        throw new AppError('packageLimit', `A product has at most ${PACKAGE_LIMITS.perProduct} packages`);
      }
      const gcode = await freshCode(trx);
      const id = await insertEditablePackage(trx, {
        product_id: product.id,
        merchant_number: number,
        gcode,
        sort: input.sort ?? (await nextPackageSort(trx, product.id)),
        on_sale: input.onSale ? 1 : 0,
        ...titles,
      });
      await replaceEditablePrices(trx, id, prices);
      await refreshFromPrice(trx, number, product.id, todayIn(product.country_id));
      const after = await view(trx, merchant, await storedPackage(trx, number, gcode));
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'package.create',
        objectType: 'package',
        objectId: gcode,
        after,
      });
      return after;
    });
    await events.publish('merchant.changed', { merchantNumber: number });
    return created;
  }

  async function updatePackage(staff: StaffPrincipal, merchant: Merchant, gcode: string, patch: PackagePatch) {
    const prices = patch.prices === undefined ? undefined : priceRows(patch.prices);
    return change(staff, merchant, gcode, 'package.update', async (trx, row) => {
      await updateEditablePackage(trx, staff.merchantNumber, row.id, {
        ...(patch.titles === undefined ? {} : titleColumns(merchant, patch.titles, row)),
        ...(patch.sort === undefined ? {} : { sort: patch.sort }),
        ...(patch.onSale === undefined ? {} : { on_sale: patch.onSale ? 1 : 0 }),
      });
      if (prices) await replaceEditablePrices(trx, row.id, prices);
    });
  }

  /** Takes a package off sale: the storefront stops selling it; its orders keep reading it. */
  const removeFromSale = (staff: StaffPrincipal, merchant: Merchant, gcode: string) =>
    change(staff, merchant, gcode, 'package.offsale', async (trx, row) => {
      await updateEditablePackage(trx, staff.merchantNumber, row.id, { on_sale: 0 });
    });

  async function change(
    staff: StaffPrincipal,
    merchant: Merchant,
    gcode: string,
    action: string,
    write: (trx: Db, row: EditablePackageRow) => Promise<void>,
  ) {
    const number = staff.merchantNumber;
    const { after, changed } = await db.transaction().execute(async (trx) => {
      const row = await storedPackage(trx, number, gcode);
      const before = await view(trx, merchant, row);
      await write(trx, row);
      await refreshFromPrice(trx, number, row.product_id, todayIn(row.country_id));
      const after = await view(trx, merchant, await storedPackage(trx, number, gcode));
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      if (changed) {
        await audit.record(trx, {
          merchantNumber: number,
          staffId: staff.staffId,
          action,
          objectType: 'package',
          objectId: gcode,
          before,
          after,
        });
      }
      return { after, changed };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return after;
  }

  return { listPackages, getPackage, createPackage, updatePackage, removeFromSale };
}

export type PackageEditing = ReturnType<typeof createPackageEditing>;

function viewOf(
  merchant: Merchant,
  row: EditablePackageRow,
  prices: readonly EditablePriceRow[],
  ordered: boolean,
): AdminPackage {
  const titles: AdminPackage['titles'] = {};
  for (const language of SITE_LANGUAGES) {
    if (merchant.languages.includes(language)) titles[language] = row[TITLE_COLUMN[language]];
  }
  const own: AdminPackage['prices'] = {};
  for (const type of PRICE_TYPES) {
    const p = prices.find((x) => x.package_id === row.id && x.price_type === type);
    if (p) {
      own[type] = { price: p.current_price, originalPrice: p.original_price, minAge: p.min_age, maxAge: p.max_age };
    }
  }
  return {
    gcode: row.gcode,
    productCode: row.product_code,
    currency: row.currency,
    titles,
    prices: own,
    onSale: row.on_sale !== 0,
    sort: row.sort,
    ordered,
  };
}

/**
 * The four title columns from the titles sent. A shop language without a title of its own shows
 * the title of the shop's default language (else the first one sent), so no storefront language
 * shows an empty package name.
 */
export function titleColumns(
  merchant: Merchant,
  titles: Partial<Record<SiteLanguage, string>>,
  current: PackageTitleColumns | undefined,
): PackageTitleColumns {
  for (const language of Object.keys(titles)) {
    if (!merchant.languages.includes(language as SiteLanguage)) {
      throw new AppError('validationFailed', `The shop does not sell in ${language}`, 'titles');
    }
  }
  const given = Object.values(titles).filter((t): t is string => Boolean(t));
  if (!current && given.length === 0) {
    throw new AppError('validationFailed', 'Give the package a title in at least one language', 'titles');
  }
  const fallback = titles[merchant.defaultLanguage as SiteLanguage] ?? given[0] ?? '';
  const columns = {} as PackageTitleColumns;
  for (const language of SITE_LANGUAGES) {
    const column = TITLE_COLUMN[language];
    columns[column] = titles[language] ?? (current && current[column] !== '' ? current[column] : fallback);
  }
  return columns;
}

/**
 * Price rows from the prices sent, checked: per person (adult, with child and senior) or per
 * unit, never both; an original price not below the price; an age band's bounds in order and not
 * overlapping another type's band. Each refusal names its field (`prices.child.maxAge`).
 */
export function priceRows(
  prices: Partial<Record<PriceType, PackagePriceInput>>,
): Omit<EditablePriceRow, 'package_id'>[] {
  const types = PRICE_TYPES.filter((t) => prices[t] !== undefined);
  if (types.length === 0) {
    throw new AppError('validationFailed', 'Give the package an adult or a unit price', 'prices');
  }
  const unit = types.includes('unit');
  if (unit && types.length > 1) {
    throw new AppError(
      'validationFailed',
      'A package is priced per person or per unit, not both: remove the unit price or the person prices',
      'prices.unit',
    );
  }
  if (!unit && !types.includes('adult')) {
    throw new AppError('validationFailed', 'A package priced per person needs an adult price', 'prices.adult');
  }
  const rows = types.map((type) => {
    const p = prices[type] as PackagePriceInput;
    const original = p.originalPrice ?? p.price;
    if (original < p.price) {
      throw new AppError(
        'validationFailed',
        'The original price cannot be below the price',
        `prices.${type}.originalPrice`,
      );
    }
    const minAge = p.minAge ?? null;
    const maxAge = p.maxAge ?? null;
    if (type === 'unit' && (minAge !== null || maxAge !== null)) {
      throw new AppError('validationFailed', 'A unit price has no age band', 'prices.unit.minAge');
    }
    if (minAge !== null && maxAge !== null && minAge > maxAge) {
      throw new AppError('validationFailed', 'The lowest age cannot be above the highest age', `prices.${type}.maxAge`);
    }
    return { price_type: type, current_price: p.price, original_price: original, min_age: minAge, max_age: maxAge };
  });
  // Bands that state a bound must not overlap (an open adult band beside child 3–11 is the usual case).
  const banded = rows.filter(
    (r) => PERSON_TYPES.includes(r.price_type as PriceType) && (r.min_age ?? r.max_age) !== null,
  );
  for (const [i, a] of banded.entries()) {
    for (const b of banded.slice(i + 1)) {
      const overlap =
        (a.min_age ?? 0) <= (b.max_age ?? PACKAGE_LIMITS.ageMax) &&
        (b.min_age ?? 0) <= (a.max_age ?? PACKAGE_LIMITS.ageMax);
      if (overlap) {
        throw new AppError(
          'validationFailed',
          `The age bands of ${a.price_type} and ${b.price_type} overlap`,
          `prices.${b.price_type}.minAge`,
        );
      }
    }
  }
  return rows;
}

/** A package code like the seed's (G and eight letters or digits) that no shop uses yet. */
async function freshCode(trx: Db): Promise<string> {
  for (;;) {
    let code = 'G';
    for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!(await isPackageCodeTaken(trx, code))) return code;
  }
}
