import type { PackagePrice, PriceType } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import { type CatalogScope, byPriceType, imageUrl, packageTitle, visibleProducts } from './product-rows.js';

export type PackageRecord = {
  packageId: number;
  productId: number;
  gcode: string;
  title: string;
  prices: PackagePrice[];
};

/** A package with one of its price rows (packages × package_prices). */
const PACKAGE_PRICE_COLUMNS = [
  'g.id',
  'g.product_id',
  'g.gcode',
  'g.title_en_au',
  'g.title_zh_cn',
  'g.title_zh_tw',
  'g.title_ko_kr',
  'pp.price_type',
  'pp.original_price',
  'pp.current_price',
] as const;

const toPackagePrice = (row: { price_type: string; current_price: number; original_price: number }) => ({
  priceType: row.price_type as PriceType,
  price: row.current_price,
  originalPrice: row.original_price,
});

/** Packages of products with their base prices (product currency), in display order. */
export async function findPackages(
  db: Db,
  scope: CatalogScope,
  productIds: readonly number[],
): Promise<PackageRecord[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('packages as g')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select(PACKAGE_PRICE_COLUMNS)
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.product_id', 'in', [...productIds])
    .where('g.on_sale', '=', 1)
    .orderBy('g.product_id')
    .orderBy('g.sort')
    .execute();
  const packages = new Map<number, PackageRecord>();
  for (const row of rows) {
    let record = packages.get(row.id);
    if (!record) {
      record = {
        packageId: row.id,
        productId: row.product_id,
        gcode: row.gcode,
        title: packageTitle(row, scope.language),
        prices: [],
      };
      packages.set(row.id, record);
    }
    record.prices.push(toPackagePrice(row));
  }
  for (const record of packages.values()) record.prices.sort(byPriceType);
  return [...packages.values()];
}

/** The package `gcode` of the visible product `code`, with its prices and the product's currency and country. */
export async function findProductPackage(
  db: Db,
  scope: CatalogScope,
  code: string,
  gcode: string,
): Promise<(PackageRecord & { currency: string; countryId: string }) | undefined> {
  const rows = await visibleProducts(db, scope)
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select([...PACKAGE_PRICE_COLUMNS, 'p.currency', 'p.country_id'])
    .where('p.code', '=', code)
    .where('g.gcode', '=', gcode)
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.on_sale', '=', 1)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return {
    packageId: first.id,
    productId: first.product_id,
    gcode: first.gcode,
    title: packageTitle(first, scope.language),
    prices: rows.map(toPackagePrice).sort(byPriceType),
    currency: first.currency,
    countryId: first.country_id,
  };
}

/** A package offer for marketing: the visible product's code, title, cover and the package's prices. */
export type PackageOfferRecord = {
  packageId: number;
  gcode: string;
  productCode: string;
  title: string;
  image: string;
  currency: string;
  prices: PackagePrice[];
};

export async function findPackageOffers(
  db: Db,
  scope: CatalogScope,
  packageIds: readonly number[],
): Promise<Map<number, PackageOfferRecord>> {
  if (packageIds.length === 0) return new Map();
  const rows = await visibleProducts(db, scope)
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.sort', '=', 0))
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .select([
      'g.id',
      'g.gcode',
      'p.code',
      't.title',
      'i.image',
      'p.currency',
      'pp.price_type',
      'pp.original_price',
      'pp.current_price',
    ])
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.id', 'in', [...packageIds])
    .execute();
  const offers = new Map<number, PackageOfferRecord>();
  for (const row of rows) {
    let offer = offers.get(row.id);
    if (!offer) {
      offer = {
        packageId: row.id,
        gcode: row.gcode,
        productCode: row.code,
        title: row.title,
        image: imageUrl(row.image ?? ''),
        currency: row.currency,
        prices: [],
      };
      offers.set(row.id, offer);
    }
    offer.prices.push({
      priceType: row.price_type as PriceType,
      price: row.current_price,
      originalPrice: row.original_price,
    });
  }
  return offers;
}

/** A package as it is sold on one date: base prices in the product's currency and the day's stock. */
export type BookablePackage = {
  packageId: number;
  productId: number;
  productCode: string;
  gcode: string;
  title: string;
  packageTitle: string;
  image: string;
  currency: string;
  countryId: string;
  categoryId: number;
  tagIds: number[];
  prices: PackagePrice[];
};

/** Ids of a visible product's package by codes. */
export async function findPackageIdByCodes(
  db: Db,
  scope: CatalogScope,
  code: string,
  gcode: string,
): Promise<number | undefined> {
  const row = await visibleProducts(db, scope)
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .select('g.id')
    .where('p.code', '=', code)
    .where('g.gcode', '=', gcode)
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.on_sale', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

/** Visible packages by id with their product's texts, cover, tags and base prices (three statements). */
export async function findBookablePackages(
  db: Db,
  scope: CatalogScope,
  packageIds: readonly number[],
): Promise<Map<number, BookablePackage>> {
  if (packageIds.length === 0) return new Map();
  const rows = await visibleProducts(db, scope)
    .innerJoin('packages as g', 'g.product_id', 'p.id')
    .innerJoin('package_prices as pp', 'pp.package_id', 'g.id')
    .leftJoin('product_images as i', (j) => j.onRef('i.product_id', '=', 'p.id').on('i.sort', '=', 0))
    .select([
      'g.id',
      'g.product_id',
      'g.gcode',
      'g.title_en_au',
      'g.title_zh_cn',
      'g.title_zh_tw',
      'g.title_ko_kr',
      'p.code',
      'p.currency',
      'p.country_id',
      'p.category_id',
      't.title',
      'i.image',
      'pp.price_type',
      'pp.original_price',
      'pp.current_price',
    ])
    .where('g.merchant_number', '=', scope.merchantNumber)
    .where('g.id', 'in', [...new Set(packageIds)])
    .where('g.on_sale', '=', 1)
    .execute();
  const found = new Map<number, BookablePackage>();
  for (const row of rows) {
    let record = found.get(row.id);
    if (!record) {
      record = {
        packageId: row.id,
        productId: row.product_id,
        productCode: row.code,
        gcode: row.gcode,
        title: row.title,
        packageTitle: packageTitle(row, scope.language),
        image: imageUrl(row.image ?? ''),
        currency: row.currency,
        countryId: row.country_id,
        categoryId: row.category_id,
        tagIds: [],
        prices: [],
      };
      found.set(row.id, record);
    }
    record.prices.push({
      priceType: row.price_type as PriceType,
      price: row.current_price,
      originalPrice: row.original_price,
    });
  }
  const productIds = [...new Set([...found.values()].map((r) => r.productId))];
  if (productIds.length > 0) {
    const tags = await db
      .selectFrom('product_tags as pt')
      .innerJoin('products as p', 'p.id', 'pt.product_id')
      .select(['pt.product_id', 'pt.tag_id'])
      .where('p.merchant_number', '=', scope.merchantNumber)
      .where('pt.product_id', 'in', productIds)
      .execute();
    for (const record of found.values()) {
      record.tagIds = tags.filter((t) => t.product_id === record.productId).map((t) => t.tag_id);
      record.prices.sort(byPriceType);
    }
  }
  return found;
}
