import { LIMITS, type Account } from '@storefront/contracts';
import { Switch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { apiFetch } from '../../api/client';
import { failureText } from '../../api/failure-text';
import { useAccount } from '../../api/member-queries';
import { usePasswordEncryption } from '../../api/merchant-password';
import { useMerchant } from '../../api/merchant-queries';
import { notify } from '../../app/notify';
import { defaultCallingCode } from '../../components/calling-code-select';
import { Form, FormItem, rules, useStorefrontForm } from '../../components/form';
import { NewPasswordFields } from '../../components/form/new-password-fields';
import { PhoneFields } from '../../components/form/phone-fields';
import { SendCodeButton } from '../../components/form/send-code-button';
import { TabState } from '../../components/tab-state';
import { primaryButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { useAccountUpdate, useNotificationSwitch, type NotificationFlag } from './account-queries';
import { TabHeading } from './tab-parts';

function Card({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const submitClass = cn(primaryButton, 'self-start');
const input = (className: string) => cn(className, 'h-10 w-full');

type PasswordValues = { oldPassword: string; password: string; password_two: string };

function PasswordCard({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const form = useStorefrontForm<PasswordValues>({
    defaultValues: { oldPassword: '', password: '', password_two: '' },
  });
  const encrypt = usePasswordEncryption();
  const change = useAccountUpdate<PasswordValues>('/v1/account/edit/password');

  const submit = async (values: PasswordValues) => {
    let body: PasswordValues;
    try {
      const [oldPassword, password, password_two] = await Promise.all(
        [values.oldPassword, values.password, values.password_two].map(encrypt),
      );
      body = { oldPassword: oldPassword ?? '', password: password ?? '', password_two: password_two ?? '' };
    } catch {
      void notify('error', t('http.unknown'), { subject: 'password' });
      return;
    }
    change.mutate(body, {
      onSuccess: () => {
        void notify('success', t('settings.passwordChanged'), { subject: 'password' });
        form.reset();
      },
      onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'password' }),
    });
  };

  return (
    <Card title={t('settings.passwordTitle')} description={t('settings.passwordDescription')}>
      <Form
        form={form}
        onSubmit={submit}
        aria-label={t('settings.passwordTitle')}
        className="flex max-w-2xl flex-col gap-4"
      >
        {/* For password managers: which account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
        <FormItem<PasswordValues, 'oldPassword'>
          name="oldPassword"
          label={t('settings.currentPassword')}
          rules={[rules.required()]}
        >
          {(field) => (
            <input {...field} type="password" autoComplete="current-password" className={input(field.className)} />
          )}
        </FormItem>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NewPasswordFields label={t('settings.newPassword')} inputClassName="h-10 w-full" />
        </div>
        <p className="-mt-2 text-xs text-slate-600">{t('complete.passwordHint')}</p>
        <button type="submit" disabled={change.isPending} className={submitClass}>
          {change.isPending ? t('common.loading') : t('settings.changePassword')}
        </button>
      </Form>
    </Card>
  );
}

type EmailValues = { email: string; checkCode: string };

function CodeField({ onSend }: { onSend: () => Promise<boolean> }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2">
      <FormItem<{ checkCode: string }, 'checkCode'>
        name="checkCode"
        label={t('login.code')}
        message="login.codeRequired"
        rules={[rules.required(), rules.verificationCode()]}
        trim
        className="flex min-w-0 flex-1 flex-col gap-1"
      >
        {(field) => (
          <input
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.codeLength}
            className={input(field.className)}
          />
        )}
      </FormItem>
      <SendCodeButton onSend={onSend} className="mt-6" />
    </div>
  );
}

/** Sends a code for an account change; the error toast carries the server's reason. */
async function requestCode(path: string, body: unknown, t: (key: 'code.sent' | 'showToast.title1') => string) {
  try {
    await apiFetch(path, { method: 'POST', body });
    void notify('success', t('code.sent'), { subject: 'account-code' });
    return true;
  } catch (error) {
    void notify('error', t('showToast.title1'), { subject: 'account-code', description: failureText(error, '') });
    return false;
  }
}

function EmailCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const form = useStorefrontForm<EmailValues>({ defaultValues: { email: '', checkCode: '' } });
  const change = useAccountUpdate<EmailValues>('/v1/account/edit/email');

  const send = async () =>
    (await form.trigger('email', { shouldFocus: true })) &&
    requestCode('/v1/identity/emailcode', { email: form.getValues('email').trim() }, t);

  const submit = (values: EmailValues) =>
    change.mutate(values, {
      onSuccess: () => {
        void notify('success', t('settings.emailChanged'), { subject: 'email' });
        form.reset();
      },
      onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'email' }),
    });

  return (
    <Card
      title={t('settings.emailTitle')}
      description={account.email ? t('settings.currentEmail', { email: account.email }) : t('settings.noEmail')}
    >
      <Form
        form={form}
        onSubmit={submit}
        aria-label={t('settings.emailTitle')}
        className="flex max-w-2xl flex-col gap-4"
      >
        <FormItem<EmailValues, 'email'>
          name="email"
          label={t('settings.newEmail')}
          message="login.emailRequired"
          rules={[rules.required(), rules.email()]}
          trim
        >
          {(field) => (
            <input {...field} type="email" inputMode="email" autoComplete="email" className={input(field.className)} />
          )}
        </FormItem>
        <CodeField onSend={send} />
        <button type="submit" disabled={change.isPending} className={submitClass}>
          {change.isPending ? t('common.loading') : t('settings.saveEmail')}
        </button>
      </Form>
    </Card>
  );
}

type PhoneValues = { country: number; phone: string; checkCode: string };

function PhoneCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const form = useStorefrontForm<PhoneValues>({
    defaultValues: {
      country: account.country ?? defaultCallingCode(merchant?.common.countryCode),
      phone: '',
      checkCode: '',
    },
  });
  const change = useAccountUpdate<PhoneValues>('/v1/account/edit/phone');

  const send = async () => {
    if (!(await form.trigger(['country', 'phone'], { shouldFocus: true }))) return false;
    const { phone, country } = form.getValues();
    return requestCode('/v1/identity/phonecode', { phone: phone.trim(), country: Number(country) }, t);
  };

  const submit = (values: PhoneValues) =>
    change.mutate(
      { ...values, country: Number(values.country) },
      {
        onSuccess: () => {
          void notify('success', t('settings.phoneChanged'), { subject: 'phone' });
          form.reset({ country: Number(values.country), phone: '', checkCode: '' });
        },
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'phone' }),
      },
    );

  return (
    <Card
      title={t('settings.phoneTitle')}
      description={
        account.phone
          ? t('settings.currentPhone', { phone: `+${account.country ?? ''} ${account.phone}` })
          : t('settings.noPhone')
      }
    >
      <Form
        form={form}
        onSubmit={submit}
        aria-label={t('settings.phoneTitle')}
        className="flex max-w-2xl flex-col gap-4"
      >
        <PhoneFields label={t('settings.newPhone')} required mobile autoComplete="tel-national" />
        <CodeField onSend={send} />
        <button type="submit" disabled={change.isPending} className={submitClass}>
          {change.isPending ? t('common.loading') : t('settings.savePhone')}
        </button>
      </Form>
    </Card>
  );
}

