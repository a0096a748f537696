import { LIMITS } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink } from 'react-router';
import { useSellsHotels } from '../../api/hotel-offer-queries';
import { useMerchant } from '../../api/merchant-queries';
import { useAppStore } from '../../app/app-store';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { cn } from '../../lib/cn';
import { imageUrl } from '../../lib/image-url';
import { buildLink, homeLink } from '../../lib/links';
import { CurrencyPicker } from '../pickers/currency-picker';
import { LanguagePicker } from '../pickers/language-picker';
import { BedIcon, ReceiptIcon } from '../ui/icons';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { LoginButton } from './login-button';
import { logoCarriesName } from './logo-shape';

/**
 * The storefront header (spec §2): 60 px, 92 px on a merchant home; sticky unless the route
 * says otherwise; the reduced form (orderform, payment) has no pickers and no right menu.
 * Logging out is the app's (it ends the session everywhere), so the account menu is handed it.
 */
export function Header({ onLogOut }: { onLogOut: () => void }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const switches = useAppStore((s) => s.header);
  const loggedIn = useUserStore(selectLoggedIn);
  const sellsHotels = useSellsHotels();
  const [wordmark, setWordmark] = useState<boolean | null>(null);
  const height = switches.home ? LIMITS.headerHeightHome : LIMITS.headerHeight;

  return (
    <header
      className={cn(
        'z-40 w-full border-b border-slate-200 bg-white/95 backdrop-blur',
        switches.fixed ? 'sticky top-0' : 'relative',
      )}
      style={{ height }}
      data-header={switches.rightMenu ? 'full' : 'reduced'}
      data-fixed={switches.fixed}
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-3 sm:px-6">
        {merchant ? (
          <Link to={homeLink()} className="flex min-w-0 shrink items-center gap-3 rounded-md">
            <img
              src={imageUrl(merchant.configure.logo || merchant.common.logo, 'logo')}
              alt={merchant.common.title}
              className={cn(
                'w-auto min-w-0 max-w-[9.5rem] object-contain object-left sm:max-w-none',
                switches.home ? 'h-10 sm:h-14' : 'h-8 sm:h-10',
              )}
              data-testid="merchant-logo"
              ref={(image) => {
                if (image?.complete) setWordmark(logoCarriesName(image));
              }}
              onLoad={(event) => setWordmark(logoCarriesName(event.currentTarget))}
            />
            {merchant.common.webLogo === 1 && wordmark === false && (
              // The logo's alt already names the link (the title hides below lg): shown, not read twice.
              <span
                className="hidden truncate text-lg font-semibold text-fourth lg:block"
                aria-hidden="true"
                data-testid="merchant-title"
              >
                {merchant.common.title}
              </span>
            )}
          </Link>
        ) : (
          <a href="/" className="rounded-md text-lg font-semibold text-fourth">
            {t('routes.home')}
          </a>
        )}

        {merchant && (switches.rightMenu || switches.lang || switches.currency) && (
          <nav aria-label={t('header.menu')} className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
            {switches.rightMenu && sellsHotels && (
              <NavLink
                to={buildLink('/hotel')}
                className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-700 hover:bg-seven aria-[current=page]:text-first sm:px-3"
                data-testid="header-hotels"
              >
                <BedIcon className="size-5" />
                <span className="sr-only md:not-sr-only">{t('routes.hotel')}</span>
              </NavLink>
            )}
            {switches.rightMenu && !loggedIn && (
              <Link
                to={buildLink('/visitor-order')}
                className="hidden h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-seven sm:inline-flex"
              >
                <ReceiptIcon className="size-5" />
                <span className="sr-only lg:not-sr-only">{t('header.guestOrder')}</span>
              </Link>
            )}
            {switches.lang && <LanguagePicker />}
            {switches.currency && <CurrencyPicker />}
            {switches.rightMenu && <CartButton />}
            {switches.rightMenu && (loggedIn ? <AccountMenu onLogOut={onLogOut} /> : <LoginButton />)}
          </nav>
        )}
      </div>
    </header>
  );
}
