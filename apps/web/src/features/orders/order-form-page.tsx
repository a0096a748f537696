import type { CreateOrderRequest, OrderQuoteRequest } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { failureText } from '../../api/failure-text';
import { useMerchant } from '../../api/merchant-queries';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { defaultCallingCode } from '../../components/calling-code-select';
import { Form, useStorefrontForm } from '../../components/form';
import { orderPayLink } from '../../lib/links';
import { asCurrency } from '../../lib/price';
import { OrderContactSection, usePrefilledContact } from './order-contact-section';
import { OrderDiscountsSection } from './order-discounts-section';
import { clearOrderDraft, orderDraftKey, readOrderDraft, writeOrderDraft } from './order-draft';
import { emptyTraveller, travellerOf, type OrderValues } from './order-form-values';
import { orderQueries, useCreateOrder } from './order-queries';
import { OrderSummary } from './order-summary';
import { OrderTravellersSection } from './order-travellers-section';
import { newRequestKey } from './request-key';
import { usePurchase } from './use-purchase';

/** The order form (reduced header): summary, travellers, contact, coupon and points, terms, submit. */
export default function OrderFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const merchant = useMerchant();
  const loggedIn = useUserStore(selectLoggedIn);
  const { purchase, fromCart } = usePurchase();
  const [couponId, setCouponId] = useState<number | undefined>();
  const [points, setPoints] = useState(0);
  const [requestKey] = useState(newRequestKey);
  const request: OrderQuoteRequest = {
    ...(purchase ?? {}),
    ...(couponId ? { couponId } : {}),
    ...(points > 0 ? { points } : {}),
  };
  const quote = useQuery({
    ...orderQueries.quote(request, locale.language, locale.currency),
    enabled: !!purchase,
  });
  const create = useCreateOrder();
  const draftKey = orderDraftKey(location.pathname, location.search);
  const [draft] = useState(() => readOrderDraft(sessionStorage, draftKey));
  const form = useStorefrontForm<OrderValues>({
    defaultValues: {
      lastName: '',
      firstName: '',
      email: '',
      country: defaultCallingCode(merchant?.common.countryCode),
      phone: '',
      travellers: [emptyTraveller()],
      remark: '',
      terms: false,
      ...draft,
    },
  });
  usePrefilledContact(form);
  useEffect(() => {
    const watching = form.watch((values) => writeOrderDraft(sessionStorage, draftKey, values as Partial<OrderValues>));
    return () => watching.unsubscribe();
  }, [form, draftKey]);
  const data = quote.data;
  // Hotel stays keep their dates (decisions: date change): their terms say so instead.
  const staysOnly = !!data?.items.length && data.items.every((item) => item.kind === 'hotel');
  const currency = asCurrency(data?.currency ?? locale.currency);

  if (!purchase) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-semibold text-fourth">{t('routes.orderForm')}</h1>
        <p className="mt-4 rounded-xl bg-seven p-4 text-slate-700" role="alert">
          {t('order.badLink')}
        </p>
      </section>
    );
  }

  const submit = (values: OrderValues) => {
    if (!data) return;
    const phone = values.phone.trim();
    const body: CreateOrderRequest = {
      ...request,
      contact: {
        lastName: values.lastName.trim(),
        firstName: values.firstName.trim(),
        email: values.email.trim(),
        ...(phone ? { phone, country: Number(values.country) } : {}),
      },
      travellers: values.travellers.map(travellerOf),
      remark: values.remark.trim() || undefined,
      expectedTotal: data.total,
      requestKey,
    } as CreateOrderRequest;
    create.mutate(body, {
      onSuccess: (result) => {
        clearOrderDraft(sessionStorage, draftKey);
        void navigate(orderPayLink(result.order.ocode, fromCart));
      },
      onError: (error) => {
        if (isApiError(error, 4153)) {
          void notify('warning', t('order.priceChanged'), { subject: 'order-submit' });
          void quote.refetch();
        } else {
          const text = failureText(error, t('http.invalidInput'), { item: t('order.itemUnavailable') });
          void notify('error', text, { subject: 'order-submit' });
        }
      },
    });
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" aria-labelledby="order-form-title">
      <h1 id="order-form-title" className="text-2xl font-semibold text-fourth sm:text-3xl">
        {t('routes.orderForm')}
      </h1>
      <Form form={form} onSubmit={submit} className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderTravellersSection control={form.control} />
          <OrderContactSection />
          <OrderDiscountsSection
            loggedIn={loggedIn}
            data={data}
            currency={currency}
            couponId={couponId}
            onCouponChange={setCouponId}
            points={points}
            onPointsChange={setPoints}
          />
        </div>

        <OrderSummary
          quote={quote}
          currency={currency}
          loggedIn={loggedIn}
          staysOnly={staysOnly}
          submitting={create.isPending}
        />
      </Form>
    </section>
  );
}
