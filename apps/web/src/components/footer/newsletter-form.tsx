import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { apiFetch } from '../../api/client';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { cn } from '../../lib/cn';
import { Form, FormItem, rules, useStorefrontForm } from '../form';

type SignUpValues = { email: string };

const RULES = { email: [rules.required(), rules.email()] };

/** Signs an address up for the merchant's newsletter (no login needed); a lazy chunk of the footer. */
export default function NewsletterForm() {
  const { t } = useTranslation();
  const form = useStorefrontForm<SignUpValues>({ defaultValues: { email: '' } });
  const signUp = useMutation({
    mutationFn: (email: string) =>
      apiFetch<null>(`/v1/operation/subscribe/email/${encodeURIComponent(email)}`, { method: 'POST' }),
  });
  const submit = ({ email }: SignUpValues) =>
    signUp.mutate(email.trim().toLowerCase(), {
      onSuccess: () => {
        void notify('success', t('footer.subscribeSuccess'), { subject: 'newsletter' });
        form.reset();
      },
      onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'newsletter' }),
    });

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="flex w-full flex-col gap-2 sm:max-w-md"
      aria-label={t('footer.subscribeTitle')}
      data-testid="newsletter-form"
    >
      <p className="font-semibold">{t('footer.subscribeTitle')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormItem<SignUpValues, 'email'> name="email" rules={RULES.email} trim className="flex-1 text-slate-900">
          {(field) => (
            <input
              {...field}
              type="email"
              autoComplete="email"
              aria-label={t('footer.subscribePlaceholder')}
              placeholder={t('footer.subscribePlaceholder')}
              className={cn(field.className, 'h-10 w-full bg-white')}
            />
          )}
        </FormItem>
        <button
          type="submit"
          disabled={signUp.isPending}
          // White on the banner: the banner colour is dark in every theme, so its text on white always reads.
          className="h-10 shrink-0 rounded bg-white px-5 font-semibold text-fourth hover:bg-seven disabled:opacity-60"
        >
          {t('footer.subscribeButton')}
        </button>
      </div>
    </Form>
  );
}
