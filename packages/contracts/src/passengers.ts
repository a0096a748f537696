import { z } from 'zod';
import { appellationSchema, callingCodeSchema, nationIdSchema } from './identity.js';
import { PASSENGER_ID_TYPES, isDocumentExpiry, isDocumentNumber, isTravellerBirthDate } from './traveller-rules.js';
import { localIsoDate } from './calendar-date.js';
import { FORM_MESSAGES, isEmail, isPhoneForCode, ruleSchemas } from './validation.js';

/** Saved travellers (the member area's person-admin tab) and the order form's traveller picker. */

/** Most travellers one member may keep. */
export const PASSENGERS_MAX = 50;
export const PASSENGER_PAGE_SIZE_MAX = 50;

const ID_TYPE_VALUES: readonly number[] = Object.values(PASSENGER_ID_TYPES);

const optionalFlag = z.coerce.number().int().min(0).max(1).optional();

/**
 * POST /api/v1/account/passenger and PUT /api/v1/account/passenger/{id}. Phone and email are
 * optional (blank means none); a phone needs its dialling code in `country`.
 */
export const passengerInput = z
  .object({
    lastName: ruleSchemas.name(),
    firstName: ruleSchemas.name(),
    appellation: appellationSchema,
    datebirth: z
      .string()
      .trim()
      .refine((v) => isTravellerBirthDate(v, localIsoDate()), FORM_MESSAGES.birthDate)
      .meta({ description: 'YYYY-MM-DD, not after today (children allowed)' }),
    nationality: nationIdSchema,
    idType: z.coerce
      .number()
      .int()
      .refine((v) => ID_TYPE_VALUES.includes(v), 'idType must be 1 (passport), 2 (national id card) or 3 (other)'),
    idNumber: z.string().trim().toUpperCase().refine(isDocumentNumber, 'idNumber must be 5 to 20 letters and digits'),
    idExpiry: z
      .string()
      .trim()
      .refine((v) => isDocumentExpiry(v, localIsoDate()), 'idExpiry must be a YYYY-MM-DD date after today'),
    phone: z.string().trim().max(30).optional(),
    country: callingCodeSchema.nullable().optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
    isSelf: optionalFlag.meta({ description: '1 marks the member’s own profile (at most one traveller)' }),
  })
  .superRefine((values, ctx) => {
    if (values.phone) {
      if (values.country === undefined || values.country === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['country'],
          message: 'country (dialling code) is required with a phone',
        });
      } else if (!isPhoneForCode(values.phone, values.country)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: FORM_MESSAGES.phone, input: values.phone });
      }
    }
    if (values.email && !isEmail(values.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: FORM_MESSAGES.email, input: values.email });
    }
  });
export type PassengerInput = z.output<typeof passengerInput>;

/** A saved traveller. `phone` and `email` are '' and `country` null when not given. */
export const passenger = z.object({
  id: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  appellation: z.number().int(),
  datebirth: z.string(),
  nationality: z.string(),
  idType: z.number().int(),
  idNumber: z.string(),
  idExpiry: z.string(),
  phone: z.string(),
  country: z.number().int().nullable(),
  email: z.string(),
  isSelf: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Passenger = z.infer<typeof passenger>;

/** POST /api/v1/account/passenger/pagging — `keyword` matches names and document numbers. */
export const passengerPageRequest = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(PASSENGER_PAGE_SIZE_MAX).default(10),
  keyword: z.string().trim().max(100).optional(),
});
export type PassengerPageRequest = z.output<typeof passengerPageRequest>;

export const passengerPage = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  list: z.array(passenger),
});
export type PassengerPage = z.infer<typeof passengerPage>;

/** Path of PUT and DELETE /api/v1/account/passenger/{id}; a malformed id answers 2005. */
export const passengerPathParams = z.object({ id: z.string().meta({ description: 'Traveller id' }) });
