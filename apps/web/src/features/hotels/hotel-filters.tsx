import type { CurrencyCode } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { formatMoney } from '../../lib/price';
import { bucketBounds, PRICE_BUCKETS } from './hotel-request';
import type { HotelSearch } from './hotel-search-store';
import { Stars } from './stars';

const STAR_LEVELS = [5, 4, 3, 2, 1] as const;

const toggled = (list: readonly number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const checkboxRow =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-seven has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-first';

/** A price bucket's label: "Under A$150", "A$150 – A$250", "A$400 and up" (per room and night). */
export function usePriceBucketLabel(currency: CurrencyCode) {
  const { t } = useTranslation();
  return (bucket: number) => {
    const { min, max } = bucketBounds(bucket, currency);
    if (bucket === 0 && max !== undefined) return t('hotels.filters.under', { price: formatMoney(max, currency) });
    if (max === undefined) return t('hotels.filters.andUp', { price: formatMoney(min, currency) });
    return t('hotels.filters.between', { min: formatMoney(min, currency), max: formatMoney(max, currency) });
  };
}

/** Star rating and price filters (spec §3 `screenData`: any ticked star level and any ticked price bucket matches). */
export function HotelFilters({
  screenData,
  currency,
  onChange,
}: {
  screenData: HotelSearch['screenData'];
  currency: CurrencyCode;
  onChange: (screenData: HotelSearch['screenData']) => void;
}) {
  const { t } = useTranslation();
  const bucketLabel = usePriceBucketLabel(currency);
  const active = screenData.stars.length + screenData.priceNum.length > 0;
  return (
    <div className="space-y-6" data-testid="hotel-filters">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('hotels.filters.stars')}</legend>
        {STAR_LEVELS.map((stars) => (
          <label key={stars} className={checkboxRow}>
            <input
              type="checkbox"
              checked={screenData.stars.includes(stars)}
              onChange={() => onChange({ ...screenData, stars: toggled(screenData.stars, stars) })}
              className="size-4 accent-[var(--color-first)]"
              data-testid={`filter-stars-${stars}`}
            />
            <span className="sr-only">{t('hotels.stars', { count: stars })}</span>
            <Stars count={stars} decorative />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('hotels.filters.price')}</legend>
        <p className="mb-1 px-2 text-xs text-slate-600">{t('hotels.filters.priceHint')}</p>
        {PRICE_BUCKETS.map((bucket) => (
          <label key={bucket} className={checkboxRow}>
            <input
              type="checkbox"
              checked={screenData.priceNum.includes(bucket)}
              onChange={() => onChange({ ...screenData, priceNum: toggled(screenData.priceNum, bucket) })}
              className="size-4 accent-[var(--color-first)]"
              data-testid={`filter-price-${bucket}`}
            />
            {bucketLabel(bucket)}
          </label>
        ))}
      </fieldset>
      {active && (
        <button
          type="button"
          onClick={() => onChange({ stars: [], priceNum: [] })}
          className="inline-flex min-h-9 items-center rounded px-2 text-sm font-medium text-first hover:underline"
          data-testid="clear-filters"
        >
          {t('hotels.filters.clear')}
        </button>
      )}
    </div>
  );
}
