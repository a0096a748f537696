import {
  PRICE_TYPES,
  type CreateOrderRequest,
  type OrderQuoteRequest,
  type TravellerInput,
  type ValidationRule,
} from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { failureText } from '../../api/failure-text';
import { useAccount } from '../../api/member-queries';
import { useMerchant } from '../../api/merchant-queries';
import { passengerQueries } from '../../api/passenger-queries';
import { useAppStore } from '../../app/app-store';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { defaultCallingCode } from '../../components/calling-code-select';
import { Form, FormItem, rules, useStorefrontForm } from '../../components/form';
import { NameFields, TravellerFields, type TravellerFieldValues } from '../../components/form/person-fields';
import { PhoneFields } from '../../components/form/phone-fields';
import { primaryButton, secondaryButton, textButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { orderPayLink, parseRoomsParam } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';
import { orderQueries, useCreateOrder } from './order-queries';

type TravellerValues = TravellerFieldValues & { passengerId: string };
type OrderValues = {
  lastName: string;
  firstName: string;
  email: string;
  country: number;
  phone: string;
  travellers: TravellerValues[];
  remark: string;
  terms: boolean;
};

const RULES = {
  required: [rules.required()],
  email: [rules.required(), rules.email()],
  terms: [{ type: 'pattern', message: 'order.termsRequired', test: (value) => value === true }] as ValidationRule[],
};

const emptyTraveller = (): TravellerValues => ({
  passengerId: '',
  appellation: '',
  lastName: '',
  firstName: '',
  datebirth: '',
  nationality: '',
  idType: '1',
  idNumber: '',
  idExpiry: '',
});

function travellerOf(values: TravellerValues): TravellerInput {
  if (values.passengerId) return { passengerId: Number(values.passengerId) };
  return {
    appellation: Number(values.appellation),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    datebirth: values.datebirth.trim(),
    nationality: values.nationality,
    idType: Number(values.idType),
    idNumber: values.idNumber.trim().toUpperCase(),
    idExpiry: values.idExpiry.trim(),
  } as TravellerInput;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveInt = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/**
 * What the page orders: one package from the product page (`{pcode}/{gcode}?date=&adult=`), a
 * hotel stay from the hotel page (`hotel/{hotelId}?room=&plan=&checkIn=&checkOut=&rooms=`), or
 * selected cart lines (`cart/cart?ids=`).
 */
function usePurchase(): { purchase: Pick<OrderQuoteRequest, 'item' | 'cartItemIds'> | null; fromCart: boolean } {
  const { pcode = '', gcode = '' } = useParams();
  const [search] = useSearchParams();
  return useMemo(() => {
    if (pcode === 'cart') {
      const ids = (search.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      return { purchase: ids.length ? { cartItemIds: ids } : null, fromCart: true };
    }
    if (pcode === 'hotel') {
      const hotelId = positiveInt(gcode);
      const roomTypeId = positiveInt(search.get('room'));
      const ratePlanId = positiveInt(search.get('plan'));
      const checkIn = search.get('checkIn') ?? '';
      const checkOut = search.get('checkOut') ?? '';
      const rooms = parseRoomsParam(search.get('rooms') ?? '');
      if (!hotelId || !roomTypeId || !ratePlanId || !ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut) || !rooms) {
        return { purchase: null, fromCart: false };
      }
      return {
        purchase: {
          item: { kind: 'hotel', hotelId, roomTypeId, ratePlanId, date: [checkIn, checkOut], rooms },
        },
        fromCart: false,
      };
    }
    const date = search.get('date') ?? '';
    const quantities = Object.fromEntries(
      PRICE_TYPES.map((type) => [type, Number(search.get(type) ?? 0)]).filter(([, n]) => Number(n) > 0),
    ) as Record<string, number>;
    if (!ISO_DATE.test(date) || Object.keys(quantities).length === 0) {
      return { purchase: null, fromCart: false };
    }
    return {
      purchase: { item: { kind: 'product', productCode: pcode, gcode, date, quantities } },
      fromCart: false,
    } as { purchase: Pick<OrderQuoteRequest, 'item'>; fromCart: boolean };
  }, [pcode, gcode, search]);
}

function TravellerFieldset({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useUserStore(selectLoggedIn);
  const saved = useQuery({ ...passengerQueries.page(1, 50), enabled: loggedIn });
  const [typed, setTyped] = useState(!loggedIn);
  const half = 'flex min-w-0 flex-col gap-1';
  const text = (field: { className: string }, extra = '') => cn(field.className, 'h-10', extra);
  const p = `travellers.${index}` as const;
  const savedList = saved.data?.list ?? [];
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4" data-testid="traveller">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('order.travellerN', { n: index + 1 })}</legend>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        {loggedIn && savedList.length > 0 && (
          <div className="inline-flex rounded-full border border-slate-300 p-0.5 text-sm" role="group">
            {[false, true].map((mode) => (
              <button
                key={String(mode)}
                type="button"
                aria-pressed={typed === mode}
                onClick={() => setTyped(mode)}
                className={cn('rounded-full px-3 py-1', typed === mode && 'bg-first text-white')}
              >
                {t(mode ? 'order.typeTraveller' : 'order.savedTraveller')}
              </button>
            ))}
          </div>
        )}
        {onRemove && (
          <button type="button" className={textButton} onClick={onRemove}>
            {t('order.removeTraveller')}
          </button>
        )}
      </div>
      {!typed && loggedIn && savedList.length > 0 ? (
        <FormItem<OrderValues, `travellers.${number}.passengerId`>
          name={`${p}.passengerId`}
          label={t('order.savedTraveller')}
          rules={RULES.required}
          className={half}
        >
          {({ value, ...field }) => (
            <select {...field} value={value} className={text(field, 'bg-white')} data-testid="saved-traveller">
              <option value="">—</option>
              {savedList.map((passenger) => (
                <option key={passenger.id} value={String(passenger.id)}>
                  {passenger.lastName} {passenger.firstName}
                </option>
              ))}
            </select>
          )}
        </FormItem>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TravellerFields prefix={`${p}.`} wording="order" />
        </div>
      )}
    </fieldset>
  );
}

