import { z } from 'zod';
import { hotelLineInput, productLineInput } from './cart.js';
import { isoDateSchema } from './catalog.js';
import { hotelRoomRequest } from './hotels.js';
import { recordId } from './record-id.js';
import { appellationSchema, callingCodeSchema, nationIdSchema } from './identity.js';
import { PASSENGER_ID_TYPES, isDocumentExpiry, isDocumentNumber, isTravellerBirthDate } from './traveller-rules.js';
import { addDays, localIsoDate } from './calendar-date.js';
import { FORM_MESSAGES, isEmail, isPhoneForCode, ruleSchemas } from './validation.js';

/**
 * Orders (spec §2 orderform, orderdetails, my/order, visitor-order). Money is integer minor
 * units of the order's currency: the request currency when the order was made.
 */

/**
 * The order state machine (docs/decisions.md, "Orders, payments, coupons and points"):
 * pending_payment → paid → confirmed | awaiting_confirmation → confirmed → completed;
 * pending_payment → cancelled | expired; paid, awaiting_confirmation, confirmed →
 * refund_requested → refunded (or back on refusal).
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'awaiting_confirmation',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_LIMITS = {
  /** A member's unpaid order holds its stock this long. */
  paymentWindowMs: 30 * 60_000,
  /**
   * A visitor's unpaid order holds its stock this long once its payment page is opened (a
   * checkout created), and only `guestCheckoutOpenMs` until then (docs/decisions.md, "Unpaid holds").
   */
  guestPaymentWindowMs: 15 * 60_000,
  guestCheckoutOpenMs: 5 * 60_000,
  /** Unpaid visitor orders holding stock at once from one client address, per shop. */
  unpaidPerClientAddress: 5,
  /** Unpaid visitor orders holding stock at once for one contact email, or one contact phone, per shop. */
  unpaidPerContact: 3,
  /** Unpaid orders one member may hold at once, per shop (members are not counted by address). */
  unpaidPerMember: 10,
  /** Orders (members' and visitors') one client address may create per window. */
  ordersPerAddress: 30,
  ordersPerAddressWindowMs: 10 * 60_000,
  /** A date change needs this many days before the travel date (spec §1 terms). */
  dateChangeMinDays: 21,
  travellersMax: 20,
  cartItemsPerOrderMax: 20,
  remarkMax: 500,
  pageSizeMax: 50,
  /** Units of one flash sale a member may hold (paid or awaiting payment). */
  seckillPerMember: 2,
  /** A visitor's order token lasts this long. */
  accessTokenMs: 30 * 86_400_000,
} as const;

/** An unguessable order code: 20 base32 characters (100 random bits). */
export const orderCodeSchema = z
  .string()
  .regex(/^[A-Z2-7]{20}$/, 'An order code is 20 letters and digits')
  .meta({ description: 'Order code (ocode), e.g. K7Q2M9XBT4NJ6WZ3HR5A' });

const minorUnits = z.number().int().meta({ description: 'Money in integer minor units (cents) of `currency`' });

/** A flash-sale purchase: the sale's price type at the sale price, on a travel date. */
export const seckillLineInput = z.object({
  kind: z.literal('seckill'),
  seckillId: recordId,
  date: isoDateSchema,
  quantity: z.number().int().min(1).max(10),
});

/** What one order is for when it comes from the order form (spec orderform/{pcode}/{gcode}). */
export const orderItemInput = z.discriminatedUnion('kind', [productLineInput, seckillLineInput, hotelLineInput]);
export type OrderItemInput = z.output<typeof orderItemInput>;

const ID_TYPE_VALUES: readonly number[] = Object.values(PASSENGER_ID_TYPES);

/** A traveller typed on the form (same rules as a saved traveller). */
export const typedTraveller = z.object({
  lastName: ruleSchemas.name(),
  firstName: ruleSchemas.name(),
  appellation: appellationSchema,
  datebirth: z
    .string()
    .trim()
    .refine((v) => isTravellerBirthDate(v, localIsoDate()), FORM_MESSAGES.birthDate),
  nationality: nationIdSchema,
  idType: z
    .number()
    .int()
    .refine((v) => ID_TYPE_VALUES.includes(v), 'idType must be 1 (passport), 2 (national id card) or 3 (other)'),
  idNumber: z.string().trim().toUpperCase().refine(isDocumentNumber, 'idNumber must be 5 to 20 letters and digits'),
  idExpiry: z
    .string()
    .trim()
    .refine((v) => isDocumentExpiry(v, localIsoDate()), 'idExpiry must be a YYYY-MM-DD date after today'),
});

/** A traveller: a saved one (members) by id, or typed. */
export const travellerInput = z.union([z.object({ passengerId: recordId }), typedTraveller]);
export type TravellerInput = z.output<typeof travellerInput>;

