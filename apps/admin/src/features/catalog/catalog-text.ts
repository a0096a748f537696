import { FIELD_LABELS, type PriceType, type ProductTextField, type SiteLanguage } from '@storefront/contracts';

/**
 * The catalog pages' words in one place (the desk speaks English, STYLE: one text per thing).
 * Where the shop API's field catalogue already names a field, its English label is used, so the
 * desk and the API's validation messages call a field the same.
 */
const field = (name: string, fallback: string) => FIELD_LABELS[name]?.['en-AU'] ?? fallback;

export const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  'zh-CN': 'Chinese (Simplified)',
  'zh-TW': 'Chinese (Traditional)',
  'en-AU': 'English',
  'ko-KR': 'Korean',
};

export const TEXT_FIELD_NAMES: Record<ProductTextField, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  highlights: 'Highlights',
  description: 'Description',
  included: 'What is included',
  howToUse: 'How to use',
  cancellationPolicy: 'Cancellation policy',
  meetingPoint: 'Meeting point',
};

/** What a price type is called: per person of an age band, or per unit (a car, a room). */
export const PRICE_TYPE_NAMES: Record<PriceType, string> = {
  adult: 'Adult',
  child: 'Child',
  senior: 'Senior',
  unit: 'Unit',
};

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The month grid starts on Monday, as operators' desks (and ISO weeks) do. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const STATUS_NAMES: Record<string, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  archived: 'Archived',
};

export const T = {
  products: 'Products',
  newProduct: 'New product',
  searchProducts: 'Search by code or title',
  status: field('status', 'Status'),
  anyStatus: 'Any status',
  noProducts: 'No product matches.',
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  missingTranslation: 'Missing translation',
  translated: 'Translated',
  category: field('category', 'Category'),
  location: 'Location',
  tags: 'Tags',
  refundable: 'Refundable',
  instantConfirmation: 'Instant confirmation',
  duration: 'Duration',
  meetingPoint: 'Meeting point',
  packages: 'Packages',
  photos: 'Photos',
  calendar: 'Availability calendar',
  save: 'Save',
  saving: 'Saving…',
  publish: 'Publish',
  unpublish: 'Unpublish',
  archive: 'Archive',
  // The calendar
  month: 'Month',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  rangeEditor: 'Change a range of days',
  from: 'From',
  to: 'To',
  weekdays: 'Only on these weekdays',
  weekdaysHint: 'None ticked: every day of the range',
  stock: 'Places on sale per day',
  stockHint: 'Empty: each day keeps its own',
  priceHint: 'Empty: each day keeps its own',
  sale: 'Days are',
  saleKeep: 'Left open or closed as they are',
  saleOpen: 'Opened for sale',
  saleClose: 'Closed',
  apply: 'Apply to the days',
  applying: 'Applying…',
  copyMonth: 'Copy this month',
  copyTo: 'Copy to month',
  copy: 'Copy',
  copying: 'Copying…',
  sold: 'sold',
  left: 'left',
  closedDay: 'Closed',
  notOnSale: 'Not on sale',
} as const;

/** "Adult price (NZD)": a price field names its currency, which every figure on the page is in. */
export const priceLabel = (type: PriceType, currency: string) => `${PRICE_TYPE_NAMES[type]} price (${currency})`;