/** A member's contact fields start from the profile; anything already typed is kept. */
function usePrefilledContact(form: UseFormReturn<OrderValues>) {
  const account = useAccount().data;
  useEffect(() => {
    if (!account) return;
    const fill = (name: 'lastName' | 'firstName' | 'email' | 'phone', value: string) => {
      if (value && !form.getFieldState(name).isDirty && !form.getValues(name)) form.setValue(name, value);
    };
    fill('lastName', account.lastName.toUpperCase());
    fill('firstName', account.firstName.toUpperCase());
    fill('email', account.email);
    if (account.phone && account.country !== null && !form.getValues('phone')) {
      form.setValue('country', account.country);
      fill('phone', account.phone);
    }
  }, [account, form]);
}

/** The order form (reduced header): summary, travellers, contact, coupon and points, terms, submit. */
export default function OrderFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const merchant = useMerchant();
  const loggedIn = useUserStore(selectLoggedIn);
  const { purchase, fromCart } = usePurchase();
  const [couponId, setCouponId] = useState<number | undefined>();
  const [points, setPoints] = useState(0);
  const [requestKey] = useState(() => `web${crypto.randomUUID().replace(/-/g, '')}`);
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
    },
  });
  const travellers = useFieldArray({ control: form.control, name: 'travellers' });
  usePrefilledContact(form);
  const data = quote.data;
  // Hotel stays keep their dates (decisions: date change): their terms say so instead.
  const staysOnly = !!data?.items.length && data.items.every((item) => item.kind === 'hotel');
  const currency = asCurrency(data?.currency ?? locale.currency);
  const half = 'flex min-w-0 flex-col gap-1';
  const text = (field: { className: string }, extra = '') => cn(field.className, 'h-10', extra);

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
      onSuccess: (result) => void navigate(orderPayLink(result.order.ocode, fromCart)),
      onError: (error) => {
        if (isApiError(error, 4153)) {
          void notify('warning', t('order.priceChanged'));
          void quote.refetch();
        } else void notify('error', failureText(error, t('http.unknown')));
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
          <section aria-labelledby="travellers-title" className="flex flex-col gap-3">
            <h2 id="travellers-title" className="text-lg font-semibold text-slate-900">
              {t('order.travellers')}
            </h2>
            {travellers.fields.map((field, index) => (
              <TravellerFieldset
                key={field.id}
                index={index}
                onRemove={travellers.fields.length > 1 ? () => travellers.remove(index) : undefined}
              />
            ))}
            {travellers.fields.length < 20 && (
              <button
                type="button"
                className={cn(secondaryButton, 'self-start')}
                onClick={() => travellers.append(emptyTraveller())}
              >
                {t('order.addTraveller')}
              </button>
            )}
          </section>

          <section aria-labelledby="contact-title" className="rounded-2xl border border-slate-200 p-4">
            <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
              {t('order.contact')}
            </h2>
            <p className="mb-3 text-sm text-slate-600">{t('order.contactNote')}</p>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <NameFields labels={{ lastName: t('order.lastName'), firstName: t('order.firstName') }} autoComplete />
              <FormItem<OrderValues, 'email'>
                name="email"
                label={t('order.email')}
                rules={RULES.email}
                trim
                className={cn(half, 'sm:col-span-2')}
              >
                {(field) => <input {...field} type="email" autoComplete="email" className={text(field)} />}
              </FormItem>
              <PhoneFields label={t('order.phone')} className="sm:col-span-2" />
              <FormItem<OrderValues, 'remark'>
                name="remark"
                label={t('order.remark')}
                className={cn(half, 'sm:col-span-2')}
              >
                {(field) => <textarea {...field} rows={2} maxLength={500} className={field.className} />}
              </FormItem>
            </div>
          </section>

          <section aria-labelledby="discounts-title" className="rounded-2xl border border-slate-200 p-4">
            <h2 id="discounts-title" className="text-lg font-semibold text-slate-900">
              {t('order.discounts')}
            </h2>
            {!loggedIn ? (
              <p className="mt-2 text-sm text-slate-700">
                {t('order.memberDiscountsHint')}{' '}
                <button
                  type="button"
                  className={textButton}
                  onClick={() => useAppStore.getState().setLoginDialogOpen(true)}
                >
                  {t('order.login')}
                </button>
              </p>
            ) : (
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <label className="flex flex-col gap-1 text-sm">
                  {t('order.couponDiscount')}
                  <select
                    className="h-10 rounded border border-slate-300 bg-white px-3"
                    value={couponId ?? ''}
                    onChange={(event) => setCouponId(event.target.value ? Number(event.target.value) : undefined)}
                    data-testid="coupon-select"
                  >
                    <option value="">{t('order.noCoupon')}</option>
                    {(data?.coupons ?? []).map((coupon) => (
                      <option key={coupon.id} value={coupon.id} disabled={!coupon.applicable}>
                        {coupon.applicable
                          ? t('order.couponOff', {
                              title: coupon.title,
                              amount: formatMoney(coupon.discount, currency),
                            })
                          : `${coupon.title} — ${coupon.reason}`}
                      </option>
                    ))}
                  </select>
                </label>
                {data && data.points.balance > 0 && (
                  <label className="flex flex-col gap-1 text-sm">
                    {t('order.usePoints', { balance: data.points.balance, max: data.points.maxUsable })}
                    <input
                      type="number"
                      min={0}
                      step={data.points.step}
                      max={data.points.maxUsable}
                      value={points}
                      onChange={(event) => {
                        const wanted = Math.max(0, Math.floor(Number(event.target.value) || 0));
                        const step = data.points.step || 1;
                        setPoints(Math.min(data.points.maxUsable, Math.floor(wanted / step) * step));
                      }}
                      className="h-10 rounded border border-slate-300 px-3"
                    />
                  </label>
                )}
              </div>
            )}
          </section>
        </div>

        <aside className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
          <h2 className="text-lg font-semibold text-slate-900">{t('order.summary')}</h2>
          {quote.isError ? (
            <p role="alert" className="text-sm text-sixth">
              {failureText(quote.error, t('http.unknown'))}
            </p>
          ) : !data ? (
            <div className="h-32 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />
          ) : (
            <>
              <ul className="space-y-3" data-testid="order-summary">
                {data.items.map((item, index) => (
                  <li key={index} className="text-sm">
                    <p className="font-semibold text-slate-900">{item.title}</p>
                    <p className="text-slate-600">{item.packageTitle}</p>
                    <p className="text-slate-600">
                      {t('order.date')}: {item.endDate ? `${item.date} – ${item.endDate}` : item.date}
                    </p>
                    {item.kind === 'hotel' && (
                      <p className="text-slate-600">{t('cart.rooms', { count: item.rooms.length })}</p>
                    )}
                    <p className="text-right font-medium">{formatMoney(item.amount, currency)}</p>
                  </li>
                ))}
              </ul>
              <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
                <div className="flex justify-between">
                  <dt>{t('order.subtotal')}</dt>
                  <dd>{formatMoney(data.subtotal, currency)}</dd>
                </div>
                {data.couponDiscount > 0 && (
                  <div className="flex justify-between text-sixth">
                    <dt>{t('order.couponDiscount')}</dt>
                    <dd>−{formatMoney(data.couponDiscount, currency)}</dd>
                  </div>
                )}
                {data.pointsDiscount > 0 && (
                  <div className="flex justify-between text-sixth">
                    <dt>{t('order.pointsDiscount')}</dt>
                    <dd>−{formatMoney(data.pointsDiscount, currency)}</dd>
                  </div>
                )}
                <div className="flex justify-between pt-2 text-lg font-bold text-slate-900">
                  <dt>{t('order.total')}</dt>
                  <dd data-testid="order-total">{formatMoney(data.total, currency)}</dd>
                </div>
              </dl>
              {loggedIn && data.pointsToEarn > 0 && (
                <p className="text-xs text-slate-600">{t('order.pointsToEarn', { count: data.pointsToEarn })}</p>
              )}
            </>
          )}
          <FormItem<OrderValues, 'terms'> name="terms" rules={RULES.terms} className="flex flex-col gap-1 text-sm">
            {({ value, className: _className, ...field }) => (
              <label className="flex items-start gap-2">
                <input
                  {...field}
                  type="checkbox"
                  checked={value}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--color-first)]"
                  data-testid="order-terms"
                />
                <span>{t(staysOnly ? 'order.termsHotel' : 'order.terms')}</span>
              </label>
            )}
          </FormItem>
          <button
            type="submit"
            className={primaryButton}
            disabled={!data || create.isPending}
            data-testid="order-submit"
          >
            {create.isPending ? t('common.loading') : t('order.submit')}
          </button>
        </aside>
      </Form>
    </section>
  );
}
