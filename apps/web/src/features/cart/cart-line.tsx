import { PRICE_TYPES, type CartItem } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { catalogQueries } from '../../api/catalog-queries';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { PriceCalendarPanel } from '../../components/price-calendar/price-calendar-panel';
import { QuantityRow } from '../../components/quantity-row';
import { TrashIcon } from '../../components/ui/page-icons';
import { primaryButton, secondaryButton, textButton } from '../../components/ui/button-class';
import { bookingTotal, clampQuantity, type Quantities, travellerCount, unitPrices } from '../../lib/booking';
import { cn } from '../../lib/cn';
import { formatStayRange } from '../../lib/date-format';
import { Picture } from '../../components/ui/picture';
import { partyCountsText } from '../../lib/party-text';
import { hotelLink, productLink } from '../../lib/links';
import { asCurrency, formatMoney } from '../../lib/price';
import { isBookable, shortDate, stayNights } from './cart-groups';
import { useUpdateCartItem } from './cart-queries';

/**
 * A product line's date and quantities can change while its package is still sold (a past line
 * can move to a date to come); a stay cannot (the server refuses: remove it and add the new one).
 */
const editable = (item: CartItem) => item.kind === 'product' && item.status !== 'unavailable';

/**
 * Date (the package's price calendar) and quantities per price type of one product line, with the
 * chosen day's prices for a preview; the server re-prices on save (Cart/update) and the line then
 * shows its new price, under its new date. A refusal is named under the editor.
 */
