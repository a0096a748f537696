import type { DeskQueue } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminFetch } from '../../api/client';
import { useDeskLive, type LiveState } from '../../app/use-desk-live';
import { LoadError, Loading, Page } from '../../components/ui/page';
import { formatAge, formatDate, formatMoney } from '../../lib/format';

export const queueQuery = () =>
  queryOptions({
    queryKey: ['queue'],
    queryFn: ({ signal }) => adminFetch<DeskQueue>('/queue', { signal }),
    // The hub says when to look again; this only covers a connection that could not be made.
    refetchInterval: 60_000,
  });

const REASONS: Record<string, string> = { confirmation: 'Awaiting confirmation', refundRequest: 'Refund request' };

const LIVE_TEXT: Record<LiveState, string> = {
  connecting: 'Connecting…',
  live: 'Live: new orders appear by themselves',
  offline: 'Not live: refreshed every minute',
};

export function QueuePage() {
  const live = useDeskLive();
  const queue = useQuery(queueQuery());
  return (
    <Page
      title="Queue"
      actions={
        <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-700">
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${live === 'live' ? 'bg-green-600' : 'bg-slate-400'}`}
          />
          {LIVE_TEXT[live]}
        </span>
      }
    >
      {queue.isPending ? <Loading /> : null}
      {queue.isError ? <LoadError error={queue.error} /> : null}
      {queue.data?.items.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">
          Nothing waits for you. Well done.
        </p>
      ) : null}
      <ol className="flex flex-col gap-2" aria-label="Waiting orders, oldest first">
        {queue.data?.items.map((item) => (
          <li key={`${item.reason}-${item.ocode}`}>
            <Link
              to={`/orders/${item.ocode}`}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 hover:border-brand sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      item.reason === 'confirmation' ? 'bg-amber-100 text-amber-900' : 'bg-orange-100 text-orange-900'
                    }`}
                  >
                    {REASONS[item.reason] ?? item.reason}
                  </span>
                  <span className="font-mono text-xs font-semibold break-all text-brand">{item.ocode}</span>
                </p>
                <p className="mt-1 text-sm font-medium text-slate-900">{item.products}</p>
                <p className="text-sm text-slate-700">
                  {item.contactName} · travel {formatDate(item.firstTravelDate)}
                  {item.note ? ` · “${item.note}”` : ''}
                </p>
              </div>
              <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-end">
                <span className="text-sm font-semibold">{formatMoney(item.total, item.currency)}</span>
                <span className="text-xs font-medium text-slate-700">arrived {formatAge(item.since)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ol>
    </Page>
  );
}