const FLAGS: {
  flag: NotificationFlag;
  label: 'settings.orderEmail' | 'settings.orderMsg' | 'settings.activityEmail' | 'settings.activityMsg';
}[] = [
  { flag: 'orderEmail', label: 'settings.orderEmail' },
  { flag: 'orderMsg', label: 'settings.orderMsg' },
  { flag: 'activityEmail', label: 'settings.activityEmail' },
  { flag: 'activityMsg', label: 'settings.activityMsg' },
];

function NotificationsCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const toggle = useNotificationSwitch();
  const id = useId();
  return (
    <Card title={t('settings.notificationsTitle')} description={t('settings.notificationsDescription')}>
      <ul className="divide-y divide-slate-100">
        {FLAGS.map(({ flag, label }) => (
          <li key={flag} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={`${id}-${flag}`} className="text-sm text-slate-800">
              {t(label)}
            </label>
            <Switch.Root
              id={`${id}-${flag}`}
              checked={account[flag] === 1}
              onCheckedChange={(on) =>
                toggle.mutate(
                  { flag, on },
                  {
                    onSuccess: () =>
                      void notify('success', t('settings.notificationsSaved'), { subject: 'notifications' }),
                    onError: (error) =>
                      void notify('error', failureText(error, t('http.unknown')), { subject: 'notifications' }),
                  },
                )
              }
              className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-first"
            >
              <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The account area's settings: password, email and phone (each confirmed by a code), notification choices. */
export default function SettingTab() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <section aria-labelledby="account-tab-title" data-testid="setting-tab">
      <TabHeading>{t('account.tabs.setting')}</TabHeading>
      <div className="mt-5 space-y-5">
        {account.data ? (
          <>
            <PasswordCard userName={account.data.email || account.data.phone} />
            <EmailCard account={account.data} />
            <PhoneCard account={account.data} />
            <NotificationsCard account={account.data} />
          </>
        ) : (
          <TabState query={account} />
        )}
      </div>
    </section>
  );
}
