import type { CartItem } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { secondaryButton } from '../../components/ui/button-class';
import { CartLine } from './cart-line';

type Props = {
  items: readonly CartItem[];
  /** Set below the bookable lines, so it keeps its distance from them. */
  belowReady: boolean;
  onRemoveAll: () => void;
  onRemove: (item: CartItem) => void;
  removing: boolean;
};

/** Lines that can no longer be booked, each saying why, with one button removing them all. */
export function CartClosedSection({ items, belowReady, onRemoveAll, onRemove, removing }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cart-closed" className={belowReady ? 'mt-8' : undefined} data-testid="cart-closed">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="cart-closed" className="text-lg font-semibold text-slate-900">
            {t('cart.closed')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-700">{t('cart.closedNote')}</p>
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={onRemoveAll}
          disabled={removing}
          data-testid="cart-remove-closed"
        >
          {t('cart.removeAll')}
        </button>
      </div>
      <ul className="space-y-3">
        {items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            selected={false}
            onSelect={() => undefined}
            onRemove={() => onRemove(item)}
            showDate
            headingLevel={3}
          />
        ))}
      </ul>
    </section>
  );
}
