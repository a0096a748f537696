import { PRICE_TYPES, type CartItem } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { primaryButton, secondaryButton, textButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { imageUrl } from '../../lib/image-url';
import { cartOrderFormLink, homeLink, hotelLink, productLink } from '../../lib/links';
import { formatMoney } from '../../lib/price';
import { EmptyState, TabState, failureText } from '../account/tab-parts';
import { bookingTotal, clampQuantity, travellerCount, unitPrices, type Quantities } from '../catalog/booking';
import { catalogQueries, useLocale } from '../catalog/catalog-queries';
import { asCurrency } from '../catalog/price-tag';
import { QuantityRow } from '../catalog/quantity-row';
import { cartQueries, useDeleteCartItems, useUpdateCartItem } from './cart-queries';

/** A line can be booked when it still sells: unchanged, or at its new (shown) price. */
const bookable = (item: CartItem) => (item.status === 'ok' || item.status === 'repriced') && item.price !== null;

/** A product line's quantities can change while its package still sells on a date to come. */
const editable = (item: CartItem) => item.kind === 'product' && item.status !== 'past' && item.status !== 'unavailable';

/**
 * Quantities per price type of one product line, with the day's prices for a preview; the server
 * re-prices on save (Cart/update) and the line then shows its new price. A refusal is named here.
 */
function QuantityEditor({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const product = useQuery(catalogQueries.detail(item.productCode, locale));
  const calendar = useQuery(catalogQueries.calendar(item.productCode, item.gcode, locale));
  const update = useUpdateCartItem();
  const [quantities, setQuantities] = useState<Quantities>(() => ({ ...item.quantities }));
  const prices = product.data?.packages.find((p) => p.gcode === item.gcode)?.prices ?? [];
  const day = calendar.data?.find((d) => d.date === item.date);
  const perType = unitPrices(prices, day);
  const currency = asCurrency(item.currency);
  const changed = PRICE_TYPES.some((type) => (quantities[type] ?? 0) !== (item.quantities[type] ?? 0));
  const save = () =>
    update.mutate(
      { id: item.id, quantities },
      {
        onSuccess: () => {
          void notify('success', t('cart.updated'));
          onClose();
        },
      },
    );
  return (
    <section
      aria-labelledby={titleId}
      className="mt-3 rounded-xl border border-slate-200 bg-seven/40 p-3"
      data-testid="cart-editor"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('cart.editTitle', { title: item.title })}
      </h3>
      {product.isError ? (
        <p role="alert" className="mt-2 text-sm text-sixth">
          {failureText(product.error, t('http.unknown'))}
        </p>
      ) : prices.length === 0 ? (
        <div className="mt-2 h-24 animate-pulse rounded-lg bg-slate-100" aria-busy="true" />
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {prices.map(({ priceType }) => (
            <QuantityRow
              key={priceType}
              type={priceType}
              price={perType[priceType] ?? 0}
              currency={currency}
              quantity={quantities[priceType] ?? 0}
              canAdd={
                clampQuantity(quantities, priceType, (quantities[priceType] ?? 0) + 1, day?.stock) >
                (quantities[priceType] ?? 0)
              }
              onChange={(wanted) =>
                setQuantities((current) => ({
                  ...current,
                  [priceType]: clampQuantity(current, priceType, wanted, day?.stock),
                }))
              }
            />
          ))}
        </ul>
      )}
      <p className="mt-2 flex items-baseline justify-between gap-3 text-sm text-slate-700">
        {t('cart.newTotal')}
        <output className="text-base font-bold text-slate-900" aria-live="polite" data-testid="cart-editor-total">
          {day ? formatMoney(bookingTotal(quantities, perType), currency) : '—'}
        </output>
      </p>
      {update.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-sixth" data-testid="cart-editor-error">
          {t('cart.updateFailed', { reason: failureText(update.error, t('http.unknown')) })}
        </p>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={primaryButton}
          onClick={save}
          disabled={!changed || travellerCount(quantities) === 0 || update.isPending}
          data-testid="cart-editor-save"
        >
          {update.isPending ? t('common.loading') : t('common.save')}
        </button>
      </div>
    </section>
  );
}

function CartLine({
  item,
  selected,
  onSelect,
}: {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { t } = useTranslation();
  const currency = asCurrency(item.currency);
  const href = item.kind === 'hotel' ? hotelLink(item.hotelId ?? 0) : productLink(item.productCode);
  const flagged = item.status !== 'ok';
  const [editing, setEditing] = useState(false);
  return (
    <li
      className={cn('rounded-2xl border p-3 sm:p-4', flagged ? 'border-sixth/40' : 'border-slate-200')}
      data-testid="cart-item"
      data-status={item.status}
    >
      <div className="flex gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-[var(--color-first)]"
          checked={selected}
          disabled={!bookable(item)}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('cart.select', { title: item.title })}
        />
        {item.image && (
          <img
            src={imageUrl(item.image, 'common')}
            alt=""
            className="h-14 w-20 shrink-0 rounded-lg object-cover sm:h-20 sm:w-28"
          />
        )}
        <div className="min-w-0 flex-1">
          <Link to={href} className="line-clamp-2 font-semibold text-slate-900 hover:text-first">
            {item.title}
          </Link>
          <p className="text-sm text-slate-600">{item.packageTitle}</p>
          <p className="mt-1 text-sm text-slate-700">
            {item.endDate ? `${item.date} – ${item.endDate}` : item.date} ·{' '}
            {item.kind === 'hotel'
              ? t('cart.rooms', { count: item.quantity })
              : t('cart.quantity', { count: item.quantity })}
          </p>
          {flagged && (
            <p className="mt-1 text-sm font-medium text-sixth" data-testid="cart-item-flag">
              {t(`cart.status.${item.status}`, { price: formatMoney(item.addedPrice, currency) })}
            </p>
          )}
          {editable(item) && !editing && (
            <button
              type="button"
              className={cn(textButton, 'mt-1 text-left')}
              onClick={() => setEditing(true)}
              aria-label={t('cart.editLabel', { title: item.title })}
              data-testid="cart-edit"
            >
              {t('cart.edit')}
            </button>
          )}
        </div>
        <p className="shrink-0 text-right font-semibold text-slate-900" data-testid="cart-item-price">
          {item.price === null ? '—' : formatMoney(item.price, currency)}
        </p>
      </div>
      {editing && <QuantityEditor item={item} onClose={() => setEditing(false)} />}
    </li>
  );
}

/** The member's cart: re-priced lines (changes flagged), select, delete, totals and checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const cart = useQuery(cartQueries.list(locale.language, locale.currency));
  const remove = useDeleteCartItems();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const items = useMemo(() => cart.data?.list ?? [], [cart.data]);
  const selectable = items.filter(bookable);
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
  const deleteSelected = () => {
    const ids = items.filter((item) => picked.has(item.id)).map((item) => item.id);
    if (ids.length === 0 || !window.confirm(t('cart.deleteConfirm', { count: ids.length }))) return;
    remove.mutate(
      { ids },
      {
        onSuccess: () => {
          setPicked(new Set());
          void notify('success', t('cart.deleted'));
        },
        onError: (error) => void notify('error', failureText(error, t('http.unknown'))),
      },
    );
  };
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
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="size-5 accent-[var(--color-first)]"
                  checked={allSelected}
                  disabled={selectable.length === 0}
                  onChange={(event) =>
                    setPicked(event.target.checked ? new Set(selectable.map((item) => item.id)) : new Set())
                  }
                />
                {t('cart.selectAll')}
              </label>
              <button
                type="button"
                className={secondaryButton}
                onClick={deleteSelected}
                disabled={picked.size === 0 || remove.isPending}
                data-testid="cart-delete"
              >
                {t('cart.deleteSelected')}
              </button>
            </div>
            <ul className="space-y-3">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  selected={picked.has(item.id) && bookable(item)}
                  onSelect={(on) => toggle(item.id, on)}
                />
              ))}
            </ul>
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
