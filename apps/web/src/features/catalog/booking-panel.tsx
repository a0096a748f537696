import { parseIsoDate, type CalendarDay, type PackagePrice, type ProductDetail } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { catalogQueries } from '../../api/catalog-queries';
import { failureText } from '../../api/failure-text';
import { useAppStore } from '../../app/app-store';
import { onLoginEd } from '../../app/login-events';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { PriceCalendarPanel } from '../../components/price-calendar/price-calendar-panel';
import { PriceTag } from '../../components/price-tag';
import { QuantityRow } from '../../components/quantity-row';
import { bookingTotal, clampQuantity, type Quantities, travellerCount, unitPrices } from '../../lib/booking';
import { cn } from '../../lib/cn';
import { orderFormLink } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';
import { useAddToCart } from '../cart';
import { FlashSaleNotice } from '../marketing';
import { readDate, readPackage, readQuantities, writeBooking } from './booking-params';
import { dateTimeFormat } from '../../lib/intl-format';

/** The package's "from": its cheapest adult or unit price (child and senior never look cheaper). */
const headlineOf = (prices: readonly PackagePrice[]) =>
  prices.find((p) => p.priceType === 'adult') ?? prices.find((p) => p.priceType === 'unit') ?? prices[0];

function PackageChooser({
  product,
  value,
  onChange,
}: {
  product: ProductDetail;
  value: string;
  onChange: (gcode: string) => void;
}) {
  const { t } = useTranslation();
  const currency = asCurrency(product.currency);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{t('product.choosePackage')}</legend>
      <div className="mt-2 grid gap-2">
        {product.packages.map((pkg) => {
          const headline = headlineOf(pkg.prices);
          const soldOut = !pkg.firstAvailableDate;
          return (
            <label
              key={pkg.gcode}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-first',
                value === pkg.gcode ? 'border-first bg-third' : 'border-slate-200 hover:border-first',
                soldOut && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="package"
                value={pkg.gcode}
                checked={value === pkg.gcode}
                disabled={soldOut}
                onChange={() => onChange(pkg.gcode)}
                className="size-4 accent-[var(--color-first)]"
              />
              <span className="min-w-0 flex-1 font-medium text-slate-900">{pkg.title}</span>
              <span className="shrink-0 text-right text-slate-700">
                {soldOut
                  ? t('product.soldOut')
                  : headline && t('catalog.priceFrom', { price: formatMoney(headline.price, currency) })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Add to cart (members: a visitor logs in first) and book now (the order form, visitors too). */
function CheckoutButtons({
  product,
  gcode,
  date,
  quantities,
}: {
  product: ProductDetail;
  gcode: string;
  date: string | undefined;
  quantities: Quantities;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useUserStore(selectLoggedIn);
  const addToCart = useAddToCart();
  const wantedAfterLogin = useRef(false);
  const ready = !!date && travellerCount(quantities) > 0;
  const add = () => {
    if (!date) return;
    addToCart.mutate(
      { kind: 'product', productCode: product.code, gcode, date, quantities },
      {
        onSuccess: () => notify('success', t('cart.added'), { subject: 'cart' }),
        onError: (error) => notify('error', failureText(error, t('http.invalidInput')), { subject: 'cart' }),
      },
    );
  };
  const afterLogin = useEffectEvent(() => {
    if (!wantedAfterLogin.current) return;
    wantedAfterLogin.current = false;
    if (ready) add();
  });
  useEffect(() => onLoginEd(() => afterLogin()), []);
  const onAdd = () => {
    if (!loggedIn) {
      wantedAfterLogin.current = true;
      useAppStore.getState().setLoginDialogOpen(true);
      return;
    }
    if (!ready) return void notify('info', t('cart.pickDateFirst'), { subject: 'cart' });
    add();
  };
  const onBook = () => {
    if (!ready) return void notify('info', t('cart.pickDateFirst'), { subject: 'cart' });
    void navigate(orderFormLink(product.code, gcode, date, quantities));
  };
  const base = 'h-12 rounded-full text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <div className="grid grid-cols-2 gap-2">
      <button
        type="button"
        onClick={onAdd}
        disabled={addToCart.isPending}
        className={cn(base, 'border border-first bg-white text-first hover:bg-seven')}
        data-testid="checkout-cart"
      >
        {t('product.addToCart')}
      </button>
      <button
        type="button"
        onClick={onBook}
        className={cn(base, 'bg-first text-white hover:opacity-90')}
        data-testid="checkout-book"
      >
        {t('product.bookNow')}
      </button>
    </div>
  );
}

/** Date, travellers and total of one package; remounted (fresh state) when the package changes. */
function PackageBooking({ product, gcode }: { product: ProductDetail; gcode: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pkg = product.packages.find((p) => p.gcode === gcode);
  const prices = pkg?.prices ?? [];
  const currency = asCurrency(product.currency);
  const calendar = useQuery({ ...catalogQueries.calendar(product.code, gcode, locale), enabled: !!pkg });
  // The booking lives in the URL (booking-params.ts): reload, back and forward keep it.
  const [params, setParams] = useSearchParams();
  const wantedDate = readDate(params);
  const date =
    wantedDate && (!calendar.data || calendar.data.some((d) => d.date === wantedDate && d.stock > 0))
      ? wantedDate
      : undefined;
  const quantities = readQuantities(params, prices);
  const save = (next: { date: string | undefined; quantities: Quantities }) =>
    setParams((current) => writeBooking(current, { gcode, ...next }), { replace: true, preventScrollReset: true });
  const day: CalendarDay | undefined = calendar.data?.find((d) => d.date === date);
  const perType = unitPrices(prices, day);
  const total = bookingTotal(quantities, perType);
  const count = travellerCount(quantities);
  const dateText = date ? dateTimeFormat(locale.language, { dateStyle: 'medium' }).format(parseIsoDate(date)) : null;

  const chooseDate = (next: string) => {
    const stock = calendar.data?.find((d) => d.date === next)?.stock;
    // Fewer places left that day than chosen: keep what fits, type by type.
    const fitted: Quantities = {};
    for (const { priceType } of prices) {
      fitted[priceType] = clampQuantity(fitted, priceType, quantities[priceType] ?? 0, stock);
    }
    save({ date: next, quantities: fitted });
  };

  return (
    <>
      <section aria-labelledby="calendar-title">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="calendar-title" className="text-sm font-semibold text-slate-900">
            {t('product.chooseDate')}
          </h2>
          <p className="text-xs text-slate-600">{t('product.calendar.pricesIn', { currency })}</p>
        </div>
        <PriceCalendarPanel
          className="mt-2"
          data-testid="price-calendar"
          days={calendar.data}
          failure={calendar.isError ? t('catalog.loadFailedBody') : undefined}
          noteSurface="bg-seven"
          selected={date}
          onSelect={chooseDate}
          renderWhenNear
        />
      </section>

      <section aria-labelledby="travellers-title">
        <h2 id="travellers-title" className="text-sm font-semibold text-slate-900">
          {t('product.travellers')}
        </h2>
        <ul className="mt-1 divide-y divide-slate-100">
          {prices.map(({ priceType }) => (
            <QuantityRow
              key={priceType}
              type={priceType}
              price={perType[priceType] ?? 0}
              currency={currency}
              quantity={quantities[priceType] ?? 0}
              canAdd={
                clampQuantity(quantities, priceType, (quantities[priceType] ?? 0) + 1, day?.stock) >
                (quantities[priceType] ?? 0)
              }
              onChange={(wanted) =>
                save({
                  date,
                  quantities: { ...quantities, [priceType]: clampQuantity(quantities, priceType, wanted, day?.stock) },
                })
              }
            />
          ))}
        </ul>
        {day && day.stock <= 10 && (
          <p className="mt-1 text-xs font-medium text-sixth">{t('product.fewLeft', { count: day.stock })}</p>
        )}
      </section>

      <div className="flex items-end justify-between gap-3 border-t border-slate-200 pt-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">{t('product.total')}</p>
          <p className="text-xs text-slate-600">
            {dateText ? t('product.totalFor', { date: dateText, count }) : t('product.pickDateForTotal')}
          </p>
        </div>
        <p
          className="shrink-0 whitespace-nowrap text-2xl font-bold text-slate-900"
          aria-live="polite"
          data-testid="booking-total"
        >
          {formatMoney(total, currency)}
        </p>
      </div>
      <CheckoutButtons product={product} gcode={gcode} date={date} quantities={quantities} />
    </>
  );
}

/** The booking side of the product page: headline price, flash sale, package, date, travellers, total. */
export function BookingPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const gcode = readPackage(params, product);
  const choosePackage = (next: string) =>
    setParams((current) => writeBooking(current, { gcode: next }), { replace: true, preventScrollReset: true });
  return (
    <div
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="booking-panel"
    >
      <div>
        <PriceTag
          price={product.price}
          originalPrice={product.originalPrice}
          currency={product.currency}
          from
          badge
          size="lg"
        />
        <p className="mt-1 text-xs text-slate-600">{t('product.priceNote')}</p>
      </div>
      <FlashSaleNotice productCode={product.code} />
      {product.packages.length === 0 ? (
        <p className="rounded-xl bg-seven p-4 text-sm text-slate-700">{t('product.noPackages')}</p>
      ) : (
        <>
          <PackageChooser product={product} value={gcode} onChange={choosePackage} />
          <PackageBooking key={gcode} product={product} gcode={gcode} />
        </>
      )}
    </div>
  );
}
