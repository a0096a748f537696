import { z } from 'zod';
import { isoDateSchema } from './catalog.js';
import { ORDER_STATUSES, orderDetail } from './orders.js';
import { RECORD_ID_MAX } from './record-id.js';

// The back office's order desk (issue 13): list, details, actions, queue and manifests, under
// /api/admin/v1. Money is in integer minor units of the order's currency.

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });

export const DESK_LIMITS = {
  pageSizeMax: 100,
  reasonMax: 300,
  noteMax: 2000,
  queryMax: 254,
  /** Rows one CSV export writes at most (a year of a busy shop); narrow the filter for more. */
  csvRowsMax: 50_000,
} as const;

export const DESK_SORTS = ['-booked', 'booked', '-travel', 'travel', '-total', 'total'] as const;

/** One state or several, comma-separated, in the query string. */
const statesParam = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const states = v.split(',').filter(Boolean);
    for (const s of states) {
      if (!(ORDER_STATUSES as readonly string[]).includes(s)) {
        ctx.addIssue({ code: 'custom', message: `state must be one of ${ORDER_STATUSES.join(', ')}` });
        return z.NEVER;
      }
    }
    return states as (typeof ORDER_STATUSES)[number][];
  });

/** GET /api/admin/v1/orders (and orders.csv): the filter of the desk's list. */
export const deskOrderFilter = z.object({
  state: statesParam.optional().meta({ description: 'Order states, comma-separated (e.g. awaiting_confirmation)' }),
  q: z
    .string()
    .trim()
    .max(DESK_LIMITS.queryMax)
    .optional()
    .meta({ description: 'An order code, the contact email, or digits of the contact phone' }),
  travelFrom: isoDateSchema.optional().meta({ description: 'Travelling on or after this date' }),
  travelTo: isoDateSchema.optional().meta({ description: 'Travelling on or before this date' }),
  bookedFrom: isoDateSchema.optional().meta({ description: 'Booked on or after this date (UTC)' }),
  bookedTo: isoDateSchema.optional().meta({ description: 'Booked on or before this date (UTC)' }),
  product: z.string().trim().max(20).optional().meta({ description: 'Product code (pcode) of a line' }),
  sort: z.enum(DESK_SORTS).default('-booked').meta({ description: 'Field, descending with a leading -' }),
});
export type DeskOrderFilter = z.output<typeof deskOrderFilter>;

export const deskOrderListQuery = deskOrderFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(DESK_LIMITS.pageSizeMax).default(20),
});
export type DeskOrderListQuery = z.output<typeof deskOrderListQuery>;

export const deskOrderRow = z.object({
  ocode: z.string(),
  state: z.enum(ORDER_STATUSES),
  bookedAt: z.string(),
  firstTravelDate: z.string(),
  lastTravelDate: z.string(),
  products: z.string().meta({ description: 'The titles of its lines' }),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  travellers: z.number().int(),
  currency: z.string(),
  total: minorUnits,
  refundedAmount: minorUnits,
  guest: z.boolean(),
});
export type DeskOrderRow = z.infer<typeof deskOrderRow>;

