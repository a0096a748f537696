import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Phone numbers per dialling code (spec §5), the one place that imports libphonenumber for the
 * rules: validation.ts builds `rules.phone`/`rules.mobilePhone` on these and re-exports them.
 *
 * `libphonenumber-js/max` because spec §5 asks for each code's own national pattern, and a
 * phone that receives codes must be a mobile one (its type); the `min` metadata only checks
 * lengths and knows no types. The server and the web use the same metadata: in the web it is
 * loaded only by the chunks with a phone field (never by the home page's entry chunk).
 */

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Dialling codes with their own national pattern (spec §5), each mapped to its main region.
 * A region's pattern also accepts the other regions sharing the code (+1 covers Canada too).
 */
export const PHONE_REGIONS: Readonly<Record<number, CountryCode>> = {
  1: 'US',
  60: 'MY',
  61: 'AU',
  62: 'ID',
  63: 'PH',
  64: 'NZ',
  65: 'SG',
  81: 'JP',
  82: 'KR',
  84: 'VN',
  86: 'CN',
  91: 'IN',
  679: 'FJ',
  852: 'HK',
  853: 'MO',
  886: 'TW',
};

/**
 * A phone number valid for its dialling code: national form (`0412 345 678`, `412345678`) or
 * international with the same code; spaces, dashes, dots and brackets allowed. Codes without a
 * pattern accept any digits.
 */
export function isPhoneForCode(phone: string, callingCode: number | string): boolean {
  const value = phone.trim();
  if (!PHONE_CHARACTERS.test(value)) return false;
  const code = Number(callingCode);
  const region = PHONE_REGIONS[code];
  if (!region) return /\d/.test(value) && !value.startsWith('+');
  const parsed = parsePhoneNumberFromString(value, region);
  return parsed !== undefined && parsed.countryCallingCode === String(code) && parsed.isValid();
}

/**
 * Number types an SMS reaches. FIXED_LINE_OR_MOBILE is a plan that cannot tell the two apart
 * (+1: the United States and Canada), so it is accepted; every other type is not a mobile.
 */
const MOBILE_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A valid number for its dialling code that is a mobile one (it can receive the SMS with a code):
 * `010 6552 9988` with +86 is a Beijing landline and is refused, `138 0013 8000` is accepted.
 * Codes without a pattern of their own are typed from the international form when
 * libphonenumber knows the number, and accepted when it cannot tell.
 */
export function isMobileForCode(phone: string, callingCode: number | string): boolean {
  if (!isPhoneForCode(phone, callingCode)) return false;
  const code = Number(callingCode);
  const region = PHONE_REGIONS[code];
  const value = phone.trim();
  const parsed = region
    ? parsePhoneNumberFromString(value, region)
    : parsePhoneNumberFromString(`+${code}${value.replace(/\D/g, '').replace(/^0+/, '')}`);
  if (!parsed?.isValid()) return region === undefined;
  const type = parsed.getType();
  return type === undefined || MOBILE_TYPES.has(type);
}
