import { isIsoDate } from './calendar-date.js';

// Traveller rules without zod, shared by the server's passenger schemas and the web's forms.

/** The document a traveller books with. */
export const PASSENGER_ID_TYPES = { passport: 1, nationalIdCard: 2, otherTravelDocument: 3 } as const;

/** Earliest birth date a traveller may have. */
const OLDEST_BIRTH_DATE = '1900-01-01';

/**
 * A traveller's birth date: a real `YYYY-MM-DD` date, not after `today`. No minimum age: travellers
 * may be children (unlike the account holder, see `birthDateProblem`).
 */
export const isTravellerBirthDate = (value: string, today: string): boolean =>
  isIsoDate(value) && value >= OLDEST_BIRTH_DATE && value <= today;

/** A document expiry: a real `YYYY-MM-DD` date after `today`. */
export const isDocumentExpiry = (value: string, today: string): boolean => isIsoDate(value) && value > today;

/** A passport or id number: 5 to 20 letters and digits (stored upper-cased). */
export const isDocumentNumber = (value: string): boolean => /^[A-Z0-9]{5,20}$/i.test(value.trim());
