import type { CurrencyCode, OrderQuote } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useAppStore } from '../../app/app-store';
import { textButton } from '../../components/ui/button-class';
import { formatMoney } from '../../lib/price';
import { CouponCodeForm } from './coupon-code-form';

type Props = {
  loggedIn: boolean;
  /** The current quote: its coupons and points; undefined while it loads. */
  data: OrderQuote | undefined;
  currency: CurrencyCode;
  couponId: number | undefined;
  onCouponChange: (couponId: number | undefined) => void;
  points: number;
  onPointsChange: (points: number) => void;
};

/** A member's coupon and points for this order (the quote says which apply); a visitor is asked to log in. */
export function OrderDiscountsSection({
  loggedIn,
  data,
  currency,
  couponId,
  onCouponChange,
  points,
  onPointsChange,
}: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="discounts-title" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="discounts-title" className="text-lg font-semibold text-slate-900">
        {t('order.discounts')}
      </h2>
      {!loggedIn ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('order.memberDiscountsHint')}{' '}
          <button type="button" className={textButton} onClick={() => useAppStore.getState().setLoginDialogOpen(true)}>
            {t('order.login')}
          </button>
        </p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <CouponCodeForm onClaimed={onCouponChange} />
          <label className="flex flex-col gap-1 text-sm">
            {t('order.couponDiscount')}
            <select
              className="h-10 rounded border border-slate-300 bg-white px-3"
              value={couponId ?? ''}
              onChange={(event) => onCouponChange(event.target.value ? Number(event.target.value) : undefined)}
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
                  onPointsChange(Math.min(data.points.maxUsable, Math.floor(wanted / step) * step));
                }}
                className="h-10 rounded border border-slate-300 px-3"
              />
            </label>
          )}
        </div>
      )}
    </section>
  );
}
