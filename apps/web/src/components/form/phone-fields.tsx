import { rules } from '@storefront/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { CallingCodeSelect } from '../calling-code-select';
import { FormItem } from './form-item';

/** The form values PhoneFields reads and writes. */
export type PhoneFieldValues = { country: number; phone: string };

const requiredPhoneRules = [rules.required(), rules.phone({ codeField: 'country' })];
/** A number that signs in or gets codes must take an SMS: a landline is refused (the server's rule too). */
const mobilePhoneRules = [...requiredPhoneRules, rules.mobilePhone({ codeField: 'country' })];
const optionalPhoneRules = [rules.phone({ codeField: 'country' })];

/**
 * A phone number with its dialling code (spec §2, §5): the `country` select beside the `phone`
 * input. A required number has one label over the pair (the select is named by its aria-label);
 * an optional one labels the select and the number each. `mobile` (sign-in, codes) refuses
 * numbers an SMS cannot reach.
 */
export function PhoneFields({
  label,
  required = false,
  mobile = false,
  placeholder,
  autoComplete,
  codeClassName = 'sm:w-44',
  className,
}: {
  label: ReactNode;
  required?: boolean;
  /** Only mobile numbers (with `required`): the number receives codes by SMS. */
  mobile?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** The select's width from `sm` up. */
  codeClassName?: string;
  /** Where the pair sits in the form's grid. */
  className?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const number = required
    ? { message: 'login.phoneRequired', rules: mobile ? mobilePhoneRules : requiredPhoneRules }
    : { label, rules: optionalPhoneRules };
  const input = {
    type: 'tel',
    inputMode: 'tel',
    autoComplete,
    placeholder,
    'aria-labelledby': required ? labelId : undefined,
  } as const;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {required && (
        <span id={labelId} className="text-sm text-slate-700">
          {label}
          <span aria-hidden="true" className="ml-0.5 text-sixth">
            *
          </span>
        </span>
      )}
      <div className="flex items-start gap-2">
        <FormItem<PhoneFieldValues, 'country'>
          name="country"
          label={required ? undefined : t('form.callingCode')}
          className={cn(!required && 'flex flex-col gap-1', 'w-24 shrink-0', codeClassName)}
        >
          {({ value, onChange, onBlur, id }) => (
            <CallingCodeSelect
              id={id}
              aria-label={required ? t('form.callingCode') : undefined}
              value={Number(value)}
              onChange={onChange}
              onBlur={onBlur}
              className="w-full"
            />
          )}
        </FormItem>
        <FormItem<PhoneFieldValues, 'phone'>
          name="phone"
          {...number}
          trim
          className="flex min-w-0 flex-1 flex-col gap-1"
        >
          {(field) => <input {...field} {...input} className={cn(field.className, 'h-10 w-full')} />}
        </FormItem>
      </div>
    </div>
  );
}