export const contactInput = z
  .object({
    lastName: ruleSchemas.name(),
    firstName: ruleSchemas.name(),
    email: ruleSchemas.email().transform((v) => v.toLowerCase()),
    phone: z.string().trim().max(30).optional(),
    country: callingCodeSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (!isEmail(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: FORM_MESSAGES.email });
    if (v.phone) {
      if (v.country === undefined || v.country === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['country'],
          message: 'country (dialling code) is required with a phone',
        });
      } else if (!isPhoneForCode(v.phone, v.country)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: FORM_MESSAGES.phone });
      }
    }
  });
export type ContactInput = z.output<typeof contactInput>;

/** What is bought: one form item or selected cart lines (members), and the discounts asked for. */
const purchase = {
  item: orderItemInput.optional().meta({ description: 'The order form’s item (one product package or stay)' }),
  cartItemIds: z
    .array(recordId)
    .min(1)
    .max(ORDER_LIMITS.cartItemsPerOrderMax)
    .optional()
    .meta({ description: 'Selected cart lines (members); they leave the cart when the order is made' }),
  couponId: recordId.optional().meta({ description: 'A coupon of the member (my/coupon id)' }),
  points: z.number().int().min(0).optional().meta({ description: 'Points to redeem (a multiple of the step)' }),
};

const oneSource = <T extends { item?: unknown; cartItemIds?: unknown }>(v: T) =>
  (v.item === undefined) !== (v.cartItemIds === undefined);
const oneSourceIssue = { message: 'Send either item or cartItemIds', path: ['item'] };

/** POST /api/v1/order/quote: prices a form before it is submitted. */
export const orderQuoteRequest = z.object(purchase).refine(oneSource, oneSourceIssue);
export type OrderQuoteRequest = z.output<typeof orderQuoteRequest>;

/** POST /api/v1/order/create. A visitor (no token) may order too: the contact email is required. */
export const createOrderRequest = z
  .object({
    ...purchase,
    contact: contactInput,
    travellers: z.array(travellerInput).min(1, 'Add at least one traveller').max(ORDER_LIMITS.travellersMax),
    remark: z.string().trim().max(ORDER_LIMITS.remarkMax).optional(),
    expectedTotal: minorUnits
      .optional()
      .meta({ description: 'The total the visitor saw; a different total now answers 4153 with nothing ordered' }),
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22,64}$/, 'requestKey must be 22 to 64 characters of A-Z, a-z, 0-9, _ and -')
      .optional()
      .meta({
        description:
          'Idempotency key of at least 128 random bits (22+ base64url or 32 hex characters): a retry with the same key from the same member, or the same visitor client, answers the order made the first time; anyone else gets 4154',
      }),
  })
  .refine(oneSource, oneSourceIssue);
export type CreateOrderRequest = z.output<typeof createOrderRequest>;

export const orderLine = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'seckill', 'hotel']),
  productCode: z.string(),
  gcode: z.string(),
  hotelId: z.number().int().nullable(),
  title: z.string(),
  packageTitle: z.string(),
  image: z.string(),
  date: z.string().meta({ description: 'Travel date or check-in' }),
  endDate: z.string().meta({ description: 'Check-out of a stay; "" for a product' }),
  originalDate: z.string().meta({ description: 'The date before the one change; "" when never changed' }),
  quantities: z.record(z.string(), z.number().int()),
  rooms: z.array(hotelRoomRequest),
  unitPrices: z.record(z.string(), minorUnits),
  amount: minorUnits,
  instantConfirmation: z.boolean(),
  doublePoints: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** GET price of a form: the lines, discounts, and what coupons and points could do. */
export const couponOption = z.object({
  id: z.number().int(),
  title: z.string(),
  applicable: z.boolean(),
  reason: z.string().meta({ description: 'Why it does not apply; "" when it does' }),
  discount: minorUnits,
});
export const orderQuote = z.object({
  currency: z.string(),
  items: z.array(orderLine.omit({ id: true, originalDate: true })),
  subtotal: minorUnits,
  couponDiscount: minorUnits,
  pointsUsed: z.number().int(),
  pointsDiscount: minorUnits,
  total: minorUnits,
  pointsToEarn: z.number().int(),
  coupons: z.array(couponOption).meta({ description: 'The member’s usable coupons for this form' }),
  points: z.object({
    balance: z.number().int(),
    step: z.number().int(),
    stepValue: minorUnits,
    maxUsable: z.number().int(),
  }),
});
export type OrderQuote = z.infer<typeof orderQuote>;

