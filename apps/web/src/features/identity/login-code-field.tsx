import { LIMITS } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { FormItem, rules } from '../../components/form';
import { SendCodeButton, type useCountdown } from '../../components/form/send-code-button';
import { cn } from '../../lib/cn';
import type { LoginValues } from './login-panel';

/** The one-time code and the button that sends it (its countdown kept by the panel, per contact). */
export function LoginCodeField({
  onSend,
  countdown,
}: {
  onSend: () => Promise<boolean>;
  countdown: ReturnType<typeof useCountdown>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2">
      <FormItem<LoginValues, 'code'>
        name="code"
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
            placeholder={t('login.codePlaceholder', { count: LIMITS.codeLength })}
            className={cn(field.className, 'h-10 w-full')}
          />
        )}
      </FormItem>
      <SendCodeButton onSend={onSend} countdown={countdown} className="mt-6" />
    </div>
  );
}
