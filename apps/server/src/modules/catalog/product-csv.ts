import {
  PRODUCT_CSV_LIMITS,
  type PriceType,
  type ProductCsvImported,
  type ProductEditStatus,
  type SiteLanguage,
} from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import { titleColumns } from './package-editing.js';
import { refreshFromPrice, updateEditablePackage, type PackageTitleColumns } from './package-editing-repo.js';
import { type CellProblem, readIds, readProductSheet, readYesNo, textColumn } from './product-csv-format.js';
import {
  type CsvDayRow,
  type CsvPackageRow,
  findCsvDays,
  findCsvLabels,
  findCsvPackages,
  findCsvPrices,
  findCsvProducts,
  findCsvTexts,
  findDaysBelowSold,
  findTakenPackageCodes,
  findTakenProductCodes,
  insertCsvLabels,
  insertCsvPackages,
  insertCsvPrices,
  insertCsvProducts,
  insertCsvTexts,
  saveCsvDays,
} from './product-csv-repo.js';
import {
  type EditableProductRow,
  type EditableTextColumns,
  insertEditableText,
  replaceEditableTags,
  replaceEditableTopics,
  updateEditableProduct,
  updateEditableText,
} from './product-edit-repo.js';
import { STORED_STATUS, TYPE_OF_GROUP, groupOf, placeOf } from './product-editing.js';
import { TAG_IDS as LABEL } from '@storefront/reference-data';
import { todayIn } from './product-rules.js';
import { createSearchStrategy } from './search-strategy.js';
import {
  PRODUCT_CODE,
  RolledBack,
  indexPackages,
  productChanges,
  wouldChange,
  nextLabels,
  textColumnsOf,
  searchBody,
  sameDay,
  sameSet,
  rowOfDay,
  freshCodes,
  type Row,
  type Texts,
  type ProductPlan,
} from './product-csv-plan.js';
import { answer, readProductCells, checkProduct, readPackageCells } from './product-csv-cells.js';
import { createProductCsvExport } from './product-csv-export.js';

type Deps = { db: Db; audit: AuditService; events: EventPublisher };

/**
 * Products with their packages and calendar ranges as one CSV (issue 14; docs/decisions.md,
 * "Product CSV import and export (issue 14)"). An import checks every row first (a dry run
 * answers the problems and writes nothing); a real import writes everything in one transaction
 * — products, texts, labels, search documents, packages, prices, days and one audit row — or
 * nothing, then drops the merchant's cached storefront answers in every process.
 */
