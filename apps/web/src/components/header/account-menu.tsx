import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { useUserStore } from '../../app/user-store';
import { DeferredMenu } from '../ui/deferred-menu';
import { UserIcon } from '../ui/icons';

const loadMenu = () => import('./account-menu-content');
const AccountMenuContent = lazy(loadMenu);

/**
 * Logged in: the avatar with the account menu. The menu (its items, counts and logout) loads
 * with its chunk on first use; leaving a login-only page after logout is the layout's job.
 */
export function AccountMenu({ onLogOut }: { onLogOut: () => void }) {
  const { t } = useTranslation();
  const headimg = useUserStore((s) => s.headimg);
  const trigger = {
    className:
      'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-third text-fourth',
    label: t('header.account'),
    testId: 'account-menu',
    content: headimg ? <img src={headimg} alt="" className="size-full object-cover" /> : <UserIcon />,
  };
  return (
    <DeferredMenu trigger={trigger} preload={loadMenu}>
      <AccountMenuContent trigger={trigger} onLogOut={onLogOut} />
    </DeferredMenu>
  );
}
