import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { useAccount } from '../../api/member-queries';
import { FormItem } from '../../components/form';
import { NameFields } from '../../components/form/person-fields';
import { PhoneFields } from '../../components/form/phone-fields';
import { cn } from '../../lib/cn';
import { halfField, lineInput, RULES, type OrderValues } from './order-form-values';

/** A member's contact fields start from the profile; anything already typed is kept. */
export function usePrefilledContact(form: UseFormReturn<OrderValues>) {
  const account = useAccount().data;
  useEffect(() => {
    if (!account) return;
    const fill = (name: 'lastName' | 'firstName' | 'email' | 'phone', value: string) => {
      if (value && !form.getFieldState(name).isDirty && !form.getValues(name)) form.setValue(name, value);
    };
    fill('lastName', account.lastName.toUpperCase());
    fill('firstName', account.firstName.toUpperCase());
    fill('email', account.email);
    if (account.phone && account.country !== null && !form.getValues('phone')) {
      form.setValue('country', account.country);
      fill('phone', account.phone);
    }
  }, [account, form]);
}

/** Who the merchant writes to about the order: name, email, phone, and a remark. */
export function OrderContactSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
        {t('order.contact')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('order.contactNote')}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NameFields labels={{ lastName: t('order.lastName'), firstName: t('order.firstName') }} autoComplete />
        <FormItem<OrderValues, 'email'>
          name="email"
          label={t('order.email')}
          rules={RULES.email}
          trim
          className={cn(halfField, 'sm:col-span-2')}
        >
          {(field) => <input {...field} type="email" autoComplete="email" className={lineInput(field)} />}
        </FormItem>
        <PhoneFields label={t('order.phone')} className="sm:col-span-2" />
        <FormItem<OrderValues, 'remark'>
          name="remark"
          label={t('order.remark')}
          className={cn(halfField, 'sm:col-span-2')}
        >
          {(field) => <textarea {...field} rows={2} maxLength={500} className={field.className} />}
        </FormItem>
      </div>
    </section>
  );
}
