import type { StaffSession } from './session';

type Role = StaffSession['role'];

/** The desk's pages and who sees them (issue 13: an editor has no order desk; staff is the owner's). */
export const NAV: { to: string; label: string; roles: readonly Role[] }[] = [
  { to: '/', label: 'Dashboard', roles: ['owner', 'manager', 'agent'] },
  { to: '/queue', label: 'Queue', roles: ['owner', 'manager', 'agent'] },
  { to: '/orders', label: 'Orders', roles: ['owner', 'manager', 'agent'] },
  { to: '/manifests', label: 'Manifests', roles: ['owner', 'manager', 'agent'] },
  { to: '/products', label: 'Products', roles: ['owner', 'manager', 'editor'] },
  { to: '/hotels', label: 'Hotels', roles: ['owner', 'manager', 'editor'] },
  { to: '/marketing', label: 'Marketing', roles: ['owner', 'manager', 'editor'] },
  { to: '/settings', label: 'Settings', roles: ['owner', 'manager'] },
  { to: '/coupons', label: 'Coupons', roles: ['owner', 'manager'] },
  { to: '/rates', label: 'Rates and points', roles: ['owner', 'manager'] },
  { to: '/audit', label: 'Audit log', roles: ['owner', 'manager'] },
  { to: '/staff', label: 'Staff', roles: ['owner'] },
  { to: '/account', label: 'My account', roles: ['owner', 'manager', 'agent', 'editor'] },
];

export const navFor = (role: Role) => NAV.filter((item) => item.roles.includes(role));
