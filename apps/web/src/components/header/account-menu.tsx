import type { ParseKeys } from 'i18next';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../app/user-store';
import { accountLink, type AccountTab } from '../../lib/links';
import { DeferredMenu } from '../ui/deferred-menu';
import { UserIcon } from '../ui/icons';

const loadMenu = () => import('./account-menu-content');
const AccountMenuContent = lazy(loadMenu);

const ITEMS: { tab: AccountTab; label: ParseKeys }[] = [
  { tab: 'order', label: 'header.orders' },
  { tab: 'person-admin', label: 'header.travellers' },
  { tab: 'collect', label: 'header.favourites' },
  { tab: 'coupon', label: 'header.coupons' },
  { tab: 'integral', label: 'header.points' },
  { tab: 'setting', label: 'header.settings' },
];

/** Logged in: the avatar with the account menu and logout. Leaving a login-only page after logout is the layout's job. */
export function AccountMenu() {
  const { t } = useTranslation();
  const nickName = useUserStore((s) => s.nickName);
  const headimg = useUserStore((s) => s.headimg);
  const logout = useUserStore((s) => s.logout);
  const trigger = {
    className:
      'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-third text-fourth',
    label: t('header.account'),
    testId: 'account-menu',
    content: headimg ? <img src={headimg} alt="" className="size-full object-cover" /> : <UserIcon />,
  };
  return (
    <DeferredMenu trigger={trigger} preload={loadMenu}>
      <AccountMenuContent
        trigger={trigger}
        heading={nickName}
        items={ITEMS.map(({ tab, label }) => ({ href: accountLink(tab), label: t(label) }))}
        logoutLabel={t('header.logout')}
        onLogout={logout}
      />
    </DeferredMenu>
  );
}
