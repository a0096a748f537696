/**
 * Intl formatters, one per language and options. Making one costs 20–60 µs (ICU loads the
 * language's patterns) while using one costs under 1 µs, and a product page formats dozens of
 * numbers and dates (each related product's bookings, the calendar's days): made afresh each
 * time, they were a visible part of a server render and of the browser's hydration.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** At most this many formatters of each kind are kept (a page uses a handful; the first ones made stay). */
const MAX_KEPT = 200;

function kept<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key);
  if (!format) {
    format = make();
    if (formats.size < MAX_KEPT) formats.set(key, format);
  }
  return format;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept(numberFormats, `${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  kept(dateTimeFormats, `${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
