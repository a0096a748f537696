import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';
import { asCurrency, discountOf, formatMoney } from '../lib/price';

export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  const { t } = useTranslation();
  if (percent <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-sixth px-2 py-0.5 text-xs font-bold text-white',
        className,
      )}
    >
      {t('catalog.discount', { percent })}
    </span>
  );
}

type PriceTagProps = {
  price: number;
  originalPrice: number;
  currency: string;
  /** "From A$79" on cards and headers; a day's exact price without it. */
  from?: boolean;
  size?: 'sm' | 'lg';
  /** Show the discount badge beside the price. */
  badge?: boolean;
  className?: string;
};

/** A price in minor units with its struck original and the discount, formatted once by lib/price. */
export function PriceTag({ price, originalPrice, currency, from, size = 'sm', badge, className }: PriceTagProps) {
  const { t } = useTranslation();
  const code = asCurrency(currency);
  const current = formatMoney(price, code);
  const discount = discountOf(price, originalPrice);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5', className)} data-testid="price-tag">
      {from && <span className="whitespace-nowrap text-xs text-slate-600">{t('catalog.from')}</span>}
      <span
        className={cn(
          'whitespace-nowrap font-bold text-slate-900',
          size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-base sm:text-lg',
        )}
        data-testid="price"
      >
        {current}
      </span>
      {discount > 0 && (
        <>
          <s className="whitespace-nowrap text-xs text-slate-600">
            <span className="sr-only">{t('catalog.originalPrice')} </span>
            {formatMoney(originalPrice, code)}
          </s>
          {badge && <DiscountBadge percent={discount} className="self-center" />}
        </>
      )}
    </p>
  );
}