export const SUPPLEMENT_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export const supplement = z.object({
  payid: z.string(),
  amount: minorUnits,
  currency: z.string(),
  reason: z.string(),
  status: z.enum(SUPPLEMENT_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Supplement = z.infer<typeof supplement>;

export const orderSummary = z.object({
  ocode: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  total: minorUnits,
  items: z.array(orderLine),
  createdAt: z.string(),
  expiresAt: z.string().meta({ description: 'When an unpaid order expires' }),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderDetail = orderSummary.extend({
  subtotal: minorUnits,
  couponDiscount: minorUnits,
  couponTitle: z.string(),
  pointsUsed: z.number().int(),
  pointsDiscount: minorUnits,
  pointsToEarn: z.number().int(),
  pointsEarned: z.number().int(),
  paidAmount: minorUnits.meta({
    description: 'Paid so far: the order and paid supplements, less what a cheaper date gave back',
  }),
  contact: z.object({
    lastName: z.string(),
    firstName: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.number().int().nullable(),
  }),
  travellers: z.array(typedTraveller.extend({ datebirth: z.string(), idExpiry: z.string() })),
  remark: z.string(),
  guest: z.boolean(),
  supplements: z.array(supplement),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), note: z.string() })),
  actions: z.object({
    pay: z.boolean(),
    cancel: z.boolean(),
    refund: z.boolean(),
    changeDate: z.boolean(),
  }),
  paidAt: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** Answer of create and of the visitor lookup: a visitor gets a token for this order. */
export const orderWithAccess = z.object({
  order: orderDetail,
  accessToken: z.string().nullable().meta({
    description: 'Visitors: send it as the `x-order-token` header to read, pay or cancel this order',
  }),
});
export type OrderWithAccess = z.infer<typeof orderWithAccess>;

/** POST /api/v1/order/pagging (members). */
export const orderPageRequest = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(ORDER_LIMITS.pageSizeMax).default(10),
  statuses: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).optional(),
  placedFrom: isoDateSchema.optional().meta({ description: 'Orders placed on or after this date (UTC)' }),
  placedTo: isoDateSchema.optional().meta({ description: 'Orders placed on or before this date (UTC)' }),
});
export type OrderPageRequest = z.output<typeof orderPageRequest>;

export const orderPage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(orderSummary),
});
export type OrderPage = z.infer<typeof orderPage>;

export const orderCodeParams = z.object({ ocode: z.string().meta({ description: 'Order code' }) });

/** POST /api/v1/order/change-date/{ocode}: once per line, ≥ 21 days before its travel date. */
export const changeDateRequest = z.object({ itemId: recordId, date: isoDateSchema });
export type ChangeDateRequest = z.output<typeof changeDateRequest>;

/** The order after a date change, with what a cheaper date gives back through the payment provider. */
export const changeDateResult = orderDetail.extend({
  dateChangeRefund: z
    .object({
      amount: minorUnits,
      currency: z.string(),
      status: z.enum(['succeeded', 'pending']).meta({ description: 'pending: the provider is retried' }),
    })
    .nullable()
    .meta({ description: 'The difference refunded for a cheaper date; null for a dearer or same-priced one' }),
});
export type ChangeDateResult = z.infer<typeof changeDateResult>;

export const refundRequest = z.object({ reason: z.string().trim().max(ORDER_LIMITS.remarkMax).default('') });

/** POST /api/v1/order/visitor/send-code */
export const visitorSendCodeRequest = z.object({
  ocode: z.string().trim().toUpperCase(),
  email: ruleSchemas.email().transform((v) => v.toLowerCase()),
});
/** POST /api/v1/order/visitor/query */
export const visitorQueryRequest = visitorSendCodeRequest.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The verification code is 6 digits'),
});
export type VisitorQueryRequest = z.output<typeof visitorQueryRequest>;

/** POST /api/v1/order/supplement/{ocode} (merchant side, outside production only). */
export const supplementRequest = z.object({
  amount: z.number().int().min(1).meta({ description: 'Minor units of the order currency' }),
  reason: z.string().trim().min(1).max(300),
});

/** Why a line's travel date cannot change (spec §1 terms); the server refuses the same. */
export type DateChangeBlock = 'hotel' | 'changed' | 'tooLate';

/** The first date a line may move to today (`YYYY-MM-DD`): the new date, too, is at least 21 days away. */
export const earliestNewTravelDate = (today: string) => addDays(today, ORDER_LIMITS.dateChangeMinDays);

/** Null when the line may move to another date today (`YYYY-MM-DD`); otherwise the reason. */
export function dateChangeBlock(
  line: { kind: OrderLine['kind']; date: string; originalDate: string },
  today: string,
): DateChangeBlock | null {
  if (line.kind === 'hotel') return 'hotel';
  if (line.originalDate !== '') return 'changed';
  if (addDays(today, ORDER_LIMITS.dateChangeMinDays) > line.date) return 'tooLate';
  return null;
}
