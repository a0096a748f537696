import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { meQuery } from '../api/auth-queries';
import { adminFetch, setSessionEndedHandler } from '../api/client';
import { navFor } from './nav';
import { session, useSession } from './session';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-brand text-white' : 'text-slate-800 hover:bg-slate-200'
  }`;

/** The signed-in desk: header, navigation (a sidebar on desktop, a scrolling bar on a phone), the page. */
export function Layout() {
  const current = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery({ ...meQuery(), enabled: !!current });

  useEffect(() => {
    // The layout itself then leaves for the login page (no session), saying why.
    setSessionEndedHandler(() => queryClient.clear());
  }, [queryClient]);

  if (!current) {
    const ended = session.endedByServer() ? '&expired=1' : '';
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}${ended}`} replace />;
  }

  async function logout() {
    await adminFetch('/auth/logout', { method: 'POST' }).catch(() => undefined);
    session.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  }

  const operator = me.data?.operator ?? current.operator;
  // An operator outside any merchant has only the merchant list; an account that must enrol TOTP only its account page.
  const outside = !current.merchantNumber;
  const mustEnrol = me.data?.totpSetupRequired === true;
  const items = mustEnrol
    ? navFor(current.role).filter((i) => i.to === '/account')
    : outside
      ? []
      : navFor(current.role);
  if (mustEnrol && location.pathname !== '/account') return <Navigate to="/account" replace />;
  if (!mustEnrol && outside && location.pathname !== '/merchants') return <Navigate to="/merchants" replace />;
  // An editor has no order desk (its catalog pages are issue 14's); its home is its account.
  if (current.role === 'editor' && location.pathname === '/') return <Navigate to="/account" replace />;
  return (
    <div className="min-h-screen md:flex">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <aside className="no-print border-b border-slate-200 bg-white md:w-56 md:shrink-0 md:border-r md:border-b-0">
        <div className="md:sticky md:top-0">
          <div className="flex items-center justify-between gap-2 px-3 py-3 md:block">
            <div className="min-w-0">
              <p className="truncate text-base font-bold text-slate-900">{me.data?.merchantTitle ?? 'Back office'}</p>
              <p className="truncate text-xs text-slate-700">{current.email}</p>
              <p className="text-xs text-slate-700">
                {operator ? 'platform operator' : current.role}
                {current.merchantNumber ? ` · ${current.merchantNumber}` : ''}
              </p>
            </div>
            <button
              type="button"
              onClick={logout}
              className="shrink-0 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 md:mt-3"
            >
              Sign out
            </button>
          </div>
          <nav aria-label="Desk" className="overflow-x-auto px-2 pb-2">
            <ul className="flex gap-1 md:flex-col">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {operator && !mustEnrol ? (
                <li>
                  <NavLink to="/merchants" className={linkClass}>
                    Merchants
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}
