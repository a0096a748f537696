import { SEND_CODE_TYPES } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { isApiError } from '../../api/client';
import { usePasswordEncryption } from '../../api/merchant-password';
import { notify } from '../../app/notify';
import { Form, useStorefrontForm } from '../../components/form';
import { NewPasswordFields, type NewPasswordValues } from '../../components/form/new-password-fields';
import { useCountdown } from '../../components/form/send-code-button';
import { primaryButton, textButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { resetPassword, sendLoginCode, type CodeTarget } from './identity-api';
import { LoginCodeField } from './login-code-field';
import { ContactChoice, offeredContact, useLoginContacts } from './contact-choice';
import { LoginContactField } from './login-contact-field';
import { notifyFailure, type ContactType } from './login-panel';

type ResetValues = NewPasswordValues & { email: string; phone: string; country: number; code: string };

/** Where the reset started from: the login form's contact, so what was typed there is kept. */
export type ResetStart = { contact: ContactType; email: string; phone: string; country: number };

/**
 * Forgot password (issue 15): a code to the account's email or phone (type 2), then a new
 * password twice. The server answers a send alike whether or not the address has an account, so
 * the panel says "sent" either way. `onDone` gets where the code went, for the login form.
 */
export function ResetPasswordPanel({
  start,
  onBack,
  onDone,
}: {
  start: ResetStart;
  onBack: () => void;
  onDone: (target: CodeTarget) => void;
}) {
  const { t } = useTranslation();
  const offered = useLoginContacts();
  const [contact, setContact] = useState<ContactType>(() => offeredContact(offered, start.contact));
  const form = useStorefrontForm<ResetValues>({
    defaultValues: {
      email: start.email,
      phone: start.phone,
      country: start.country,
      code: '',
      password: '',
      password_two: '',
    },
    shouldUnregister: true,
  });
  const emailCountdown = useCountdown();
  const phoneCountdown = useCountdown();
  const encrypt = usePasswordEncryption();
  const [saving, setSaving] = useState(false);
  // The login panel (with the focused link) was hidden: focus moves to this panel.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus({ preventScroll: true }), []);

  const target = (): CodeTarget => {
    const values = form.getValues();
    return contact === 'email'
      ? { kind: 'email', email: values.email.trim() }
      : { kind: 'phone', phone: values.phone.trim(), country: Number(values.country) };
  };

  const sendCode = async (): Promise<boolean> => {
    const valid = await form.trigger(contact === 'email' ? 'email' : ['country', 'phone'], { shouldFocus: true });
    if (!valid) return false;
    try {
      await sendLoginCode(target(), SEND_CODE_TYPES.passwordReset);
      void notify('success', t('reset.codeSent'), { subject: 'login' });
      return true;
    } catch (error) {
      void notify('error', t('showToast.title1'), {
        subject: 'login',
        description: isApiError(error) ? error.message : undefined,
      });
      return false;
    }
  };

  const submit = async (values: ResetValues) => {
    setSaving(true);
    try {
      const where = target();
      await resetPassword(where, values.code.trim(), await encrypt(values.password));
      void notify('success', t('reset.done'), { subject: 'login' });
      onDone(where);
    } catch (error) {
      notifyFailure(error, t('http.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-panel="reset" ref={panel} tabIndex={-1} className="outline-none">
      <Form
        form={form}
        onSubmit={submit}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        aria-label={t('reset.title')}
      >
        <ContactChoice
          label={t('reset.contactLabel')}
          value={contact}
          onChange={(next) => {
            form.clearErrors();
            setContact(next);
          }}
          className="sm:col-span-2"
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <LoginContactField contact={contact} />
          <LoginCodeField onSend={sendCode} countdown={contact === 'email' ? emailCountdown : phoneCountdown} />
        </div>
        <NewPasswordFields label={t('reset.password')} />
        <p className="-mt-2 text-xs text-slate-600 sm:col-span-2">{t('complete.passwordHint')}</p>
        <button type="submit" disabled={saving} className={cn(primaryButton, 'w-full sm:col-span-2')}>
          {saving ? t('common.loading') : t('reset.submit')}
        </button>
        <button type="button" onClick={onBack} className={cn(textButton, 'justify-self-center sm:col-span-2')}>
          {t('reset.back')}
        </button>
      </Form>
    </div>
  );
}
