import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { EmptyState, TabState } from '../../components/tab-state';
import { primaryButton } from '../../components/ui/button-class';
import { cartOrderFormLink, homeLink } from '../../lib/links';
import { asCurrency } from '../../lib/price';
import { CartClosedSection } from './cart-closed-section';
import { groupCart, isBookable, selectedLines } from './cart-groups';
import { cartQueries, useDeleteCartItems } from './cart-queries';
import { CartReadySection } from './cart-ready-section';
import { CartRemovalDialog, type CartRemovalQuestion } from './cart-removal-dialog';
import { CartSummary } from './cart-summary';
import { useUndoableRemoval } from './use-undoable-removal';

/**
 * The member's cart, as travel sites show it: bookable lines grouped under their travel date
 * (soonest first; a stay under its check-in), lines that can no longer be booked apart with why
 * and one "Remove all"; every bookable line starts selected; remove one line (with Undo), delete
 * the selected ones, change a line's date or quantities, totals and checkout.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const cart = useQuery(cartQueries.list(locale.language, locale.currency));
  const remove = useDeleteCartItems();
  const { waiting, removeLine } = useUndoableRemoval();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<CartRemovalQuestion | null>(null);
  // A line waiting for its Undo toast to go is already out of the page.
  const items = useMemo(() => (cart.data?.list ?? []).filter((item) => !waiting.has(item.id)), [cart.data, waiting]);
  const { ready, closed } = useMemo(() => groupCart(items), [items]);
  const selectable = items.filter(isBookable);
  const selected = selectedLines(items, unticked);
  const selectedIds = new Set(selected.map((item) => item.id));
  const currencies = new Set(selected.map((item) => item.currency));
  const currency = asCurrency(selected[0]?.currency ?? locale.currency);
  const total = selected.reduce((sum, item) => sum + (item.price ?? 0), 0);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  const toggle = (id: number, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const askToRemove = (ids: number[], question: string) => {
    if (ids.length > 0) setAsking({ ids, question });
  };
  const removeLines = (ids: number[]) => {
    setAsking(null);
    remove.mutate(
      { ids },
      {
        onSuccess: () => void notify('success', t('cart.deleted'), { subject: 'cart' }),
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'cart' }),
      },
    );
  };
  const deleteSelected = () =>
    askToRemove(
      selected.map((item) => item.id),
      t('cart.deleteConfirm', { count: selected.length }),
    );
  const removeClosed = () =>
    askToRemove(
      closed.map((item) => item.id),
      t('cart.removeAllConfirm', { count: closed.length }),
    );
  const checkout = () => {
    if (selected.length === 0) return void notify('info', t('cart.nothingSelected'), { subject: 'cart' });
    if (currencies.size > 1) return void notify('info', t('cart.mixedCurrency'), { subject: 'cart' });
    void navigate(cartOrderFormLink(selected.map((item) => item.id)));
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" aria-labelledby="cart-title">
      <h1 id="cart-title" className="text-2xl font-semibold text-fourth sm:text-3xl">
        {t('routes.cart')}
      </h1>
      <div className="mt-6">
        {!cart.data ? (
          <TabState query={cart} />
        ) : items.length === 0 ? (
          <EmptyState
            title={t('cart.empty')}
            body={t('cart.emptyBody')}
            action={
              <Link to={homeLink()} className={primaryButton}>
                {t('cart.browse')}
              </Link>
            }
          />
        ) : (
          <>
            {ready.length > 0 && (
              <CartReadySection
                groups={ready}
                language={locale.language}
                picked={selectedIds}
                allSelected={allSelected}
                onSelectAll={(on) => setUnticked(on ? new Set() : new Set(selectable.map((item) => item.id)))}
                onToggle={toggle}
                onRemove={removeLine}
                onDeleteSelected={deleteSelected}
                canDelete={selected.length > 0 && !remove.isPending}
              />
            )}
            {closed.length > 0 && (
              <CartClosedSection
                items={closed}
                belowReady={ready.length > 0}
                onRemoveAll={removeClosed}
                onRemove={removeLine}
                removing={remove.isPending}
              />
            )}
            <CartSummary count={selected.length} total={total} currency={currency} onCheckout={checkout} />
          </>
        )}
      </div>
      <CartRemovalDialog asking={asking} onCancel={() => setAsking(null)} onConfirm={removeLines} />
    </section>
  );
}
