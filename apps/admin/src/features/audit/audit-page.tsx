import type { AuditEntry } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminFetch } from '../../api/client';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { LoadError, Loading, Page } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { formatDateTime } from '../../lib/format';

const KEYS = ['objectType', 'objectId', 'staff', 'from', 'to'] as const;
const SIZE = 20;

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

function Change({ entry }: { entry: AuditEntry }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-brand underline">Before → after</summary>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        <pre className="overflow-x-auto rounded bg-slate-100 p-2 whitespace-pre-wrap">{json(entry.before)}</pre>
        <pre className="overflow-x-auto rounded bg-green-50 p-2 whitespace-pre-wrap">{json(entry.after)}</pre>
      </div>
    </details>
  );
}

/** Every admin change: who, when, what object, before → after; filtered in the URL. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(
    () => Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<(typeof KEYS)[number], string>,
  );
  const page = Number(params.get('page') ?? '1') || 1;
  const query = new URLSearchParams({ page: String(page), size: String(SIZE) });
  for (const key of KEYS) if (params.get(key)) query.set(key, params.get(key)!);
  const audit = useQuery({
    queryKey: ['audit', query.toString()],
    queryFn: ({ signal }) =>
      adminFetch<{ items: AuditEntry[]; total: number }>(`/audit?${query.toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });
  function apply(event: FormEvent) {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim())));
  }
  return (
    <Page title="Audit log">
      <form
        onSubmit={apply}
        aria-label="Filter the audit log"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-6"
      >
        <TextField
          label="Object type"
          placeholder="order"
          value={draft.objectType}
          onChange={(e) => setDraft({ ...draft, objectType: e.target.value })}
        />
        <TextField
          label="Object id"
          value={draft.objectId}
          onChange={(e) => setDraft({ ...draft, objectId: e.target.value })}
        />
        <TextField
          label="Staff email"
          value={draft.staff}
          onChange={(e) => setDraft({ ...draft, staff: e.target.value })}
        />
        <TextField
          label="From"
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <div className="flex items-end">
          <Button type="submit" variant="primary">
            Filter
          </Button>
        </div>
      </form>
      {audit.isPending ? <Loading /> : null}
      {audit.isError ? <LoadError error={audit.error} /> : null}
      {audit.data?.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-700">No change matches.</p>
      ) : null}
      <ol className="flex flex-col gap-2" aria-label="Changes, newest first">
        {audit.data?.items.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="flex flex-wrap gap-x-3 gap-y-1">
              <span className="font-semibold">{entry.action}</span>
              <span>
                {entry.objectType}{' '}
                {entry.objectType === 'order' ? (
                  <Link to={`/orders/${entry.objectId}`} className="font-mono text-xs text-brand underline">
                    {entry.objectId}
                  </Link>
                ) : (
                  <span className="font-mono text-xs">{entry.objectId}</span>
                )}
              </span>
              <span className="text-slate-700">
                {entry.staffEmail}
                {entry.operator ? ' (operator)' : ''} · {formatDateTime(entry.at)}
              </span>
            </p>
            <Change entry={entry} />
          </li>
        ))}
      </ol>
      {audit.data ? (
        <Pager
          page={page}
          size={SIZE}
          total={audit.data.total}
          onPage={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
        />
      ) : null}
    </Page>
  );
}
