import { useId } from 'react';
import { Trans } from 'react-i18next';
import { FormItem } from '../../components/form';
import type { LoginValues } from './login-panel';

/**
 * The box that accepts the service agreement, its clause opening the agreement panel. `id` is the
 * checkbox's, so the panel can give it focus on the way back.
 */
export function LoginAgreementBox({ id, onOpenAgreement }: { id: string; onOpenAgreement: () => void }) {
  const agreeTextId = useId();
  return (
    <FormItem<LoginValues, 'agree'> name="agree" className="flex items-start gap-2 text-sm text-slate-700">
      {({ value, className: _className, ...field }) => (
        <>
          <input
            {...field}
            id={id}
            type="checkbox"
            checked={Boolean(value)}
            aria-labelledby={agreeTextId}
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-first)]"
          />
          <p id={agreeTextId}>
            <Trans
              i18nKey="login.agree"
              components={{
                label: <label htmlFor={id} />,
                clause: (
                  <button
                    type="button"
                    onClick={onOpenAgreement}
                    className="font-medium text-first underline-offset-2 hover:underline"
                  />
                ),
              }}
            />
          </p>
        </>
      )}
    </FormItem>
  );
}
