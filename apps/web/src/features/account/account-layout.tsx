import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/cn';
import { ACCOUNT_TABS, accountLink, type AccountTab } from '../../lib/links';

const TAB_TITLES: Record<AccountTab, ParseKeys> = {
  info: 'account.tabs.info',
  order: 'account.tabs.order',
  'person-admin': 'account.tabs.personAdmin',
  collect: 'account.tabs.collect',
  coupon: 'account.tabs.coupon',
  integral: 'account.tabs.integral',
  setting: 'account.tabs.setting',
};

/** The account area (login only): its tabs beside the open one. */
export default function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-fourth sm:text-3xl">{t('routes.my')}</h1>
      <div className="mt-6 flex flex-col gap-6 md:flex-row">
        <nav aria-label={t('account.tabsLabel')} className="md:w-56 md:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
            {ACCOUNT_TABS.map((tab) => (
              <li key={tab} className="shrink-0">
                <NavLink
                  to={accountLink(tab)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-third text-fourth' : 'text-slate-700 hover:bg-seven',
                    )
                  }
                >
                  {t(TAB_TITLES[tab])}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
