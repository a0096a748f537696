import { z } from 'zod';

/**
 * Complaints (site terms, spec §1: "complaints must be made within 30 days of return"), filed
 * from an order's details page (docs/decisions.md, "Complaints").
 */

export const COMPLAINT_LIMITS = {
  /** Days after the order's last travel date (the return) that a complaint is accepted, inclusive. */
  windowDays: 30,
  textMin: 20,
  textMax: 2000,
  photosMax: 4,
  /** Per photo, as uploaded (stored resized). */
  photoMaxBytes: 8 * 1024 * 1024,
  /** Complaints one order can carry. */
  perOrderMax: 5,
} as const;

/** What went wrong; the texts are `complaint.category.<id>` in the UI texts. */
export const COMPLAINT_CATEGORIES = [
  'not_as_described',
  'no_show',
  'cancelled_by_supplier',
  'accommodation',
  'staff',
  'safety',
  'billing',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** received → in_review → resolved; the merchant moves it (the back office, later). */
export const COMPLAINT_STATES = ['received', 'in_review', 'resolved'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

export const complaintText = z
  .string()
  .trim()
  .min(COMPLAINT_LIMITS.textMin, `Describe the problem in at least ${COMPLAINT_LIMITS.textMin} characters`)
  .max(COMPLAINT_LIMITS.textMax, `At most ${COMPLAINT_LIMITS.textMax} characters`);

/** The text fields of a complaint (the photos come as files beside them). */
export const complaintFields = z.object({
  category: z.enum(COMPLAINT_CATEGORIES),
  text: complaintText,
});
export type ComplaintFields = z.infer<typeof complaintFields>;

/**
 * POST /api/v1/order/complaint/{ocode} — multipart/form-data: `category`, `text` and up to
 * four `photos` (JPEG, PNG or WebP). Described for the API document; the route reads the parts.
 */
export const complaintForm = complaintFields.extend({
  photos: z
    .array(z.any().meta({ type: 'string', format: 'binary' }))
    .max(COMPLAINT_LIMITS.photosMax)
    .optional()
    .meta({ description: `Up to ${COMPLAINT_LIMITS.photosMax} images, each at most 8 MB` }),
});

export const complaint = z.object({
  /** Per order, from 1. */
  number: z.number().int(),
  category: z.enum(COMPLAINT_CATEGORIES),
  text: z.string(),
  /** Image URLs (served by /images). */
  photos: z.array(z.string()),
  state: z.enum(COMPLAINT_STATES),
  createdAt: z.string(),
});
export type Complaint = z.infer<typeof complaint>;

/** GET /api/v1/order/complaint/{ocode} */
export const orderComplaints = z.object({
  /** The last day a complaint is accepted (YYYY-MM-DD): 30 days after the return. */
  deadline: z.string(),
  /** Whether a complaint can be filed now (paid order, within the window, under the per-order cap). */
  open: z.boolean(),
  complaints: z.array(complaint),
});
export type OrderComplaints = z.infer<typeof orderComplaints>;