export const deskOrderList = z.object({
  items: z.array(deskOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type DeskOrderList = z.infer<typeof deskOrderList>;

export const deskPayment = z.object({
  kind: z.enum(['order', 'supplement']),
  provider: z.string(),
  merchantTradeNumber: z.string(),
  amount: minorUnits,
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refunds: z.array(z.object({ reason: z.string(), amount: minorUnits, status: z.string(), createdAt: z.string() })),
});
export type DeskPayment = z.infer<typeof deskPayment>;

export const deskNote = z.object({ id: z.number().int(), author: z.string(), text: z.string(), at: z.string() });
export type DeskNote = z.infer<typeof deskNote>;

export const deskMail = z.object({
  event: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  at: z.string(),
});
export type DeskMail = z.infer<typeof deskMail>;

/** GET /api/admin/v1/orders/{ocode}: the customer's view of the order and what only staff see. */
export const deskOrderDetail = orderDetail.omit({ actions: true }).extend({
  refundedAmount: minorUnits,
  refundable: minorUnits.meta({ description: 'What a refund may still give back: paid less refunded' }),
  payments: z.array(deskPayment),
  notes: z.array(deskNote),
  mails: z.array(deskMail),
  actions: z.object({
    confirm: z.boolean(),
    reject: z.boolean(),
    decideRefund: z.boolean(),
    refund: z.boolean(),
    supplement: z.boolean(),
    resendConfirmation: z.boolean(),
  }),
});
export type DeskOrderDetail = z.infer<typeof deskOrderDetail>;

const reason = z.string().trim().min(1, 'Give a reason').max(DESK_LIMITS.reasonMax);

export const deskRejectRequest = z.object({ reason });
export const deskRefundRequest = z.object({
  amount: z.number().int().min(1).meta({ description: 'Minor units of the order currency' }),
  reason,
});
export const deskRefundDecision = z
  .object({
    decision: z.enum(['accept', 'refuse']),
    amount: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'Accept in part: minor units to give back (all that was paid when left out)' }),
    reason: z.string().trim().max(DESK_LIMITS.reasonMax).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'refuse' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give the customer a reason for the refusal' });
    if (v.decision === 'refuse' && v.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A refusal gives nothing back; leave amount out' });
  });
export type DeskRefundDecision = z.output<typeof deskRefundDecision>;
export const deskSupplementRequest = z.object({
  amount: z.number().int().min(1).meta({ description: 'Minor units of the order currency' }),
  reason,
});
export const deskNoteRequest = z.object({ text: z.string().trim().min(1).max(DESK_LIMITS.noteMax) });

export const deskSupplementResult = z.object({
  payid: z.string(),
  link: z.string().meta({ description: 'The storefront path the customer pays it at (supmentpay/{ocode}/{payid})' }),
  order: deskOrderDetail,
});

export const DESK_QUEUE_REASONS = ['confirmation', 'refundRequest'] as const;

/** GET /api/admin/v1/queue: what waits for the merchant, oldest first. */
export const deskQueue = z.object({
  items: z.array(
    z.object({
      ocode: z.string(),
      state: z.enum(ORDER_STATUSES),
      reason: z.enum(DESK_QUEUE_REASONS),
      since: z.string().meta({ description: 'When it started waiting' }),
      ageMinutes: z.number().int(),
      firstTravelDate: z.string(),
      products: z.string(),
      contactName: z.string(),
      currency: z.string(),
      total: minorUnits,
      note: z.string().meta({ description: 'The customer’s reason of a refund request' }),
    }),
  ),
});
export type DeskQueue = z.infer<typeof deskQueue>;

/** GET /api/admin/v1/manifests: who travels on a package on a date. */
export const deskManifestQuery = z.object({
  product: z.string().trim().min(1).max(20).meta({ description: 'Product code (pcode)' }),
  package: z.string().trim().min(1).max(20).meta({ description: 'Package code (gcode)' }),
  date: isoDateSchema,
  format: z.enum(['json', 'csv']).default('json'),
});

const manifestOrder = {
  ocode: z.string(),
  state: z.enum(ORDER_STATUSES),
  contactName: z.string(),
  contactPhone: z.string(),
  remark: z.string(),
  travellers: z.array(z.string()).meta({ description: 'Names, family name first' }),
};

export const deskManifest = z.object({
  product: z.string(),
  package: z.string(),
  title: z.string(),
  packageTitle: z.string(),
  date: z.string(),
  counts: z.record(z.string(), z.number().int()).meta({ description: 'Booked per price type (adult, child, …)' }),
  orders: z.array(z.object({ ...manifestOrder, quantities: z.record(z.string(), z.number().int()) })),
});
export type DeskManifest = z.infer<typeof deskManifest>;

export const deskHotelManifestQuery = z.object({
  hotel: z.coerce.number().int().min(1).max(RECORD_ID_MAX).meta({ description: 'Hotel id' }),
  night: isoDateSchema.meta({ description: 'The night of this date (check-in on or before it, check-out after it)' }),
});

export const deskHotelManifest = z.object({
  hotel: z.number().int(),
  title: z.string(),
  night: z.string(),
  rooms: z.number().int(),
  guests: z.number().int(),
  stays: z.array(
    z.object({
      ...manifestOrder,
      roomType: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      party: z.array(z.object({ adults: z.number().int(), childAges: z.array(z.number().int()) })),
    }),
  ),
});
export type DeskHotelManifest = z.infer<typeof deskHotelManifest>;
