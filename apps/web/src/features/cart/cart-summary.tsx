import type { CurrencyCode } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { primaryButton } from '../../components/ui/button-class';
import { formatMoney } from '../../lib/price';

/** The selected lines' count and total, kept in view at the bottom, and the checkout button. */
export function CartSummary({
  count,
  total,
  currency,
  onCheckout,
}: {
  count: number;
  total: number;
  currency: CurrencyCode;
  onCheckout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 mt-6 flex flex-wrap items-center justify-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-700">
        {t('cart.selectedTotal', { count })}{' '}
        <span className="text-xl font-bold text-slate-900" data-testid="cart-total">
          {formatMoney(total, currency)}
        </span>
      </p>
      <button
        type="button"
        className={primaryButton}
        onClick={onCheckout}
        disabled={count === 0}
        data-testid="cart-checkout"
      >
        {t('cart.checkout')}
      </button>
    </div>
  );
}