export function createProductCsv({ db, audit, events }: Deps) {
  const search = createSearchStrategy(db);
  const { exportCsv } = createProductCsvExport(db);

  async function importCsv(
    staff: StaffPrincipal,
    merchant: Merchant,
    language: SiteLanguage,
    csv: string,
    dryRun: boolean,
  ): Promise<ProductCsvImported> {
    const number = staff.merchantNumber;
    const sheet = readProductSheet(csv, merchant.languages);
    const problems = [...sheet.problems];
    if (sheet.rows.length > PRODUCT_CSV_LIMITS.maxRows) {
      problems.push({ row: 1, column: 'csv', english: `At most ${PRODUCT_CSV_LIMITS.maxRows} rows per file` });
    }
    const report = (extra: Partial<ProductCsvImported>): ProductCsvImported => ({
      dryRun,
      rows: sheet.rows.length,
      errors: answer(problems, language),
      productsCreated: 0,
      productsUpdated: 0,
      packagesCreated: 0,
      days: 0,
      ...extra,
    });
    if (problems.some((p) => p.column === 'csv')) return report({});

    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        const plans = await plan(trx, merchant, number, sheet.rows, problems);
        const counts = await write(trx, merchant, staff, plans, problems, dryRun || problems.length > 0);
        if (problems.length > 0 && !dryRun) throw new RolledBack(counts);
        return counts;
      })
      .catch((err: unknown) => {
        if (err instanceof RolledBack) return err.counts;
        throw err;
      });
    const written = !dryRun && problems.length === 0;
    if (written && outcome.changed) await events.publish('merchant.changed', { merchantNumber: number });
    return report({
      productsCreated: outcome.productsCreated,
      productsUpdated: outcome.productsUpdated,
      packagesCreated: outcome.packagesCreated,
      days: outcome.days,
    });
  }

  /** Groups the rows into products and packages, checking every cell; problems are collected, not thrown. */
  async function plan(trx: Db, merchant: Merchant, number: string, rows: readonly Row[], problems: CellProblem[]) {
    const bad = (row: number, column: string, english: string) => problems.push({ row, column, english });
    const codes = [...new Set(rows.map((r) => r.cell('product_code').toUpperCase()).filter(Boolean))];
    const own = new Map((await findCsvProducts(trx, number, codes)).map((p) => [p.code, p]));
    const taken = await findTakenProductCodes(
      trx,
      codes.filter((c) => !own.has(c)),
    );
    const ownPackages = await findCsvPackages(
      trx,
      number,
      [...own.values()].map((p) => p.id),
    );
    const gcodes = [...new Set(rows.map((r) => r.cell('package_code').toUpperCase()).filter(Boolean))];
    const packageIndex = indexPackages(ownPackages);
    const takenPackages = await findTakenPackageCodes(
      trx,
      gcodes.filter((g) => !packageIndex.byCode.has(g)),
    );
    const basePrices = new Map<number, Map<PriceType, number>>();
    for (const p of await findCsvPrices(
      trx,
      ownPackages.map((g) => g.id),
    )) {
      const prices = basePrices.get(p.package_id) ?? new Map<PriceType, number>();
      prices.set(p.price_type as PriceType, Number(p.current_price));
      basePrices.set(p.package_id, prices);
    }

    const products = new Map<string, ProductPlan>();
    for (const r of rows) {
      const code = r.cell('product_code').toUpperCase();
      let key = code === '' ? `row:${r.row}` : code;
      let product = products.get(key);
      if (!product) {
        const existing = own.get(code);
        if (code !== '' && !existing) {
          if (taken.has(code)) bad(r.row, 'product_code', `No product ${code} in this shop`);
          else if (!PRODUCT_CODE.test(code))
            bad(r.row, 'product_code', 'A product code is P followed by 8 letters or digits');
          if (taken.has(code) || !PRODUCT_CODE.test(code)) key = `row:${r.row}`;
        }
        product = { row: r.row, code: code || undefined, existing, values: {}, texts: {}, packages: new Map() };
        products.set(key, product);
      }
      readProductCells(product, r, merchant, bad);
      readPackageCells(product, r, merchant, packageIndex, takenPackages, basePrices, bad);
    }
    for (const product of products.values()) checkProduct(product, merchant, bad);
    return [...products.values()];
  }

  async function write(
    trx: Db,
    merchant: Merchant,
    staff: StaffPrincipal,
    products: ProductPlan[],
    problems: CellProblem[],
    checkOnly: boolean,
  ) {
    const number = staff.merchantNumber;
    const bad = (row: number, column: string, english: string) => problems.push({ row, column, english });
    const counts = { productsCreated: 0, productsUpdated: 0, packagesCreated: 0, days: 0, changed: false };
    const existing = products.filter((p) => p.existing);
    const fresh = products.filter((p) => !p.existing);
    const existingIds = existing.map((p) => (p.existing as EditableProductRow).id);
    const [storedTexts, labels] = await Promise.all([
      findCsvTexts(trx, number, existingIds),
      findCsvLabels(trx, number, existingIds),
    ]);

    // Stored days of the packages the file touches: what changes, and what orders already take.
    const touchedPackages = products.flatMap((p) =>
      [...p.packages.values()].filter((g) => g.existing && g.days.size > 0),
    );
    const storedDays = new Map<string, CsvDayRow & { sold: number }>();
    for (const d of await findCsvDays(
      trx,
      touchedPackages.map((g) => (g.existing as CsvPackageRow).id),
    ))
      storedDays.set(`${d.package_id}:${d.date}`, d);
    // A language the product has no texts in yet needs a title.
    for (const p of existing) {
      for (const [language, t] of Object.entries(p.texts) as [SiteLanguage, Texts[SiteLanguage]][]) {
        const known = storedTexts.some((x) => x.product_id === p.existing?.id && x.language === language);
        if (!known && !t?.title) bad(p.row, textColumn('title', language), `Give the product a title in ${language}`);
      }
    }
    const days: CsvDayRow[] = [];
    const changedProducts = new Set<number>();
    for (const product of products) {
      for (const g of product.packages.values()) {
        if (!g.existing) continue;
        for (const day of g.days.values()) {
          const old = storedDays.get(`${g.existing.id}:${day.date}`);
          if (old && old.sold > day.capacity) {
            bad(
              day.row,
              'stock',
              `On ${day.date} paid and held orders already take ${old.sold} places: stock cannot be lower`,
            );
          }
          if (old && sameDay(old, day, g.prices)) continue;
          const { row: _row, ...plain } = day;
          days.push({ package_id: g.existing.id, ...plain });
          changedProducts.add(g.existing.product_id);
        }
      }
    }
    const newDays = products.reduce(
      (n, p) => n + [...p.packages.values()].reduce((m, g) => m + (g.existing ? 0 : g.days.size), 0),
      0,
    );
    counts.days = days.length + newDays;
    counts.productsCreated = fresh.length;
    counts.packagesCreated = products.reduce(
      (n, p) => n + [...p.packages.values()].filter((g) => !g.existing).length,
      0,
    );
    if (checkOnly || problems.length > 0) {
      counts.productsUpdated = existing.filter((p) => wouldChange(p, storedTexts, labels)).length;
      return counts;
    }

    // ---- New products ----------------------------------------------------------------------------
    const codes = await freshCodes(trx, 'P', fresh.filter((p) => !p.code).length, findTakenProductCodes);
    for (const p of fresh) p.code ??= codes.pop();
    const now = new Date().toISOString();
    const productIds = await insertCsvProducts(
      trx,
      fresh.map((p) => {
        const group = groupOf(Number(p.values.category?.value));
        return {
          merchant_number: number,
          code: p.code as string,
          type: TYPE_OF_GROUP[group] ?? 'activity',
          category_id: group,
          subcategory_id: Number(p.values.category?.value),
          ...placeOf(p.values.location?.value ?? ''),
          status: STORED_STATUS[(p.values.status?.value as ProductEditStatus | undefined) ?? 'unpublished'],
          refundable: readYesNo(p.values.refundable?.value ?? '') === false ? 0 : 1,
          instant_confirmation: nextLabels(p, undefined)?.includes(LABEL.instantConfirmation) === false ? 0 : 1,
          duration_minutes: p.values.duration_minutes ? Number(p.values.duration_minutes.value) : null,
          currency: merchant.defaultCurrency,
          created_at: now,
        };
      }),
    );
    const idOf = (p: ProductPlan) => p.existing?.id ?? (productIds.get(p.code as string) as number);
    await insertCsvTexts(
      trx,
      fresh.flatMap((p) =>
        Object.entries(p.texts).map(([language, t]) => ({
          product_id: idOf(p),
          language,
          ...textColumnsOf(t, undefined),
        })),
      ),
    );
    await insertCsvLabels(
      trx,
      fresh.flatMap((p) => (nextLabels(p, undefined) ?? []).map((id) => ({ product_id: idOf(p), tag_id: id }))),
      fresh.flatMap((p) =>
        (readIds(p.values.topics?.value ?? '') ?? []).map((id) => ({ product_id: idOf(p), topic_id: id })),
      ),
    );

    // ---- Products already in the shop: only what differs is written ------------------------------
    const documents: { productId: number; body: string }[] = [];
    for (const p of existing) {
      const row = p.existing as EditableProductRow;
      const changes = productChanges(p, row);
      const texts = storedTexts.filter((t) => t.product_id === row.id);
      let textChanged = false;
      for (const [language, t] of Object.entries(p.texts) as [SiteLanguage, Texts[SiteLanguage]][]) {
        const stored = texts.find((x) => x.language === language);
        const next = textColumnsOf(t ?? {}, stored);
        if (stored) {
          const diff = Object.fromEntries(
            Object.entries(next).filter(([k, v]) => stored[k as keyof EditableTextColumns] !== v),
          ) as Partial<EditableTextColumns>;
          if (Object.keys(diff).length === 0) continue;
          await updateEditableText(trx, row.id, language, diff);
          Object.assign(stored, diff);
        } else {
          await insertEditableText(trx, { product_id: row.id, language, ...next });
          texts.push({ product_id: row.id, language, ...next });
        }
        textChanged = true;
      }
      const topics = readIds(p.values.topics?.value ?? '');
      const ownTags = labels.tags.filter((x) => x.product_id === row.id).map((x) => x.id);
      const ownTopics = labels.topics.filter((x) => x.product_id === row.id).map((x) => x.id);
      const tags = nextLabels(p, ownTags);
      const tagsChanged = tags !== undefined && !sameSet(tags, ownTags);
      const topicsChanged = p.values.topics !== undefined && topics !== null && !sameSet(topics, ownTopics);
      if (tagsChanged) {
        await replaceEditableTags(trx, row.id, tags as number[]);
        // The column follows the label (the label is what cards and orders read).
        changes.instant_confirmation = tags?.includes(LABEL.instantConfirmation) ? 1 : 0;
      }
      if (topicsChanged) await replaceEditableTopics(trx, row.id, topics as number[]);
      if (Object.keys(changes).length > 0) await updateEditableProduct(trx, number, row.id, changes);
      if (Object.keys(changes).length > 0 || textChanged || tagsChanged || topicsChanged) {
        counts.productsUpdated++;
        changedProducts.add(row.id);
      }
      // The search document follows every text or place change in the same transaction.
      if (textChanged || changes.city_id !== undefined) {
        documents.push({ productId: row.id, body: searchBody(texts, { ...row, ...changes }) });
      }
    }
    for (const p of fresh) {
      const place = placeOf(p.values.location?.value ?? '');
      const texts = Object.entries(p.texts).map(([language, t]) => ({
        product_id: idOf(p),
        language,
        ...textColumnsOf(t, undefined),
      }));
      documents.push({ productId: idOf(p), body: searchBody(texts, place) });
    }
    await search.writeDocuments(trx, number, documents);

    // ---- Packages, prices and days -----------------------------------------------------------------
    const newPackages = products.flatMap((p) =>
      [...p.packages.values()].filter((g) => !g.existing).map((g) => ({ product: p, g })),
    );
    const gcodes = await freshCodes(trx, 'G', newPackages.filter((x) => !x.g.gcode).length, findTakenPackageCodes);
    for (const { g } of newPackages) g.gcode ??= gcodes.pop();
    const sortStart = new Map<number, number>();
    const packageIds = await insertCsvPackages(
      trx,
      newPackages.map(({ product, g }) => {
        const productId = idOf(product);
        const sort = sortStart.get(productId) ?? (product.existing ? 1000 : 0);
        sortStart.set(productId, sort + 1);
        return {
          product_id: productId,
          merchant_number: number,
          gcode: g.gcode as string,
          sort: Math.min(sort, 1000),
          on_sale: g.onSale === false ? 0 : 1,
          ...titleColumns(merchant, g.titles, undefined),
        };
      }),
    );
    await insertCsvPrices(
      trx,
      newPackages.flatMap(({ g }) =>
        [...g.prices].map(([type, price]) => ({
          package_id: packageIds.get(g.gcode as string) as number,
          price_type: type,
          current_price: price,
          original_price: price,
        })),
      ),
    );
    for (const { g } of newPackages) {
      const id = packageIds.get(g.gcode as string) as number;
      for (const { row: _row, ...day } of g.days.values()) days.push({ package_id: id, ...day });
    }
    for (const p of products) {
      for (const g of p.packages.values()) {
        if (!g.existing) continue;
        const titles = Object.keys(g.titles).length ? titleColumns(merchant, g.titles, g.existing) : {};
        const changes: Partial<PackageTitleColumns & { on_sale: number }> = Object.fromEntries(
          Object.entries(titles).filter(([k, v]) => g.existing?.[k as keyof PackageTitleColumns] !== v),
        );
        if (g.onSale !== undefined && (g.onSale ? 1 : 0) !== g.existing.on_sale) changes.on_sale = g.onSale ? 1 : 0;
        if (Object.keys(changes).length === 0) continue;
        await updateEditablePackage(trx, number, g.existing.id, changes);
        changedProducts.add(p.existing?.id as number);
      }
    }
    await saveCsvDays(trx, days);
    // Checked again after the write, on the rows now locked by it: an order taken since counts too.
    const short = await findDaysBelowSold(trx, [...new Set(days.map((d) => d.package_id))]);
    for (const s of short) {
      const row = days.find((d) => d.package_id === s.package_id && d.date === s.date);
      bad(
        row ? rowOfDay(products, s.package_id, s.date, packageIds) : 1,
        'stock',
        `On ${s.date} paid and held orders already take ${s.sold} places: stock cannot be lower`,
      );
    }
    if (problems.length > 0) return counts;

    for (const p of fresh) changedProducts.add(idOf(p));
    for (const id of changedProducts) {
      const country = products.find((p) => idOf(p) === id)?.existing?.country_id;
      const fresh = products.find((p) => idOf(p) === id && !p.existing);
      const countryId = country ?? (fresh ? placeOf(fresh.values.location?.value ?? '').country_id : '');
      await refreshFromPrice(trx, number, id, todayIn(countryId));
    }
    counts.changed = changedProducts.size > 0;
    if (counts.changed) {
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'product.import',
        objectType: 'product',
        objectId: 'csv',
        after: {
          productsCreated: counts.productsCreated,
          productsUpdated: counts.productsUpdated,
          packagesCreated: counts.packagesCreated,
          days: counts.days,
          created: fresh.map((p) => p.code),
        },
      });
    }
    return counts;
  }

  return { importCsv, exportCsv };
}

export type ProductCsv = ReturnType<typeof createProductCsv>;
