import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { Form, FormItem, rules, useStorefrontForm } from '../../components/form';
import { SendCodeButton } from '../../components/form/send-code-button';
import { primaryButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { orderDetailsLink } from '../../lib/links';
import { useVisitorQuery, useVisitorSendCode } from './order-queries';

type LookupValues = { ocode: string; email: string; code: string };

const RULES = {
  ocode: [rules.required()],
  email: [rules.required(), rules.email()],
  code: [rules.required()],
};

/** Guests find their order: order code and contact email, then the code emailed to that address. */
export default function VisitorOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useStorefrontForm<LookupValues>({ defaultValues: { ocode: '', email: '', code: '' } });
  const sendCode = useVisitorSendCode();
  const lookup = useVisitorQuery();
  const text = (field: { className: string }, extra = '') => cn(field.className, 'h-10', extra);

  const send = async () => {
    if (!(await form.trigger(['ocode', 'email']))) return false;
    const { ocode, email } = form.getValues();
    try {
      await sendCode.mutateAsync({ ocode: ocode.trim().toUpperCase(), email: email.trim() });
      void notify('success', t('order.codeSent'), { subject: 'visitor-lookup' });
      return true;
    } catch (error) {
      void notify('error', failureText(error, t('http.unknown')), { subject: 'visitor-lookup' });
      return false;
    }
  };
  const submit = (values: LookupValues) =>
    lookup.mutate(
      { ocode: values.ocode.trim().toUpperCase(), email: values.email.trim().toLowerCase(), code: values.code.trim() },
      {
        onSuccess: (result) => void navigate(orderDetailsLink(result.order.ocode)),
        onError: (error) =>
          void notify('error', failureText(error, t('order.notFound')), { subject: 'visitor-lookup' }),
      },
    );

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6" aria-labelledby="visitor-title">
      <h1 id="visitor-title" className="text-2xl font-semibold text-fourth sm:text-3xl">
        {t('routes.visitorOrder')}
      </h1>
      <p className="mt-2 text-slate-700">{t('order.visitorBody')}</p>
      <Form form={form} onSubmit={submit} className="mt-6 flex flex-col gap-4" data-testid="visitor-form">
        <FormItem<LookupValues, 'ocode'> name="ocode" label={t('order.ocode')} rules={RULES.ocode} upCase trim>
          {(field) => <input {...field} autoComplete="off" className={text(field, 'uppercase')} />}
        </FormItem>
        <FormItem<LookupValues, 'email'> name="email" label={t('order.email')} rules={RULES.email} trim>
          {(field) => <input {...field} type="email" autoComplete="email" className={text(field)} />}
        </FormItem>
        <div className="flex items-end gap-2">
          <FormItem<LookupValues, 'code'>
            name="code"
            label={t('order.verifyCode')}
            rules={RULES.code}
            trim
            className="flex min-w-0 flex-1 flex-col gap-1"
          >
            {(field) => (
              <input
                {...field}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                className={text(field)}
              />
            )}
          </FormItem>
          <SendCodeButton onSend={send} />
        </div>
        <button type="submit" className={primaryButton} disabled={lookup.isPending}>
          {t('order.findOrder')}
        </button>
      </Form>
    </section>
  );
}
