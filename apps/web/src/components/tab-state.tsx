import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { failureText } from '../api/failure-text';
import { secondaryButton } from './ui/button-class';

/** Loading and failure states of a tab's query. */
export function TabState({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'> }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 px-6 py-10 text-center">
        <p className="text-slate-700">{failureText(query.error, t('http.unknown'))}</p>
        <button type="button" onClick={() => void query.refetch()} className={`${secondaryButton} mt-4`}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-3" aria-busy="true" aria-label={t('common.loading')} role="status">
      <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
      <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}

/** An empty list: what is missing and what to do. */
export function EmptyState({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-seven px-6 py-12 text-center"
      data-testid="empty-state"
    >
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="mx-auto mt-2 max-w-prose text-slate-700">{body}</p>
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
