import type { DeskOrderRow } from '@storefront/contracts';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Link } from 'react-router';
import { StateBadge } from '../../components/ui/state-badge';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';

const column = createColumnHelper<DeskOrderRow>();

/** Column id → the API's sort field (DESK_SORTS). */
const SORT_FIELDS: Record<string, string> = { bookedAt: 'booked', firstTravelDate: 'travel', total: 'total' };

const columns = [
  column.accessor('ocode', {
    header: 'Order',
    enableSorting: false,
    cell: (info) => (
      <Link to={`/orders/${info.getValue()}`} className="font-mono text-xs font-semibold text-brand underline">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('state', {
    header: 'State',
    enableSorting: false,
    cell: (info) => <StateBadge state={info.getValue()} />,
  }),
  column.accessor('bookedAt', { header: 'Booked', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('firstTravelDate', {
    header: 'Travel',
    cell: (info) => {
      const last = info.row.original.lastTravelDate;
      return last && last !== info.getValue()
        ? `${formatDate(info.getValue())} – ${formatDate(last)}`
        : formatDate(info.getValue());
    },
  }),
  column.accessor('products', { header: 'Products', enableSorting: false }),
  column.accessor('contactName', {
    header: 'Contact',
    enableSorting: false,
    cell: (info) => (
      <>
        <span className="block">{info.getValue()}</span>
        <span className="block text-xs text-slate-700">
          {info.row.original.contactEmail || info.row.original.contactPhone}
        </span>
      </>
    ),
  }),
  column.accessor('travellers', { header: 'Pax', enableSorting: false }),
  column.accessor('total', {
    header: 'Total',
    cell: (info) => (
      <span className="whitespace-nowrap">{formatMoney(info.getValue(), info.row.original.currency)}</span>
    ),
  }),
];

export function toSorting(sort: string | null): SortingState {
  const value = sort || '-booked';
  const field = value.replace(/^-/, '');
  const id = Object.entries(SORT_FIELDS).find(([, name]) => name === field)?.[0] ?? 'bookedAt';
  return [{ id, desc: value.startsWith('-') }];
}

export function toSortParam(sorting: SortingState): string {
  const first = sorting[0];
  if (!first) return '-booked';
  return `${first.desc ? '-' : ''}${SORT_FIELDS[first.id] ?? 'booked'}`;
}

/** The desktop grid: server-side sorting (the header buttons) over the current page. */
export function OrdersTable({
  rows,
  sorting,
  onSortingChange,
}: {
  rows: DeskOrderRow[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}) {
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Orders grid"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="bg-slate-100 text-xs text-slate-800 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sorted === 'desc' ? '▼' : sorted === 'asc' ? '▲' : '↕'}</span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top hover:bg-slate-50">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
