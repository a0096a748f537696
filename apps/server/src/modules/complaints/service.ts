import { randomUUID } from 'node:crypto';
import {
  COMPLAINT_LIMITS,
  addDays,
  type Complaint,
  type ComplaintFields,
  type OrderComplaints,
  type OrderStatus,
} from '@storefront/contracts';
import type { OrderAccess } from '../../platform/auth/order-access.js';
import type { Db } from '../../platform/db/kysely.js';
import { AppError } from '../../platform/http/errors.js';
import type { ImageStorage } from '../../platform/images/storage.js';
import { prepareUploadedPhoto } from '../../platform/images/uploads.js';
import type { MessageQueue } from '../../platform/delivery/messages.js';
import type { RequestContext } from '../../platform/request-context.js';
import type { MerchantService } from '../merchant/service.js';
import { complaintMail } from './complaint-mail.js';
import * as repo from './repo.js';

/** What a complaint needs of its order; the orders module answers it (3004 for anyone but its owner). */
export type ComplaintOrder = {
  orderId: number;
  ocode: string;
  memberId: number | null;
  status: OrderStatus;
  lastTravelDate: string;
  contact: { lastName: string; firstName: string; email: string; phone: string; country: number | null };
};

export type ComplaintDeps = {
  db: Db;
  images: ImageStorage;
  /** Where the merchant's mail is queued, with the complaint it tells of. */
  messages: Pick<MessageQueue, 'mail'>;
  orders: { findOrderForComplaint(ctx: RequestContext, access: OrderAccess, ocode: string): Promise<ComplaintOrder> };
  /** The merchant's contact address, its look in mail, and where its photo links point. */
  merchants: Pick<MerchantService, 'findContactEmail' | 'publicOrigin' | 'mailBrand'>;
};

/** A complaint as the route hands it over: the form's fields and the photos' bytes. */
export type ComplaintInput = ComplaintFields & { photos: Buffer[] };

/** Orders never paid have nothing to complain about: no service was bought. */
const NOT_COMPLAINABLE: readonly OrderStatus[] = ['pending_payment', 'cancelled', 'expired'];

/**
 * Complaints (spec §1 site terms: within 30 days of return): filed by the order's owner — its
 * member, or a visitor with the order's token — stored, and mailed to the merchant's contact
 * address, the merchant's only channel until the back office lists them.
 */
