import { useTranslation } from '../../lib/use-translation';
import { FormItem, rules } from '../../components/form';
import { PhoneFields } from '../../components/form/phone-fields';
import { cn } from '../../lib/cn';
import type { ContactType, LoginValues } from './login-panel';

/** Whom to log in: the email field, or the calling code and phone number. */
export function LoginContactField({ contact }: { contact: ContactType }) {
  const { t } = useTranslation();
  return contact === 'email' ? (
    <FormItem<LoginValues, 'email'>
      name="email"
      label={t('login.email')}
      message="login.emailRequired"
      rules={[rules.required(), rules.email()]}
      trim
    >
      {(field) => (
        <input
          {...field}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('login.emailPlaceholder')}
          className={cn(field.className, 'h-10')}
        />
      )}
    </FormItem>
  ) : (
    <PhoneFields
      label={t('login.phone')}
      required
      mobile
      placeholder={t('login.phonePlaceholder')}
      autoComplete="tel-national"
      codeClassName="sm:w-40"
    />
  );
}
