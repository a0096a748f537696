import { FORM_MESSAGES, LIMITS, rules } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { FormItem } from './form-item';

/** The form values NewPasswordFields reads and writes. */
export type NewPasswordValues = { password: string; password_two: string };

const passwordRules = [rules.required({ message: FORM_MESSAGES.password }), rules.completionPassword()];
const confirmRules = [...passwordRules, rules.equals('password', { message: FORM_MESSAGES.passwordsDiffer })];
const input = { type: 'password', autoComplete: 'new-password', maxLength: LIMITS.passwordMax } as const;

/** A new password and its confirmation (spec §5), each a half-row item of the form's grid. */
export function NewPasswordFields({ label, inputClassName = 'h-10' }: { label: ReactNode; inputClassName?: string }) {
  const { t } = useTranslation();
  const items = [
    { name: 'password', label, rules: passwordRules },
    { name: 'password_two', label: t('complete.confirmPassword'), rules: confirmRules },
  ] as const;
  return items.map((item) => (
    <FormItem<NewPasswordValues, (typeof item)['name']>
      key={item.name}
      name={item.name}
      label={item.label}
      rules={item.rules}
      className="flex min-w-0 flex-col gap-1"
    >
      {(field) => <input {...field} {...input} className={cn(field.className, inputClassName)} />}
    </FormItem>
  ));
}
