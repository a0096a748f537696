import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { usePasswordEncryption } from '../../api/merchant-password';
import { useAppStore } from '../../app/app-store';
import { Form, FormItem, rules, useStorefrontForm } from '../../components/form';
import { NewPasswordFields, type NewPasswordValues } from '../../components/form/new-password-fields';
import { ProfileFields, type ProfileFieldValues } from '../../components/form/person-fields';
import { primaryButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { forgetInviteCode, readInviteCode } from '../../lib/invite-code';
import { completeInformation } from './identity-api';
import { notifyFailure } from './login-panel';

type CompleteValues = ProfileFieldValues & NewPasswordValues & { subscribe: boolean; inviteCode: string };

const INVITE_RULES = [rules.inviteCode()];

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
  inviteCode: '',
};

/**
 * Complete information (spec §3, §5): a new account's names, title, birth date, nationality,
 * residency and password, saved with the login token the dialog holds. `onSaved` then logs in
 * with that token.
 */
export function CompleteInfoPanel({ token, onSaved }: { token: string; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const merchantNumber = useAppStore((s) => s.merchantNumber);
  // A shared invite link's code is filled in; the visitor may still change or clear it.
  const form = useStorefrontForm<CompleteValues>({
    defaultValues: { ...DEFAULTS, inviteCode: readInviteCode(merchantNumber) },
  });
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
        ...(values.inviteCode.trim() && { inviteCode: values.inviteCode.trim() }),
      });
      forgetInviteCode(merchantNumber);
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
        <FormItem<CompleteValues, 'inviteCode'>
          name="inviteCode"
          label={t('complete.inviteCode')}
          rules={INVITE_RULES}
          hint={t('complete.inviteCodeHint')}
          noCjk
          upCase
          trim
          className="flex min-w-0 flex-col gap-1 sm:col-span-2"
        >
          {(field) => <input {...field} autoComplete="off" maxLength={16} />}
        </FormItem>
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
