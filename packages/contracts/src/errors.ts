/**
 * The error catalogue (DESIGN §4). 1005, 1006 and 3002 are fixed by the spec;
 * the rest are ours, grouped by range:
 *   1xxx identity and session · 2xxx malformed request · 3xxx unknown or missing resource
 *   4xxx business rule or conflict · 42xx rate limits · 5xxx server fault.
 */
export const ERROR_CODES = {
  ok: { code: 0, status: 200, meaning: 'Success' },
  wrongCredentials: { code: 1001, status: 401, meaning: 'The user name or password is wrong' },
  accountNotCompleted: {
    code: 1002,
    status: 400,
    meaning: 'The account has no password yet: log in with a verification code and complete it',
  },
  codeWrong: { code: 1010, status: 400, meaning: 'The verification code is wrong' },
  codeExpired: { code: 1011, status: 400, meaning: 'No valid verification code: expired, used, or never sent' },
  codeTriesExceeded: { code: 1012, status: 400, meaning: 'Too many wrong tries; request a new code' },
  invalidToken: { code: 1005, status: 401, meaning: 'No token, or a token that is not known' },
  sessionEnded: { code: 1006, status: 401, meaning: 'Session ended: expired, revoked or forced offline' },
  forbidden: { code: 1003, status: 403, meaning: 'Not allowed for this member' },
  // 102x staff sign-in (issue 13, docs/decisions.md "Back office: staff sign-in").
  totpRequired: { code: 1020, status: 401, meaning: 'This staff account needs its authenticator (TOTP) code' },
  totpWrong: { code: 1021, status: 401, meaning: 'The authenticator code is wrong or was already used' },
  totpSetupRequired: {
    code: 1022,
    status: 403,
    meaning: 'Set up the authenticator (TOTP) first: this session may only enrol it',
  },
  validationFailed: { code: 2001, status: 400, meaning: 'A field of the request is missing or invalid' },
  missingHeader: { code: 2002, status: 400, meaning: 'A required request header is missing' },
  unsupportedLanguage: { code: 2003, status: 400, meaning: 'The language is not one the storefront supports' },
  unsupportedCurrency: { code: 2004, status: 400, meaning: 'The currency is not one the storefront supports' },
  malformedId: { code: 2005, status: 400, meaning: 'An id in the path or a header is malformed' },
  unknownMerchant: { code: 3002, status: 404, meaning: 'No merchant has this business number' },
  notFound: { code: 3004, status: 404, meaning: 'The requested resource does not exist' },
  conflict: { code: 4009, status: 409, meaning: 'The request conflicts with the current state' },
  // 41xx orders, payments, coupons, points and flash sales (docs/decisions.md, "Orders, payments, coupons and points").
  soldOut: { code: 4101, status: 409, meaning: 'Not enough stock or rooms left for this date' },
  orderExpired: { code: 4102, status: 409, meaning: 'The order expired unpaid; its stock was released' },
  orderState: { code: 4103, status: 409, meaning: 'The order cannot do this in its current state' },
  paymentMismatch: { code: 4104, status: 409, meaning: 'The payment notification does not match the payment' },
  badSignature: { code: 4105, status: 401, meaning: 'The payment notification signature is missing or wrong' },
  couponExpired: { code: 4111, status: 409, meaning: 'The coupon is not valid on this date' },
  couponUsed: { code: 4112, status: 409, meaning: 'The coupon was already used' },
  couponMinSpend: { code: 4113, status: 409, meaning: 'The order is below the coupon’s minimum spend' },
  couponNotApplicable: { code: 4114, status: 409, meaning: 'The coupon does not apply to these products' },
  pointsInsufficient: { code: 4121, status: 409, meaning: 'Not enough points' },
  seckillClosed: { code: 4131, status: 409, meaning: 'The flash sale has not started or has ended' },
  seckillSoldOut: { code: 4132, status: 409, meaning: 'The flash sale is sold out' },
  seckillLimit: { code: 4133, status: 409, meaning: 'The flash sale’s per-member limit is reached' },
  dateChangeRefused: { code: 4141, status: 409, meaning: 'The date cannot be changed (once, ≥ 21 days before)' },
  notRefundable: {
    code: 4142,
    status: 409,
    meaning: 'The booking was sold non-refundable (its trip product or hotel rate); no refund can be asked for',
  },
  cartFull: { code: 4151, status: 409, meaning: 'The cart is full' },
  itemUnavailable: { code: 4152, status: 409, meaning: 'The product, date or stay is no longer sold' },
  cartQuantityLimit: {
    code: 4155,
    status: 409,
    meaning: 'A cart line holds at most 20 of each traveller type; the add would go over it',
  },
  priceChanged: { code: 4153, status: 409, meaning: 'The total changed since it was shown; review and retry' },
  requestKeyUsed: {
    code: 4154,
    status: 409,
    meaning: 'This requestKey was already used by another member or client; nothing was ordered',
  },
  // 416x complaints (docs/decisions.md, "Complaints").
  complaintWindowClosed: {
    code: 4161,
    status: 409,
    meaning: 'Complaints are accepted up to 30 days after the return; the message names the last day',
  },
  complaintLimit: { code: 4162, status: 409, meaning: 'This order already has the most complaints it can carry' },
  // 417x staff management.
  lastOwner: {
    code: 4171,
    status: 409,
    meaning: 'A merchant keeps at least one owner: the last cannot be removed or demoted',
  },
  // 418x the back office's availability calendar (docs/decisions.md, "The availability calendar").
  stockBelowSold: {
    code: 4181,
    status: 409,
    meaning: 'A day would have less stock than paid and held orders already take on it',
  },
  // 4201–4209 the back office's hotel editing (docs/decisions.md, "Hotels in the back office").
  roomsBelowSold: {
    code: 4201,
    status: 409,
    meaning: 'A night would have fewer rooms on sale than paid and held stays already take on it',
  },
  roomTypeLimit: { code: 4202, status: 409, meaning: 'The hotel already has the most room types it can carry' },
  ratePlanLimit: { code: 4203, status: 409, meaning: 'The hotel already has the most rate plans it can carry' },
  // 4184–4187 the back office's product editing (docs/decisions.md, "Back-office product editing").
  photoTooLarge: { code: 4184, status: 413, meaning: 'The uploaded photo is larger than the photo size limit' },
  photoLimit: { code: 4185, status: 409, meaning: 'The product already has the most photos it can carry' },
  packageLimit: { code: 4186, status: 409, meaning: 'The product already has the most packages it can carry' },
  // 4195–4199 money settings in the back office (docs/decisions.md, "Money settings").
  couponCodeTaken: { code: 4195, status: 409, meaning: 'Another coupon of this shop already has this public code' },
  couponsAllIssued: { code: 4196, status: 409, meaning: 'Every coupon of this template was issued (its quantity)' },
  couponAlreadyTaken: { code: 4197, status: 409, meaning: 'This account already took the coupon of this code' },
  couponNotIssuing: {
    code: 4198,
    status: 409,
    meaning: 'This coupon is no longer issued (stopped or its window ended)',
  },
  // 419x the back office's flash sales (docs/decisions.md, "Marketing in the back office").
  seckillOverlap: {
    code: 4191,
    status: 409,
    meaning: 'The package already has a flash sale in an overlapping window; the message names it',
  },
  seckillStockBelowSold: {
    code: 4192,
    status: 409,
    meaning: 'A flash sale’s stock cannot go below what it has sold; the message names the figure',
  },
  seckillEnded: { code: 4193, status: 409, meaning: 'The flash sale has ended: it is kept as it was sold' },
  seckillHasSales: {
    code: 4194,
    status: 409,
    meaning: 'A flash sale that has sold cannot be deleted; end it by moving its end time',
  },
  // 4211–4219 the product CSV import (docs/decisions.md, "Product CSV import and export (issue 14)").
  productImportRejected: {
    code: 4211,
    status: 400,
    meaning: 'The product CSV has problems; nothing was imported (data lists each row, column and why)',
  },
  rateLimited: { code: 4290, status: 429, meaning: 'Too many requests; try again later' },
  codeCooldown: { code: 4291, status: 429, meaning: 'A code was sent less than 60 s ago; wait before asking again' },
  loginThrottled: { code: 4292, status: 429, meaning: 'Too many wrong passwords; try again later' },
  unpaidOrdersLimit: {
    code: 4293,
    status: 429,
    meaning:
      'Too many unpaid orders are holding stock for this client address, contact or account; pay or cancel one, or wait until one expires',
  },
  internal: { code: 5000, status: 500, meaning: 'Unexpected server error' },
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName]['code'];

/** HTTP status for an envelope code; unknown codes are treated as server faults. */
export function httpStatusOf(code: number): number {
  for (const entry of Object.values(ERROR_CODES)) if (entry.code === code) return entry.status;
  return 500;
}
