import type { CurrencyCode, PriceType } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatMoney } from '../lib/price';
import { MinusIcon, PlusIcon } from './ui/icons';

/** One price type's count with − and + (product page, cart line editor). */
export function QuantityRow({
  type,
  price,
  currency,
  quantity,
  onChange,
  canAdd,
}: {
  type: PriceType;
  price: number;
  currency: CurrencyCode;
  quantity: number;
  onChange: (quantity: number) => void;
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`product.priceTypes.${type}`);
  const id = useId();
  const step =
    'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-slate-800 hover:border-first disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p id={id} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        <p className="text-xs text-slate-600" data-testid={`unit-price-${type}`}>
          {formatMoney(price, currency)}
        </p>
      </div>
      <div className="flex items-center gap-2" role="group" aria-labelledby={id}>
        <button
          type="button"
          className={step}
          onClick={() => onChange(quantity - 1)}
          disabled={quantity <= 0}
          aria-label={t('product.fewer', { type: label })}
        >
          <MinusIcon />
        </button>
        <output className="w-6 text-center text-sm font-semibold tabular-nums" aria-live="polite">
          {quantity}
        </output>
        <button
          type="button"
          className={step}
          onClick={() => onChange(quantity + 1)}
          disabled={!canAdd}
          aria-label={t('product.more', { type: label })}
        >
          <PlusIcon />
        </button>
      </div>
    </li>
  );
}
