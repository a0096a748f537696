import { DASHBOARD_LIMITS, type Dashboard } from '@storefront/contracts';
import type { Db } from '../../platform/db/kysely.js';
import {
  countAwaitingOrders,
  countCreatedOrders,
  countOrdersPerDay,
  sumPaidRevenue,
  sumProductSales,
} from './dashboard-repo.js';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

/**
 * The back office's dashboard (issue 13): today and the last `days` days (UTC dates, today
 * included) of one merchant's orders — created, paid, conversion, money per currency, top
 * products, what waits for the desk, and a day-by-day series for the chart.
 */
export function createOrderDashboard({ db, now = Date.now }: { db: Db; now?: () => number }) {
  async function getDashboard(merchantNumber: string, days: number): Promise<Dashboard> {
    const to = isoDay(now());
    const startMs = Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS;
    const from = isoDay(startMs);
    const fromIso = `${from}T00:00:00.000Z`;
    const todayIso = `${to}T00:00:00.000Z`;
    const [created, revenue, awaiting, sales, perDay] = await Promise.all([
      countCreatedOrders(db, merchantNumber, fromIso, todayIso),
      sumPaidRevenue(db, merchantNumber, fromIso, todayIso),
      countAwaitingOrders(db, merchantNumber),
      sumProductSales(db, merchantNumber, fromIso),
      countOrdersPerDay(db, merchantNumber, fromIso),
    ]);
    return {
      from,
      to,
      today: {
        orders: created.todayOrders,
        paidOrders: created.todayPaidOrders,
        conversion: ratio(created.todayPaidOrders, created.todayOrders),
        revenue: revenue
          .filter((r) => r.todayAmount !== 0)
          .map((r) => ({ currency: r.currency, amount: r.todayAmount })),
      },
      period: {
        orders: created.orders,
        paidOrders: created.paidOrders,
        conversion: ratio(created.paidOrders, created.orders),
        revenue: revenue.filter((r) => r.amount !== 0).map((r) => ({ currency: r.currency, amount: r.amount })),
      },
      awaiting,
      topProducts: topProducts(sales),
      daily: Array.from({ length: days }, (_, i) => {
        const date = isoDay(startMs + i * DAY_MS);
        return { date, orders: perDay.created.get(date) ?? 0, paid: perDay.paid.get(date) ?? 0 };
      }),
    };
  }

  return { getDashboard };
}

export type OrderDashboard = ReturnType<typeof createOrderDashboard>;

type Sales = Awaited<ReturnType<typeof sumProductSales>>;

/** Products by paid orders, then by money (compared within the first currency they share). */
function topProducts(sales: Sales): Dashboard['topProducts'] {
  const byProduct = new Map<string, Dashboard['topProducts'][number]>();
  for (const row of sales) {
    const entry = byProduct.get(row.key) ?? { productCode: row.productCode, title: row.title, orders: 0, revenue: [] };
    entry.orders += row.orders;
    entry.revenue.push({ currency: row.currency, amount: row.amount });
    byProduct.set(row.key, entry);
  }
  const revenueIn = (p: Dashboard['topProducts'][number], currency: string) =>
    p.revenue.find((r) => r.currency === currency)?.amount ?? 0;
  return [...byProduct.values()]
    .sort((a, b) => {
      if (b.orders !== a.orders) return b.orders - a.orders;
      const currency = a.revenue[0]?.currency ?? '';
      return revenueIn(b, currency) - revenueIn(a, currency) || a.title.localeCompare(b.title);
    })
    .slice(0, DASHBOARD_LIMITS.topProducts)
    .map((p) => ({ ...p, revenue: p.revenue.sort((x, y) => x.currency.localeCompare(y.currency)) }));
}