function LineEditor({ item, headingLevel, onClose }: { item: CartItem; headingLevel: 3 | 4; onClose: () => void }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t } = useTranslation();
  const locale = useLocale();
  const product = useQuery(catalogQueries.detail(item.productCode, locale));
  const calendar = useQuery(catalogQueries.calendar(item.productCode, item.gcode, locale));
  const update = useUpdateCartItem();
  const [quantities, setQuantities] = useState<Quantities>(() => ({ ...item.quantities }));
  // A past date cannot be kept: the member picks a new one first.
  const [date, setDate] = useState<string | undefined>(item.status === 'past' ? undefined : item.date);
  const prices = product.data?.packages.find((p) => p.gcode === item.gcode)?.prices ?? [];
  const days = calendar.data ?? [];
  const day = days.find((d) => d.date === date);
  const perType = unitPrices(prices, day);
  const currency = asCurrency(item.currency);
  const quantitiesChanged = PRICE_TYPES.some((type) => (quantities[type] ?? 0) !== (item.quantities[type] ?? 0));
  const dateChanged = date !== undefined && date !== item.date;
  const save = () =>
    update.mutate(
      {
        id: item.id,
        ...(quantitiesChanged ? { quantities } : {}),
        ...(dateChanged ? { date } : {}),
      },
      {
        onSuccess: () => {
          void notify('success', t('cart.updated'), { subject: 'cart' });
          onClose();
        },
      },
    );
  return (
    <section
      aria-label={t('cart.editLabel', { title: item.title })}
      className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-seven/40 p-3 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]"
      data-testid="cart-editor"
    >
      <div>
        <Heading className="text-sm font-semibold text-slate-900">{t('cart.dateTitle')}</Heading>
        <PriceCalendarPanel
          className="mt-1"
          data-testid="cart-editor-calendar"
          days={calendar.data}
          failure={calendar.isError ? failureText(calendar.error, t('catalog.loadFailedBody')) : undefined}
          alertOnFailure
          noteSurface="bg-white"
          selected={date}
          onSelect={(next) => {
            update.reset();
            setDate(next);
          }}
        />
        <p className="mt-1 text-sm text-slate-900" aria-live="polite" data-testid="cart-editor-date">
          {date ? t('cart.chosenDate', { date: shortDate(date, locale.language) }) : t('cart.pickNewDate')}
        </p>
      </div>
      <div className="flex min-w-0 flex-col">
        <Heading className="text-sm font-semibold text-slate-900">{t('cart.editTitle')}</Heading>
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
                onChange={(wanted) => {
                  update.reset();
                  setQuantities((current) => ({
                    ...current,
                    [priceType]: clampQuantity(current, priceType, wanted, day?.stock),
                  }));
                }}
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
        <div className="mt-auto flex justify-end gap-2 pt-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={save}
            disabled={
              !date || !(quantitiesChanged || dateChanged) || travellerCount(quantities) === 0 || update.isPending
            }
            data-testid="cart-editor-save"
          >
            {update.isPending ? t('common.loading') : t('common.save')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * One cart line: photo, title, package, travellers or rooms (a stay with its nights), price and,
 * when it is not plainly bookable, why. `showDate` adds the date where no date heading gives it.
 */
export function CartLine({
  item,
  selected,
  onSelect,
  onRemove,
  showDate = false,
  headingLevel = 4,
}: {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  showDate?: boolean;
  /** The editor's heading level: below the date heading (4), or below a section heading (3). */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const currency = asCurrency(item.currency);
  const href = item.kind === 'hotel' ? hotelLink(item.hotelId ?? 0) : productLink(item.productCode);
  const flagged = item.status !== 'ok';
  const bookable = isBookable(item);
  const [editing, setEditing] = useState(false);
  const count =
    item.kind === 'hotel'
      ? t('cart.rooms', { count: item.quantity })
      : partyCountsText(t, item.quantities) || t('cart.quantity', { count: item.quantity });
  const when =
    item.kind === 'hotel' && item.endDate
      ? t('cart.stay', {
          nights: t('hotels.stay.nights', { count: stayNights(item) }),
          dates: formatStayRange(item.date, item.endDate, language),
        })
      : showDate
        ? shortDate(item.date, language)
        : '';
  return (
    <li
      className={cn(
        'rounded-2xl border bg-white p-3 sm:p-4',
        bookable ? (flagged ? 'border-sixth/40' : 'border-slate-200') : 'border-slate-200 bg-slate-50',
      )}
      data-testid="cart-item"
      data-status={item.status}
      data-date={item.date}
    >
      <div className="flex gap-3">
        {bookable ? (
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-[var(--color-first)]"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('cart.select', { title: item.title })}
          />
        ) : (
          <span className="mt-1 size-5 shrink-0" aria-hidden="true" />
        )}
        {item.image && (
          <Picture
            src={item.image}
            size="common"
            sizes="(min-width: 640px) 7rem, 5rem"
            alt=""
            className={cn('h-14 w-20 shrink-0 rounded-lg object-cover sm:h-20 sm:w-28', !bookable && 'opacity-60')}
          />
        )}
        <div className="min-w-0 flex-1">
          <Link to={href} className="line-clamp-2 font-semibold text-slate-900 hover:text-first">
            {item.title}
          </Link>
          <p className="text-sm text-slate-600">{item.packageTitle}</p>
          <p className="mt-1 text-sm text-slate-700" data-testid="cart-item-when">
            {when ? `${when} · ${count}` : count}
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
        <div className="flex shrink-0 flex-col items-end justify-between gap-2">
          <p className="text-right font-semibold whitespace-nowrap text-slate-900" data-testid="cart-item-price">
            {item.price === null ? '—' : formatMoney(item.price, currency)}
          </p>
          <button
            type="button"
            className={cn(textButton, 'gap-1 text-slate-700 hover:text-sixth')}
            onClick={onRemove}
            aria-label={t('cart.removeLabel', { title: item.title })}
            data-testid="cart-item-remove"
          >
            <TrashIcon />
            <span className="sr-only sm:not-sr-only">{t('cart.remove')}</span>
          </button>
        </div>
      </div>
      {editing && <LineEditor item={item} headingLevel={headingLevel} onClose={() => setEditing(false)} />}
    </li>
  );
}
