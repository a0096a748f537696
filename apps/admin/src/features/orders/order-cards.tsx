import type { DeskOrderRow } from '@storefront/contracts';
import { Link } from 'react-router';
import { StateBadge } from '../../components/ui/state-badge';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';

/** The list on a phone: one card per order, the whole card a link to its details. */
export function OrderCards({ rows }: { rows: DeskOrderRow[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Orders">
      {rows.map((row) => (
        <li key={row.ocode}>
          <Link
            to={`/orders/${row.ocode}`}
            className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-brand"
            aria-label={`Order ${row.ocode}, ${row.contactName}`}
          >
            <div className="flex items-start justify-between gap-2">
              <span className="font-mono text-xs font-semibold break-all text-brand">{row.ocode}</span>
              <StateBadge state={row.state} />
            </div>
            <p className="mt-1 text-sm font-medium text-slate-900">{row.products}</p>
            <p className="text-sm text-slate-700">
              Travel {formatDate(row.firstTravelDate)} · {row.travellers} pax
            </p>
            <div className="mt-1 flex items-end justify-between gap-2 text-sm">
              <span className="min-w-0 truncate text-slate-700">{row.contactName}</span>
              <span className="font-semibold whitespace-nowrap">{formatMoney(row.total, row.currency)}</span>
            </div>
            <p className="text-xs text-slate-600">Booked {formatDateTime(row.bookedAt)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
