import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useUserStore } from '../../app/user-store';
import { accountLink, type AccountTab } from '../../lib/links';
import type { MenuTrigger } from '../ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

type Count = 'favoritesCount' | 'couponsCount' | 'integralCount';

const ITEMS: { tab: AccountTab; label: ParseKeys; count?: Count }[] = [
  { tab: 'order', label: 'header.orders' },
  { tab: 'person-admin', label: 'header.travellers' },
  { tab: 'collect', label: 'header.favourites', count: 'favoritesCount' },
  { tab: 'coupon', label: 'header.coupons', count: 'couponsCount' },
  { tab: 'integral', label: 'header.points', count: 'integralCount' },
  { tab: 'setting', label: 'header.settings' },
];

/**
 * The avatar menu itself, loaded lazily and mounted open by DeferredMenu: the account tabs with
 * the favourite, coupon and point counts of the user store, and logout (spec §4 sequence).
 */
export default function AccountMenuContent({ trigger, onLogOut }: { trigger: MenuTrigger; onLogOut: () => void }) {
  const { t } = useTranslation();
  const nickName = useUserStore((s) => s.nickName);
  const counts: Record<Count, number> = {
    favoritesCount: useUserStore((s) => s.favoritesCount),
    couponsCount: useUserStore((s) => s.couponsCount),
    integralCount: useUserStore((s) => s.integralCount),
  };
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={trigger.className} aria-label={trigger.label} data-testid={trigger.testId}>
        {trigger.content}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {nickName && <p className="truncate px-3 py-1.5 text-xs font-medium text-slate-600">{nickName}</p>}
        {ITEMS.map(({ tab, label, count }) => (
          <DropdownMenuItem key={tab} asChild>
            <Link to={accountLink(tab)}>
              <span className="flex-1">{t(label)}</span>
              {count && (
                <span
                  className="min-w-6 rounded-full bg-seven px-2 text-center text-xs font-semibold tabular-nums text-fourth"
                  data-testid={`menu-count-${tab}`}
                >
                  {counts[count]}
                </span>
              )}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogOut}>{t('header.logout')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
