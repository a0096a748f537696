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
