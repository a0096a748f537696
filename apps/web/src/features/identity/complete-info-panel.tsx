import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordEncryption } from '../../api/merchant-password';
import { Form, FormItem, useStorefrontForm } from '../../components/form';
import { NewPasswordFields, type NewPasswordValues } from '../../components/form/new-password-fields';
import { ProfileFields, type ProfileFieldValues } from '../../components/form/person-fields';
import { primaryButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { completeInformation } from './identity-api';
import { notifyFailure } from './login-panel';

type CompleteValues = ProfileFieldValues & NewPasswordValues & { subscribe: boolean };

const DEFAULTS: CompleteValues = {
  appellation: '',
  lastName: '',
  firstName: '',
  datebirth: '',
  nationality: '',
  residency: '',
  password: '',
  password_two: '',
  subscribe: true,
};

/**
 * Complete information (spec §3, §5): a new account's names, title, birth date, nationality,
 * residency and password, saved with the login token the dialog holds. `onSaved` then logs in
 * with that token.
 */
export function CompleteInfoPanel({ token, onSaved }: { token: string; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useStorefrontForm<CompleteValues>({ defaultValues: DEFAULTS });
  const encrypt = usePasswordEncryption();
  const [saving, setSaving] = useState(false);
  // The login panel (with the focused submit button) was hidden: focus moves to this panel, without
  // scrolling the sheet past its title and without touching a field (which would validate it on blur).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus({ preventScroll: true }), []);

  const submit = async (values: CompleteValues) => {
    setSaving(true);
    try {
      const [password, password_two] = await Promise.all([encrypt(values.password), encrypt(values.password_two)]);
      await completeInformation(token, {
        lastName: values.lastName,
        firstName: values.firstName,
        appellation: Number(values.appellation),
        datebirth: values.datebirth,
        nationality: values.nationality,
        residency: values.residency,
        password,
        password_two,
        subscribe: values.subscribe ? 1 : 0,
      });
      await onSaved();
    } catch (error) {
      notifyFailure(error, t('http.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-panel="complete" ref={panel} tabIndex={-1} className="outline-none">
      <Form
        form={form}
        onSubmit={submit}
        aria-label={t('complete.title')}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <ProfileFields />
        <NewPasswordFields label={t('complete.password')} />
        <p className="-mt-2 text-xs text-slate-600 sm:col-span-2">{t('complete.passwordHint')}</p>
        <FormItem<CompleteValues, 'subscribe'>
          name="subscribe"
          className="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2"
        >
          {({ value, className: _className, ...field }) => (
            <>
              <input
                {...field}
                type="checkbox"
                checked={Boolean(value)}
                className="mt-0.5 size-4 shrink-0 accent-[var(--color-first)]"
              />
              <label htmlFor={field.id}>{t('complete.subscribe')}</label>
            </>
          )}
        </FormItem>
        <button type="submit" disabled={saving} className={cn(primaryButton, 'w-full sm:col-span-2')}>
          {saving ? t('common.loading') : t('complete.submit')}
        </button>
      </Form>
    </div>
  );
}
