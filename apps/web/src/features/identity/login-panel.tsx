import type { LoginContact, LoginResult } from '@storefront/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { isApiError } from '../../api/client';
import { usePasswordEncryption } from '../../api/merchant-password';
import { notify } from '../../app/notify';
import { Form } from '../../components/form';
import { useCountdown } from '../../components/form/send-code-button';
import { primaryButton, textButton } from '../../components/ui/button-class';
import { Segmented } from '../../components/ui/segmented';
import { cn } from '../../lib/cn';
import { logInWithCode, logInWithPassword, sendLoginCode, type CodeTarget } from './identity-api';
import { LoginAgreementBox } from './login-agreement-box';
import { ContactChoice, offeredContact, useLoginContacts } from './contact-choice';
import { LoginCodeField } from './login-code-field';
import { LoginContactField } from './login-contact-field';
import { LoginPasswordField } from './login-password-field';
import type { ResetStart } from './reset-password-panel';

export type LoginMode = 'code' | 'password';
export type ContactType = LoginContact;

/** The login forms of spec §3 (by email, by phone) as one form; only the shown fields are registered. */
export type LoginValues = {
  email: string;
  email_password: string;
  phone: string;
  phone_password: string;
  country: number;
  code: string;
  agree: boolean;
};

export const loginDefaults = (country: number): LoginValues => ({
  email: '',
  email_password: '',
  phone: '',
  phone_password: '',
  country,
  code: '',
  agree: false,
});

/** Shows a failed call's server message (already in the page language) as the error toast. */
export function notifyFailure(error: unknown, fallback: string): void {
  void notify('error', isApiError(error) && error.message ? error.message : fallback, { subject: 'login' });
}

/** The login dialog's first panel: by code or password, by email or phone, and the agreement box. */
export function LoginPanel({
  form,
  hidden,
  onOpenAgreement,
  onForgot,
  onResult,
  initialMode = 'code',
  initialContact = 'email',
}: {
  form: UseFormReturn<LoginValues>;
  hidden: boolean;
  onOpenAgreement: () => void;
  /** "Forgot password?": the reset panel, starting from the contact typed here. */
  onForgot: (start: ResetStart) => void;
  onResult: (result: LoginResult) => Promise<void>;
  initialMode?: LoginMode;
  initialContact?: ContactType;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const offered = useLoginContacts();
  const [contact, setContact] = useState<ContactType>(() => offeredContact(offered, initialContact));
  const emailCountdown = useCountdown();
  const phoneCountdown = useCountdown();
  const encrypt = usePasswordEncryption();
  const [submitting, setSubmitting] = useState(false);
  const agreeId = useId();

  // Back from the agreement panel: focus returns to the agreement box it may have ticked.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) document.getElementById(agreeId)?.focus();
    wasHidden.current = hidden;
  }, [hidden, agreeId]);

  const target = (): CodeTarget => {
    const values = form.getValues();
    return contact === 'email'
      ? { kind: 'email', email: values.email.trim() }
      : { kind: 'phone', phone: values.phone.trim(), country: Number(values.country) };
  };

  const switchContact = (next: ContactType) => {
    form.clearErrors();
    setContact(next);
  };

  const sendCode = async (): Promise<boolean> => {
    const valid = await form.trigger(contact === 'email' ? 'email' : ['country', 'phone'], { shouldFocus: true });
    if (!valid) return false;
    try {
      await sendLoginCode(target());
      void notify('success', t('code.sent'), { subject: 'login' });
      return true;
    } catch (error) {
      void notify('error', t('showToast.title1'), {
        subject: 'login',
        description: isApiError(error) ? error.message : undefined,
      });
      return false;
    }
  };

  const submit = async (values: LoginValues) => {
    if (!values.agree) {
      void notify('info', t('showToast.title2'), { subject: 'login' });
      return;
    }
    setSubmitting(true);
    try {
      const result =
        mode === 'code'
          ? await logInWithCode(target(), values.code.trim())
          : await logInWithPassword(
              target(),
              await encrypt(contact === 'email' ? values.email_password : values.phone_password),
            );
      await onResult(result);
    } catch (error) {
      notifyFailure(error, t('http.unknown'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div hidden={hidden} data-panel="login">
      <Segmented
        look="tabs"
        label={t('login.modeLabel')}
        value={mode}
        onChange={(next) => {
          form.clearErrors();
          setMode(next);
        }}
        options={[
          { value: 'code', label: t('login.byCode') },
          { value: 'password', label: t('login.byPassword') },
        ]}
      />
      <Form form={form} onSubmit={submit} className="mt-5 flex flex-col gap-4" aria-label={t('login.title')}>
        <ContactChoice label={t('login.contactLabel')} value={contact} onChange={switchContact} />

        <LoginContactField contact={contact} />

        {mode === 'code' ? (
          <LoginCodeField onSend={sendCode} countdown={contact === 'email' ? emailCountdown : phoneCountdown} />
        ) : (
          <div className="flex flex-col gap-1">
            <LoginPasswordField contact={contact} />
            <button
              type="button"
              className={cn(textButton, 'self-end')}
              onClick={() => {
                const { email, phone, country } = form.getValues();
                onForgot({ contact, email: email ?? '', phone: phone ?? '', country: Number(country) });
              }}
            >
              {t('login.forgot')}
            </button>
          </div>
        )}

        <LoginAgreementBox id={agreeId} onOpenAgreement={onOpenAgreement} />

        <button type="submit" disabled={submitting} className={cn(primaryButton, 'w-full')}>
          {submitting ? t('common.loading') : mode === 'code' ? t('login.submitCode') : t('login.submitPassword')}
        </button>
        {mode === 'code' && <p className="text-center text-xs text-slate-600">{t('login.registerHint')}</p>}
      </Form>
    </div>
  );
}
