/** Business constants and limits of spec §9, in one place for server and web. */
export const LIMITS = {
  requestTimeoutMs: 120_000,
  merchantCacheMs: 86_400_000,
  loginCacheMs: 7 * 86_400_000,
  toastDurationMs: 3000,
  codeResendSeconds: 60,
  codeLength: 6,
  codeLifetimeMs: 10 * 60_000,
  codeMaxTries: 5,
  passwordMin: 8,
  passwordMax: 20,
  inviteCodeMin: 6,
  inviteCodeMax: 16,
  nameMax: 100,
  minimumAge: 18,
  validationDebounceMs: 300,
  datePickerMaxSpanDays: 8,
  datePickerMaxMonths: 24,
  hotelMaxMonthsAhead: 11,
  datePickerShortcutDays: [30, 90, 180],
  birthPickerYearsAgo: 23,
  hotelDefaultCheckInDays: 7,
  hotelDefaultNights: 2,
  cartCheckPageSize: 20,
  headerHeight: 60,
  headerHeightHome: 92,
  loginDialogWidth: 526,
  loginDialogAgreementWidth: 826,
  smoothScrollMs: 468,
  liveKeepAliveMs: 15_000,
  liveServerTimeoutMs: 1_800_000,
  liveReconnectDelayMs: 3000,
  negotiateRedirectLimit: 100,
  sessionLifetimeMs: 7 * 86_400_000,
} as const;

export const DEFAULT_MERCHANT_NUMBER = '456817';

/** Named image sizes of spec §9 (height 0 keeps the aspect ratio). */
export const IMAGE_SIZES = {
  common: { width: 260, height: 195 },
  small: { width: 84, height: 84 },
  avatar: { width: 84, height: 84 },
  detail: { width: 750, height: 560 },
  banner: { width: 600, height: 352 },
  logo: { width: 0, height: 84 },
} as const;
export type ImageSizeName = keyof typeof IMAGE_SIZES;
