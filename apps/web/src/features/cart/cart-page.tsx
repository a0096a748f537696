import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { EmptyState, TabState } from '../../components/tab-state';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { cartOrderFormLink, homeLink } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';
import { dateHeading, groupCart, isBookable } from './cart-groups';
import { CartLine } from './cart-line';
import { cartQueries, useDeleteCartItems } from './cart-queries';

/**
 * The member's cart, as travel sites show it: bookable lines grouped under their travel date
 * (soonest first; a stay under its check-in), lines that can no longer be booked apart with why
 * and one "Remove all"; select, delete, change a line's date or quantities, totals and checkout.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const cart = useQuery(cartQueries.list(locale.language, locale.currency));
  const remove = useDeleteCartItems();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const items = useMemo(() => cart.data?.list ?? [], [cart.data]);
  const { ready, closed } = useMemo(() => groupCart(items), [items]);
  const selectable = items.filter(isBookable);
  // Only lines still in the cart and still bookable count as selected.
  const selected = selectable.filter((item) => picked.has(item.id));
  const currencies = new Set(selected.map((item) => item.currency));
  const currency = asCurrency(selected[0]?.currency ?? locale.currency);
  const total = selected.reduce((sum, item) => sum + (item.price ?? 0), 0);
  const allSelected = selectable.length > 0 && selected.length === selectable.length;

  const toggle = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const removeLines = (ids: number[], question: string) => {
    if (ids.length === 0 || !window.confirm(question)) return;
    remove.mutate(
      { ids },
      {
        onSuccess: () => {
          setPicked((current) => new Set([...current].filter((id) => !ids.includes(id))));
          void notify('success', t('cart.deleted'));
        },
        onError: (error) => void notify('error', failureText(error, t('http.unknown'))),
      },
    );
  };
  const deleteSelected = () =>
    removeLines(
      selected.map((item) => item.id),
      t('cart.deleteConfirm', { count: selected.length }),
    );
  const removeClosed = () =>
    removeLines(
      closed.map((item) => item.id),
      t('cart.removeAllConfirm', { count: closed.length }),
    );
  const checkout = () => {
    if (selected.length === 0) return void notify('info', t('cart.nothingSelected'));
    if (currencies.size > 1) return void notify('info', t('cart.mixedCurrency'));
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
                        onChange={(event) =>
                          setPicked(event.target.checked ? new Set(selectable.map((item) => item.id)) : new Set())
                        }
                        data-testid="cart-select-all"
                      />
                      {t('cart.selectAll')}
                    </label>
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={deleteSelected}
                      disabled={selected.length === 0 || remove.isPending}
                      data-testid="cart-delete"
                    >
                      {t('cart.deleteSelected')}
                    </button>
                  </div>
                </div>
                <div className="space-y-5">
                  {ready.map((group) => (
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
                        {dateHeading(group.date, locale.language)}
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
                            onSelect={(on) => toggle(item.id, on)}
                          />
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </section>
            )}
            {closed.length > 0 && (
              <section
                aria-labelledby="cart-closed"
                className={ready.length > 0 ? 'mt-8' : undefined}
                data-testid="cart-closed"
              >
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
                    onClick={removeClosed}
                    disabled={remove.isPending}
                    data-testid="cart-remove-closed"
                  >
                    {t('cart.removeAll')}
                  </button>
                </div>
                <ul className="space-y-3">
                  {closed.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      selected={false}
                      onSelect={() => undefined}
                      showDate
                      headingLevel={3}
                    />
                  ))}
                </ul>
              </section>
            )}
            <div className="sticky bottom-0 mt-6 flex flex-wrap items-center justify-end gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm text-slate-700">
                {t('cart.selectedTotal', { count: selected.length })}{' '}
                <span className="text-xl font-bold text-slate-900" data-testid="cart-total">
                  {formatMoney(total, currency)}
                </span>
              </p>
              <button
                type="button"
                className={primaryButton}
                onClick={checkout}
                disabled={selected.length === 0}
                data-testid="cart-checkout"
              >
                {t('cart.checkout')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
