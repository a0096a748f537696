import type { CurrencyCode, OrderQuote } from '@storefront/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { failureText } from '../../api/failure-text';
import { useLocale } from '../../app/use-locale';
import { FormItem } from '../../components/form';
import { primaryButton } from '../../components/ui/button-class';
import { formatTravelDates } from '../../lib/date-format';
import { formatMoney } from '../../lib/price';
import { RULES, type OrderValues } from './order-form-values';
import { partyText } from './order-party';

type Props = {
  quote: UseQueryResult<OrderQuote>;
  currency: CurrencyCode;
  loggedIn: boolean;
  /** Only hotel stays: their terms say their dates cannot change. */
  staysOnly: boolean;
  submitting: boolean;
};

/** The order's lines and totals as the server prices them, the terms to accept, and the submit button. */
export function OrderSummary({ quote, currency, loggedIn, staysOnly, submitting }: Props) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const data = quote.data;
  return (
    <aside className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24">
      <h2 className="text-lg font-semibold text-slate-900">{t('order.summary')}</h2>
      {quote.isError ? (
        <p role="alert" className="text-sm text-sixth">
          {failureText(quote.error, t('http.invalidInput'), { item: t('order.itemUnavailable') })}
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
                  {t('order.date')}: {formatTravelDates(item.date, item.endDate, language)}
                </p>
                {item.kind === 'hotel' && (
                  <p className="text-slate-600">{t('cart.rooms', { count: item.rooms.length })}</p>
                )}
                <p className="text-slate-600" data-testid="order-summary-party">
                  {partyText(t, item)}
                </p>
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
      <button type="submit" className={primaryButton} disabled={!data || submitting} data-testid="order-submit">
        {submitting ? t('common.loading') : t('order.submit')}
      </button>
    </aside>
  );
}
