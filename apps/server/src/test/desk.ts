import type { StaffRole } from '@storefront/contracts';
import { seedDemoOwners } from '../seed/staff.js';
import type { OrderTestApp } from './orders.js';
import { loginStaff, type LoggedInStaff } from './staff.js';

/*
 * The back office's order desk in API tests: staff of a demo merchant (its demo owner, or a
 * member of another role it invited) acting through /api/admin/v1.
 */

const seeded = new WeakSet<object>();
const sessions = new WeakMap<object, Map<string, LoggedInStaff>>();

/** A signed-in member of staff (one session per app, merchant and role, reused). */
export async function deskStaff(
  t: OrderTestApp,
  { businessNumber = '456817', role = 'owner' }: { businessNumber?: string; role?: StaffRole } = {},
): Promise<LoggedInStaff> {
  // The order test app seeds merchants and catalogs but not staff: their demo owners come here.
  if (!seeded.has(t)) {
    await seedDemoOwners({ db: t.db });
    seeded.add(t);
  }
  const known = sessions.get(t) ?? new Map<string, LoggedInStaff>();
  sessions.set(t, known);
  const key = `${businessNumber}:${role}`;
  let staff = known.get(key);
  if (!staff) {
    staff = await loginStaff(t.app, { businessNumber, role });
    known.set(key, staff);
  }
  return staff;
}

/** POST /api/admin/v1/orders/{ocode}/{action} as `staff` (the owner of 456817 by default). */
export async function deskAction(
  t: OrderTestApp,
  ocode: string,
  action: string,
  payload?: object,
  staff?: LoggedInStaff,
) {
  const by = staff ?? (await deskStaff(t));
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/orders/${ocode}/${action}`,
    headers: by.headers,
    ...(payload && { payload }),
  });
}

/** GET an admin path as `staff` (the owner of 456817 by default). */
export async function deskGet(t: OrderTestApp, url: string, staff?: LoggedInStaff) {
  const by = staff ?? (await deskStaff(t));
  return t.app.inject({ method: 'GET', url, headers: by.headers });
}
