import { LIMITS } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { FormItem, rules } from '../../components/form';
import { cn } from '../../lib/cn';
import type { ContactType, LoginValues } from './login-panel';

/** The password of the email or the phone login (two fields, so each keeps what was typed for it). */
export function LoginPasswordField({ contact }: { contact: ContactType }) {
  const { t } = useTranslation();
  const passwordName = contact === 'email' ? 'email_password' : 'phone_password';
  return (
    <FormItem<LoginValues, typeof passwordName>
      key={passwordName}
      name={passwordName}
      label={t('login.password')}
      message="login.passwordRequired"
      rules={[rules.required()]}
    >
      {(field) => (
        <input
          {...field}
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
          className={cn(field.className, 'h-10')}
        />
      )}
    </FormItem>
  );
}
