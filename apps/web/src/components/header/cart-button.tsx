import { useTranslation } from '../../lib/use-translation';
import { useAppStore } from '../../app/app-store';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { openLink } from '../../lib/links';
import { CartIcon } from '../ui/icons';

/** Cart icon with its item count (hidden at 0). Needs a login; opens the cart in a new window. */
export function CartButton() {
  const { t } = useTranslation();
  const loggedIn = useUserStore(selectLoggedIn);
  const count = useUserStore((s) => s.socketMsg.cartNumber);
  const openLogin = useAppStore((s) => s.setLoginDialogOpen);
  const shown = loggedIn && count > 0;

  return (
    <button
      type="button"
      onClick={() => (loggedIn ? openLink('/cart', { newWindow: true }) : openLogin(true))}
      aria-label={shown ? t('header.cartWithCount', { count }) : t('header.cart')}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-seven"
    >
      <CartIcon className="size-6" />
      {shown && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-sixth px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
