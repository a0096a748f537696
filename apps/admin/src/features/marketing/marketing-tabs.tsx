import { NavLink } from 'react-router';

const TABS = [
  { to: '/marketing/banners', label: 'Banners' },
  { to: '/marketing/flash-sales', label: 'Flash sales' },
  { to: '/marketing/hot-searches', label: 'Hot searches' },
  { to: '/marketing/subscribers', label: 'Subscribers' },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
  }`;

/** The marketing pages, side by side (one nav entry opens them). */
export function MarketingTabs() {
  return (
    <nav aria-label="Marketing" className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-2">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className={tabClass}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
