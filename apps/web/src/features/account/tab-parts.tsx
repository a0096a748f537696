import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useGlobalData } from '../../api/reference-queries';
import { secondaryButton } from '../../components/ui/button-class';

/** A failed call's server message (already in the page language), else the fallback. */
export const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

/** The open tab's heading, with an optional action on its right. */
export function TabHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="account-tab-title" className="text-2xl font-semibold text-fourth">
        {children}
      </h2>
      {action}
    </div>
  );
}

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

/** Previous / next paging with "page x of y". */
export function Pager({
  pageIndex,
  pageSize,
  total,
  onPage,
}: {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (pageIndex: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const button =
    'inline-flex h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-seven disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={t('paging.label')} className="mt-6 flex items-center justify-center gap-3">
      <button type="button" className={button} disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
        {t('paging.previous')}
      </button>
      <span className="text-sm tabular-nums text-slate-700" aria-live="polite">
        {t('paging.status', { page: pageIndex, pages })}
      </span>
      <button type="button" className={button} disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}

/** Titles of nations and salutations in the page language. */
export function useReferenceTitles() {
  const { data } = useGlobalData();
  return {
    nation: (id: string) => data?.nationalities.find((nation) => nation.id === id)?.title ?? id,
    salutation: (id: number | null) => data?.salutations.find((salutation) => salutation.id === id)?.title ?? '',
  };
}

/** The list page in the URL (`?page=2`), so paging survives reloads and the back button. */
export function usePageParam(): [number, (page: number, replace?: boolean) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);
  const setPage = useCallback(
    (next: number, replace = false) =>
      void navigate({ pathname, search: next > 1 ? `?page=${next}` : '' }, { replace }),
    [navigate, pathname],
  );
  return [page, setPage];
}
