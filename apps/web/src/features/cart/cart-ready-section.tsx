import type { CartItem, SiteLanguage } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { secondaryButton } from '../../components/ui/button-class';
import { dateHeading, type CartDateGroup } from './cart-groups';
import { CartLine } from './cart-line';

type Props = {
  groups: readonly CartDateGroup[];
  language: SiteLanguage;
  picked: ReadonlySet<number>;
  allSelected: boolean;
  onSelectAll: (on: boolean) => void;
  onToggle: (id: number, on: boolean) => void;
  onRemove: (item: CartItem) => void;
  onDeleteSelected: () => void;
  canDelete: boolean;
};

/** The bookable lines under their travel dates, with select all and delete selected. */
export function CartReadySection({
  groups,
  language,
  picked,
  allSelected,
  onSelectAll,
  onToggle,
  onRemove,
  onDeleteSelected,
  canDelete,
}: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cart-ready" data-testid="cart-ready">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="cart-ready" className="text-lg font-semibold text-slate-900">
          {t('cart.ready')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-[var(--color-first)]"
              checked={allSelected}
              onChange={(event) => onSelectAll(event.target.checked)}
              data-testid="cart-select-all"
            />
            {t('cart.selectAll')}
          </label>
          <button
            type="button"
            className={secondaryButton}
            onClick={onDeleteSelected}
            disabled={!canDelete}
            data-testid="cart-delete"
          >
            {t('cart.deleteSelected')}
          </button>
        </div>
      </div>
      <div className="space-y-5">
        {groups.map((group) => (
          <section
            key={group.date}
            aria-labelledby={`cart-date-${group.date}`}
            data-testid="cart-date-group"
            data-date={group.date}
          >
            <h3
              id={`cart-date-${group.date}`}
              className="mb-2 flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-fourth"
            >
              {dateHeading(group.date, language)}
              <span className="text-sm font-normal text-slate-600">
                {t('cart.groupCount', { count: group.items.length })}
              </span>
            </h3>
            <ul className="space-y-3">
              {group.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  selected={picked.has(item.id)}
                  onSelect={(on) => onToggle(item.id, on)}
                  onRemove={() => onRemove(item)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