export function createComplaintService(deps: ComplaintDeps) {
  const { db } = deps;

  const deadlineOf = (order: ComplaintOrder) => addDays(order.lastTravelDate, COMPLAINT_LIMITS.windowDays);
  const today = () => new Date().toISOString().slice(0, 10);

  async function listComplaints(ctx: RequestContext, access: OrderAccess, ocode: string): Promise<OrderComplaints> {
    const order = await deps.orders.findOrderForComplaint(ctx, access, ocode);
    const complaints = await repo.findComplaints(db, { merchantNumber: ctx.merchant.number, orderId: order.orderId });
    const deadline = deadlineOf(order);
    return {
      deadline,
      open:
        !NOT_COMPLAINABLE.includes(order.status) &&
        today() <= deadline &&
        complaints.length < COMPLAINT_LIMITS.perOrderMax,
      complaints,
    };
  }

  async function fileComplaint(
    ctx: RequestContext,
    access: OrderAccess,
    ocode: string,
    input: ComplaintInput,
  ): Promise<Complaint> {
    const order = await deps.orders.findOrderForComplaint(ctx, access, ocode);
    const owner = { merchantNumber: ctx.merchant.number, orderId: order.orderId };
    if (NOT_COMPLAINABLE.includes(order.status)) {
      throw new AppError('orderState', 'Only a paid order can have a complaint');
    }
    const deadline = deadlineOf(order);
    if (today() > deadline) {
      throw new AppError(
        'complaintWindowClosed',
        `Complaints about this order were accepted until ${deadline}, 30 days after the return on ${order.lastTravelDate}`,
      );
    }
    const filed = await repo.countComplaints(db, owner);
    if (filed >= COMPLAINT_LIMITS.perOrderMax) {
      throw new AppError('complaintLimit', `An order can carry ${COMPLAINT_LIMITS.perOrderMax} complaints`);
    }
    const photoKeys = await storePhotos(ctx, input.photos);
    const at = new Date().toISOString();
    const complaintOf = (seq: number): Complaint => ({
      number: seq,
      category: input.category,
      text: input.text,
      photos: photoKeys.map((key) => `/images/${key}`),
      state: 'received',
      createdAt: at,
    });
    const mailTo = await merchantAddress(ctx, order);
    const seq = await insertWithNextNumber(
      owner,
      filed,
      {
        memberId: access.member?.id ?? null,
        category: input.category,
        text: input.text,
        photoKeys,
        language: ctx.language,
        at,
      },
      // The merchant's mail is queued with the complaint it tells of.
      async (trx, number) => {
        if (mailTo) {
          const message = merchantMail(ctx, order, complaintOf(number), access.member === null);
          await deps.messages.mail(trx, { to: mailTo, ...message }, ctx.merchant.number);
        }
      },
    );
    return complaintOf(seq);
  }

  /** Checks every photo before keeping any, so a refused upload leaves nothing behind. */
  async function storePhotos(ctx: RequestContext, photos: Buffer[]): Promise<string[]> {
    const prepared = [];
    for (const [index, bytes] of photos.entries()) {
      const image = await prepareUploadedPhoto(bytes);
      if (!image) {
        throw new AppError('validationFailed', `Photo ${index + 1} is not a JPEG, PNG or WebP image`, 'photos');
      }
      prepared.push(image);
    }
    const keys: string[] = [];
    for (const image of prepared) {
      // Unguessable keys: the photos are served by /images to whoever holds the link (the shopper, the mail).
      const key = `complaints/${ctx.merchant.number}/${randomUUID()}.webp`;
      await deps.images.put(key, image.contentType, image.bytes);
      keys.push(key);
    }
    return keys;
  }

  /** Takes the next number of the order; a concurrent complaint that took it first moves this one on. */
  async function insertWithNextNumber(
    owner: repo.OrderOwner,
    filed: number,
    complaint: Omit<Parameters<typeof repo.insertComplaint>[2], 'seq'>,
    inTransaction: (trx: Db, seq: number) => Promise<void>,
  ): Promise<number> {
    for (let seq = filed + 1; seq <= COMPLAINT_LIMITS.perOrderMax; seq++) {
      const taken = await db.transaction().execute(async (trx) => {
        if (!(await repo.insertComplaint(trx, owner, { ...complaint, seq }))) return false;
        await inTransaction(trx, seq);
        return true;
      });
      if (taken) return seq;
    }
    throw new AppError('complaintLimit', `An order can carry ${COMPLAINT_LIMITS.perOrderMax} complaints`);
  }

  /** Where the merchant reads complaints; '' (logged) when the shop has set no address. */
  async function merchantAddress(ctx: RequestContext, order: ComplaintOrder): Promise<string> {
    const to = await deps.merchants.findContactEmail(ctx.merchant.number);
    if (!to)
      ctx.log.warn({ merchant: ctx.merchant.number, ocode: order.ocode }, 'complaint not mailed: no contact address');
    return to;
  }

  /** The mail that tells the merchant of a complaint, in the merchant's language. */
  function merchantMail(ctx: RequestContext, order: ComplaintOrder, complaint: Complaint, byVisitor: boolean) {
    const origin = deps.merchants.publicOrigin(ctx.merchant);
    return complaintMail({
      language: ctx.merchant.defaultLanguage,
      brand: deps.merchants.mailBrand(ctx.merchant),
      ocode: order.ocode,
      seq: complaint.number,
      category: complaint.category,
      text: complaint.text,
      photoUrls: complaint.photos.map((path) => `${origin}${path}`),
      lastTravelDate: order.lastTravelDate,
      contact: order.contact,
      byVisitor,
      at: complaint.createdAt,
    });
  }

  return { listComplaints, fileComplaint };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
