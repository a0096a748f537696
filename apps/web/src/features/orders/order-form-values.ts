import type { TravellerInput, ValidationRule } from '@storefront/contracts';
import { rules } from '../../components/form';
import type { TravellerFieldValues } from '../../components/form/person-fields';
import { cn } from '../../lib/cn';

export type TravellerValues = TravellerFieldValues & { passengerId: string };

/** The order form's fields: contact, travellers, remark and the terms box. */
export type OrderValues = {
  lastName: string;
  firstName: string;
  email: string;
  country: number;
  phone: string;
  travellers: TravellerValues[];
  remark: string;
  terms: boolean;
};

export const RULES = {
  required: [rules.required()],
  email: [rules.required(), rules.email()],
  terms: [{ type: 'pattern', message: 'order.termsRequired', test: (value) => value === true }] as ValidationRule[],
};

/** Most travellers one order takes. */
export const MAX_TRAVELLERS = 20;

export const emptyTraveller = (): TravellerValues => ({
  passengerId: '',
  appellation: '',
  lastName: '',
  firstName: '',
  datebirth: '',
  nationality: '',
  idType: '1',
  idNumber: '',
  idExpiry: '',
});

/** A traveller as the order request takes them: a saved passenger by id, or the typed details. */
export function travellerOf(values: TravellerValues): TravellerInput {
  if (values.passengerId) return { passengerId: Number(values.passengerId) };
  return {
    appellation: Number(values.appellation),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    datebirth: values.datebirth.trim(),
    nationality: values.nationality,
    idType: Number(values.idType),
    idNumber: values.idNumber.trim().toUpperCase(),
    idExpiry: values.idExpiry.trim(),
  } as TravellerInput;
}

/** A field taking half the form's width on wider screens. */
export const halfField = 'flex min-w-0 flex-col gap-1';

/** A one-line control of a FormItem at the form's row height. */
export const lineInput = (field: { className: string }, extra = '') => cn(field.className, 'h-10', extra);
