import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/failure-text';
import { useAppStore } from '../../app/app-store';
import { onLoginEd } from '../../app/login-events';
import { notify } from '../../app/notify';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { cn } from '../../lib/cn';
import { hotelOrderFormLink, type HotelStayLink } from '../../lib/links';
import { useAddToCart } from '../cart';

/**
 * A rate plan's two ways to book the whole party's stay: add it to the cart (members; a visitor
 * logs in first and the stay is added after) or book now on the order form (visitors too).
 * `why` names what keeps a sold plan from being booked (party too large, too few rooms left).
 */
export function StayBookButtons({
  stay,
  why,
  disabled,
  label,
}: {
  stay: HotelStayLink;
  why: string | null;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useUserStore(selectLoggedIn);
  const addToCart = useAddToCart();
  const wantedAfterLogin = useRef(false);
  const add = () =>
    addToCart.mutate(
      {
        kind: 'hotel',
        hotelId: stay.hotelId,
        roomTypeId: stay.roomTypeId,
        ratePlanId: stay.ratePlanId,
        date: [stay.checkIn, stay.checkOut],
        rooms: stay.rooms.map((room) => ({
          adultNum: room.adultNum,
          childNum: room.childAges.length,
          childAges: [...room.childAges],
        })),
      },
      {
        onSuccess: () => void notify('success', t('cart.added'), { subject: 'cart' }),
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'cart' }),
      },
    );
  const afterLogin = useEffectEvent(() => {
    if (!wantedAfterLogin.current) return;
    wantedAfterLogin.current = false;
    add();
  });
  useEffect(() => onLoginEd(() => afterLogin()), []);
  const onAdd = () => {
    if (loggedIn) return add();
    wantedAfterLogin.current = true;
    useAppStore.getState().setLoginDialogOpen(true);
  };
  const base =
    'inline-flex h-10 items-center justify-center rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <div className="mt-2">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <button
          type="button"
          onClick={onAdd}
          disabled={disabled || addToCart.isPending}
          aria-label={t('hotels.rooms.addToCartLabel', { name: label })}
          className={cn(base, 'border border-first bg-white text-first hover:bg-seven')}
          data-testid="stay-cart"
        >
          {t('product.addToCart')}
        </button>
        <button
          type="button"
          onClick={() => void navigate(hotelOrderFormLink(stay))}
          disabled={disabled}
          aria-label={t('hotels.rooms.bookLabel', { name: label })}
          className={cn(base, 'bg-first text-white hover:opacity-90')}
          data-testid="book-button"
        >
          {t('hotels.rooms.book')}
        </button>
      </div>
      {why && <p className="mt-1 text-xs text-slate-600">{why}</p>}
    </div>
  );
}
