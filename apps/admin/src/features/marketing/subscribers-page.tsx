import { SUBSCRIBER_STATUSES, type AdminSubscriber } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { downloadFile } from '../../api/client';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { useUrlQuery } from '../../lib/use-url-query';
import { formatDateTime } from '../../lib/format';
import { MarketingTabs } from './marketing-tabs';
import { marketingQueries, subscriberCsvPath, useUnsubscribe, type SubscriberListQuery } from './marketing-queries';

/** Newsletter subscribers (issue 14): search, export as CSV, unsubscribe. */
export function SubscribersPage() {
  const [params, patch] = useUrlQuery();
  const filter: SubscriberListQuery = {
    q: params.get('q') ?? '',
    status: (params.get('status') as SubscriberListQuery['status'] | null) ?? 'subscribed',
    page: Number(params.get('page') ?? '1') || 1,
  };
  const list = useQuery(marketingQueries.subscribers(filter));
  const setParam = (key: string, value: string) => patch({ [key]: value }, { replace: key === 'q' });

  async function exportCsv() {
    try {
      await downloadFile(subscriberCsvPath(filter), `subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  }

  return (
    <Page title="Subscribers" actions={<Button onClick={exportCsv}>Export CSV</Button>}>
      <MarketingTabs />
      <Section title="Newsletter subscribers">
        <div className="mb-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Search"
            type="search"
            value={filter.q}
            onChange={(e) => setParam('q', e.target.value)}
            hint="Part of the address"
          />
          <SelectField label="Status" value={filter.status} onChange={(e) => setParam('status', e.target.value)}>
            {SUBSCRIBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        </div>
        {list.isPending ? <Loading /> : null}
        {list.isError ? <LoadError error={list.error} /> : null}
        {list.data ? (
          <div className="flex flex-col gap-3">
            {list.data.items.length === 0 ? (
              <p className="text-sm text-slate-700">No subscriber matches.</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
                {list.data.items.map((s) => (
                  <SubscriberRow key={s.email} subscriber={s} />
                ))}
              </ul>
            )}
            <Pager
              page={filter.page}
              size={list.data.size}
              total={list.data.total}
              onPage={(next) => setParam('page', String(next))}
            />
          </div>
        ) : null}
      </Section>
    </Page>
  );
}

function SubscriberRow({ subscriber }: { subscriber: AdminSubscriber }) {
  const unsubscribe = useUnsubscribe();
  async function run() {
    try {
      await unsubscribe.mutateAsync(subscriber.email);
      toast.success(`${subscriber.email} unsubscribed`);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium break-all text-slate-900">{subscriber.email}</p>
        <p className="text-xs text-slate-600">
          {subscriber.language} · since {formatDateTime(subscriber.subscribedAt)}
          {subscriber.unsubscribedAt ? ` · unsubscribed ${formatDateTime(subscriber.unsubscribedAt)}` : ''}
        </p>
      </div>
      {subscriber.unsubscribedAt ? null : (
        <Button onClick={run} disabled={unsubscribe.isPending} aria-label={`Unsubscribe ${subscriber.email}`}>
          Unsubscribe
        </Button>
      )}
    </li>
  );
}
