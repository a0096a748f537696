import { createHash } from 'node:crypto';
import type { AdminBanner, BannerCreate, BannerPatch, BannerQuery } from '@storefront/contracts';
import type { StaffPrincipal } from '../../platform/auth/require-staff.js';
import type { Db } from '../../platform/db/kysely.js';
import type { EventPublisher } from '../../platform/events.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import { prepareUploadedPhoto } from '../../platform/images/uploads.js';
import type { Merchant } from '../../platform/merchant.js';
import type { AuditService } from '../audit/service.js';
import {
  type BannerRow,
  type BannerValues,
  deleteAdminBanner,
  findAdminBanner,
  findAdminBanners,
  insertAdminBanner,
  isBannerProduct,
  updateAdminBanner,
} from './admin-repo.js';

/** The end of a banner shown until further notice (the column is required; the desk shows none). */
const OPEN_END = '9999-12-31T23:59:59.999Z';
const PRODUCT_LINK = /^\/product\/(P[0-9A-Z]{8})$/;

type Deps = { db: Db; audit: AuditService; events: EventPublisher; images: ImageStorage };

/**
 * Banners and plan banners in the back office (issue 14). Each write is one transaction with its
 * audit row; after the commit every process drops the merchant's cached storefront answers.
 */
export function createBannerEditing({ db, audit, events, images }: Deps) {
  async function stored(database: Db, merchantNumber: string, id: number): Promise<BannerRow> {
    const row = await findAdminBanner(database, merchantNumber, id);
    if (!row) throw new AppError('notFound', `No banner ${id} in this shop`);
    return row;
  }

  async function listBanners(staff: StaffPrincipal, query: BannerQuery) {
    const now = new Date().toISOString();
    return { items: (await findAdminBanners(db, staff.merchantNumber, query)).map((r) => viewOf(r, now)) };
  }

  async function getBanner(staff: StaffPrincipal, id: number) {
    return viewOf(await stored(db, staff.merchantNumber, id), new Date().toISOString());
  }

  async function createBanner(staff: StaffPrincipal, merchant: Merchant, input: BannerCreate): Promise<AdminBanner> {
    const number = staff.merchantNumber;
    checkLanguage(merchant, input.language);
    const link = await linkOf(number, input.link, input.productCode);
    if (link === undefined) {
      throw new AppError('validationFailed', 'Give the banner a link or a product', 'link');
    }
    await checkImage(number, input.image);
    const values: BannerValues = {
      placement: input.placement,
      language: input.language,
      title: input.title,
      subtitle: input.subtitle,
      image: input.image,
      link,
      sort: input.sort,
      start_at: utc(input.startAt) ?? new Date().toISOString(),
      end_at: utc(input.endAt) ?? OPEN_END,
    };
    checkWindow(values);
    const banner = await db.transaction().execute(async (trx) => {
      const id = await insertAdminBanner(trx, number, values);
      const banner = viewOf(await stored(trx, number, id), new Date().toISOString());
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'banner.create',
        objectType: 'banner',
        objectId: id,
        after: banner,
      });
      return banner;
    });
    await events.publish('merchant.changed', { merchantNumber: number });
    return banner;
  }

  async function updateBanner(
    staff: StaffPrincipal,
    merchant: Merchant,
    id: number,
    patch: BannerPatch,
  ): Promise<AdminBanner> {
    const number = staff.merchantNumber;
    if (patch.language !== undefined) checkLanguage(merchant, patch.language);
    const link = await linkOf(number, patch.link, patch.productCode);
    if (patch.image !== undefined) await checkImage(number, patch.image);
    const { banner, changed } = await db.transaction().execute(async (trx) => {
      const row = await stored(trx, number, id);
      const now = new Date().toISOString();
      const next: BannerValues = {
        placement: patch.placement ?? row.placement,
        language: patch.language ?? row.language,
        title: patch.title ?? row.title,
        subtitle: patch.subtitle ?? row.subtitle,
        image: patch.image ?? row.image,
        link: link ?? row.link,
        sort: patch.sort ?? row.sort,
        start_at: utc(patch.startAt) ?? row.start_at,
        end_at: utc(patch.endAt) ?? row.end_at,
      };
      checkWindow(next);
      const changes = Object.fromEntries(
        Object.entries(next).filter(([key, value]) => row[key as keyof BannerValues] !== value),
      ) as Partial<BannerValues>;
      if (Object.keys(changes).length === 0) return { banner: viewOf(row, now), changed: false };
      await updateAdminBanner(trx, number, id, changes);
      const banner = viewOf(await stored(trx, number, id), now);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'banner.update',
        objectType: 'banner',
        objectId: id,
        before: viewOf(row, now),
        after: banner,
      });
      return { banner, changed: true };
    });
    if (changed) await events.publish('merchant.changed', { merchantNumber: number });
    return banner;
  }

  async function deleteBanner(staff: StaffPrincipal, id: number): Promise<void> {
    const number = staff.merchantNumber;
    await db.transaction().execute(async (trx) => {
      const row = await stored(trx, number, id);
      await deleteAdminBanner(trx, number, id);
      await audit.record(trx, {
        merchantNumber: number,
        staffId: staff.staffId,
        action: 'banner.delete',
        objectType: 'banner',
        objectId: id,
        before: viewOf(row, new Date().toISOString()),
      });
    });
    await events.publish('merchant.changed', { merchantNumber: number });
  }

  /**
   * Stores an uploaded banner picture (decoded, upright, at most 1600 px a side, WebP, its
   * metadata dropped) under a key of its content; a banner then names it as its image.
   */
  async function uploadBannerImage(staff: StaffPrincipal, bytes: Buffer) {
    const image = await prepareUploadedPhoto(bytes);
    if (!image) throw new AppError('validationFailed', 'The file is not a JPEG, PNG or WebP image', 'image');
    const digest = createHash('sha256').update(image.bytes).digest('hex').slice(0, 16);
    const key = `merchants/${staff.merchantNumber}/banners/${digest}.webp`;
    await images.put(key, image.contentType, image.bytes);
    return { image: key, imageUrl: `/images/${key}` };
  }

  /** The link a banner gets from what was sent: a product's page, a link, or undefined (neither). */
  async function linkOf(
    merchantNumber: string,
    link: string | undefined,
    productCode: string | undefined,
  ): Promise<string | undefined> {
    if (link !== undefined && productCode !== undefined) {
      throw new AppError('validationFailed', 'Give the banner a link or a product, not both', 'link');
    }
    if (productCode === undefined) return link;
    if (!(await isBannerProduct(db, merchantNumber, productCode))) {
      throw new AppError('validationFailed', `No product ${productCode} in this shop`, 'productCode');
    }
    return `/product/${productCode}`;
  }

  /** A banner shows a stored image of the shared catalog or one uploaded by this merchant. */
  async function checkImage(merchantNumber: string, key: string): Promise<void> {
    const allowed = key.startsWith('catalog/banners/') || key.startsWith(`merchants/${merchantNumber}/banners/`);
    if (!allowed || key.includes('..') || !(await images.has(key))) {
      throw new AppError('validationFailed', `No banner image ${key}: upload the image first`, 'image');
    }
  }

  return { listBanners, getBanner, createBanner, updateBanner, deleteBanner, uploadBannerImage };
}

export type BannerEditing = ReturnType<typeof createBannerEditing>;

function viewOf(row: BannerRow, now: string): AdminBanner {
  return {
    id: row.id,
    placement: row.placement === 'plan' ? 'plan' : 'home',
    language: row.language,
    title: row.title,
    subtitle: row.subtitle,
    image: row.image,
    imageUrl: row.image ? `/images/${row.image}` : '',
    link: row.link,
    productCode: PRODUCT_LINK.exec(row.link)?.[1] ?? null,
    sort: row.sort,
    startAt: row.start_at,
    endAt: row.end_at === OPEN_END ? null : row.end_at,
    state: now < row.start_at ? 'scheduled' : now >= row.end_at ? 'ended' : 'showing',
  };
}

function checkLanguage(merchant: Merchant, language: string) {
  if (!(merchant.languages as readonly string[]).includes(language)) {
    throw new AppError('validationFailed', `The shop does not sell in ${language}`, 'language');
  }
}

function checkWindow(values: Pick<BannerValues, 'start_at' | 'end_at'>) {
  if (values.end_at <= values.start_at) {
    throw new AppError('validationFailed', 'The end must be after the start', 'endAt');
  }
}

/** An ISO instant with any offset as the UTC form the tables compare as text. */
const utc = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
