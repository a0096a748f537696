import { z } from 'zod';
import { isIsoDate } from './calendar-date.js';
import { PRICE_TYPES } from './catalog.js';

/**
 * The back office's availability calendar of a package (issue 14, DESIGN §4). A day on sale has
 * its own price per price type (minor units of the product's own currency; a type without its
 * own price sells at the package's price), its stock — the places on sale that day in total, the
 * merchant's figure, of which paid and held orders have taken `sold` — and whether it is closed.
 * Weekdays count as JavaScript does: 0 = Sunday … 6 = Saturday.
 */
export const ADMIN_CALENDAR_LIMITS = {
  /** Days one change may span (a year, leap day included). */
  maxRangeDays: 366,
  /** Highest price of a price type on a day, in minor units (999 999.99 in a two-decimal currency). */
  priceMax: 99_999_999,
  stockMax: 100_000,
} as const;

const isoDate = z.string().refine(isIsoDate, { message: 'Use a calendar date, YYYY-MM-DD' });

export const adminCalendarParams = z.object({ gcode: z.string().min(1).max(12) });

const dayPrice = z.number().int().min(0).max(ADMIN_CALENDAR_LIMITS.priceMax);

/** Prices of a day per price type, in minor units of the product's currency. */
export const adminCalendarPrices = z
  .object({
    adult: dayPrice.optional(),
    child: dayPrice.optional(),
    senior: dayPrice.optional(),
    unit: dayPrice.optional(),
  })
  .strict();
export type AdminCalendarPrices = z.infer<typeof adminCalendarPrices>;

export const adminCalendarUpdate = z
  .object({
    from: isoDate.meta({ description: 'First day changed (YYYY-MM-DD)' }),
    to: isoDate.meta({ description: 'Last day changed, inclusive (YYYY-MM-DD); at most 366 days from `from`' }),
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .optional()
      .meta({ description: 'Only these weekdays, 0 = Sunday … 6 = Saturday; every day when absent' }),
    prices: adminCalendarPrices.optional().meta({
      description:
        "The days' prices per type in minor units of the product's currency (only types the package sells; the others keep theirs)",
    }),
    stock: z.number().int().min(0).max(ADMIN_CALENDAR_LIMITS.stockMax).optional().meta({
      description:
        'Places on sale on each day in total; never below what paid and held orders already take on a day (409 naming the date)',
    }),
    closed: z
      .boolean()
      .optional()
      .meta({ description: 'true closes the days (not bookable, stock kept); false opens them again' }),
  })
  .strict();
export type AdminCalendarUpdate = z.infer<typeof adminCalendarUpdate>;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month, YYYY-MM')
  .meta({ description: 'YYYY-MM' });

/**
 * POST /api/admin/v1/packages/{gcode}/calendar/copy: every day of `fromMonth` put on sale (open or
 * closed) onto the same day of `toMonth` — its own prices, stock and closed flag; the 31st is
 * dropped in a shorter month and days never on sale leave their target as it is. One transaction.
 */
export const adminCalendarCopy = z
  .object({
    fromMonth: month.meta({ description: 'The month copied (YYYY-MM)' }),
    toMonth: month.meta({ description: 'The month written (YYYY-MM), another than fromMonth' }),
  })
  .strict();
export type AdminCalendarCopy = z.infer<typeof adminCalendarCopy>;

export const adminCalendarChanged = z.object({ days: z.number().int() });
export type AdminCalendarChanged = z.infer<typeof adminCalendarChanged>;

export const adminCalendarQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month, YYYY-MM')
    .meta({ description: 'YYYY-MM' }),
});

/** A day's state: `none` never put on sale, `open` on sale, `closed` on sale but closed by the merchant. */
export const ADMIN_CALENDAR_DAY_STATES = ['none', 'open', 'closed'] as const;
export type AdminCalendarDayState = (typeof ADMIN_CALENDAR_DAY_STATES)[number];

export const adminCalendarDay = z.object({
  date: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int(),
  state: z.enum(ADMIN_CALENDAR_DAY_STATES),
  /**
   * The day's price per type the package sells, minor units of the product's currency: the day's
   * own price, else the package's (also for a day never on sale: what it would sell at).
   */
  prices: z.partialRecord(z.enum(PRICE_TYPES), z.number().int()),
  /** Types whose price is the day's own (the others follow the package's price). */
  ownPrices: z.array(z.enum(PRICE_TYPES)),
  /** Places on sale that day in total (0 for a day never on sale). */
  stock: z.number().int(),
  /** Places taken by paid orders and by unpaid orders still holding theirs. */
  sold: z.number().int(),
  /** Places a shopper can still book: stock − sold, 0 when closed or never on sale. */
  left: z.number().int(),
});
export type AdminCalendarDay = z.infer<typeof adminCalendarDay>;

export const adminCalendarMonth = z.object({
  gcode: z.string(),
  /** The product's own currency, which every price is in (minor units). */
  currency: z.string(),
  month: z.string(),
  /** The price types the package sells, with the package's price of each (minor units). */
  packagePrices: z.partialRecord(z.enum(PRICE_TYPES), z.number().int()),
  days: z.array(adminCalendarDay),
});
export type AdminCalendarMonth = z.infer<typeof adminCalendarMonth>;
